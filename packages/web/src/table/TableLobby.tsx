/** @jsxRuntime automatic */
import type { Lobby, LobbySeat } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { characterFill } from '../board/palette.ts';
import { LobbySettings } from '../components/LobbySettings.tsx';
import { freeSeat } from '../game/freeSeat.ts';
import { handoverUrl, seatUrl } from './links.ts';
import { QrCode } from './QrCode.tsx';

interface Props {
  readonly code: string;
  /** The page's origin, for the addresses the codes open. */
  readonly origin: string;
  readonly lobby: Lobby;
  /**
   * The host's seat token, when this browser created the game and its seat has not gone to a phone yet
   * (`useHandover`): that seat's code hands it over. Null otherwise.
   */
  readonly handover: string | null;
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
            handover={
              s.seat === hostSeat && handover !== null ? handoverUrl(origin, code, s.seat, handover) : null
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
  open,
}: {
  seat: LobbySeat;
  host: boolean;
  url: string;
  handover: string | null;
  /** Seats may still be taken (the lobby). */
  open: boolean;
}) {
  const { t } = useTranslation();
  const name =
    s.kind === 'open'
      ? s.reserved === true
        ? t('again.lobby.reserved', { name: s.name ?? '' })
        : t('lobby.open')
      : s.kind === 'automa'
        ? t('kind.automa')
        : (s.name ?? '');
  const player = s.kind === 'human' || s.kind === 'standin';
  return (
    <li className={`table-seat ${s.kind}`}>
      <p className="table-seat-name">
        <span className="disc-chip" style={{ background: characterFill(s.character) }} aria-hidden="true">
          {s.character === null ? '' : s.character + 1}
        </span>
        <strong>{t('lobby.seat', { n: s.seat + 1 })}</strong> <span className="who">{name}</span>
        {host && <span className="tag">{t('lobby.host')}</span>}
        {s.kind !== 'open' && s.kind !== 'human' && <span className="tag">{t(`kind.${s.kind}`)}</span>}
        {s.kind === 'human' && (
          <span className={`tag ${s.connected ? 'on' : 'off'}`}>
            {t(s.connected ? 'lobby.connected' : 'lobby.away')}
          </span>
        )}
      </p>
      {handover !== null ? (
        <>
          <QrCode url={handover} label={t('table.screen.handoverQr')} />
          <p className="table-caption">{t('table.screen.handover')}</p>
        </>
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
