import type { Action } from './actions.ts';
import { answerPortal, applyActionPhase, endCheck } from './rules/action-phase.ts';
import { chooseRecipient, giveCard } from './rules/encounter.ts';
import { cleanupAnswer, guessSeer } from './rules/endgame.ts';
import { drawEventToken, falseEyes, settleEventToken, skipEvent } from './rules/events.ts';
import { endMovementTurn, startRound } from './rules/flow.ts';
import { legalSteps, step, teleport } from './rules/movement.ts';
import { castBallot, keepBallot, voteReady } from './rules/vote.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/**
 * Carries out an action that is known to be legal, mutating `s`. Callers go through `apply`
 * (which checks legality and copies) or `applyInPlace`.
 */
export function play(s: GameState, seat: Seat, action: Action): void {
  const phase = s.phase;
  switch (action.type) {
    case 'ready':
      if (phase.kind === 'night') {
        phase.ready[seat] = true;
        if (phase.ready.every(Boolean)) startRound(s);
      } else if (phase.kind === 'vote') {
        voteReady(s, phase, seat);
      }
      return;
    case 'step': {
      if (phase.kind !== 'movement') break;
      const steps = legalSteps(s, phase).filter((st) => st.to === action.to);
      const cost = Math.min(...steps.map((st) => st.cost));
      step(s, phase, action.to, cost);
      return;
    }
    case 'endMovement':
      endMovementTurn(s, seat);
      return;
    case 'teleport':
      teleport(s, seat, action.to);
      return;
    case 'chooseRecipient':
      if (phase.kind === 'encounter') chooseRecipient(s, phase, seat, action.to);
      return;
    case 'giveCard':
      if (phase.kind === 'encounter') giveCard(s, phase, seat, action.card);
      return;
    case 'falseEyes':
      if (phase.kind === 'falseEyes') falseEyes(s, phase, action.target);
      return;
    case 'skipEvent':
      if (phase.kind === 'falseEyes' || phase.kind === 'inControl') skipEvent(s, phase);
      return;
    case 'drawEventToken':
      if (phase.kind === 'inControl') drawEventToken(s, phase);
      return;
    case 'discardEventToken':
    case 'returnEventToken':
      if (phase.kind === 'inControl') settleEventToken(s, phase, action.type === 'discardEventToken');
      return;
    case 'answerPortal':
      if (phase.kind === 'portalConsent') answerPortal(s, phase, action.accept);
      return;
    case 'endCheck':
      if (phase.kind === 'checkResult') endCheck(s, phase, action.reveal);
      return;
    case 'ballot':
      if (phase.kind === 'vote') castBallot(s, phase, seat, action.target);
      return;
    case 'keepBallot':
      if (phase.kind === 'vote') keepBallot(s, phase);
      return;
    case 'endRound':
    case 'claimVictory':
      if (phase.kind === 'cleanup') cleanupAnswer(s, phase, seat, action.type === 'claimVictory');
      return;
    case 'guessSeer':
      if (phase.kind === 'seerGuess') guessSeer(s, phase, seat, action.target);
      return;
    case 'checkState':
    case 'cameraState':
    case 'secureHallway':
    case 'fightCultist':
    case 'scareFishman':
    case 'assassinate':
    case 'fillRoom':
    case 'checkRoom':
    case 'cameraRoom':
    case 'initiateVote':
    case 'restartPower':
    case 'closePortal':
    case 'pass':
      applyActionPhase(s, seat, action);
      return;
  }
  throw new Error(`play: ${action.type} does not fit phase ${phase.kind}`);
}
