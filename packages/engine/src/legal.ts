import type { Action, ActionType } from './actions.ts';
import { actorsInPhase, findInPhase, legalInPhase } from './phase-dispatch.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/** Whether `seat` is one the players decide for: a seat of the game, not the AUTOMA (the rules play it). */
function decides(s: GameState, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < s.seats.length && seat !== s.config.automa;
}

/**
 * The only source of legality: every action `seat` may take now. Empty when nothing is asked of
 * the seat. Depends only on what that seat may know. Each phase's list comes from its entry in
 * the phase table (`phases.ts`), beside the effects of the same actions.
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (!decides(s, seat)) return [];
  return legalInPhase(s, seat);
}

/**
 * `legalActions(s, seat)` of type `type` only, in the same order, by the same rules: the phase
 * builds only that type's actions where it can (`PhaseRules`), which is what checking a sent
 * action needs (`apply`). Held equal to the filtered list by phases.test's property.
 */
export function legalOfType(s: GameState, seat: Seat, type: ActionType): Action[] {
  if (!decides(s, seat)) return [];
  const listed = legalInPhase(s, seat, type);
  for (const a of listed) if (a.type !== type) return listed.filter((b) => b.type === type);
  return listed;
}

/**
 * The action of `legalActions(s, seat)` of type `type` whose fields of that type equal `action`'s,
 * if `action` (unchecked) has no other key, its own or inherited; otherwise null. By the same rules,
 * asking only what that action needs where the phase can (`find` in `PhaseRules`). Held to the
 * whole list by phase-shortcuts.test's check of sent actions.
 */
export function legalMatching(s: GameState, seat: Seat, type: ActionType, action: object): Action | null {
  if (!decides(s, seat)) return null;
  return findInPhase(s, seat, type, action);
}

/** Seats that have a decision to make now: those whose `legalActions` is not empty. */
export function actors(s: GameState): Seat[] {
  // Each phase says whether it lists anything without building the list (held equal by phases.test).
  // (The loop's seats are the game's: only the AUTOMA is left out, as in `decides`.)
  return actorsInPhase(s, s.config.automa);
}
