/** @jsxRuntime automatic */
import type { Lobby, LobbySeat } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { LobbySettings } from '../components/LobbySettings.tsx';
import { freeSeat } from '../game/freeSeat.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { lobbySeatText } from '../identity/identity.ts';
import { errorText } from '../net/api.ts';
import type { HandoverState } from './handover.ts';
import { handoverUrl, seatUrl } from './links.ts';
import { QrCode } from './QrCode.tsx';

interface Props {
  readonly code: string;
  /** The page's origin, for the addresses the codes open. */
  readonly origin: string;
  readonly lobby: Lobby;
  /**
   * When this browser created the game and its seat has not gone to a phone yet (`useHandover`): the
   * single-use code that hands the seat over (never the seat's token), or why there is none yet. Null
   * otherwise.
   */
  readonly handover: HandoverState | null;
}

/**
 * The shared screen before the start: a QR code per free seat (the phone that scans it takes that seat),
 * one per player's seat to come back to it, and the seats filling as phones join. The host's controls
 * stay on the host's phone: this screen holds no seat.
 */
export function TableLobby({ code, origin, lobby, handover }: Props) {
  const { t } = useTranslation();
  const freeSeats = lobby.seats.filter(freeSeat).length;
  const hostSeat = lobby.host ?? 0;
  return (
    <main className="table-screen table-lobby">
      <section className="panel table-intro">
        <h2>{t('table.screen.title', { code })}</h2>
        <p>{t('table.screen.intro')}</p>
        {lobby.status === 'lobby' && (
          <p role="status" className="table-free">
            {freeSeats > 0 ? t('table.screen.free', { count: freeSeats }) : t('table.screen.full')}
          </p>
        )}
        <p className="hint">{t('table.screen.hostStarts')}</p>
      </section>
      <ul className="table-seats" aria-label={t('lobby.seats')}>
        {lobby.seats.map((s) => (
          <SeatCard
            key={s.seat}
            seat={s}
            host={s.seat === hostSeat && s.kind === 'human'}
            url={seatUrl(origin, code, s.seat)}
            handover={s.seat === hostSeat ? handover : null}
            handoverUrl={
              s.seat === hostSeat && handover !== null && handover.code !== null
                ? handoverUrl(origin, code, s.seat, handover.code)
                : null
            }
            open={lobby.status === 'lobby'}
          />
        ))}
      </ul>
      <LobbySettings lobby={lobby} />
    </main>
  );
}

function SeatCard({
  seat: s,
  host,
  url,
  handover,
  handoverUrl,
  open,
}: {
  seat: LobbySeat;
  host: boolean;
  url: string;
  handover: HandoverState | null;
  /** The address the handover code opens (null while there is no code). */
  handoverUrl: string | null;
  /** Seats may still be taken (the lobby). */
  open: boolean;
}) {
  const { t } = useTranslation();
  const player = s.kind === 'human' || s.kind === 'standin';
  return (
    <li className={`table-seat ${s.kind}`}>
      <p className="table-seat-name">
        <CharacterChip character={s.character} />
        {/* A free seat is named by its place, which its code takes; a taken one by who sits there. */}
        {s.kind === 'open' ? (
          <>
            <strong>{t('lobby.seat', { n: s.seat + 1 })}</strong>{' '}
            <span className="who">{lobbySeatText(t, s)}</span>
          </>
        ) : (
          <strong className="who">{lobbySeatText(t, s)}</strong>
        )}
        {host && <span className="tag">{t('lobby.host')}</span>}
        {s.kind !== 'open' && s.kind !== 'human' && s.kind !== 'bot' && (
          <span className="tag">{t(`kind.${s.kind}`)}</span>
        )}
        {s.kind === 'human' && (
          <span className={`tag ${s.connected ? 'on' : 'off'}`}>
            {t(s.connected ? 'lobby.connected' : 'lobby.away')}
          </span>
        )}
      </p>
      {handoverUrl !== null ? (
        <>
          <QrCode url={handoverUrl} label={t('table.screen.handoverQr')} />
          <p className="table-caption">{t('table.screen.handover')}</p>
        </>
      ) : handover !== null ? (
        <p className="table-caption" role="status">
          {handover.error === null
            ? t('table.screen.handoverWaiting')
            : t('table.screen.handoverFailed', { reason: errorText(handover.error, t) })}
        </p>
      ) : open && freeSeat(s) ? (
        <>
          <QrCode url={url} />
          <p className="table-caption">{t('table.screen.open')}</p>
          <p className="table-address">
            {t('table.screen.address')} <span className="code">{url}</span>
          </p>
        </>
      ) : (
        player && (
          <>
            <QrCode url={url} />
            <p className="table-caption">{t('table.screen.back')}</p>
          </>
        )
      )}
    </li>
  );
}
