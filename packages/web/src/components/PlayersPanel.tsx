/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { MISSES_FOR_TAKEOVER } from '@among-cultists/protocol/plain';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { ProfessionBadge } from './ProfessionBits.tsx';
import { Art } from '../art/Art.tsx';
import { MutedTags, SeatMenu, type SeatModeration } from './SeatMenu.tsx';

/** Everything public about each seat, and the clock of drawn Event tokens. */
interface Props {
  readonly view: PlayerView;
  readonly lobby: Lobby;
  readonly names: Names;
  /** Votes for a stand-in bot on a seat whose player keeps missing deadlines. */
  readonly onTakeover: (seat: number) => void;
  /** Mutes and reports (issue 30); without it (a replay, a test) no menu is shown. */
  readonly moderation?: SeatModeration;
}

export function PlayersPanel({ view, lobby, names, onTakeover, moderation }: Props) {
  const { t } = useTranslation();
  // Only players at the table vote; the server counts the votes and checks again.
  const mayVote = view.me !== null && lobby.seats[view.me.seat]?.kind === 'human';
  return (
    <section className="panel players" aria-label={t('players.title')}>
      <h2>{t('players.title')}</h2>
      <ul className="seats">
        {view.seats.map((s) => {
          const entry = lobby.seats[s.seat];
          return (
            <li key={s.seat} className={s.seat === view.viewer ? 'mine' : undefined}>
              <CharacterChip character={names.character(s.seat)} ghost={!s.alive} />
              <span className="who">
                <strong>{names.seat(s.seat)}</strong>
                {s.seat === view.knife && ` · ${t('status.knife')}`}
                {!s.alive && ` · ${t('players.ghost')}`}
                {' · '}
                {t('players.at', { loc: names.loc(s.location) })}
                <br />
                <small>
                  {t('players.pulse', { n: s.pulseSize })}
                  {s.pulseTopDead && ` (${t('players.pulseTopDead')})`}
                  {s.hand && ` · ${t('players.hand', { encounter: s.hand.encounter, room: s.hand.room })}`}
                  {s.revealedRole && ` · ${t('players.role', { role: t(`role.${s.revealedRole}`) })}`}
                </small>
              </span>
              <ProfessionBadge view={view} seat={s.seat} />
              {/* A bot's name carries its mark already. */}
              {entry && entry.kind !== 'human' && entry.kind !== 'bot' && (
                <span className="tag">{t(`kind.${entry.kind}`)}</span>
              )}
              {entry?.kind === 'human' && (
                <span className={`tag ${entry.connected ? 'on' : 'off'}`}>
                  {t(entry.connected ? 'lobby.connected' : 'lobby.away')}
                </span>
              )}
              {moderation && <MutedTags seat={s.seat} mutes={moderation.mutes} />}
              {moderation &&
                view.me !== null &&
                s.seat !== view.viewer &&
                entry?.kind !== 'bot' &&
                entry?.kind !== 'automa' && (
                  <SeatMenu seat={s.seat} name={names.seat(s.seat)} moderation={moderation} />
                )}
              {mayVote &&
                entry?.kind === 'human' &&
                s.seat !== view.viewer &&
                entry.missed >= MISSES_FOR_TAKEOVER &&
                view.phase.kind !== 'over' && (
                  <div className="takeover">
                    <small>{t('standin.takeoverHint', { name: names.seat(s.seat), n: entry.missed })}</small>
                    <button
                      type="button"
                      onClick={() => {
                        onTakeover(s.seat);
                      }}
                    >
                      {t('standin.takeover', { name: names.seat(s.seat) })}
                    </button>
                  </div>
                )}
            </li>
          );
        })}
      </ul>
      <h3>
        <Art spec={{ kind: 'clock', round: view.round }} size={32} decorative /> {t('players.clock')}
      </h3>
      <ol className="clock">
        {view.clock.map((event, i) => {
          const line = t('players.clockRound', {
            n: i + 1,
            event: event === null ? t('players.noEvent') : t(`event.${event}`),
          });
          // A drawn event folds its effect text under its line.
          return (
            <li key={i}>
              {event === null ? (
                line
              ) : (
                <details>
                  <summary>
                    <Art spec={{ kind: 'event', id: event }} size={24} decorative /> {line}
                  </summary>
                  <p>{t(`rules.event.${event}`)}</p>
                </details>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
