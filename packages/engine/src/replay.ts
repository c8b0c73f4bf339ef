import type { Action } from './actions.ts';
import { check } from './apply.ts';
import type { GameOptions } from './options.ts';
import { play } from './play.ts';
import type { Rejection } from './reject.ts';
import { createGame } from './setup.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/** A complete game: its setup (seed included) and every action taken, in order. */
export interface GameRecord {
  readonly options: GameOptions;
  readonly actions: readonly RecordedAction[];
}

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: Action;
}

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly index: number; readonly rejection: Rejection; readonly state: GameState };

/** Replays a record: a fold of `apply` over the actions from the initial state. */
export function replay(record: GameRecord): ReplayResult {
  const created = createGame(record.options);
  if (!created.ok) {
    throw new Error(
      `The record's options are invalid: ${created.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
    );
  }
  const s = created.state;
  const folded = replayOnto(s, record.actions);
  return folded.ok ? { ok: true, state: s } : { ...folded, state: s };
}

/**
 * The fold itself, on a state the caller made (and may watch): each action is checked, then played on
 * `s` in place; `onStep` sees the state after each one (with the action's index). Stops at the first
 * action the engine refuses, `s` as it was before it.
 */
export function replayOnto(
  s: GameState,
  actions: readonly RecordedAction[],
  onStep?: (state: GameState, index: number) => void,
): { readonly ok: true } | { readonly ok: false; readonly index: number; readonly rejection: Rejection } {
  for (let index = 0; index < actions.length; index++) {
    const { seat, action } = actions[index]!;
    const rejection = check(s, seat, action);
    if (rejection) return { ok: false, index, rejection };
    play(s, seat, { ...action });
    onStep?.(s, index);
  }
  return { ok: true };
}
