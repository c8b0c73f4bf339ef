/** Seeded random playouts shared by the property, perft and replay tests. */
import {
  actors,
  applyInPlace,
  createGame,
  createRng,
  legalActions,
  loyaltyProblems,
  randomInt,
  SPECIAL_ROLES,
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

/**
 * Random valid game options for property tests: 4 to 8 players, with and without the AUTOMA, and
 * the first-game, recommended, random expert (meeting the loyalty guidelines) or random custom roles.
 * One game in three where the table allows it puts Lifelines in the Bag (MOC-SETUP-04); that choice
 * takes nothing from the stream, so the other options stay what they were.
 */
export function randomOptions(n: number): GameOptions {
  const options = withMap(n, randomTableAndRoles(n));
  const sevenSeats = options.players === 7 || (options.players === 6 && options.automa === true);
  // One game in two with 2 Cultists uses the Professions module (PROF-GEN-01), any map; no draw either.
  const professions = n % 2 === 0 && (sevenSeats || options.players === 8);
  const ruleset = {
    ...(n % 3 === 0 && !sevenSeats ? { lifelines: true } : {}),
    ...(professions ? { professions: true } : {}),
  };
  return Object.keys(ruleset).length > 0 ? { ...options, ruleset } : options;
}

/** One game in four plays on the Mountains of Chaos maps (MOC-COMP-01); that choice takes nothing from the stream either. */
function withMap(n: number, options: GameOptions): GameOptions {
  return n % 4 === 1 ? { ...options, board: 'mountains' } : options;
}

function randomTableAndRoles(n: number): GameOptions {
  const rng = createRng(seedOf(777_000 + n));
  const seed = seedOf(888_000 + n);
  const table = [
    { players: 4 as const },
    { players: 5 as const },
    { players: 6 as const },
    { players: 6 as const, automa: true },
    { players: 7 as const },
    { players: 8 as const },
  ][randomInt(rng, 6)]!;
  const seats = table.players + (table.players === 4 || 'automa' in table ? 1 : 0);
  const cultists = seats >= 7 ? 2 : 1;
  const automa = table.players === 4 || 'automa' in table;
  const mode = randomInt(rng, 4);
  if (mode === 0) return { ...table, seed };
  if (mode === 1) return { ...table, seed, roleSet: 'recommended' };
  // Random special roles that fit the table; for the expert mode, only sets meeting the guidelines.
  const pool = SPECIAL_ROLES.filter((r) => r !== 'seer' || (seats !== 7 ? !automa : automa));
  for (let attempt = 0; attempt < 200; attempt++) {
    const chosen = pool.filter(() => randomInt(rng, 3) === 0).slice(0, seats - cultists);
    if (mode === 2 && loyaltyProblems(chosen, seats as 5 | 6 | 7 | 8).length > 0) continue;
    return { ...table, seed, specialRoles: chosen, ...(mode === 2 ? { roleSet: 'expert' as const } : {}) };
  }
  return { ...table, seed, roleSet: 'recommended' };
}
