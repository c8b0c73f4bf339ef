import type { ElevatorInfo, Layout } from '../content/board.ts';
import type { GameState, MovementTurn } from '../state.ts';
import type { MovementState } from './movement-state.ts';
import type { LocationId, Seat } from '../types.ts';
import { routeAllows } from './action-phase.ts';
import { bringsLight, emit, encounterKey, layoutOf, turnIndex } from './context.ts';
import { encounterOnEntry, startEncounter } from './encounter.ts';
import { orderByKnife, runArrivals } from './flow.ts';

/**
 * The Mountains of Chaos map mechanics: connected Hallways meeting at a central crossing, the
 * Revolving Door that blocks one of them each round (MOC-DOOR-01, AMB-50), and the two Elevators
 * (MOC-ELEV-*, AMB-49). On a map without them every function here is the identity of the base
 * rules: the open neighbours are the Doors, and there is nothing to ride.
 */

/** MOC-DOOR-01 / M-C12: the Hallway the Revolving Door blocks now, or null on a map without one. */
export function blockedHallway(s: MovementState): LocationId | null {
  const arms = layoutOf(s).crossing;
  if (!arms || arms.length === 0) return null;
  return arms[(s.revolvingDoor ?? 0) % arms.length]!;
}

/** The Hallway blocked after `turns` quarter turns, on a layout with a crossing (null without one). */
export function blockedAfter(layout: Layout, turns: number): LocationId | null {
  const arms = layout.crossing;
  return arms && arms.length > 0 ? arms[turns % arms.length]! : null;
}

/**
 * AMB-50: the blocked Hallway's joins at the central crossing are cut; its Doors to Rooms stay
 * open, so Characters inside may stay or leave by them.
 */
export function crossingCut(
  layout: Layout,
  blocked: LocationId | null,
  a: LocationId,
  b: LocationId,
): boolean {
  const arms = layout.crossing;
  if (!arms || blocked === null || (a !== blocked && b !== blocked)) return false;
  return arms.includes(a) && arms.includes(b);
}

/**
 * MOVE-03 / MOC-MOVE-01: the Locations one Movement point away on foot: Doors, and joins between
 * Hallways of different colours, less those the Revolving Door cuts now. Elevators are not among
 * them (see `movementNeighbours`).
 */
export function openNeighbours(s: MovementState, loc: LocationId): readonly LocationId[] {
  const layout = layoutOf(s);
  const all = layout.adjacent[loc]!;
  const blocked = blockedHallway(s);
  if (blocked === null) return all;
  return all.filter((n) => !crossingCut(layout, blocked, loc, n));
}

/** The Elevator standing at Location `loc`, by its index in `layout.elevators`, or -1. */
export function elevatorIndex(layout: Layout, loc: LocationId): number {
  return layout.elevators?.findIndex((e) => e.loc === loc) ?? -1;
}

/** The stop (0 or 1) an Elevator stands at now (MOC-SETUP-03 at the start). */
export function elevatorStop(s: MovementState, index: number): 0 | 1 {
  return s.elevators?.[index] ?? layoutOf(s).elevators![index]!.start;
}

/** The Room an Elevator stands at now. */
export function elevatorRoom(s: GameState, index: number): LocationId {
  const e = layoutOf(s).elevators![index]!;
  return e.stops[elevatorStop(s, index)];
}

/**
 * An Elevator as a mover foresees it during its own Movement turn: the stop it stands at, and
 * whether someone else in its cabin brings electricity (a Radiant Beauty, ROLE-RADIANT-01, AMB-30).
 * The mover's own moves change both: a ride or a call takes everyone else out of the cabin.
 */
export interface Cabin {
  readonly stop: 0 | 1;
  readonly lit: boolean;
}

/**
 * The Elevators as a mover foresees them, by index, or null for "as they stand now": most
 * Movement decisions foresee no ride or call, and then nothing is copied.
 */
export type Cabins = readonly Cabin[] | null;

/** Whether someone but `except` in the cabin at `cabin` brings electricity (ROLE-RADIANT-01). */
function cabinLit(s: MovementState, cabin: LocationId, except: Seat | null): boolean {
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i]!;
    if (i !== except && st.location === cabin && bringsLight(s, st)) return true;
  }
  return false;
}

function stopOf(s: MovementState, cabins: Cabins, index: number): 0 | 1 {
  return cabins ? cabins[index]!.stop : elevatorStop(s, index);
}

/** Whether someone but `mover` brings electricity into an Elevator's cabin. */
function litOf(s: MovementState, cabins: Cabins, index: number, mover: Seat): boolean {
  return cabins ? cabins[index]!.lit : cabinLit(s, layoutOf(s).elevators![index]!.loc, mover);
}

/**
 * Every step one Movement point buys from `loc` with the Elevators at `cabins` (now by default):
 * the open neighbours on foot, boarding an Elevator that stands in this Room (MOC-ELEV-01: always
 * 1 MP), and getting off into the Room the Elevator stands at without riding (AMB-49(a): 1 MP).
 */
export function movementNeighbours(
  s: MovementState,
  loc: LocationId,
  cabins: Cabins = null,
): readonly LocationId[] {
  const elevators = layoutOf(s).elevators;
  if (!elevators) return openNeighbours(s, loc);
  let out: LocationId[] | null = null;
  for (let i = 0; i < elevators.length; i++) {
    const e = elevators[i]!;
    const room = e.stops[stopOf(s, cabins, i)];
    if (e.loc === loc) return [room];
    if (room === loc) (out ??= [...openNeighbours(s, loc)]).push(e.loc);
  }
  return out ?? openNeighbours(s, loc);
}

/** Seats standing in an Elevator, in seat order. */
function occupants(s: GameState, e: ElevatorInfo): Seat[] {
  const out: Seat[] = [];
  s.seats.forEach((st, i) => {
    if (st.location === e.loc) out.push(i);
  });
  return out;
}

/**
 * Moves an Elevator to its other stop; every occupant gets off there at once (MOC-ELEV-01,
 * AMB-49(b)). Returns the Room it arrived at and who arrived.
 */
function ride(s: GameState, index: number, by: Seat | null): { room: LocationId; riders: Seat[] } {
  const e = layoutOf(s).elevators![index]!;
  const from = elevatorRoom(s, index);
  const stop: 0 | 1 = elevatorStop(s, index) === 0 ? 1 : 0;
  // A new array: states share nothing they may change (see cloneState).
  const elevators = [...(s.elevators ?? layoutOf(s).elevators!.map((x) => x.start))];
  elevators[index] = stop;
  s.elevators = elevators;
  const room = e.stops[stop];
  const riders = occupants(s, e);
  for (const seat of riders) s.seats[seat]!.location = room;
  emit(s, { t: 'elevatorMoved', elevator: e.loc, from, to: room, riders, by, round: s.round, vis: null });
  return { room, riders };
}

/** A free Elevator action (MOC-ELEV-04/05), by the Elevator's index in `layout.elevators`. */
export interface ElevatorMove {
  readonly type: 'rideElevator' | 'callElevator';
  readonly index: number;
}

/**
 * MOC-ELEV-04 / MOC-ELEV-05 / MOC-ELEV-07 / AMB-49(d): the free Elevator actions of `mover`
 * standing at `loc` with the Elevators at `cabins`: ride the Elevator it stands in, or call one to
 * its Room (with the Room's colour on its Route line this round; Cultists and a living Mechanic need
 * not). An Elevator moves only with electricity: the power, or a Radiant Beauty in its cabin
 * (`radiant`: the mover is one; AMB-30). Calling from her Room does not light the cabin she calls.
 */
export function elevatorMoves(
  s: MovementState,
  mover: Seat,
  radiant: boolean,
  loc: LocationId,
  cabins: Cabins,
): ElevatorMove[] {
  const elevators = layoutOf(s).elevators;
  if (!elevators) return [];
  const inside = elevators.findIndex((e) => e.loc === loc);
  if (inside >= 0) {
    const runs = s.power || radiant || litOf(s, cabins, inside, mover);
    return runs ? [{ type: 'rideElevator', index: inside }] : [];
  }
  const out: ElevatorMove[] = [];
  elevators.forEach((e, i) => {
    const stop = e.stops.indexOf(loc);
    if (stop < 0 || stopOf(s, cabins, i) === stop || !(s.power || litOf(s, cabins, i, mover))) return;
    if (routeAllows(s, mover, loc)) out.push({ type: 'callElevator', index: i });
  });
  return out;
}

/** Where the mover stands, and the Elevators, after `move`: a ride or a call empties the cabin of the others. */
export function afterElevatorMove(
  s: MovementState,
  mover: Seat,
  loc: LocationId,
  cabins: Cabins,
  move: ElevatorMove,
): { loc: LocationId; cabins: readonly Cabin[] } {
  const elevators = layoutOf(s).elevators!;
  const e = elevators[move.index]!;
  const stop = move.type === 'rideElevator' ? otherStop(s, cabins, move.index) : e.stops[0] === loc ? 0 : 1;
  const next = elevators.map((_, i) =>
    i === move.index ? { stop, lit: false } : { stop: stopOf(s, cabins, i), lit: litOf(s, cabins, i, mover) },
  );
  return { loc: move.type === 'rideElevator' ? e.stops[stop] : loc, cabins: next };
}

function otherStop(s: MovementState, cabins: Cabins, index: number): 0 | 1 {
  return stopOf(s, cabins, index) === 0 ? 1 : 0;
}

/** The Room an Elevator move takes the mover to (a call leaves it where it is). */
export function elevatorMoveLeadsTo(
  s: MovementState,
  loc: LocationId,
  cabins: Cabins,
  move: ElevatorMove,
): LocationId {
  if (move.type === 'callElevator') return loc;
  return layoutOf(s).elevators![move.index]!.stops[otherStop(s, cabins, move.index)];
}

/** MOC-ELEV-03 / MOC-ELEV-07 / AMB-30: an Elevator moves by itself with the power on or a Radiant Beauty in it. */
function runsByItself(s: GameState, index: number): boolean {
  return s.power || cabinLit(s, layoutOf(s).elevators![index]!.loc, null);
}

/**
 * MOC-ELEV-04: the rider and everyone with it get off in the other Room. Returns whether entering
 * it started an Encounter (which resumes the turn); otherwise the turn goes on at once.
 */
export function rideElevator(s: GameState, turn: MovementTurn): boolean {
  const index = elevatorIndex(layoutOf(s), s.seats[turn.seat]!.location);
  const { room } = ride(s, index, turn.seat);
  return arrive(s, room, turn.seat, turn);
}

/** MOC-ELEV-05: the Elevator comes to the caller's Room; whoever was in it gets off there. */
export function callElevator(s: GameState, turn: MovementTurn, elevator: LocationId): boolean {
  const index = elevatorIndex(layoutOf(s), elevator);
  const { room, riders } = ride(s, index, turn.seat);
  return riders.length > 0 && arrive(s, room, riders[0]!, turn);
}

/** AMB-49(c): arriving by Elevator is entering the Room, so an Encounter may start there. */
function arrive(s: GameState, room: LocationId, first: Seat, turn: MovementTurn): boolean {
  const key = encounterKey(s, room);
  const participants = encounterOnEntry(s, key, room, first);
  if (participants) {
    const resumeTurn: MovementTurn = {
      seat: turn.seat,
      mp: turn.mp,
      start: turn.start,
      freeVisited: [],
      ...(turn.target !== undefined ? { target: turn.target } : {}),
    };
    startEncounter(s, room, participants, { to: 'movement', turn: resumeTurn });
    return true;
  }
  return false;
}

/**
 * AMB-65 step 1 (MoC): after the last Movement turn the Revolving Door turns a quarter clockwise
 * (MOC-DOOR-01), then every Elevator with someone in it rides by itself if the power is on or a
 * Radiant Beauty rides in it (MOC-ELEV-03, AMB-30), then the arrivals' Encounters resolve
 * clockwise from the First Player (AMB-49(c)), and the Event Phase begins.
 */
export function endMovementPhase(s: GameState): void {
  const layout = layoutOf(s);
  if (layout.crossing) {
    s.revolvingDoor = (s.revolvingDoor ?? 0) + 1;
    emit(s, { t: 'revolvingDoorTurned', blocks: blockedHallway(s)!, round: s.round, vis: null });
  }
  // Each arrival Room, with the rider who comes first clockwise from the First Player: the arrivals are
  // ordered by their riders, not by whoever else stood in the Room.
  const firstRider = new Map<number, Seat>();
  if (layout.elevators) {
    layout.elevators.forEach((e, i) => {
      if (occupants(s, e).length === 0 || !runsByItself(s, i)) return;
      const { room, riders } = ride(s, i, null);
      const key = encounterKey(s, room);
      for (const rider of riders) {
        const had = firstRider.get(key);
        if (had === undefined || turnIndex(s, rider) < turnIndex(s, had)) firstRider.set(key, rider);
      }
    });
  }
  runArrivals(
    s,
    orderByKnife(s, [...firstRider.keys()], (k) => firstRider.get(k)!),
  );
}
