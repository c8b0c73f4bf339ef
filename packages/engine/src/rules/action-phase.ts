import type { Action, ActionOf } from '../actions.ts';
import type { GameState, Resume } from '../state.ts';
import { shuffle } from '../rng/random.ts';
import { ROOM_CARDS, type Colour, type LocationId, type Role, type Seat, type Team } from '../types.ts';
import type { CheckVia } from '../log.ts';
import type { Ruleset } from '../options.ts';
import type { PlayerView } from '../view.ts';
import type { MovementState } from './movement-state.ts';
import {
  emit,
  encounterKey,
  isLit,
  layoutOf,
  roomsReachableForActions,
  routeLine,
  routeOf,
  teamOf,
  vpTarget,
} from './context.ts';
import { nextAction, resume } from './flow.ts';
import { checkable, checkRoom, fillRoom, placeDrawPileCard, throughSecretDoor } from './rooms.ts';
import { startVote } from './vote.ts';
import { becomeGhost, checkVpTarget, isOver, knifeUsed, revealRole, roleDeathAfter } from './victory.ts';
import { isAutoma } from './automa.ts';
import { earnProfession, profilerLooks } from './professions.ts';

/**
 * The Action Phase (ACTPH-*, ACT-*): Character actions, Room actions and passing, and the
 * follow-ups of checks and of Close the Portal.
 */

type ActionPhase = Extract<GameState['phase'], { kind: 'action' }>;

/** ACTPH-03 / PRIV-03/04: Investigators use only the room colours their Route allows this round. */
export function routeAllows(s: MovementState, seat: Seat, room: LocationId): boolean {
  const st = s.seats[seat]!;
  const line = routeOf(s, seat).lines[routeLine(s.round)]!;
  return routeAllowsColour(teamOf(s, seat), st.role, st.alive, line, layoutOf(s).colour[room]);
}

/** ACTPH-03 / PRIV-03/04, from a seat's own view: whether its Route allows `room` this round. */
export function routeAllowsOf(view: PlayerView, room: LocationId): boolean {
  const me = view.me;
  if (!me) return false;
  const alive = view.seats[me.seat]?.alive ?? false;
  const line = me.route.lines[me.routeLine]!;
  return routeAllowsColour(me.team, me.role, alive, line, view.board.layout.colour[room]);
}

/** Cultists and a living Mechanic (ROLE-MECHANIC-01) go anywhere; others need the colour on their line. */
function routeAllowsColour(
  team: Team,
  role: Role,
  alive: boolean,
  line: readonly Colour[],
  colour: Colour | null | undefined,
): boolean {
  if (team === 'cultists') return true;
  if (role === 'mechanic' && alive) return true;
  return colour !== null && colour !== undefined && line.includes(colour);
}

/** ACTPH-05: Room actions need the Route, no Cultist token in the room (CTOK-03). */
function roomUsable(s: GameState, seat: Seat, room: LocationId): boolean {
  return s.rooms[room]!.cultistTokens === 0 && routeAllows(s, seat, room);
}

/**
 * ACT-CHECKSTATE-01 / AMB-06: whether Check a State from the Security Room reaches any living
 * Character anywhere, under the ruleset's flag and with the Security Room lit or not.
 */
export function securityCheckReachesAll(rule: Ruleset['securityCheck'], lit: boolean): boolean {
  return rule === 'always' || (rule === 'powered' && lit);
}

/** ACT-CHECKSTATE-01 / AMB-06 from a view, in the light it shows (the power). */
export function securityCheckReachesAllOf(view: PlayerView): boolean {
  return securityCheckReachesAll(view.config.ruleset.securityCheck, view.power);
}

/** Who `seat` may Check (ACT-CHECKSTATE-01, AMB-06, AMB-08). */
export function checkStateTargets(s: GameState, seat: Seat): Seat[] {
  const layout = layoutOf(s);
  const here = s.seats[seat]!.location;
  const remote =
    here === layout.security &&
    securityCheckReachesAll(s.config.ruleset.securityCheck, isLit(s, encounterKey(s, here)));
  const key = encounterKey(s, here);
  const out: Seat[] = [];
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i]!;
    if (i !== seat && st.alive && (remote || encounterKey(s, st.location) === key)) out.push(i);
  }
  return out;
}

/** The Action Phase's own actions: Character actions, Room actions and passing (ACTPH-04..06). */
export const ACTION_PHASE_ACTIONS = [
  'checkState',
  'cameraState',
  'secureHallway',
  'fightCultist',
  'scareFishman',
  'assassinate',
  'fillRoom',
  'checkRoom',
  'cameraRoom',
  'initiateVote',
  'restartPower',
  'closePortal',
  'pass',
] as const;
type ActionPhaseAction = ActionOf<(typeof ACTION_PHASE_ACTIONS)[number]>;

/** The Room actions (ACTPH-05), listed room by room. */
const ROOM_ACTIONS: readonly string[] = Object.freeze([
  'fillRoom',
  'checkRoom',
  'initiateVote',
  'cameraRoom',
  'cameraState',
  'restartPower',
  'closePortal',
]);

/** Whether a list asked for `only` (or for every type, undefined) wants the actions of `type`. */
function wants(only: string | undefined, type: ActionPhaseAction['type']): boolean {
  return only === undefined || only === type;
}

/**
 * The Action Phase's own actions of `seat`; given `only`, those of that type only (the same rules:
 * the other types' blocks are skipped, see `PhaseRules` in phases.ts).
 */
export function actionPhaseActions(
  s: GameState,
  phase: ActionPhase,
  seat: Seat,
  only?: string,
): ActionPhaseAction[] {
  if (phase.seat !== seat) return [];
  const st = s.seats[seat]!;
  const layout = layoutOf(s);
  const here = st.location;
  const rooms = roomsReachableForActions(s, here);
  const out: ActionPhaseAction[] = [];
  if (st.alive) {
    // Character actions (ACTPH-04): any round, any Location, not Route-bound.
    if (wants(only, 'checkState'))
      for (const target of checkStateTargets(s, seat)) out.push({ type: 'checkState', target });
    if (
      wants(only, 'secureHallway') &&
      layout.locations[here]!.kind === 'hallway' &&
      s.config.ruleset.unsafePassage
    ) {
      for (const card of ROOM_CARDS) if (st.hand[card] > 0) out.push({ type: 'secureHallway', card });
    }
    if (wants(only, 'fightCultist'))
      for (let i = 0; i < rooms.length; i++) {
        const room = rooms[i]!;
        if (s.rooms[room]!.cultistTokens > 0) out.push({ type: 'fightCultist', room });
      }
    // ACT-SCARE-01 / AMB-24: the Knife holder who entered the Fishman's hallway while it was there.
    if (wants(only, 'scareFishman') && s.fishman === here && s.knife === seat && s.fishmanFacedBy === seat)
      out.push({ type: 'scareFishman' });
    // ACT-ASSASSINATE-01: once per game, on a living Character in the same Location.
    if (wants(only, 'assassinate') && st.role === 'assassin' && !s.assassinUsed) {
      const key = encounterKey(s, here);
      s.seats.forEach((other, i) => {
        if (i !== seat && other.alive && encounterKey(s, other.location) === key)
          out.push({ type: 'assassinate', target: i });
      });
    }
  }
  // Indexed loops over the Rooms (one, or a colour group): listed for every action of the phase.
  const roomCount = only === undefined || ROOM_ACTIONS.includes(only) ? rooms.length : 0;
  for (let i = 0; i < roomCount; i++) {
    const room = rooms[i]!;
    if (!roomUsable(s, seat, room)) continue;
    const r = s.rooms[room]!;
    if (wants(only, 'fillRoom') && !r.finished) {
      for (const card of ROOM_CARDS) if (st.hand[card] > 0) out.push({ type: 'fillRoom', room, card });
    }
    if (wants(only, 'checkRoom') && checkable(s, room)) out.push({ type: 'checkRoom', room });
    // PRIV-06: Ghosts only Fill and Check, except a Super Ghost (ROLE-SUPERGHOST-01, AMB-31).
    if (!st.alive && st.role !== 'superGhost') continue;
    if (wants(only, 'initiateVote') && room === layout.cafeteria && s.voteToken)
      out.push({ type: 'initiateVote' });
    if (room === layout.security) {
      if ((wants(only, 'cameraRoom') || wants(only, 'cameraState')) && isLit(s, encounterKey(s, room))) {
        if (wants(only, 'cameraRoom'))
          for (const target of layout.rooms)
            if (checkable(s, target)) out.push({ type: 'cameraRoom', room: target });
        if (wants(only, 'cameraState'))
          s.seats.forEach((other, i) => {
            if (i !== seat && other.alive) out.push({ type: 'cameraState', target: i });
          });
      }
      if (wants(only, 'restartPower') && !s.power) out.push({ type: 'restartPower' });
    }
    if (
      wants(only, 'closePortal') &&
      room === layout.library &&
      s.portal?.status === 'open' &&
      s.round <= s.portal.lastRound
    ) {
      // ACT-PORTAL-01 / AMB-19: partners are the living here who have not acted. Whether their
      // Route allows it is their own secret: they answer in the consent step.
      s.seats.forEach((other, i) => {
        if (
          i !== seat &&
          !isAutoma(s, i) &&
          (other.alive || other.role === 'superGhost') &&
          !s.acted[i] &&
          !phase.refusedBy.includes(i) &&
          roomsReachableForActions(s, other.location).includes(room)
        ) {
          out.push({ type: 'closePortal', partner: i });
        }
      });
    }
  }
  if (wants(only, 'pass')) out.push({ type: 'pass' });
  return out;
}

function done(s: GameState, seat: Seat): void {
  s.acted[seat] = true;
  nextAction(s);
}

export function applyActionPhase(s: GameState, seat: Seat, action: Action): void {
  switch (action.type) {
    case 'checkState': {
      const here = s.seats[seat]!.location;
      const same = encounterKey(s, s.seats[action.target]!.location) === encounterKey(s, here);
      s.acted[seat] = true;
      beginCheck(s, seat, action.target, same ? 'sameLocation' : 'securityRoom', { to: 'nextAction' });
      return;
    }
    case 'cameraState':
      s.acted[seat] = true;
      beginCheck(s, seat, action.target, 'camera', { to: 'nextAction' });
      return;
    case 'secureHallway':
      s.seats[seat]!.hand[action.card] -= 1;
      s.unsafeDeck.push(action.card);
      shuffle(s.rng, s.unsafeDeck);
      emit(s, { t: 'hallwaySecured', seat, location: s.seats[seat]!.location, round: s.round, vis: null });
      emit(s, { t: 'hallwaySecuredFace', seat, card: action.card, round: s.round, vis: [seat] });
      done(s, seat);
      return;
    case 'fightCultist':
      s.rooms[action.room]!.cultistTokens -= 1; // ACT-FIGHT-02
      emit(s, {
        t: 'cultistFought',
        seat,
        room: action.room,
        ...throughSecretDoor(s, seat, action.room),
        round: s.round,
        vis: null,
      });
      // PROF-GEN-04: the first fight earns the Profession; the Detective's short night comes first.
      if (earnProfession(s, seat, { to: 'nextAction' })) s.acted[seat] = true;
      else done(s, seat);
      return;
    case 'scareFishman':
      s.fishman = null; // ACT-SCARE-02
      s.fishmanFacedBy = null;
      emit(s, { t: 'fishmanScared', seat, round: s.round, vis: null });
      knifeUsed(s, seat);
      done(s, seat);
      return;
    case 'assassinate':
      // ACT-ASSASSINATE-02: reveal, kill, no Vote; the last living Cultist ends the game.
      s.assassinUsed = true;
      s.acted[seat] = true;
      revealRole(s, seat);
      emit(s, { t: 'assassinated', seat, target: action.target, round: s.round, vis: null });
      becomeGhost(s, action.target, 'assassinated');
      if (!isOver(s)) nextAction(s);
      return;
    case 'fillRoom':
      s.acted[seat] = true;
      fillRoom(s, seat, action.room, action.card);
      if (!isOver(s)) nextAction(s);
      return;
    case 'checkRoom':
    case 'cameraRoom':
      s.acted[seat] = true;
      checkRoom(s, seat, action.room, action.type === 'cameraRoom');
      if (action.type === 'cameraRoom' && !isOver(s)) roleDeathAfter(s, seat, 'greenhorn'); // AMB-28
      if (!isOver(s)) nextAction(s);
      return;
    case 'initiateVote':
      s.acted[seat] = true;
      s.voteToken = false; // ACT-VOTE-02
      roleDeathAfter(s, seat, 'greenhorn'); // AMB-28: dies on initiating, then votes as a Ghost
      startVote(s, 'cafeteria', seat, { to: 'nextAction' });
      return;
    case 'restartPower':
      s.power = true; // ACT-POWER-02
      emit(s, { t: 'powerRestarted', seat, round: s.round, vis: null });
      emit(s, { t: 'power', on: true, round: s.round, vis: null });
      done(s, seat);
      return;
    case 'closePortal': {
      const phase = s.phase as ActionPhase;
      emit(s, { t: 'portalAsked', initiator: seat, partner: action.partner, round: s.round, vis: null });
      s.phase = {
        kind: 'portalConsent',
        initiator: seat,
        partner: action.partner,
        refusedBy: phase.refusedBy,
      };
      return;
    }
    case 'pass':
      emit(s, { t: 'passed', seat, round: s.round, vis: null });
      done(s, seat);
      return;
    default:
      throw new Error(`not an Action Phase action: ${action.type}`);
  }
}

/** ACT-CHECKSTATE-02: shuffle the target's Pulse deck and look at it in secret. */
export function beginCheck(s: GameState, checker: Seat, target: Seat, via: CheckVia, then: Resume): void {
  const pulse = s.seats[target]!.pulse;
  const profiler = profilerLooks(s, checker, via); // PROF-PROFILER-01 / AMB-45: no shuffle
  if (!profiler) shuffle(s.rng, pulse);
  const dead = pulse.filter((c) => c === 'dead').length;
  emit(s, { t: 'stateChecked', seat: checker, target, via, round: s.round, vis: null });
  emit(s, {
    t: 'stateSeen',
    seat: checker,
    target,
    alive: pulse.length - dead,
    dead,
    round: s.round,
    vis: [checker],
  });
  if (profiler)
    emit(s, {
      t: 'pulseOrderSeen',
      seat: checker,
      target,
      cards: [...pulse].reverse(),
      round: s.round,
      vis: [checker],
    });
  // Every check has the same follow-up step, whatever was seen, so nobody learns the result from it.
  s.phase = { kind: 'checkResult', checker, target, sawDead: dead > 0, via, resume: then };
}

type CheckResult = Extract<GameState['phase'], { kind: 'checkResult' }>;

/** ACT-CHECKSTATE-04/05, AMB-09/10: an Investigator must reveal a Dead card; a Cultist may. */
export function checkResultActions(s: GameState, phase: CheckResult, seat: Seat): ActionOf<'endCheck'>[] {
  if (phase.checker !== seat) return [];
  if (!phase.sawDead) return [{ type: 'endCheck', reveal: false }];
  if (teamOf(s, seat) === 'investigators') return [{ type: 'endCheck', reveal: true }];
  return [
    { type: 'endCheck', reveal: true },
    { type: 'endCheck', reveal: false },
  ];
}

export function endCheck(s: GameState, phase: CheckResult, reveal: boolean): void {
  const { checker, target } = phase;
  if (reveal) {
    const st = s.seats[target]!;
    const i = st.pulse.lastIndexOf('dead');
    st.pulse.splice(i, 1);
    st.pulse.push('dead'); // face up on top
    st.pulseTopFaceUp = true;
    emit(s, { t: 'deathRevealed', seat: target, by: checker, round: s.round, vis: null });
    becomeGhost(s, target, 'revealed');
    if (isOver(s)) return;
    // ROLE-CRYBABY-01 / AMB-27: right after having to reveal, before the Vote.
    if (phase.via !== 'camera' || s.config.ruleset.crybabyCamera) roleDeathAfter(s, checker, 'crybaby');
    if (isOver(s)) return;
  }
  // AMB-67: the action completes (Draw-pile card, exploration) before the mandatory Vote.
  if (phase.via !== 'falseEyes') {
    placeDrawPileCard(s, target);
    if (isOver(s)) return;
  }
  // Role deaths come before the mandatory Vote (AMB-65 step 3).
  if (phase.via === 'camera') roleDeathAfter(s, checker, 'greenhorn'); // AMB-28
  if (phase.via === 'falseEyes') knifeUsed(s, checker); // AMB-26 (4)
  if (isOver(s)) return;
  if (reveal)
    startVote(s, 'murder', checker, phase.resume); // VOTE-02
  else resume(s, phase.resume);
}

type PortalConsent = Extract<GameState['phase'], { kind: 'portalConsent' }>;

export function portalConsentActions(
  s: GameState,
  phase: PortalConsent,
  seat: Seat,
): ActionOf<'answerPortal'>[] {
  if (phase.partner !== seat) return [];
  const refuse: ActionOf<'answerPortal'> = { type: 'answerPortal', accept: false };
  return routeAllows(s, seat, layoutOf(s).library)
    ? [{ type: 'answerPortal', accept: true }, refuse]
    : [refuse];
}

export function answerPortal(s: GameState, phase: PortalConsent, accept: boolean): void {
  if (!accept) {
    emit(s, { t: 'portalRefused', partner: phase.partner, round: s.round, vis: null });
    s.phase = { kind: 'action', seat: phase.initiator, refusedBy: [...phase.refusedBy, phase.partner] };
    return;
  }
  // ACT-PORTAL-02: both use up their action; the target drops by 1.
  s.acted[phase.initiator] = true;
  s.acted[phase.partner] = true;
  s.portal!.status = 'closed';
  s.targetShift -= 1;
  emit(s, {
    t: 'portalClosed',
    seats: [phase.initiator, phase.partner],
    target: vpTarget(s),
    round: s.round,
    vis: null,
  });
  if (s.config.ruleset.butterfingersPortal) {
    // D-21 (ES 2nd edition): the Butterfingers also dies after closing the Portal.
    roleDeathAfter(s, phase.initiator, 'butterfingers');
    roleDeathAfter(s, phase.partner, 'butterfingers');
  }
  checkVpTarget(s);
  if (!isOver(s)) nextAction(s);
}
