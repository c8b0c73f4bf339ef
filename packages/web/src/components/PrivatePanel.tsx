/** @jsxRuntime automatic */
import { CARD_KINDS, ROUTE_LINE_ROUNDS, type PlayerView } from '@among-cultists/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatList, type Names } from '../game/names.ts';
import { ROOM_FILL } from '../board/palette.ts';
import { Art } from '../art/Art.tsx';

/** The viewer's secrets; the role stays covered until tapped, for play in company. */
export function PrivatePanel({ view, names }: { view: PlayerView; names: Names }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const me = view.me;
  if (!me) return null;
  const seat = view.seats[me.seat];
  return (
    <section className="panel private" aria-label={t('me.title')}>
      <h2>
        {t('me.title')}
        {t('app.colon')}
        {names.seat(me.seat)}
        {seat && !seat.alive ? ` — ${t('me.ghost')}` : ''}
      </h2>
      <button
        type="button"
        className="role"
        aria-pressed={shown}
        onClick={() => {
          setShown(!shown);
        }}
      >
        {shown
          ? `${t('me.role', { role: t(`role.${me.role}`) })} · ${t('me.team', { team: t(`team.${me.team}`) })} (${t('me.hideRole')})`
          : t('me.showRole')}
      </button>
      {shown && <RoleSecrets me={me} names={names} />}
      {me.check && (
        <p className="secret">
          {t('me.check', { name: names.seat(me.check.target), alive: me.check.alive, dead: me.check.dead })}
        </p>
      )}
      {me.drawnEvent && (
        <p className="secret">
          <Art spec={{ kind: 'event', id: me.drawnEvent }} size={32} decorative />{' '}
          {t('me.drawnEvent', { event: t(`event.${me.drawnEvent}`) })} {t(`rules.event.${me.drawnEvent}`)}
        </p>
      )}
      <h3>{t('me.route')}</h3>
      <div className="route-card">
        <Art spec={{ kind: 'route', lines: me.route.lines, current: me.routeLine }} size={84} decorative />
        <ol className="route">
          {me.route.lines.map((line, i) => (
            <li
              key={i}
              className={i === me.routeLine ? 'current' : undefined}
              aria-current={i === me.routeLine ? 'step' : undefined}
            >
              <span className="rounds">
                {t('me.routeLine', { rounds: ROUTE_LINE_ROUNDS[i]?.join(' · ') ?? '' })}
              </span>
              {line.map((colour, j) => (
                <span key={j} className="chip" style={{ background: ROOM_FILL[colour] }}>
                  {t(`colourName.${colour}`)}
                </span>
              ))}
              {i === me.routeLine && <em> ← {t('me.current')}</em>}
            </li>
          ))}
        </ol>
      </div>
      <h3>{t('me.hand')}</h3>
      <ul className="hand">
        {CARD_KINDS.filter((k) => me.hand[k] > 0).map((k) => (
          <li key={k} className={`card ${k}`}>
            <Art spec={{ kind: 'card', card: k }} size={42} decorative /> {t(`card.${k}`)} × {me.hand[k]}
          </li>
        ))}
        {CARD_KINDS.every((k) => me.hand[k] === 0) && <li>{t('me.none')}</li>}
      </ul>
      {seat && (
        <p>
          {t('me.pulse', { count: seat.pulseSize })}
          {seat.pulseTopDead ? ` (${t('me.pulseTopDead')})` : ''}
        </p>
      )}
    </section>
  );
}

/** What the covered role holds once tapped: its ability, whom the Night showed, the Firestarter's reminder. */
export function RoleSecrets({ me, names }: { me: NonNullable<PlayerView['me']>; names: Names }) {
  const { t } = useTranslation();
  const list = (seats: readonly number[]) => seatList(names, seats);
  return (
    <>
      <p className="ability">
        {t('rules.ui.ability')}
        {t('app.colon')}
        {t(`rules.role.${me.role}`)}
      </p>
      {me.knownCultists && <p>{t('me.knownCultists', { list: list(me.knownCultists) })}</p>}
      {me.deadFromStart && <p>{t('me.deadFromStart', { list: list(me.deadFromStart) })}</p>}
      {/* With the role: the reminder alone would tell onlookers who the Firestarter is. */}
      {me.firestarter && (
        <p className="secret firestarter-due" role="note">
          {t('me.firestarterDue', { count: me.firestarter.redCards, round: me.firestarter.round })}
        </p>
      )}
    </>
  );
}
