/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { characterFill } from '../board/palette.ts';
import { api, errorText } from '../net/api.ts';
import type { StoredSeat } from '../net/seats.ts';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { NameField } from '../components/NameField.tsx';

interface Props {
  readonly code: string;
  /** The page's origin, for the invite link. */
  readonly origin: string;
  readonly lobby: Lobby;
  /** Our seat, or null when watching. */
  readonly seat: number | null;
  readonly stored: StoredSeat | null;
  readonly onJoined: (token: string) => void;
  readonly onLobby: (lobby: Lobby) => void;
}

export function LobbyScreen({ code, origin, lobby, seat, stored, onJoined, onLobby }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const host = stored?.host === true && seat !== null;
  const invite = `${origin}/g/${code}`;
  const open = lobby.seats.some((s) => s.kind === 'open');

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <main className="lobby">
      <section className="panel">
        <h2>{t('lobby.title', { code })}</h2>
        <p>
          {t('lobby.code')}: <strong className="code">{code}</strong>
        </p>
        <label>
          {t('lobby.invite')}
          <span className="row">
            <input
              readOnly
              value={invite}
              onFocus={(e) => {
                e.target.select();
              }}
            />
            <button type="button" onClick={() => void copy()}>
              {copied ? t('lobby.copied') : t('lobby.copy')}
            </button>
          </span>
        </label>
        {lobby.status === 'finished' && <p>{t('lobby.finished')}</p>}
        {lobby.commitment !== null && (
          <p className="seed">
            {t('lobby.commitment')}: {lobby.commitment}
          </p>
        )}
        {error !== null && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
      </section>
      <section className="panel" aria-label={t('lobby.seats')}>
        <h2>{t('lobby.seats')}</h2>
        <ul className="seats">
          {lobby.seats.map((s) => (
            <li key={s.seat} className={s.seat === seat ? 'mine' : undefined}>
              <span
                className="disc-chip"
                style={{ background: characterFill(s.character) }}
                aria-hidden="true"
              >
                {s.character === null ? '' : s.character + 1}
              </span>
              <span className="who">
                {s.kind === 'open'
                  ? t('lobby.open')
                  : s.kind === 'automa'
                    ? t('kind.automa')
                    : (s.name ?? '')}
                {s.character !== null &&
                  s.kind !== 'automa' &&
                  ` · ${t('characterName', { n: s.character + 1 })}`}
                {s.seat === seat && ` (${t('lobby.you')})`}
                {s.seat === 0 && s.kind === 'human' && ` · ${t('lobby.host')}`}
              </span>
              <span className="tags">
                {s.kind !== 'open' && s.kind !== 'human' && (
                  <span className="tag">{t(`kind.${s.kind}`)}</span>
                )}
                {s.kind === 'human' && (
                  <span className={`tag ${s.connected ? 'on' : 'off'}`}>
                    {t(s.connected ? 'lobby.connected' : 'lobby.away')}
                  </span>
                )}
                {s.missed > 0 && <span className="tag">{t('lobby.missed', { n: s.missed })}</span>}
              </span>
              {host && lobby.status === 'lobby' && s.seat !== seat && (
                <button
                  type="button"
                  className="small"
                  onClick={() =>
                    void run(async () => {
                      onLobby(
                        await api.setSeat(code, stored.token, s.seat, s.kind === 'open' ? 'bot' : 'open'),
                      );
                    })
                  }
                >
                  {s.kind === 'open' ? t('lobby.fillBot') : t('lobby.openSeat')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {host && lobby.status === 'lobby' && (
          <button
            type="button"
            disabled={open}
            onClick={() =>
              void run(async () => {
                onLobby(await api.start(code, stored.token));
              })
            }
          >
            {t('lobby.start')}
          </button>
        )}
        {!host && lobby.status === 'lobby' && seat !== null && <p>{t('lobby.waitingHost')}</p>}
        {seat === null && <p>{t('lobby.spectating')}</p>}
      </section>
      {seat === null &&
        lobby.status === 'lobby' &&
        (open ? (
          <JoinForm code={code} lobby={lobby} onJoined={onJoined} onError={setError} />
        ) : (
          <p>{t('lobby.full')}</p>
        ))}
    </main>
  );
}

function JoinForm({
  code,
  lobby,
  onJoined,
  onError,
}: {
  code: string;
  lobby: Lobby;
  onJoined: (token: string) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [character, setCharacter] = useState<number | null>(null);
  const taken = new Set(lobby.seats.map((s) => s.character));
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    onError(null);
    try {
      const seated = await api.join(code, name.trim(), character ?? undefined);
      onJoined(seated.token);
    } catch (err) {
      onError(errorText(err, t));
    }
  };
  return (
    <form className="panel" onSubmit={(e) => void submit(e)}>
      <h2>{t('lobby.joinTitle')}</h2>
      <NameField value={name} onChange={setName} />
      <CharacterSelect value={character} onChange={setCharacter} any taken={taken} />
      <button type="submit" disabled={name.trim() === ''}>
        {t('lobby.joinButton')}
      </button>
    </form>
  );
}
