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
  for (let index = 0; index < record.actions.length; index++) {
    const { seat, action } = record.actions[index]!;
    const rejection = check(s, seat, action);
    if (rejection) return { ok: false, index, rejection, state: s };
    play(s, seat, { ...action });
  }
  return { ok: true, state: s };
}
