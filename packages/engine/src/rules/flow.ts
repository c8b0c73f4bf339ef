import { MAX_ROUNDS } from '../content/tables.ts';
import { claimAllowed } from '../options.ts';
import type { GameState, Resume } from '../state.ts';
import type { Seat } from '../types.ts';
import { emit, livingAt, turnIndex, vpTarget } from './context.ts';
import { startEncounter, encounterParticipants, noteNoEncounter } from './encounter.ts';
import { endMovementPhase } from './mountains.ts';
import { startEventPhase } from './events.ts';
import { continueMovement, startAutomaMovement, startMovement } from './movement.ts';
import { finish, isOver, roleDeathAfter } from './victory.ts';
import { automaAct, isAutoma } from './automa.ts';
import { offerAfterAction } from './professions.ts';
import { FIRESTARTER_ROUND } from '../content/roles.ts';

/**
 * The order of play (ROUND-01): Movement, Event, Action and Cleanup Phases, ten rounds at most.
 * Every function here leaves the state waiting for someone's decision, or at the end.
 */

export function startRound(s: GameState): void {
  s.fishmanFacedBy = null;
  emit(s, { t: 'roundStarted', firstPlayer: s.knife, round: s.round, vis: null });
  emit(s, { t: 'phase', phase: 'movement', round: s.round, vis: null });
  startMovementTurn(s, s.knife);
}

/** MOVE-01: every Character moves once, from the Knife holder clockwise; Ghosts teleport. */
function startMovementTurn(s: GameState, seat: Seat): void {
  if (isAutoma(s, seat)) {
    startAutomaMovement(s, seat);
  } else if (s.seats[seat]!.alive) {
    startMovement(s, seat);
  } else {
    s.phase = { kind: 'movement', seat, mp: 0, start: s.seats[seat]!.location, freeVisited: [] };
  }
}

export function endMovementTurn(s: GameState, seat: Seat): void {
  if (isOver(s)) return;
  const next = (seat + 1) % s.seats.length;
  if (next === s.knife) endMovementPhase(s);
  else startMovementTurn(s, next);
}

/** ACTPH-01: from the Knife holder clockwise, each Character takes one action or passes. */
export function startActionPhase(s: GameState): void {
  s.acted = s.seats.map(() => false);
  emit(s, { t: 'phase', phase: 'action', round: s.round, vis: null });
  nextAction(s);
}

/** The next Character in turn order who has not acted (a Portal partner has, ACT-PORTAL-01). */
export function nextAction(s: GameState): void {
  if (isOver(s)) return;
  if (offerAfterAction(s)) return; // AMB-43/AMB-44: the power after the holder's action
  const n = s.seats.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.knife + i) % n;
    if (s.acted[seat]) continue;
    if (isAutoma(s, seat)) {
      // The AUTOMA acts at once; nothing it does waits for anyone (AUTOMA-15…19).
      s.acted[seat] = true;
      automaAct(s, seat);
      if (isOver(s)) return;
      continue;
    }
    s.phase = { kind: 'action', seat, refusedBy: [] };
    return;
  }
  startCleanup(s);
}

/** CLEAN-01…03 in the order of AMB-65 step 5. */
function startCleanup(s: GameState): void {
  emit(s, { t: 'phase', phase: 'cleanup', round: s.round, vis: null });
  if (s.round === FIRESTARTER_ROUND) {
    // ROLE-FIRESTARTER-02/03, AMB-32: first in the Round-5 Cleanup; a red card left in hand kills.
    const fire = s.seats.findIndex((st) => st.role === 'firestarter');
    const st = s.seats[fire];
    if (st?.alive && st.hand.failure + st.hand.sabotage > 0) roleDeathAfter(s, fire, 'firestarter');
    if (isOver(s)) return;
  }
  if (s.portal?.status === 'open' && s.portal.lastRound === s.round) {
    s.portal.status = 'failed';
    s.targetShift += 1; // ACT-PORTAL-03
    emit(s, { t: 'portalFailed', target: vpTarget(s), round: s.round, vis: null });
  }
  if (claimAllowed(s.config)) {
    // CLEAN-01: everyone gets the same prompt, so the Cultist's claim cannot be spotted.
    s.phase = { kind: 'cleanup', ready: s.seats.map((_, i) => isAutoma(s, i)), claim: null };
    return;
  }
  endRound(s);
}

/** CLEAN-02/03: round 10 ends the game; otherwise the Vote token, Knife and Clock move on. */
export function endRound(s: GameState): void {
  if (s.round >= MAX_ROUNDS) {
    finish(s, 'cultists', 'time'); // WIN-05, AMB-15
    return;
  }
  if (s.infectedUntil !== null && s.round >= s.infectedUntil) s.infectedUntil = null; // AMB-29
  s.voteToken = true;
  s.knife = (s.knife + 1) % s.seats.length;
  s.round += 1;
  startRound(s);
}

/** Continues after an interruption: an Encounter, a check's follow-up, a Vote. */
export function resume(s: GameState, r: Resume): void {
  if (isOver(s)) return;
  switch (r.to) {
    case 'movement':
      continueMovement(s, r.turn);
      return;
    case 'eventEncounters':
      runEventEncounters(s, r.queue);
      return;
    case 'arrivals':
      runArrivals(s, r.queue);
      return;
    case 'actionPhase':
      startActionPhase(s);
      return;
    case 'nextAction':
      nextAction(s);
      return;
  }
}

/** AMB-04: Encounters created by an event, clockwise from the Knife holder; then the Action Phase. */
export function runEventEncounters(s: GameState, queue: readonly number[]): void {
  if (runEncounterQueue(s, queue, 'eventEncounters')) startActionPhase(s);
}

/** AMB-49(c): the Encounters of the automatic Elevator rides, one Room after another; then the Event Phase. */
export function runArrivals(s: GameState, queue: readonly number[]): void {
  if (runEncounterQueue(s, queue, 'arrivals')) startEventPhase(s);
}

/**
 * Encounters at several places at once (encounter keys in order): the first that meets starts, and
 * play resumes with the rest (`to`). Returns true once none is left to wait for.
 */
function runEncounterQueue(
  s: GameState,
  queue: readonly number[],
  to: 'eventEncounters' | 'arrivals',
): boolean {
  for (let i = 0; i < queue.length; i++) {
    const participants = encounterParticipants(s, queue[i]!);
    if (participants) {
      const location = s.seats[participants[0]!]!.location;
      startEncounter(s, location, participants, { to, queue: queue.slice(i + 1) });
      return false;
    }
    const someone = livingAt(s, queue[i]!)[0];
    if (someone !== undefined) noteNoEncounter(s, queue[i]!, s.seats[someone]!.location);
  }
  return true;
}

/** Orders encounter keys by their first participant, clockwise from the Knife holder. */
export function orderByKnife(s: GameState, keys: number[], firstOf: (key: number) => Seat): number[] {
  return [...keys].sort((a, b) => turnIndex(s, firstOf(a)) - turnIndex(s, firstOf(b)));
}
