/** The tutorial tests' game: the Investigator lesson's kind of game, played by every seat's first calm choice. */
import {
  actors,
  applyInPlace,
  createGame,
  legalActions,
  viewFor,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';

/** A 5-player first game (seed 3, seat 1 first, no Unsafe Passage). */
export function newGame(): GameState {
  const created = createGame({
    players: 5,
    seed: seedOf(3),
    firstPlayer: 1,
    ruleset: { unsafePassage: false },
  });
  if (!created.ok) throw new Error('bad options');
  return created.state;
}

/**
 * `s` (a new game by default) stepped for every seat by its first calm choice (ending a Movement when it can,
 * never claiming victory) until `stop` holds for seat 0's view.
 */
export function playUntil(
  stop: (view: PlayerView) => boolean,
  s = newGame(),
): { s: GameState; view: PlayerView } {
  for (let n = 0; n < 5000; n++) {
    const view = viewFor(s, 0);
    if (stop(view)) return { s, view };
    const seat = actors(s)[0]!;
    const legal = legalActions(s, seat).filter((a) => a.type !== 'claimVictory');
    applyInPlace(s, seat, legal.find((a) => a.type === 'endMovement') ?? legal[0]!);
  }
  throw new Error('never reached');
}
