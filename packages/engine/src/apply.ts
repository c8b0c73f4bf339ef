import { actionFieldNames, sameFields, type Action, type ActionType } from './actions.ts';
import { cloneState } from './clone.ts';
import { legalActions, legalMatching } from './legal.ts';
import type { LogEntry } from './log.ts';
import { play } from './play.ts';
import { explainRejection, malformed, type Rejection } from './reject.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly LogEntry[] }
  | { readonly ok: false; readonly rejection: Rejection };

/** Checks an untrusted action against the legal ones; returns the typed rejection, or null. */
export function check(s: GameState, seat: Seat, action: unknown): Rejection | null {
  const verdict = judge(s, seat, action);
  return 'code' in verdict ? verdict : null;
}

/**
 * The legal action that `action` names, as `legalActions` lists it (the engine's own object, so
 * that the state never holds a reference to caller data), or why it is refused.
 */
function judge(s: GameState, seat: Seat, action: unknown): Action | Rejection {
  // `listedAction` finds nothing for a seat outside the game (`legalMatching` asks first).
  return listedAction(s, seat, action) ?? judgeUnlisted(s, seat, action);
}

/** `judge` of an action that `listedAction` did not find: why it is refused, malformed first. */
function judgeUnlisted(s: GameState, seat: Seat, action: unknown): Action | Rejection {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    return { code: 'seat/unknown', message: `There is no seat ${String(seat)} in this game.` };
  }
  const problem = malformed(s, action);
  if (problem !== null) return { code: 'action/malformed', message: problem };
  if (s.phase.kind === 'over') return { code: 'game/over', message: 'The game is over.' };
  const legal = legalActions(s, seat);
  // `malformed` has checked the shape: the type, and exactly its fields.
  const wanted = action as Action;
  const fields = actionFieldNames(wanted.type);
  for (const a of legal) if (sameFields(a, wanted, fields)) return a;
  return explainRejection(s, seat, wanted, legal);
}

/**
 * The legal action `action` is exactly (its type's fields equal, no other key), or null: the
 * common case, found without the shape check of `malformed`, which a legal action's values pass by
 * construction. Anything else (another key, an unknown type, a value no legal action has) is null,
 * and `judge` then checks the shape and explains the refusal as before.
 */
function listedAction(s: GameState, seat: Seat, action: unknown): Action | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const type = (action as { readonly type?: unknown }).type;
  if (typeof type !== 'string') return null;
  // Only what the sent action needs is asked (the same rules: `legalMatching`).
  return legalMatching(s, seat, type as ActionType, action);
}

/**
 * Applies `action` for `seat`: the new state and the log entries it produced (each with its
 * visibility), or a rejection, leaving `s` untouched in both cases.
 */
export function apply(s: GameState, seat: Seat, action: unknown): ApplyResult {
  // A listed action is taken without asking `'code' in` of it (a lookup that fails, on the many
  // shapes of actions: 2% of random games), as in `applyInPlace`.
  let verdict: Action | Rejection | null = listedAction(s, seat, action);
  if (verdict === null) {
    verdict = judgeUnlisted(s, seat, action);
    if ('code' in verdict) return { ok: false, rejection: verdict };
  }
  const next = cloneState(s);
  const from = next.log.length;
  play(next, seat, verdict);
  return { ok: true, state: next, events: next.log.slice(from) };
}

/**
 * The mutable fast path for simulations and replays: like `apply` but changes `s` in place.
 * Throws if the action is not legal.
 */
export function applyInPlace(s: GameState, seat: Seat, action: Action): void {
  const listed = listedAction(s, seat, action);
  if (listed !== null) {
    play(s, seat, listed);
    return;
  }
  const verdict = judgeUnlisted(s, seat, action);
  if ('code' in verdict) throw new Error(`${verdict.code}: ${verdict.message}`);
  play(s, seat, verdict);
}
