/** @jsxRuntime automatic */
import { MutedTags, SeatMenu, type SeatModeration } from '../components/SeatMenu.tsx';
import type { ChatLine, Lobby, LobbySeat } from '@among-cultists/protocol';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { characterAt } from '../identity/characters.ts';
import { lobbySeatText } from '../identity/identity.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { freeSeat } from '../game/freeSeat.ts';
import { seatName } from '../game/names.ts';
import { api, errorText } from '../net/api.ts';
import { loadRemembered, remember } from '../net/remembered.ts';
import type { StoredSeat } from '../net/seats.ts';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { LobbySettings } from '../components/LobbySettings.tsx';
import { NameField } from '../components/NameField.tsx';
import { TableInvite } from '../table/TableInvite.tsx';
import { DelayBanner } from '../spectating/DelayBanner.tsx';
import { FillCountdown } from '../components/FillCountdown.tsx';

/** The lobby chat: the game's table chat, before the start. */
export interface LobbyChat {
  readonly lines: readonly ChatLine[];
  readonly more: boolean;
  readonly loading: boolean;
  readonly onEarlier: () => void;
  readonly onSend: (text: string) => void;
}

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
  readonly chat?: LobbyChat;
  /** Mutes and reports (issue 30); without it no menu is shown. */
  readonly moderation?: SeatModeration;
}

export function LobbyScreen({
  code,
  origin,
  lobby,
  seat,
  stored,
  onJoined,
  onLobby,
  chat,
  moderation,
}: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const hostSeat = lobby.host ?? 0;
  const host = stored?.host === true && seat !== null && seat === hostSeat;
  const invite = `${origin}/g/${code}`;
  const open = lobby.seats.some((s) => s.kind === 'open');
  /** The seat whose removal waits for the host's confirmation. */
  const [confirming, setConfirming] = useState<number | null>(null);
  /** A seat just changed: once the lobby shows the change, the focus moves on (never onto the opposite action). */
  const [moved, setMoved] = useState<{ seat: number; was: LobbySeat['kind'] } | null>(null);
  /** "Fill empty seats with bots" was pressed: it goes away with the last free seat, and the focus moves on. */
  const [filled, setFilled] = useState(false);
  const [filling, setFilling] = useState(false);
  const seatButtons = useRef(new Map<number, HTMLButtonElement>());
  const startButton = useRef<HTMLButtonElement>(null);
  const fillButton = useRef<HTMLButtonElement>(null);
  const seatsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (moved === null || lobby.seats[moved.seat]?.kind === moved.was) return;
    setMoved(null);
    // The next free seat's "Add a bot", else Start, else the seat list itself.
    const next =
      lobby.seats.find((s) => s.seat > moved.seat && freeSeat(s)) ??
      lobby.seats.find((s) => freeSeat(s) && s.seat !== moved.seat);
    const target =
      (next && seatButtons.current.get(next.seat)) ?? (open ? fillButton.current : startButton.current);
    (target ?? seatsHeading.current)?.focus();
  }, [lobby, moved, open]);
  useEffect(() => {
    if (!filled || lobby.seats.some(freeSeat)) return;
    setFilled(false);
    (open ? seatsHeading.current : (startButton.current ?? seatsHeading.current))?.focus();
  }, [lobby, filled, open]);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (err) {
      // Nothing changed: the focus stays where it is.
      setMoved(null);
      setError(errorText(err, t));
    }
  };
  const changeSeat = (target: LobbySeat, kind: 'bot' | 'open') =>
    void run(async () => {
      setConfirming(null);
      setMoved({ seat: target.seat, was: target.kind });
      // A person is removed (issue 30: their token stops working); a bot's or a kept seat is opened.
      onLobby(
        target.kind === 'human' && kind === 'open'
          ? await api.removeSeat(code, stored!.token, target.seat)
          : await api.setSeat(code, stored!.token, target.seat, kind),
      );
    });
  const fillWithBots = () =>
    void run(async () => {
      setFilling(true);
      try {
        let last: Lobby | null = null;
        for (const s of lobby.seats.filter(freeSeat))
          last = await api.setSeat(code, stored!.token, s.seat, 'bot');
        if (last) onLobby(last);
        setFilled(true);
      } finally {
        setFilling(false);
      }
    });
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
        {lobby.status === 'lobby' && <TableInvite code={code} origin={origin} />}
        {lobby.status === 'finished' && (
          <p>{t(lobby.ended === 'abandoned' ? 'lobby.abandoned' : 'lobby.finished')}</p>
        )}
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
      <LobbySettings lobby={lobby} />
      <section className="panel" aria-label={t('lobby.seats')}>
        <h2 ref={seatsHeading} tabIndex={-1}>
          {t('lobby.seats')}
        </h2>
        <ul className="seats">
          {lobby.seats.map((s) => (
            <li key={s.seat} className={s.seat === seat ? 'mine' : undefined}>
              <CharacterChip character={s.character} />
              <span className="who">
                {lobbySeatText(t, s)}
                {s.seat === seat && ` (${t('lobby.you')})`}
                {s.seat === hostSeat && s.kind === 'human' && ` · ${t('lobby.host')}`}
                {/* A player plays under their own name: their Character's is said once, here. */}
                {s.character !== null && (s.kind === 'human' || s.kind === 'standin') && (
                  <>
                    <br />
                    <small>{characterAt(s.character).name}</small>
                  </>
                )}
              </span>
              <span className="tags">
                {s.kind !== 'open' && s.kind !== 'human' && s.kind !== 'bot' && (
                  <span className="tag">{t(`kind.${s.kind}`)}</span>
                )}
                {s.kind === 'human' && (
                  <span className={`tag ${s.connected ? 'on' : 'off'}`}>
                    {t(s.connected ? 'lobby.connected' : 'lobby.away')}
                  </span>
                )}
                {s.missed > 0 && <span className="tag">{t('lobby.missed', { n: s.missed })}</span>}
                {moderation && <MutedTags seat={s.seat} mutes={moderation.mutes} />}
              </span>
              {moderation && seat !== null && s.seat !== seat && s.kind === 'human' && (
                <SeatMenu seat={s.seat} name={lobbySeatText(t, s)} moderation={moderation} />
              )}
              {host && lobby.status === 'lobby' && s.seat !== seat && (
                <SeatButtons
                  seat={s}
                  refFor={(el) => {
                    if (el) seatButtons.current.set(s.seat, el);
                    else seatButtons.current.delete(s.seat);
                  }}
                  confirming={confirming === s.seat}
                  onConfirm={(ask) => {
                    setConfirming(ask ? s.seat : null);
                  }}
                  onChange={(kind) => {
                    changeSeat(s, kind);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
        {host && lobby.status === 'lobby' && lobby.seats.some(freeSeat) && (
          <button type="button" ref={fillButton} disabled={filling} onClick={fillWithBots}>
            {t('again.lobby.fillBots')}
          </button>
        )}
        {host && lobby.status === 'lobby' && (
          <button
            type="button"
            ref={startButton}
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
        <FillCountdown lobby={lobby} />
        {!host && lobby.status === 'lobby' && seat !== null && <p>{t('lobby.waitingHost')}</p>}
        {seat === null && <p>{t('lobby.spectating')}</p>}
        <DelayBanner lobby={lobby} watching={seat === null} />
      </section>
      {seat === null &&
        lobby.status === 'lobby' &&
        (open ? (
          <JoinForm code={code} lobby={lobby} onJoined={onJoined} onError={setError} />
        ) : (
          <p>{t('lobby.full')}</p>
        ))}
      {chat && (
        <div className="lobby-chat">
          <ChatPanel
            lines={chat.lines}
            seatName={(n) => seatName(t, lobby, n)}
            spectator={seat === null}
            closed={false}
            more={chat.more}
            loading={chat.loading}
            onEarlier={chat.onEarlier}
            onSend={chat.onSend}
          />
        </div>
      )}
    </main>
  );
}

/**
 * The host's buttons for one seat: a bot into a free seat, a bot's seat opened again, and a player (or a
 * seat kept for one) removed only after a confirmation, whose safe answer has the focus.
 */
function SeatButtons({
  seat: s,
  refFor,
  confirming,
  onConfirm,
  onChange,
}: {
  seat: LobbySeat;
  refFor: (el: HTMLButtonElement | null) => void;
  confirming: boolean;
  onConfirm: (ask: boolean) => void;
  onChange: (kind: 'bot' | 'open') => void;
}) {
  const { t } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keep.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      remove.current?.focus();
    }
  }, [confirming]);
  // A seat kept for a player of the last game has no Character yet: only their name.
  const name = s.kind === 'open' ? (s.name ?? '') : lobbySeatText(t, s);
  const person = s.kind === 'human' || s.kind === 'standin' || s.reserved === true;
  return (
    <>
      {s.kind === 'open' && (
        <button
          type="button"
          className="small"
          ref={freeSeat(s) ? refFor : undefined}
          onClick={() => {
            onChange('bot');
          }}
        >
          {t('lobby.fillBot')}
        </button>
      )}
      {s.kind === 'bot' && (
        <button
          type="button"
          className="small"
          onClick={() => {
            onChange('open');
          }}
        >
          {t('lobby.openSeat')}
        </button>
      )}
      {person && (
        <button
          type="button"
          className="small"
          ref={remove}
          aria-label={t('again.lobby.removeLabel', { name })}
          aria-expanded={confirming}
          onClick={() => {
            onConfirm(true);
          }}
        >
          {t('again.lobby.remove')}
        </button>
      )}
      {person && confirming && (
        <div className="confirm" role="group" aria-label={t('again.lobby.removeLabel', { name })}>
          <p>{t('again.lobby.confirmRemove', { name })}</p>
          <button
            type="button"
            onClick={() => {
              onChange('open');
            }}
          >
            {t('again.lobby.confirmYes')}
          </button>
          <button
            type="button"
            ref={keep}
            onClick={() => {
              onConfirm(false);
            }}
          >
            {t('again.lobby.confirmNo')}
          </button>
        </div>
      )}
    </>
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
  const [name, setName] = useState(() => loadRemembered().name ?? '');
  const [character, setCharacter] = useState<number | null>(null);
  const taken = new Set(lobby.seats.map((s) => s.character));
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    onError(null);
    remember({ name: name.trim() });
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
