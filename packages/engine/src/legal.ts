import type { Action } from './actions.ts';
import { legalInPhase } from './phases.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/**
 * The only source of legality: every action `seat` may take now. Empty when nothing is asked of
 * the seat. Depends only on what that seat may know. Each phase's list comes from its entry in
 * the phase table (`phases.ts`), beside the effects of the same actions.
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) return [];
  if (seat === s.config.automa) return []; // the rules play the AUTOMA
  return legalInPhase(s, seat);
}

/** Seats that have a decision to make now. */
export function actors(s: GameState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) if (legalActions(s, seat).length > 0) out.push(seat);
  return out;
}
