/** Seeded random playouts shared by the property, perft and replay tests. */
import {
  actors,
  applyInPlace,
  createGame,
  createRng,
  legalActions,
  randomInt,
  type Action,
  type GameOptions,
  type GameState,
  type RngState,
  type Seat,
} from '../src/index.ts';
import { seedOf } from '../src/testing.ts';

export interface Step {
  readonly seat: Seat;
  readonly action: Action;
  readonly legal: readonly Action[];
}

/**
 * Picks the next decision: the first seat that has one, a uniform legal action, except that a
 * claim of victory is made only one time in 20, so that 5- and 6-player games get past round 1
 * and the tests see the whole game.
 */
export function randomStep(s: GameState, rng: RngState): Step {
  const seat = actors(s)[0];
  if (seat === undefined) throw new Error(`nobody can act in phase ${s.phase.kind}`);
  const legal = legalActions(s, seat);
  const calm = legal.filter((a) => a.type !== 'claimVictory');
  const pool = calm.length < legal.length && randomInt(rng, 20) !== 0 ? calm : legal;
  return { seat, action: pool[randomInt(rng, pool.length)]!, legal };
}

/**
 * Plays a whole game with random legal actions, calling `visit` before each action.
 * Returns the final state and the actions taken.
 */
export function playRandomGame(
  options: GameOptions,
  policySeed: number,
  visit?: (s: GameState, step: Step, index: number) => void,
): { state: GameState; steps: Step[] } {
  const created = createGame(options);
  if (!created.ok) throw new Error(JSON.stringify(created.problems));
  const s = created.state;
  const rng = createRng(seedOf(policySeed));
  const steps: Step[] = [];
  while (s.phase.kind !== 'over') {
    const step = randomStep(s, rng);
    visit?.(s, step, steps.length);
    steps.push(step);
    applyInPlace(s, step.seat, step.action);
    if (steps.length > 50_000) throw new Error('game did not end');
  }
  return { state: s, steps };
}

export const PLAYER_COUNTS = [5, 6, 7, 8] as const;
