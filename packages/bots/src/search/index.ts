import {
  actors,
  applyInPlace,
  cloneState,
  createRng,
  layoutById,
  logFor,
  randomInt,
  sameAction,
  shuffle,
  viewFor,
  type Action,
  type GameState,
  type LocationId,
  type PlayerView,
  type RngState,
  type Seat,
  type Team,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Bot } from '../bot.ts';
import { HeuristicBot } from '../heuristic/index.ts';
import { Memory } from '../heuristic/memory.ts';
import { suspicion } from '../heuristic/suspicion.ts';
import { canDeterminize, determinize } from './determinize.ts';
import { Knowledge } from './knowledge.ts';

export { canDeterminize, determinize, viewDiff, type Determinized } from './determinize.ts';
export { Knowledge } from './knowledge.ts';

export interface SearchOptions {
  /** Playouts per decision (determinizations × candidate actions). */
  readonly iterations?: number;
  /** At most this many candidate actions, the heuristic's choice always among them. */
  readonly maxActions?: number;
  /**
   * How many more playouts (out of the determinizations) a candidate must win than the heuristic's
   * choice to replace it: a little caution against noise in a small budget.
   */
  readonly margin?: number;
}

/**
 * About 33 ms a searched decision on the development machine (a heuristic 6-player game ~7.5 ms).
 * 6-player tournament, 200 games, seed 2: these defaults won 56.5% against heuristic (40% as
 * Investigators, 73% as Cultists); { iterations: 24, maxActions: 3, margin: 2 } won 62% (+24 pts
 * for each team, outside the 95% interval) at about four times the cost.
 */
export const SEARCH_DEFAULTS: Required<SearchOptions> = { iterations: 6, maxActions: 2, margin: 2 };

/** Steps after which a playout counts as a draw (a safety net: games end far sooner). */
const PLAYOUT_LIMIT = 20_000;

/** What one search found: the scores per candidate, for tests and tuning. */
export interface SearchTrace {
  readonly candidates: readonly Action[];
  readonly wins: readonly number[];
  readonly determinizations: number;
  readonly failed: number;
}

/**
 * Information-set search (issue 6): on its own Movement and Action turns the bot deals K full game
 * states that agree with everything its seat has seen, plays each out to the end with heuristic
 * bots in every seat after each candidate action (the same deal and dice for every candidate, so
 * candidates are compared pairwise), and takes the candidate its team wins most with. Elsewhere,
 * with a single legal action, or when no state can be dealt, it plays the heuristic's choice.
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
    const layout = layoutById(view.config.layout);
    this.#memory.update(log, layout.security, layout.cafeteria, layout.library);
    if (view.me) {
      this.#knowledge ??= new Knowledge(view.me.seat);
      this.#knowledge.update(log);
    }
    for (const e of log ?? []) if (e.seq > (this.#history.at(-1)?.seq ?? -1)) this.#history.push(e);
    this.#noteMovement(view);
    const fallback = this.#heuristic.decide(view, log);
    this.lastTrace = null;
    if (legal.length === 1 || !view.me || !this.#knowledge || !canDeterminize(view)) return fallback;
    const choice = this.#search(view, fallback);
    return legal.find((a) => sameAction(a, choice)) ?? fallback;
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
    const others = view.legal.filter((a) => !sameAction(a, fallback));
    shuffle(this.#rng, others);
    const candidates = [fallback, ...others.slice(0, Math.max(0, opts.maxActions - 1))];
    const k = Math.max(1, Math.floor(opts.iterations / candidates.length));
    const layout = layoutById(view.config.layout);
    const input = {
      view,
      knowledge: this.#knowledge!,
      memory: this.#memory,
      suspicion: suspicion(view, this.#memory, layout, true),
      freeVisited: this.#freeVisited(),
    };
    const wins = candidates.map(() => 0);
    let dealt = 0;
    let failed = 0;
    for (let d = 0; d < k; d++) {
      const det = determinize(input, this.#rng);
      if (!det.ok) {
        failed++;
        continue;
      }
      dealt++;
      const playSeed = subSeed(this.#rng);
      candidates.forEach((action, i) => {
        wins[i]! += playout(det.state, me.seat, action, playSeed, me.team, this.#history);
      });
    }
    this.lastTrace = { candidates, wins, determinizations: dealt, failed };
    if (dealt === 0) return fallback;
    let best = 0;
    for (let i = 1; i < candidates.length; i++) if (wins[i]! > wins[best]!) best = i;
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

/**
 * 1 if `team` wins after `seat` plays `action` and heuristic bots play on, 0 if not, ½ if it never
 * ends. Each playout bot first reads `history` (the searching seat's log; the others only its
 * public entries), so the table remembers what happened before the dealt position.
 */
export function playout(
  start: GameState,
  seat: Seat,
  action: Action,
  seed: string,
  team: Team,
  history: readonly ViewedEvent[] = [],
): number {
  const state = cloneState(start);
  applyInPlace(state, seat, action);
  const rng = createRng(seed);
  const bots = state.seats.map(() => new HeuristicBot(subSeed(rng)));
  const offset = (history.at(-1)?.seq ?? -1) + 1;
  const publicHistory = history.filter((e) => !PRIVATE_EVENTS.has(e.t));
  const shown = state.seats.map(() => 0);
  for (let steps = 0; !isOver(state); steps++) {
    if (steps > PLAYOUT_LIMIT) return 0.5;
    const waiting = actors(state);
    if (waiting.length === 0) return 0.5;
    for (const s of waiting) {
      if (isOver(state)) break;
      const view = viewFor(state, s);
      if (view.legal.length === 0) continue;
      const fresh = logFor(state, s, shown[s]).map((e) => ({ ...e, seq: e.seq + offset }));
      const log = shown[s] === 0 ? [...(s === seat ? history : publicHistory), ...fresh] : fresh;
      shown[s] = state.log.length;
      applyInPlace(state, s, bots[s]!.decide(view, log));
    }
  }
  return state.result?.winner === team ? 1 : 0;
}

function isOver(state: GameState): boolean {
  return state.phase.kind === 'over';
}
