import type { GameState } from './state.ts';
import type { Seat } from './types.ts';
import { phaseView, type PhaseView, type PlayerView } from './view.ts';

/**
 * Whose turn it is: the one seat the table is waiting for, as everyone can see it. Read from the
 * public phase (and the Knife) only, so it reveals nothing: in a simultaneous step (ready, ballots,
 * Encounter cards, the Cleanup, the Seer guess) it is null, and who is still deciding stays unknown.
 *
 * MOVE-01 a Movement turn; ACTPH-01 an Action turn (the events and answers that belong to it: False
 * Eyes, In Control, Lifelines, the Portal partner's consent, ACT-PORTAL-01, and the checker's report,
 * ACT-CHECKSTATE-04); ENC-02 each participant of a three-or-more Encounter names a recipient in
 * turn; VOTE-06 the living Knife holder may change the ballot after the reveal; PROF-MAYOR-01 the
 * Mayor decides a tied Vote. The Detective's short night (PROF-DETECTIVE-02) waits for everyone.
 */
export function turnOfPhase(phase: PhaseView, knife: Seat): Seat | null {
  switch (phase.kind) {
    case 'movement':
    case 'falseEyes':
    case 'inControl':
    case 'lifelines':
    case 'action':
      return phase.seat;
    case 'portalConsent':
      return phase.partner;
    case 'checkResult':
      return phase.checker;
    case 'mayorDecision':
      return phase.seat;
    case 'encounter':
      return phase.stage === 'recipients'
        ? (phase.participants[phase.recipients.indexOf(null)] ?? null)
        : null;
    case 'vote':
      return phase.stage === 'knife' ? knife : null;
    case 'night':
    case 'detectiveNight':
    case 'cleanup':
    case 'seerGuess':
    case 'over':
      return null;
  }
}

/** Whose turn the viewer sees it is (the same for every seat and spectator), or null. */
export function turnOf(view: PlayerView): Seat | null {
  return turnOfPhase(view.phase, view.knife);
}

/** Whose turn it is in this state, exactly as every view shows it (`turnOf`), or null. */
export function turnSeat(s: GameState): Seat | null {
  return turnOfPhase(phaseView(s), s.knife);
}
