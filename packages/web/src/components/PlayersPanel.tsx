/** @jsxRuntime automatic */
import type { PlayerView } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { characterFill } from '../board/palette.ts';
import type { Names } from '../game/names.ts';

/** Everything public about each seat, and the clock of drawn Event tokens. */
export function PlayersPanel({ view, lobby, names }: { view: PlayerView; lobby: Lobby; names: Names }) {
  const { t } = useTranslation();
  return (
    <section className="panel players" aria-label={t('players.title')}>
      <h2>{t('players.title')}</h2>
      <ul className="seats">
        {view.seats.map((s) => {
          const entry = lobby.seats[s.seat];
          const character = entry?.character ?? s.seat;
          return (
            <li key={s.seat} className={s.seat === view.viewer ? 'mine' : undefined}>
              <span
                className={s.alive ? 'disc-chip' : 'disc-chip ghost'}
                style={{ background: characterFill(character) }}
                aria-hidden="true"
              >
                {character + 1}
              </span>
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
              {entry && entry.kind !== 'human' && <span className="tag">{t(`kind.${entry.kind}`)}</span>}
              {entry?.kind === 'human' && (
                <span className={`tag ${entry.connected ? 'on' : 'off'}`}>
                  {t(entry.connected ? 'lobby.connected' : 'lobby.away')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <h3>{t('players.clock')}</h3>
      <ol className="clock">
        {view.clock.map((event, i) => (
          <li key={i}>
            {t('players.clockRound', {
              n: i + 1,
              event: event === null ? t('players.noEvent') : t(`event.${event}`),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
