import {
  applyInPlace,
  canDeterminize,
  cloneState,
  determinize,
  interruptedMovement,
  Knowledge,
  createRng,
  legalActions,
  logFor,
  randomInt,
  sameAction,
  shuffle,
  viewFor,
  type Action,
  type Claim,
  type GameState,
  type LocationId,
  type PlayerView,
  type PostedClaim,
  type RngState,
  type Seat,
  type Team,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Bot } from '../bot.ts';
import { HeuristicBot } from '../heuristic/index.ts';
import { Memory } from '../heuristic/memory.ts';
import { suspicion } from '../heuristic/suspicion.ts';

export interface SearchOptions {
  /**
   * Playouts per decision at most (determinizations × candidate actions, summed over the rounds of
   * successive halving).
   */
  readonly iterations?: number;
  /** At most this many candidate actions, the heuristic's choice always among them. */
  readonly maxActions?: number;
  /**
   * How many more playouts (out of the determinizations both played) a candidate must win than the
   * heuristic's choice to replace it: a little caution against noise in a small budget.
   */
  readonly margin?: number;
  /**
   * Wall-clock milliseconds per decision at most (0: no clock). The search then stops early, after
   * the determinization in hand, once the time is spent. A time budget makes the decisions depend on
   * the machine and its load, so it is off by default: simulations, tournaments and tests stay
   * reproducible with the iteration budget alone; a live table may add one as a safety net.
   */
  readonly timeMs?: number;
  /**
   * The clock the time budget reads, in milliseconds (default: `performance.now`). Only `timeMs`
   * reads it; tests give a manual one so that a budget stops the search at a known point.
   */
  readonly clock?: () => number;
}

/**
 * Measured on the development machine (2 cores, Node 20) with `among-cultists tournament --bots
 * search,heuristic` (search holds one whole team, each deal played both ways). Search's win rate
 * overall; as Investigators and as Cultists (heuristic's in brackets); the difference per team.
 * With Encounter choices searched too (issue 12), on the recalibrated board:
 *   6 players, 120 games, seed 13: 69.2% [60.4, 76.7]; 66.7% (28.3%), 71.7% (33.3%); +38 pts [+20.6, +52.8]
 * Against commit c5eaefa's heuristic and board:
 *   6 players, 200 games, seed 13: 63.0% [56.1, 69.4]; 61% (35%), 65% (39%); +26 pts [+12.2, +38.5]
 *   5 players, 200 games, seed 13: 58.0% [51.1, 64.6]; 45% (29%), 71% (55%); +16 pts [+2.6, +28.6]
 * Against commit e43cbac's (an earlier heuristic and board):
 *   6 players, 200 games, seed 11: 58.0% [51.1, 64.6]; 54% (38%), 62% (46%); +16 pts [+2.2, +29.0]
 *   5 players, 400 games, seed 12: 56.5% [51.6, 61.3]; 46.5% (33.5%), 66.5% (53.5%); +13 pts
 *     [+3.4, +22.3]
 *   5 players, 200 games, seed 11: 55.5% [48.6, 62.2] (not significant alone)
 *   6 players, 200 games, seed 7, before ballots were searched: 56.5% [49.6, 63.2]
 * The earlier defaults (6 playouts, 2 candidates, no halving) had 52% at 6 players. A searched
 * decision takes about 80-85 ms (5-6 players; about 130 ms with the other core busy), a playout
 * about 8 ms. Simulations use these iteration budgets only; a live table may add `timeMs`.
 */
export const SEARCH_DEFAULTS: Required<SearchOptions> = Object.freeze({
  iterations: 24,
  maxActions: 4,
  margin: 2,
  timeMs: 0,
  clock: () => performance.now(),
});

/** Steps after which a playout counts as a draw (a safety net: games end far sooner). */
const PLAYOUT_LIMIT = 20_000;

/** What one search found: the scores per candidate, for tests and tuning. */
export interface SearchTrace {
  readonly candidates: readonly Action[];
  readonly wins: readonly number[];
  /** Playouts per candidate (the later halving rounds play only the survivors). */
  readonly plays: readonly number[];
  readonly determinizations: number;
  readonly failed: number;
}

/**
 * Information-set search (issue 6): on its own Movement and Action turns, for its sealed ballot in a
 * Vote (Cafeteria or murder) and, as the Knife holder, for its choice once the ballots are revealed,
 * the bot deals full game states that agree with everything its seat has seen,
 * plays each out to the end with heuristic bots in every seat after each candidate action (the same
 * deal and dice for every candidate, so candidates are compared pairwise), and takes the candidate
 * its team wins most with. The budget is spread by successive halving: every candidate is played on
 * the first deals, then the better half (and always the heuristic's choice) on fresh ones, until the
 * best challenger meets the heuristic's choice alone; a challenger that can no longer beat it by the
 * margin stops early. Elsewhere, with a single legal action, or when no state can be dealt, it plays
 * the heuristic's choice.
 */
export class SearchBot implements Bot {
  readonly kind = 'search';
  readonly #rng: RngState;
  readonly #heuristic: HeuristicBot;
  readonly #memory = new Memory();
  #knowledge: Knowledge | null = null;
  /** Every log entry this seat was shown, in order (the playout bots start from it). */
  readonly #history: ViewedEvent[] = [];
  readonly #options: Required<SearchOptions>;

  /** The options this bot searches with (defaults filled in). */
  get options(): Readonly<Required<SearchOptions>> {
    return this.#options;
  }
  /** Where this seat stood, with its MP, at each decision of its current Movement (Secret Doors). */
  #trail: { key: string; spots: { loc: LocationId; mp: number }[] } = { key: '', spots: [] };
  /** The last search, if the last decision searched. */
  lastTrace: SearchTrace | null = null;

  constructor(seed: string, options: SearchOptions = {}) {
    this.#rng = createRng(seed);
    // The inner heuristic gets its own stream, derived from this one.
    this.#heuristic = new HeuristicBot(subSeed(this.#rng));
    this.#options = { ...SEARCH_DEFAULTS, ...options };
  }

  decide(view: PlayerView, log?: readonly ViewedEvent[]): Action {
    const legal = view.legal;
    if (legal.length === 0) throw new Error(`seat ${String(view.viewer)} has nothing to decide`);
    this.#read(view, log);
    this.#noteMovement(view);
    const fallback = this.#heuristic.decide(view, log);
    this.lastTrace = null;
    if (legal.length === 1 || !view.me || !this.#knowledge || !canDeterminize(view)) return fallback;
    const choice = this.#search(view, fallback);
    return legal.find((a) => sameAction(a, choice)) ?? fallback;
  }

  /** Table talk is the inner heuristic's (issue 16); the search plays out no discussion. */
  talk(view: PlayerView, log?: readonly ViewedEvent[]): readonly Claim[] {
    this.#read(view, log);
    return this.#heuristic.talk(view, log);
  }

  hear(claims: readonly PostedClaim[]): void {
    this.#heuristic.hear(claims);
  }

  /** The log entries shown since the last call, read once whichever call brought them. */
  #read(view: PlayerView, log: readonly ViewedEvent[] | undefined): void {
    const layout = view.board.layout;
    this.#memory.update(log, layout.security, layout.cafeteria, layout.library);
    if (view.me) {
      this.#knowledge ??= new Knowledge(view.me.seat);
      this.#knowledge.update(log);
    }
    for (const e of log ?? []) if (e.seq > (this.#history.at(-1)?.seq ?? -1)) this.#history.push(e);
  }

  #noteMovement(view: PlayerView): void {
    const p = view.phase;
    if (p.kind !== 'movement' || !view.me || p.seat !== view.me.seat) return;
    const key = `${view.round}:${p.start}`;
    if (this.#trail.key !== key) this.#trail = { key, spots: [] };
    this.#trail.spots.push({ loc: view.seats[p.seat]!.location, mp: p.mp });
  }

  /** The rooms the current Movement passed through for free, as the engine keeps them. */
  #freeVisited(): LocationId[] {
    let free: LocationId[] = [];
    const spots = this.#trail.spots;
    for (let i = 1; i < spots.length; i++) {
      const a = spots[i - 1]!;
      const b = spots[i]!;
      free = a.mp === b.mp ? [...free, a.loc, b.loc] : [];
    }
    return free;
  }

  #search(view: PlayerView, fallback: Action): Action {
    const me = view.me!;
    const opts = this.#options;
    // Only an explicit time budget reads the clock: the iteration budget alone is reproducible.
    const deadline = opts.timeMs > 0 ? opts.clock() + opts.timeMs : Infinity;
    const others = view.legal.filter((a) => !sameAction(a, fallback));
    shuffle(this.#rng, others);
    const candidates = [fallback, ...others.slice(0, Math.max(0, opts.maxActions - 1))];
    const layout = view.board.layout;
    const input = {
      view,
      knowledge: this.#knowledge!,
      memory: this.#memory,
      suspicion: suspicion(view, this.#memory, layout, true),
      freeVisited: this.#freeVisited(),
      interrupted: interruptedMovement(view, this.#history),
    };
    const history = playoutHistory(this.#history);
    const wins = candidates.map(() => 0);
    const plays = candidates.map(() => 0);
    // Successive halving: deals per round for the planned number of survivors. Candidate 0 is the
    // heuristic's choice: never dropped, the yardstick every challenger must beat by the margin.
    const sizes = [candidates.length];
    while (sizes.at(-1)! > 2) sizes.push(1 + Math.max(1, Math.ceil(sizes.at(-1)! / 2) - 1));
    const perRound = opts.iterations / sizes.length;
    const deals = sizes.map((n) => Math.max(1, Math.floor(perRound / n)));
    let left = deals.reduce((a, b) => a + b, 0);
    let alive = candidates.map((_, i) => i);
    let dealt = 0;
    let failed = 0;
    search: for (let r = 0; r < deals.length; r++) {
      for (let d = 0; d < deals[r]!; d++) {
        if (alive.length < 2) break search;
        if (dealt > 0 && deadline < Infinity && opts.clock() >= deadline) break search;
        left--;
        const det = determinize(input, this.#rng);
        if (det.ok) {
          dealt++;
          const playSeed = subSeed(this.#rng);
          for (const i of alive) {
            wins[i]! += playout(det.state, me.seat, candidates[i]!, playSeed, me.team, history);
            plays[i]!++;
          }
        } else failed++;
        // A challenger that cannot beat the heuristic's choice by the margin in the deals left is out.
        alive = alive.filter((i) => i === 0 || wins[i]! - wins[0]! + left >= opts.margin);
      }
      if (r < deals.length - 1) {
        const ranked = alive.filter((i) => i !== 0).sort((a, b) => wins[b]! - wins[a]! || a - b);
        alive = [0, ...ranked.slice(0, Math.max(1, Math.ceil(sizes[r]! / 2) - 1))];
      }
    }
    this.lastTrace = { candidates, wins, plays, determinizations: dealt, failed };
    if (dealt === 0) return fallback;
    // The survivors have all played the same deals, the heuristic's choice among them.
    let best = 0;
    for (const i of alive) if (wins[i]! > wins[best]!) best = i;
    return best !== 0 && wins[best]! - wins[0]! >= opts.margin ? candidates[best]! : fallback;
  }
}

function subSeed(rng: RngState): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += randomInt(rng, 0x100000000).toString(16).padStart(8, '0');
  return out;
}

/** Log entries only their own seat sees: the other playout bots start from the public record. */
const PRIVATE_EVENTS: ReadonlySet<ViewedEvent['t']> = new Set<ViewedEvent['t']>([
  'nightCultists',
  'nightSeer',
  'cardGivenFace',
  'stateSeen',
  'roomFilledFace',
  'hallwaySecuredFace',
  'roomCardSeen',
  'eventTokenSeen',
]);

/** The searching seat's log split once per decision for every playout: its own, and the public part. */
export interface PlayoutHistory {
  readonly own: readonly ViewedEvent[];
  readonly public: readonly ViewedEvent[];
}

export function playoutHistory(history: readonly ViewedEvent[]): PlayoutHistory {
  return { own: history, public: history.filter((e) => !PRIVATE_EVENTS.has(e.t)) };
}

/**
 * 1 if `team` wins after `seat` plays `action` and heuristic bots play on, 0 if not, ½ if it never
 * ends. Each playout bot first reads `history` (the searching seat's log; the others only its
 * public entries), so the table remembers what happened before the dealt position. A seat with a
 * single legal action plays it without a view (the heuristic would take it anyway); its log waits
 * for its next real decision.
 */
export function playout(
  start: GameState,
  seat: Seat,
  action: Action,
  seed: string,
  team: Team,
  history: readonly ViewedEvent[] | PlayoutHistory = [],
): number {
  const split = Array.isArray(history) ? playoutHistory(history) : (history as PlayoutHistory);
  const state = cloneState(start);
  applyInPlace(state, seat, action);
  const rng = createRng(seed);
  const bots = state.seats.map(() => new HeuristicBot(subSeed(rng)));
  const offset = (split.own.at(-1)?.seq ?? -1) + 1;
  const shown = state.seats.map(() => 0);
  const n = state.seats.length;
  for (let steps = 0; !isOver(state);) {
    let moved = false;
    for (let s = 0; s < n && !isOver(state); s++) {
      const legal = legalActions(state, s);
      if (legal.length === 0) continue;
      moved = true;
      if (++steps > PLAYOUT_LIMIT) return 0.5;
      if (legal.length === 1) {
        applyInPlace(state, s, legal[0]!);
        continue;
      }
      const view = viewFor(state, s);
      const fresh = logFor(state, s, shown[s]);
      for (const e of fresh) (e as { seq: number }).seq += offset;
      const log = shown[s] === 0 ? [...(s === seat ? split.own : split.public), ...fresh] : fresh;
      shown[s] = state.log.length;
      applyInPlace(state, s, bots[s]!.decide(view, log));
    }
    if (!moved) return 0.5;
  }
  return state.result?.winner === team ? 1 : 0;
}

function isOver(state: GameState): boolean {
  return state.phase.kind === 'over';
}
