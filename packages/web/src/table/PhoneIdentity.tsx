/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameField } from '../components/NameField.tsx';
import { characterAt } from '../identity/characters.ts';
import { seatIdentity } from '../identity/identity.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { api, errorText } from '../net/api.ts';
import { remember } from '../net/remembered.ts';

interface Props {
  readonly code: string;
  /** This phone's seat token (renames go to the server with it). */
  readonly token: string;
  readonly lobby: Lobby;
  readonly seat: number;
  /**
   * The seat came from the laptop that created the game (a handover): it still has the name given there,
   * so the form to give this player's own is open from the start.
   */
  readonly askName: boolean;
  /** The seat was renamed (the laptop's name is gone: the form need not be opened by itself any more). */
  readonly onRenamed: () => void;
}

/**
 * A phone at a table shows who it is on the shared screen (issue 27): its Character's portrait in its colour,
 * number and name, as the TV shows them, and lets its player rename the seat (the name the laptop gave a seat
 * it handed over is not this player's).
 */
export function PhoneIdentity({ code, token, lobby, seat, askName, onRenamed }: Props) {
  const { t } = useTranslation();
  const entry = lobby.seats[seat];
  const identity = seatIdentity(t, entry, seat);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  // Open from the start when the seat still has the laptop's name; then as its player leaves it.
  const [open, setOpen] = useState(askName);
  if (entry === undefined) return null;
  const character = identity.character === null ? null : characterAt(identity.character);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const wanted = name.trim();
    if (wanted === '') return;
    setBusy(true);
    setSaid(null);
    try {
      const renamed = await api.rename(code, token, wanted);
      remember({ name: renamed.name });
      setName('');
      setSaid({ text: t('table.phone.identity.saved', { name: renamed.name }), error: false });
      onRenamed();
    } catch (err) {
      setSaid({ text: errorText(err, t), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel phone-identity" aria-label={t('table.phone.identity.title')}>
      <div className="phone-identity-who">
        <CharacterChip character={identity.character} />
        <p>
          <strong className="phone-identity-name" data-testid="phone-identity">
            {identity.text}
          </strong>
          {character !== null && (
            <span className="hint">
              {t('table.phone.identity.character', { character: character.name, n: character.number })}
            </span>
          )}
        </p>
      </div>
      <details
        className="phone-rename"
        open={open}
        onToggle={(e) => {
          setOpen(e.currentTarget.open);
        }}
      >
        <summary>{t('table.phone.identity.rename')}</summary>
        {askName && <p>{t('table.phone.identity.handedOver', { name: identity.name })}</p>}
        <form onSubmit={(e) => void submit(e)}>
          <NameField value={name} onChange={setName} />
          <button type="submit" disabled={busy || name.trim() === ''}>
            {t('table.phone.identity.save')}
          </button>
        </form>
        {said !== null && (
          <p className={said.error ? 'notice' : 'mine'} role={said.error ? 'alert' : 'status'}>
            {said.text}
          </p>
        )}
      </details>
    </section>
  );
}
