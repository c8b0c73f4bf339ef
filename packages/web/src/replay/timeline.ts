import {
  applyInPlace,
  cloneState,
  createGame,
  replayOnto,
  type GameOptions,
  type GameState,
  type RecordedAction,
  type Rejection,
} from '@among-cultists/engine';

/** A copy of the state is kept every this many steps; any step is at most this many actions from one. */
export const SNAPSHOT_EVERY = 32;

/**
 * A recorded game, replayed: step `k` is the state after the first `k` actions (step 0 is the game as
 * dealt, in its Night Phase). Snapshots every `SNAPSHOT_EVERY` steps keep stepping fast and memory light:
 * a state is rebuilt from the nearest snapshot before it.
 */
export interface Timeline {
  /** The last step: the number of actions that replayed (all of them unless one was refused). */
  readonly last: number;
  /** The Round at each step, 0…last. */
  readonly rounds: readonly number[];
  /** The length of the log at each step: the entries step `k` added are `logEnds[k-1]…logEnds[k]`. */
  readonly logEnds: readonly number[];
  /** The first action the engine refused, if any: the replay stops before it. */
  readonly rejection: { readonly index: number; readonly rejection: Rejection } | null;
  /** The state at the last step (do not change it). */
  readonly final: GameState;
  /** A fresh copy of the state at `step` (0…last), free to change. */
  stateAt(step: number): GameState;
}

export type TimelineResult =
  | { readonly ok: true; readonly timeline: Timeline }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Replays `actions` from the game `options` deal (the engine's `replayOnto`), keeping what stepping needs. */
export function buildTimeline(
  options: GameOptions,
  actions: readonly RecordedAction[],
  every = SNAPSHOT_EVERY,
): TimelineResult {
  let created;
  try {
    created = createGame(options);
  } catch (e) {
    // A record's options come from a file: the engine may refuse them by throwing (a malformed seed).
    return { ok: false, problems: [e instanceof Error ? e.message : String(e)] };
  }
  if (!created.ok) return { ok: false, problems: created.problems.map((p) => `${p.field}: ${p.message}`) };
  const s = created.state;
  const snapshots: GameState[] = [cloneState(s)];
  const rounds = [s.round];
  const logEnds = [s.log.length];
  const folded = replayOnto(s, actions, (state, index) => {
    rounds.push(state.round);
    logEnds.push(state.log.length);
    if ((index + 1) % every === 0) snapshots.push(cloneState(state));
  });
  const rejection: Timeline['rejection'] = folded.ok
    ? null
    : { index: folded.index, rejection: folded.rejection };
  const last = rounds.length - 1;
  const final = s;
  const stateAt = (step: number): GameState => {
    if (!Number.isInteger(step) || step < 0 || step > last)
      throw new RangeError(`stateAt: no step ${step} (0…${last})`);
    if (step === last) return cloneState(final);
    const from = Math.floor(step / every);
    const state = cloneState(snapshots[from]!);
    // Checked again on the way (applyInPlace): at most `every - 1` actions, each already replayed once.
    for (let i = from * every; i < step; i++) applyInPlace(state, actions[i]!.seat, actions[i]!.action);
    return state;
  };
  return { ok: true, timeline: { last, rounds, logEnds, rejection, final, stateAt } };
}
