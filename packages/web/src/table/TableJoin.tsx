/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { NameField } from '../components/NameField.tsx';
import { freeSeat } from '../game/freeSeat.ts';
import { api, errorText } from '../net/api.ts';
import { loadRemembered, remember } from '../net/remembered.ts';

interface Props {
  readonly code: string;
  /** The seat the table's QR code named. */
  readonly seat: number;
  readonly lobby: Lobby;
  readonly onJoined: (token: string) => void;
}

/**
 * A phone that scanned a seat's code at the table and holds no seat in this game: a name, a Character,
 * and that seat (the first free one if another phone was quicker).
 */
export function TableJoin({ code, seat, lobby, onJoined }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => loadRemembered().name ?? '');
  const [character, setCharacter] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wanted = lobby.seats[seat];
  const wantedFree = wanted !== undefined && freeSeat(wanted);
  const anyFree = lobby.seats.some(freeSeat);
  const taken = new Set(lobby.seats.map((s) => s.character));
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    remember({ name: name.trim() });
    try {
      const seated = await api.join(code, name.trim(), character ?? undefined, seat);
      onJoined(seated.token);
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };
  return (
    <main className="lobby table-join">
      <form className="panel" onSubmit={(e) => void submit(e)}>
        <h2>{t('table.phone.title', { n: seat + 1, code })}</h2>
        {!anyFree ? (
          <p>{t('lobby.full')}</p>
        ) : (
          <>
            {!wantedFree && <p>{t('table.phone.taken', { n: seat + 1 })}</p>}
            <NameField value={name} onChange={setName} />
            <CharacterSelect value={character} onChange={setCharacter} any taken={taken} />
            <button type="submit" disabled={busy || name.trim() === ''}>
              {wantedFree ? t('table.phone.take', { n: seat + 1 }) : t('table.phone.takeAny')}
            </button>
          </>
        )}
        {error !== null && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
      </form>
    </main>
  );
}
