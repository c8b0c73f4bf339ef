// The benchmark's game loop, written against the few engine exports it needs so that the same
// loop can play another commit's engine (`--against`). engine.bench.ts imports this module once
// per engine (a distinct URL each), so that each engine has its own copy of the loop and neither
// one's JIT feedback slows the other's calls.

/** The part of a game state the loop reads. */
export interface BenchState {
  readonly phase: { readonly kind: string };
}

export type BenchCreated =
  | { readonly ok: true; readonly state: BenchState }
  | { readonly ok: false; readonly problems: readonly { field: string; message: string }[] };

/** The engine exports the loop uses; every commit since the first has them under these names. */
export interface BenchEngine {
  readonly createGame: (options: Record<string, unknown>) => BenchCreated;
  readonly actors: (s: BenchState) => number[];
  readonly legalActions: (s: BenchState, seat: number) => unknown[];
  readonly applyInPlace: (s: BenchState, seat: number, action: unknown) => void;
}

/** Picks the decisions: the same seeded stream for every engine, so both columns play alike. */
export type Policy = (choices: number) => number;

/**
 * The decision stream (mulberry32 from a fixed seed), in this module so that each engine's copy of
 * the loop has its own: taking the picks from one engine's `randomInt` would share that engine's
 * code (and its JIT feedback) with every other column.
 */
export function policyOf(seed = 99): Policy {
  let a = seed >>> 0;
  return (choices) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % choices) >>> 0;
  };
}

/** One row's running totals for one engine: rows are measured in slices, alternating engines. */
export interface Tally {
  games: number;
  decisions: number;
  /** CPU milliseconds. */
  ms: number;
}

/**
 * Plays random complete games for about `seconds` of CPU time (whole games only), continuing the row's
 * `tally`: game n is always dealt from seed n. Decisions are picked uniformly from `legalActions`
 * and applied with `applyInPlace`, which checks them again: the figures include that check.
 */
export function playFor(
  engine: BenchEngine,
  options: (game: number) => Record<string, unknown>,
  policy: Policy,
  seconds: number,
  tally: Tally,
): void {
  const { createGame, actors, legalActions, applyInPlace } = engine;
  const started = cpuMs();
  let decisions = 0;
  let games = 0;
  while (cpuMs() - started < seconds * 1000) {
    const created = createGame(options(tally.games + games + 1));
    if (!created.ok) throw new Error(`setup failed: ${problemsText(created.problems)}`);
    const s = created.state;
    while (s.phase.kind !== 'over') {
      const seat = actors(s)[0]!;
      const legal = legalActions(s, seat);
      applyInPlace(s, seat, legal[policy(legal.length)]);
      decisions++;
    }
    games++;
  }
  tally.ms += cpuMs() - started;
  tally.games += games;
  tally.decisions += decisions;
}

/**
 * This process's CPU time in milliseconds (all its threads: the garbage collector's helpers are
 * part of the cost). Not the wall clock: the machine is shared, and time spent waiting for a core
 * while another process runs is not the engine's.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function problemsText(problems: readonly { field: string; message: string }[]): string {
  return problems.map((p) => `${p.field}: ${p.message}`).join('; ');
}
