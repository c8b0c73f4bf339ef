/** @jsxRuntime automatic */
/**
 * The /learn section on the Mountains of Chaos maps: connected Hallways (MOC-MOVE-01), the Revolving Door's
 * cycle (MOC-DOOR-01), the Elevators (MOC-ELEV-01…07) and the victory table (MOC-WIN-01). Its tables come from
 * the engine (`blockedAfter`, `boardVpTarget`); its picture is the map of a real game just set up.
 */
import {
  blockedAfter,
  boardVpTarget,
  createGame,
  MOUNTAINS_BOARD,
  viewFor,
  type PlayerView,
} from '@among-cultists/engine';
import { MAX_ROUNDS, type Layout } from '@among-cultists/engine/content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../board/Board.tsx';
import { locationName } from '../game/names.ts';
import { wholeMap } from './mapAreas.ts';
import type { LearnText } from './text/en.ts';
import { fill } from './text/index.ts';
import { ElevatorArt, RevolvingDoorArt } from '../art/index.ts';

/** A fixed seed, so the page draws the same real position every time. */
const SAMPLE_SEED = '3a7c'.repeat(16);

/** A real Mountains of Chaos game just set up, as a spectator sees it. */
export function mountainsSampleView(players: 4 | 5 | 6 | 7 | 8 = 5): PlayerView {
  const created = createGame({ players, seed: SAMPLE_SEED, roleSet: 'first', board: MOUNTAINS_BOARD.id });
  if (!created.ok) throw new Error(created.problems.map((p) => p.message).join('; '));
  return viewFor(created.state, 'spectator');
}

/** The Hallway the Revolving Door blocks in each Round 1…10 (MOC-DOOR-01: C, D, A, B, C, …). */
export function doorCycle(layout: Layout): { round: number; hallway: number }[] {
  return Array.from({ length: MAX_ROUNDS }, (_, i) => ({
    round: i + 1,
    hallway: blockedAfter(layout, i) ?? -1,
  }));
}

/** The Investigators' target by player count on the Mountains of Chaos maps (MOC-WIN-01). */
export const MOUNTAINS_COUNTS = [4, 5, 6, 7, 8] as const;
export function mountainsTargets(): { players: number; vp: number }[] {
  return MOUNTAINS_COUNTS.map((players) => ({ players, vp: boardVpTarget(MOUNTAINS_BOARD, players) }));
}

export function MountainsSection({ text }: { text: LearnText['mountains'] }) {
  const { t } = useTranslation();
  const view = useMemo(() => mountainsSampleView(), []);
  const layout = view.board.layout;
  const name = (loc: number) => locationName(t, layout, loc);
  const cycle = doorCycle(layout);
  const links = (layout.elevators ?? []).map((e) =>
    fill(text.link, {
      elevator: name(e.loc),
      a: name(e.stops[0]),
      b: name(e.stops[1]),
      start: name(e.stops[e.start]),
    }),
  );
  const blocked = view.revolvingDoor ? name(view.revolvingDoor.blocks) : '';
  return (
    <>
      <p>{text.intro}</p>
      <figure className="learn-figure">
        <Board layout={layout} t={t} view={view} characterOf={(seat) => seat} camera={wholeMap(layout)} />
        <figcaption>{fill(text.mapCaption, { players: view.config.players, hallway: blocked })}</figcaption>
      </figure>
      <p>{text.hallways}</p>
      <p className="learn-with-art">
        <RevolvingDoorArt size={48} decorative /> {text.door}
      </p>
      <h3 id="mountains-door-caption">{text.doorCaption}</h3>
      <div className="table-scroll" role="region" aria-labelledby="mountains-door-caption" tabIndex={0}>
        <table className="learn-table" aria-labelledby="mountains-door-caption">
          <tbody>
            <tr>
              <th scope="row">{text.round}</th>
              {cycle.map((c) => (
                <td key={c.round}>{c.round}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{text.blocked}</th>
              {cycle.map((c) => (
                <td key={c.round}>
                  {layout.locations[c.hallway]?.kind === 'hallway' ? letterOf(layout, c.hallway) : ''}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="learn-with-art">
        <ElevatorArt size={48} decorative />{' '}
        {fill(text.elevators, { first: links[0] ?? '', second: links[1] ?? '' })}
      </p>
      <ul>
        <li>{text.board}</li>
        <li>{text.auto}</li>
        <li>{text.call}</li>
        <li>{text.power}</li>
        <li>{text.ghosts}</li>
      </ul>
      <p>{text.victory}</p>
      <h3 id="mountains-vp-caption">{text.victoryCaption}</h3>
      <div className="table-scroll" role="region" aria-labelledby="mountains-vp-caption" tabIndex={0}>
        <table className="learn-table" aria-labelledby="mountains-vp-caption">
          <tbody>
            <tr>
              <th scope="row">{text.players}</th>
              {mountainsTargets().map((c) => (
                <td key={c.players}>{c.players}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{text.vpTarget}</th>
              {mountainsTargets().map((c) => (
                <td key={c.players}>{c.vp}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A Hallway's letter (its name where it has none). */
function letterOf(layout: Layout, loc: number): string {
  const data = layout.locations[loc];
  return data?.kind === 'hallway' ? (data.letter ?? data.name) : '';
}
