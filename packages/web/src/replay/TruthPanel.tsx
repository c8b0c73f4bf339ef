/** @jsxRuntime automatic */
import { CARD_KINDS, type Role, type ViewedEvent } from '@among-cultists/engine';
import { TruthTimeline } from '../components/TruthTimeline.tsx';
import { ROOM_FILL } from '../board/palette.ts';
import type { Names } from '../game/names.ts';
import type { SeatTruth } from './lens.ts';
import type { ReplayT } from './text/index.ts';

/**
 * Every secret at this moment, read from the state: each seat's role, hand, Route line and Pulse deck (which
 * not even its owner sees), then the timeline of the truth so far.
 */
export function TruthPanel({
  seats,
  log,
  names,
  rt,
}: {
  seats: readonly SeatTruth[];
  log: readonly ViewedEvent[];
  names: Names;
  rt: ReplayT;
}) {
  const { t } = names;
  const roles: Role[] = seats.map((s) => s.me.role);
  return (
    <section className="panel truth-now" aria-label={rt('truth.title')}>
      <h2>{rt('truth.title')}</h2>
      <div className="table-scroll" tabIndex={0} role="group" aria-label={rt('truth.title')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{rt('truth.seat')}</th>
              <th scope="col">{rt('truth.role')}</th>
              <th scope="col">{rt('truth.state')}</th>
              <th scope="col">{rt('truth.pulse')}</th>
              <th scope="col">{rt('truth.hand')}</th>
              <th scope="col">{rt('truth.route')}</th>
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => {
              const { me } = s;
              const line = me.route.lines[me.routeLine] ?? [];
              return (
                <tr key={me.seat} className={`team-${me.team}`}>
                  <th scope="row">{names.seat(me.seat)}</th>
                  <td>
                    {t(`role.${me.role}`)} ({t(`team.${me.team}`)})
                  </td>
                  <td>{s.alive ? rt('truth.alive') : rt('truth.ghost')}</td>
                  <td>
                    {s.pulse.length === 0 ? rt('truth.empty') : s.pulse.map((c) => t(`card.${c}`)).join(', ')}
                    {s.pulseTopFaceUp && ` (${rt('truth.faceUp')})`}
                  </td>
                  <td>
                    {CARD_KINDS.every((k) => me.hand[k] === 0)
                      ? rt('truth.empty')
                      : CARD_KINDS.filter((k) => me.hand[k] > 0)
                          .map((k) => `${t(`card.${k}`)} × ${me.hand[k]}`)
                          .join(', ')}
                  </td>
                  <td>
                    {line.map((colour, j) => (
                      <span key={j} className="chip" style={{ background: ROOM_FILL[colour] }}>
                        {t(`colourName.${colour}`)}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{rt('truth.sofar')}</h3>
      <TruthTimeline log={log} roles={roles} names={names} />
    </section>
  );
}
