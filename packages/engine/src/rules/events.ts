import type { ActionOf } from '../actions.ts';
import type { GameState } from '../state.ts';
import { shuffle } from '../rng/random.ts';
import type { EventId, Seat } from '../types.ts';
import { beginCheck } from './action-phase.ts';
import { emit, encounterKey, isLit, layoutOf, livingAt, tableOf, turnIndex } from './context.ts';
import { orderByKnife, resume, runEventEncounters, startActionPhase } from './flow.ts';
import { resolveUnsafePassage } from './rooms.ts';
import { becomeGhost, isOver, knifeUsed } from './victory.ts';
import { startVote } from './vote.ts';
import { lifelinesTargets } from '../content/tables.ts';
import { isAutoma } from './automa.ts';

/**
 * The Event Phase (EVT-*): one token from the Bag, resolved at once. Effects that last "until a new
 * Event token is revealed" end here.
 */

export function startEventPhase(s: GameState): void {
  emit(s, { t: 'phase', phase: 'event', round: s.round, vis: null });
  const before = s.effects;
  s.effects = { secretDoors: false, morale: 0, noConnection: false };
  // Rounds before this one without a token show null (never a hole in the array).
  for (let i = 0; i < s.round; i++) s.clock[i] ??= null;
  const token = s.bag.pop();
  if (token === undefined) {
    emit(s, { t: 'noEvent', round: s.round, vis: null }); // AMB-36
    startActionPhase(s);
    return;
  }
  s.clock[s.round - 1] = token;
  emit(s, { t: 'eventDrawn', token, round: s.round, vis: null });
  resolveEvent(s, token, false, before);
}

/** `before`: the effects in force until this token was revealed. */
function resolveEvent(s: GameState, token: EventId, mirrored: boolean, before: GameState['effects']): void {
  switch (token) {
    case 'lightningStrike': {
      s.power = !s.power; // EVT-LIGHTNING-01
      emit(s, { t: 'power', on: s.power, round: s.round, vis: null });
      // AMB-04: with the power off, places holding 3 or more living Characters now meet.
      const keys = s.power ? [] : occupiedKeys(s).filter((k) => !isLit(s, k) && livingAt(s, k).length >= 3);
      runEventEncounters(
        s,
        orderByKnife(s, keys, (k) => firstLiving(s, k)),
      );
      return;
    }
    case 'secretDoors': {
      s.effects.secretDoors = true; // EVT-SECRETDOORS-01
      // AMB-04: a colour group that now unites living Characters from different rooms. Under a
      // Mirror the Rooms were connected all through this round's Movement: nothing is new.
      const layout = layoutOf(s);
      const groups = before.secretDoors ? [] : Object.keys(layout.groupMembers).map(Number);
      const keys = groups.filter((k) => {
        const rooms = new Set(livingAt(s, k).map((seat) => s.seats[seat]!.location));
        return rooms.size >= 2;
      });
      runEventEncounters(
        s,
        orderByKnife(s, keys, (k) => firstLiving(s, k)),
      );
      return;
    }
    case 'noConnection':
      s.effects.noConnection = true; // EVT-NOCONNECTION-01, AMB-57: the clients silence the chat
      break;
    case 'boostedMorale':
      s.effects.morale = 1;
      break;
    case 'lostMorale':
      s.effects.morale = -1;
      break;
    case 'falseEyes':
      // EVT-FALSEEYES-01/02, AMB-35: only a living Knife holder checks.
      if (s.seats[s.knife]!.alive && !isAutoma(s, s.knife)) {
        s.phase = { kind: 'falseEyes', seat: s.knife, resume: { to: 'actionPhase' } };
        return;
      }
      break;
    case 'lifelines': {
      // AMB-35: the First Player chooses even as a Ghost (the event is mandatory); the AUTOMA does
      // nothing with the Knife (AUTOMA-19).
      const count = Math.min(lifelinesTargets(s.config.players), lifelinesCandidates(s, []).length);
      if (!isAutoma(s, s.knife) && count > 0) {
        s.phase = { kind: 'lifelines', seat: s.knife, count, chosen: [], resume: { to: 'actionPhase' } };
        return;
      }
      break;
    }
    case 'inControl':
      if (s.seats[s.knife]!.alive && !isAutoma(s, s.knife) && s.bag.length > 0) {
        s.phase = { kind: 'inControl', seat: s.knife, drawn: null, resume: { to: 'actionPhase' } };
        return;
      }
      break;
    case 'portalOpens':
      if (!mirrored) {
        // EVT-PORTAL-01: the window is 3 rounds (4-6 players) or 2 (7/8), this round included up to the marker.
        const lastRound = s.round + tableOf(s).portalWindow;
        s.portal = { openedRound: s.round, lastRound, status: 'open' };
        emit(s, { t: 'portalOpened', lastRound, round: s.round, vis: null });
      } else if (s.portal?.status === 'open') {
        s.portal.lastRound += 1; // EVT-MIRROR-03
        emit(s, { t: 'portalExtended', lastRound: s.portal.lastRound, round: s.round, vis: null });
      }
      break;
    case 'brokenPanes':
      if (s.config.ruleset.unsafePassage) {
        // EVT-BROKENPANES-01
        const cards = Math.min(2, s.drawPile.length);
        for (let i = 0; i < cards; i++) s.unsafeDeck.push(s.drawPile.pop()!);
        shuffle(s.rng, s.unsafeDeck);
        emit(s, { t: 'brokenPanes', cards, round: s.round, vis: null });
        resolveUnsafePassage(s);
      }
      break;
    case 'mirror': {
      // EVT-MIRROR-01/02, AMB-37
      const previous = s.round > 1 ? (s.clock[s.round - 2] ?? null) : null;
      emit(s, { t: 'mirrored', token: previous, round: s.round, vis: null });
      if (previous !== null && previous !== 'mirror') {
        resolveEvent(s, previous, true, before);
        return;
      }
      break;
    }
  }
  startActionPhase(s);
}

function occupiedKeys(s: GameState): number[] {
  const keys = new Set<number>();
  for (const st of s.seats) if (st.alive) keys.add(encounterKey(s, st.location));
  return [...keys];
}

function firstLiving(s: GameState, key: number): number {
  const living = livingAt(s, key);
  return living.reduce((best, seat) => (turnIndex(s, seat) < turnIndex(s, best) ? seat : best), living[0]!);
}

type LifelinesPhase = Extract<GameState['phase'], { kind: 'lifelines' }>;

/**
 * AMB-52: living Characters with a Pulse deck not chosen yet, the First Player included, clockwise
 * from the First Player (so the First Player comes first: the timer's default names them).
 */
function lifelinesCandidates(s: GameState, chosen: readonly Seat[]): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.knife + k) % n;
    const st = s.seats[seat]!;
    if (st.alive && st.pulse.length > 0 && !chosen.includes(seat)) out.push(seat);
  }
  return out;
}

/** EVT-LIFELINES-01: the First Player names the next target. */
export function lifelinesActions(
  s: GameState,
  phase: LifelinesPhase,
  seat: Seat,
): ActionOf<'lifelinesTarget'>[] {
  if (seat !== phase.seat) return [];
  return lifelinesCandidates(s, phase.chosen).map((target) => ({ type: 'lifelinesTarget', target }));
}

export function chooseLifeline(s: GameState, phase: LifelinesPhase, target: Seat): void {
  phase.chosen.push(target);
  emit(s, { t: 'lifelinesTargeted', seat: phase.seat, target, round: s.round, vis: null });
  if (phase.chosen.length === phase.count) revealLifelines(s, phase);
}

/**
 * EVT-LIFELINES-02/03, AMB-52: each target, in the order named, shuffles its Pulse deck and shows
 * the top card. A Dead card stays face up on top and its owner becomes a Ghost; an Alive card goes
 * back face down on top. Then the Butterfingers First Player dies (AMB-26 (6)); Crybaby is not
 * triggered. However many murders were revealed, exactly one mandatory Vote follows (D-41).
 */
function revealLifelines(s: GameState, phase: LifelinesPhase): void {
  let murders = 0;
  for (const target of phase.chosen) {
    const st = s.seats[target]!;
    shuffle(s.rng, st.pulse);
    const card = st.pulse[st.pulse.length - 1]!;
    emit(s, { t: 'lifelineRevealed', seat: target, card, round: s.round, vis: null });
    if (card !== 'dead') continue;
    murders += 1;
    st.pulseTopFaceUp = true;
    becomeGhost(s, target, 'revealed');
    if (isOver(s)) return;
  }
  knifeUsed(s, phase.seat);
  if (isOver(s)) return;
  if (murders > 0) startVote(s, 'murder', phase.seat, phase.resume);
  else resume(s, phase.resume);
}

type FalseEyesPhase = Extract<GameState['phase'], { kind: 'falseEyes' }>;
type InControlPhase = Extract<GameState['phase'], { kind: 'inControl' }>;

/** EVT-FALSEEYES-01, AMB-08/10: any living Character but yourself, or nobody. */
export function falseEyesActions(
  s: GameState,
  phase: FalseEyesPhase,
  seat: Seat,
): ActionOf<'falseEyes' | 'skipEvent'>[] {
  if (seat !== phase.seat) return [];
  const out: ActionOf<'falseEyes' | 'skipEvent'>[] = [];
  s.seats.forEach((st, i) => {
    if (i !== seat && st.alive) out.push({ type: 'falseEyes', target: i });
  });
  out.push({ type: 'skipEvent' });
  return out;
}

export function falseEyes(s: GameState, phase: FalseEyesPhase, target: Seat): void {
  beginCheck(s, phase.seat, target, 'falseEyes', phase.resume);
}

/** EVT-INCONTROL-01: may draw a token, look at it, then take it out of the game or put it back. */
export function inControlActions(
  _s: GameState,
  phase: InControlPhase,
  seat: Seat,
): ActionOf<'drawEventToken' | 'discardEventToken' | 'returnEventToken' | 'skipEvent'>[] {
  if (seat !== phase.seat) return [];
  if (phase.drawn === null) return [{ type: 'drawEventToken' }, { type: 'skipEvent' }];
  return [{ type: 'discardEventToken' }, { type: 'returnEventToken' }];
}

export function skipEvent(s: GameState, phase: FalseEyesPhase | InControlPhase): void {
  emit(s, { t: 'eventSkipped', seat: phase.seat, round: s.round, vis: null });
  resume(s, phase.resume);
}

export function drawEventToken(s: GameState, phase: InControlPhase): void {
  const token = s.bag.pop()!;
  phase.drawn = token;
  emit(s, { t: 'eventTokenDrawn', seat: phase.seat, round: s.round, vis: null });
  emit(s, { t: 'eventTokenSeen', seat: phase.seat, token, round: s.round, vis: [phase.seat] });
}

export function settleEventToken(s: GameState, phase: InControlPhase, discard: boolean): void {
  const token = phase.drawn!;
  if (discard) {
    s.eventsRemoved.push(token);
    emit(s, { t: 'eventTokenDiscarded', seat: phase.seat, round: s.round, vis: null });
  } else {
    s.bag.push(token);
    shuffle(s.rng, s.bag);
    emit(s, { t: 'eventTokenReturned', seat: phase.seat, round: s.round, vis: null });
  }
  knifeUsed(s, phase.seat); // AMB-26 (5)
  resume(s, phase.resume);
}
