import type { Action } from './actions.ts';
import { playInPhase } from './phase-dispatch.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/**
 * Carries out an action that is known to be legal, mutating `s`. Callers go through `apply`
 * (which checks legality and copies) or `applyInPlace`. An action the current phase does not
 * list is a bug in the caller (it skipped the check) and throws rather than doing nothing.
 */
export function play(s: GameState, seat: Seat, action: Action): void {
  playInPhase(s, seat, action);
}
