import type { Action } from './actions.ts';
import { actionPhaseActions, checkResultActions, portalConsentActions } from './rules/action-phase.ts';
import { encounterActions } from './rules/encounter.ts';
import { cleanupActions, seerGuessActions } from './rules/endgame.ts';
import { falseEyesActions, inControlActions } from './rules/events.ts';
import { canEndMovement, legalSteps, teleportTargets } from './rules/movement.ts';
import { voteActions } from './rules/vote.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/**
 * The only source of legality: every action `seat` may take now. Empty when nothing is asked of
 * the seat. Depends only on what that seat may know.
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) return [];
  if (seat === s.config.automa) return []; // the rules play the AUTOMA
  const phase = s.phase;
  switch (phase.kind) {
    case 'night':
      return phase.ready[seat] === true ? [] : [{ type: 'ready' }];
    case 'movement': {
      if (phase.seat !== seat) return [];
      if (!s.seats[seat]!.alive) return teleportTargets(s, seat).map((to) => ({ type: 'teleport', to }));
      const out: Action[] = [];
      const seen = new Set<number>();
      for (const step of legalSteps(s, phase)) {
        if (seen.has(step.to)) continue;
        seen.add(step.to);
        out.push({ type: 'step', to: step.to });
      }
      if (canEndMovement(s, phase)) out.push({ type: 'endMovement' });
      return out;
    }
    case 'encounter':
      return encounterActions(s, phase, seat);
    case 'falseEyes':
      return falseEyesActions(s, phase, seat);
    case 'inControl':
      return inControlActions(s, phase, seat);
    case 'action':
      return actionPhaseActions(s, phase, seat);
    case 'portalConsent':
      return portalConsentActions(s, phase, seat);
    case 'checkResult':
      return checkResultActions(s, phase, seat);
    case 'vote':
      return voteActions(s, phase, seat);
    case 'cleanup':
      return cleanupActions(s, phase, seat);
    case 'seerGuess':
      return seerGuessActions(s, phase, seat);
    case 'over':
      return [];
  }
}

/** Seats that have a decision to make now. */
export function actors(s: GameState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) if (legalActions(s, seat).length > 0) out.push(seat);
  return out;
}
