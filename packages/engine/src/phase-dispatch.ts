import type { Action, ActionType } from './actions.ts';
import { findListed, fits, PHASE_RULES } from './phases.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

// The hot paths' way into the phase table (phases.ts): a switch on the phase's kind with one call
// site per phase, for listing, asking whether anything is listed, and carrying out.

/**
 * The legal actions of `seat` in the phase `s` is in, from that phase's entry; given `only`, those
 * of other types may be left out (see `PhaseRules`). One call site per phase keeps each one
 * monomorphic for the JIT: a single call through the table measured about 10% slower on 8-player
 * random games (`npm run bench:engine`), as `legalActions` is the hottest path.
 */
export function legalInPhase(s: GameState, seat: Seat, only?: ActionType): Action[] {
  const phase = s.phase;
  switch (phase.kind) {
    case 'night':
      return PHASE_RULES.night.legal(s, phase, seat, only);
    case 'movement':
      return PHASE_RULES.movement.legal(s, phase, seat, only);
    case 'encounter':
      return PHASE_RULES.encounter.legal(s, phase, seat, only);
    case 'falseEyes':
      return PHASE_RULES.falseEyes.legal(s, phase, seat, only);
    case 'inControl':
      return PHASE_RULES.inControl.legal(s, phase, seat, only);
    case 'lifelines':
      return PHASE_RULES.lifelines.legal(s, phase, seat, only);
    case 'action':
      return PHASE_RULES.action.legal(s, phase, seat, only);
    case 'portalConsent':
      return PHASE_RULES.portalConsent.legal(s, phase, seat, only);
    case 'checkResult':
      return PHASE_RULES.checkResult.legal(s, phase, seat, only);
    case 'vote':
      return PHASE_RULES.vote.legal(s, phase, seat, only);
    case 'cleanup':
      return PHASE_RULES.cleanup.legal(s, phase, seat, only);
    case 'seerGuess':
      return PHASE_RULES.seerGuess.legal(s, phase, seat, only);
    case 'mayorDecision':
      return PHASE_RULES.mayorDecision.legal(s, phase, seat, only);
    case 'detectiveNight':
      return PHASE_RULES.detectiveNight.legal(s, phase, seat, only);
    case 'over':
      return [];
  }
}

/**
 * The legal action of `seat` of type `type` whose fields equal `action`'s (unchecked), or null, from
 * the phase's `find`; one call site per phase where the phase has its own.
 */
export function findInPhase(s: GameState, seat: Seat, type: ActionType, action: object): Action | null {
  const phase = s.phase;
  if (phase.kind === 'movement') return PHASE_RULES.movement.find(s, phase, seat, type, action);
  return findListed(legalInPhase(s, seat, type), type, action);
}

/**
 * The seats but `skip` for which `legalInPhase` lists anything, in seat order, from the phase's
 * `any`: the phase is dispatched once for all seats, with one call site per phase. The loop is
 * written out in each case on purpose: one shared loop taking the phase's `any` as an argument
 * measured 9-13% slower on 7- and 8-player games (its call site served every phase).
 */
export function actorsInPhase(s: GameState, skip: Seat | null): Seat[] {
  const out: Seat[] = [];
  const phase = s.phase;
  const n = s.seats.length;
  switch (phase.kind) {
    case 'night': {
      const any = PHASE_RULES.night.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'movement': {
      const any = PHASE_RULES.movement.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'encounter': {
      const any = PHASE_RULES.encounter.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'falseEyes': {
      const any = PHASE_RULES.falseEyes.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'inControl': {
      const any = PHASE_RULES.inControl.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'lifelines': {
      const any = PHASE_RULES.lifelines.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'action': {
      const any = PHASE_RULES.action.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'portalConsent': {
      const any = PHASE_RULES.portalConsent.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'checkResult': {
      const any = PHASE_RULES.checkResult.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'vote': {
      const any = PHASE_RULES.vote.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'cleanup': {
      const any = PHASE_RULES.cleanup.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'seerGuess': {
      const any = PHASE_RULES.seerGuess.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'mayorDecision': {
      const any = PHASE_RULES.mayorDecision.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'detectiveNight': {
      const any = PHASE_RULES.detectiveNight.any;
      for (let seat = 0; seat < n; seat++) if (seat !== skip && any(s, phase, seat)) out.push(seat);
      return out;
    }
    case 'over':
      return out;
  }
}

/**
 * Carries out `action` (known to be legal) through the entry of the phase `s` is in. An action the
 * phase does not list is a bug in the caller and throws. One call site per phase, as in
 * `legalInPhase`: a single call through the table would see every phase's `play`. `fits` narrows the
 * action to the types the phase accepts, so that each `play` gets its own actions without a cast.
 */
export function playInPhase(s: GameState, seat: Seat, action: Action): void {
  const phase = s.phase;
  switch (phase.kind) {
    case 'night': {
      const r = PHASE_RULES.night;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'movement': {
      const r = PHASE_RULES.movement;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'encounter': {
      const r = PHASE_RULES.encounter;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'falseEyes': {
      const r = PHASE_RULES.falseEyes;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'inControl': {
      const r = PHASE_RULES.inControl;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'lifelines': {
      const r = PHASE_RULES.lifelines;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'action': {
      const r = PHASE_RULES.action;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'portalConsent': {
      const r = PHASE_RULES.portalConsent;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'checkResult': {
      const r = PHASE_RULES.checkResult;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'vote': {
      const r = PHASE_RULES.vote;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'cleanup': {
      const r = PHASE_RULES.cleanup;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'seerGuess': {
      const r = PHASE_RULES.seerGuess;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'mayorDecision': {
      const r = PHASE_RULES.mayorDecision;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'detectiveNight': {
      const r = PHASE_RULES.detectiveNight;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
    case 'over': {
      const r = PHASE_RULES.over;
      if (fits(r, action)) {
        r.play(s, phase, seat, action);
        return;
      }
      break;
    }
  }
  throw new Error(`play: ${action.type} does not fit phase ${phase.kind}`);
}
