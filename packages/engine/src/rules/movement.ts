import { MOVEMENT_POINTS } from '../content/tables.ts';
import type { GameState, MovementTurn } from '../state.ts';
import type { LocationId, Seat } from '../types.ts';
import type { PlayerView } from '../view.ts';
import type { MovementState } from './movement-state.ts';
import { emit, encounterKey, layoutOf, movementKey } from './context.ts';
import { encounterOnEntry, startEncounter } from './encounter.ts';
import { endMovementTurn } from './flow.ts';
import { knifeUsed } from './victory.ts';
import { automaNextStep, automaTarget, automaTeleport, isAutoma } from './automa.ts';
import { freeVisitedAfter, hasLegalMove } from './moves.ts';

/**
 * The Movement Phase (MOVE-*): a living Character crosses Doors one at a time, 1 Movement point
 * each, up to 3 (±1 for the Morale events); a Ghost teleports. A Movement never ends where it
 * started (GOLD-03): which moves keep that possible is `legalMoves`' (moves.ts).
 */

/** MOVE-02, EVT-BOOST-01, EVT-LOST-01: a living Character's Movement points under a Morale effect (±1 or 0). */
export function movementPointsWith(morale: number): number {
  return MOVEMENT_POINTS + morale;
}

/** MOVE-02, EVT-BOOST-01, EVT-LOST-01. */
export function movementPoints(s: GameState): number {
  return movementPointsWith(s.effects.morale);
}

/** MOVE-02, EVT-BOOST-01, EVT-LOST-01: the Movement points a living Character has this round, from a view. */
export function movementPointsOf(view: PlayerView): number {
  return movementPointsWith(view.effects.morale);
}

/**
 * FISH-03 / MOVE-08: only a living Character holding the Knife may enter the Fishman's hallway;
 * never the AUTOMA (AUTOMA-09).
 */
export function fishmanLetsIn(seat: Seat, alive: boolean, knife: Seat, automa: Seat | null): boolean {
  return alive && knife === seat && automa !== seat;
}

/** FISH-03 / MOVE-08: whether the Fishman keeps `seat` out of `loc`. */
export function blocked(s: MovementState, seat: Seat, loc: LocationId): boolean {
  return s.fishman === loc && !fishmanLetsIn(seat, s.seats[seat]!.alive, s.knife, s.config.automa);
}

/** FISH-03 / MOVE-08, from a view: the hallway the Fishman closes to `seat`, or null if none is closed to it. */
export function fishmanBlocks(view: PlayerView, seat: Seat): LocationId | null {
  if (view.fishman === null) return null;
  const alive = view.seats[seat]?.alive ?? false;
  return fishmanLetsIn(seat, alive, view.knife, view.config.automa) ? null : view.fishman;
}

/** GOLD-03: the Movement may stop once it is away from where it started. */
export function canEndMovement(s: GameState, turn: MovementTurn): boolean {
  return movementKey(s, s.seats[turn.seat]!.location) !== movementKey(s, turn.start);
}

/** A living Character's turn; AMB-25: one with nowhere to go stays, and GOLD-03 is waived. */
export function startMovement(s: GameState, seat: Seat): void {
  const loc = s.seats[seat]!.location;
  // A literal, not a spread of a turn: this runs on every Movement turn.
  const phase: { kind: 'movement' } & MovementTurn = {
    kind: 'movement',
    seat,
    mp: movementPoints(s),
    start: loc,
    freeVisited: [],
  };
  s.phase = phase;
  if (!hasLegalMove(s, phase)) stay(s, seat);
}

/** Crosses one Door (or a Secret Door) and checks for an Encounter on entering (ENC-01). */
export function step(s: GameState, turn: MovementTurn, to: LocationId, cost: number): void {
  const seat = turn.seat;
  const st = s.seats[seat]!;
  const from = st.location;
  const enteredNewLocation = encounterKey(s, to) !== encounterKey(s, from);
  st.location = to;
  const next = movementTurn(turn, turn.mp - cost, freeVisitedAfter(turn.freeVisited, from, to, cost));
  emit(s, { t: 'moved', seat, from, to, round: s.round, vis: null });
  if (s.fishman === to) s.fishmanFacedBy = seat; // only the living Knife holder gets in (MOVE-08)
  if (enteredNewLocation) {
    const participants = encounterOnEntry(s, encounterKey(s, to), to, seat);
    if (participants) {
      startEncounter(s, to, participants, { to: 'movement', turn: next });
      return;
    }
  }
  continueMovement(s, next);
}

/**
 * The turn after a move: `turn`'s mover and start with `mp` and `freeVisited`; the AUTOMA keeps its
 * target. Object literals, not spreads: this runs on every step.
 */
function movementTurn(turn: MovementTurn, mp: number, freeVisited: LocationId[]): MovementTurn {
  const { seat, start, target } = turn;
  return target !== undefined ? { seat, mp, start, freeVisited, target } : { seat, mp, start, freeVisited };
}

/** The Movement phase of `turn` (a copy: the phase is the state's own). */
function movementPhase(turn: MovementTurn): GameState['phase'] {
  const { seat, mp, start, freeVisited, target } = turn;
  return target !== undefined
    ? { kind: 'movement', seat, mp, start, freeVisited, target }
    : { kind: 'movement', seat, mp, start, freeVisited };
}

/** Back to the mover after a step or an Encounter; the turn ends by itself when no step is left. */
export function continueMovement(s: GameState, turn: MovementTurn): void {
  if (
    s.fishmanFacedBy === turn.seat &&
    s.seats[turn.seat]!.role === 'butterfingers' &&
    s.seats[turn.seat]!.alive
  ) {
    // AMB-26 (1): entering the Fishman's hallway is a use of the Knife; a Ghost moves no further.
    knifeUsed(s, turn.seat);
    endMovementTurn(s, turn.seat);
    return;
  }
  s.phase = movementPhase(turn);
  if (isAutoma(s, turn.seat)) {
    const next = automaNextStep(s, turn);
    if (next === null) endMovementTurn(s, turn.seat);
    else step(s, turn, next, 1);
    return;
  }
  // A free Elevator ride or call (MOC-ELEV-04/05) may still be left when no Movement point is.
  // GOLD-03 holds here: every move offered left a way to end elsewhere (moves.ts).
  if (!hasLegalMove(s, turn)) endMovementTurn(s, turn.seat);
}

/** The AUTOMA's Movement (AUTOMA-06…10): towards its target, by itself. */
export function startAutomaMovement(s: GameState, seat: Seat): void {
  const st = s.seats[seat]!;
  if (!st.alive) {
    const to = automaTeleport(s, seat);
    if (to === null) stay(s, seat);
    else teleport(s, seat, to);
    return;
  }
  const turn: MovementTurn = {
    seat,
    mp: movementPoints(s),
    start: st.location,
    freeVisited: [],
    target: automaTarget(s, seat),
  };
  if (automaNextStep(s, turn) === null) {
    s.phase = { kind: 'movement', ...turn };
    stay(s, seat); // AMB-25
    return;
  }
  continueMovement(s, turn);
}

/** MOVE-06 / AMB-58: any Location but the one it is in, never the Fishman's hallway nor an Elevator (AMB-49(e)). */
export function teleportTargets(s: GameState, seat: Seat): LocationId[] {
  const startKey = movementKey(s, s.seats[seat]!.location);
  const out: LocationId[] = [];
  const count = layoutOf(s).locations.length;
  for (let loc = 0; loc < count; loc++) if (teleportsTo(s, seat, startKey, loc)) out.push(loc);
  return out;
}

/** Whether `teleportTargets` lists anything: stops at the first. */
export function hasTeleportTarget(s: GameState, seat: Seat): boolean {
  const startKey = movementKey(s, s.seats[seat]!.location);
  const count = layoutOf(s).locations.length;
  for (let loc = 0; loc < count; loc++) if (teleportsTo(s, seat, startKey, loc)) return true;
  return false;
}

/** Whether `teleportTargets` lists `to` (unchecked: anything but one of its Locations is not). */
export function isTeleportTarget(s: GameState, seat: Seat, to: unknown): to is LocationId {
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to >= layoutOf(s).locations.length)
    return false;
  return teleportsTo(s, seat, movementKey(s, s.seats[seat]!.location), to);
}

/** The rule of `teleportTargets` for one Location, given the movement key of where the Ghost is. */
function teleportsTo(s: GameState, seat: Seat, startKey: number, loc: LocationId): boolean {
  return (
    layoutOf(s).locations[loc]!.kind !== 'elevator' &&
    movementKey(s, loc) !== startKey &&
    !blocked(s, seat, loc)
  );
}

export function teleport(s: GameState, seat: Seat, to: LocationId): void {
  const st = s.seats[seat]!;
  const from = st.location;
  st.location = to;
  emit(s, { t: 'teleported', seat, from, to, round: s.round, vis: null });
  endMovementTurn(s, seat);
}

export function stay(s: GameState, seat: Seat): void {
  emit(s, { t: 'stayed', seat, round: s.round, vis: null });
  endMovementTurn(s, seat);
}
