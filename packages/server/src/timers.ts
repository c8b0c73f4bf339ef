import type { DecisionKind } from '@among-cultists/protocol';
import { decisionOf, type Action, type GameState } from '@among-cultists/engine';

/**
 * Decision timers: the host sets a limit per kind of decision. The server keeps the deadline and,
 * when it passes, plays the safe default for every seat still deciding. What the kinds are, which
 * one a step is, the step's key and the safe defaults are the engine's (`decisionOf`, from its phase
 * table): the defaults only choose among the engine's legal actions and never reveal what the player
 * would not have.
 */
export type Timers = Partial<Record<DecisionKind, number>>;

/**
 * The key of the step `state` is in (`decisionOf(state).key`), and one key for the game over.
 * Callers move to `decisionOf` from the engine; kept for those still being moved (issue 29).
 */
export function stepKey(state: GameState): string {
  return decisionOf(state)?.key ?? 'over';
}

/**
 * What the server plays for `seat`, whose time ran out (`decisionOf(state).timedOut`); `legal`, the
 * seat's legal actions as the caller has them, must not be empty.
 * Callers move to `decisionOf` from the engine; kept for those still being moved (issue 29).
 */
export function timedOutAction(
  state: GameState,
  seat: number,
  legal: readonly Action[],
  draw: (n: number) => number,
): Action {
  const action = decisionOf(state)?.timedOut(seat, draw) ?? null;
  if (action === null)
    throw new Error(`no default for seat ${seat}: nothing asked of it (${legal.length} legal actions given)`);
  return action;
}
