import { ROLE_INFO } from './content/roles.ts';
import { claimAllowed } from './options.ts';
import type { PhaseSetup } from './position.ts';
import { locationOf, markActed, seatOk, seatsBefore } from './position-context.ts';
import { placeEncounter } from './position-encounter.ts';
import { placeDetectiveNight, placeMayorDecision } from './position-expansion.ts';
import { placeVote } from './position-vote.ts';
import { emit } from './rules/context.ts';
import { chooseLifeline, lifelinesActions, startEventPhase } from './rules/events.ts';
import { nextAction } from './rules/flow.ts';
import { startAutomaMovement, startMovement } from './rules/movement.ts';
import { nightPhase } from './setup.ts';
import type { GameState } from './state.ts';
import type { Seat } from './types.ts';

/**
 * The last step of `buildPosition`: the phase play rests in, started as the rules start it and then
 * brought to the point described. The Encounter and the Vote have files of their own, the expansion's
 * phases are in position-expansion.ts.
 */

export function placePhase(s: GameState, phase: PhaseSetup, bad: (f: string, m: string) => void): void {
  s.acted = s.seats.map(() => false);
  if (phase.kind === 'night') {
    if (s.round !== 1) bad('phase', 'The Night Phase comes before round 1.');
    nightPhase(s); // what each seat learns, as in a real setup
    s.phase = { kind: 'night', ready: s.seats.map((_, i) => i === s.config.automa) };
    return;
  }
  emit(s, { t: 'roundStarted', firstPlayer: s.knife, round: s.round, vis: null });
  switch (phase.kind) {
    case 'movement': {
      const seat = phase.seat ?? s.knife;
      if (!seatOk(s, seat, 'phase.seat', bad)) return;
      if (seat === s.config.automa) startAutomaMovement(s, seat);
      else if (s.seats[seat]!.alive) startMovement(s, seat);
      else s.phase = { kind: 'movement', seat, mp: 0, start: s.seats[seat]!.location, freeVisited: [] };
      placeMovementProgress(s, phase, bad);
      return;
    }
    case 'encounter':
      placeEncounter(s, phase, bad);
      return;
    case 'vote':
      placeVote(s, phase, bad);
      return;
    case 'mayorDecision':
      placeMayorDecision(s, phase, bad);
      return;
    case 'detectiveNight':
      placeDetectiveNight(s, phase, bad);
      return;
    case 'cleanup': {
      if (!claimAllowed(s.config)) {
        bad('phase', 'The Cleanup prompt comes only with one Cultist (CLEAN-01).');
        return;
      }
      const ready = s.seats.map((_, i) => i === s.config.automa);
      for (const seat of phase.ready ?? []) if (seatOk(s, seat, 'phase.ready', bad)) ready[seat] = true;
      const claim = phase.claim ?? null;
      if (claim !== null && seatOk(s, claim, 'phase.claim', bad)) {
        if (ROLE_INFO[s.seats[claim]!.role].team !== 'cultists')
          bad('phase.claim', 'Only the Cultist claims victory (CLEAN-01).');
        ready[claim] = true;
      }
      if (ready.every(Boolean)) bad('phase.ready', 'Everyone has answered: the Cleanup is over.');
      s.phase = { kind: 'cleanup', ready, claim };
      return;
    }
    case 'event':
      if (s.clock.length >= s.round && s.clock[s.round - 1] != null)
        bad('clock', `Round ${s.round}'s token is already drawn.`);
      s.clock.length = Math.min(s.clock.length, s.round - 1);
      startEventPhase(s);
      placeLifelinesChoice(s, phase.lifelinesChosen ?? [], bad);
      return;
    case 'action': {
      const seat = phase.seat ?? s.knife;
      if (!seatOk(s, seat, 'phase.seat', bad)) return;
      markActed(s, seat, phase.acted ?? seatsBefore(s, seat), bad);
      if (s.acted[seat]) bad('phase.acted', `Seat ${seat} cannot act twice in a round.`);
      // The AUTOMA acts by itself; play then rests on the next seat (nextAction handles both).
      if (seat === s.config.automa) nextAction(s);
      else s.phase = { kind: 'action', seat, refusedBy: [] };
      return;
    }
  }
}

/** EVT-LIFELINES-01: the targets already named, each one legal when it was named. */
function placeLifelinesChoice(
  s: GameState,
  chosen: readonly Seat[],
  bad: (f: string, m: string) => void,
): void {
  if (chosen.length === 0) return;
  if (s.phase.kind !== 'lifelines') {
    bad(
      'phase.lifelinesChosen',
      'Targets are named only when Lifelines is drawn (put it on top of the Bag).',
    );
    return;
  }
  const phase = s.phase;
  if (chosen.length >= phase.count) {
    bad(
      'phase.lifelinesChosen',
      `Fewer than ${phase.count} targets: with all of them named, the reveal is over.`,
    );
    return;
  }
  for (const target of chosen) {
    if (!seatOk(s, target, 'phase.lifelinesChosen', bad)) return;
    // Every action Lifelines offers names a target (lifelinesActions is typed so).
    const legal = lifelinesActions(s, phase, phase.seat).some((a) => a.target === target);
    if (!legal) {
      bad(
        'phase.lifelinesChosen',
        `Seat ${target} cannot be named: targets are living, with a Pulse deck, named once (AMB-52).`,
      );
      return;
    }
    chooseLifeline(s, phase, target);
  }
}

/** A Movement under way: the points left, where it began and the rooms entered for free. */
function placeMovementProgress(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'movement' }>,
  bad: (f: string, m: string) => void,
): void {
  const phase = s.phase;
  if (phase.kind !== 'movement') {
    if (setup.mp !== undefined || setup.start !== undefined || setup.freeVisited !== undefined)
      bad('phase', 'The AUTOMA moves by itself: its Movement cannot be set part way.');
    return;
  }
  if (setup.mp !== undefined) {
    if (!Number.isInteger(setup.mp) || setup.mp < 0 || setup.mp > phase.mp)
      bad('phase.mp', `Movement points left are from 0 to ${phase.mp} for this seat.`);
    else phase.mp = setup.mp;
  }
  const start = setup.start === undefined ? phase.start : locationOf(s, setup.start, 'phase.start', bad);
  const freeVisited = (setup.freeVisited ?? []).map((id) => locationOf(s, id, 'phase.freeVisited', bad));
  s.phase = { ...phase, start, freeVisited };
}
