import { MOVEMENT_POINTS } from '../content/tables.ts';
import type { GameState, MovementTurn } from '../state.ts';
import type { LocationId, Seat } from '../types.ts';
import { emit, encounterKey, layoutOf, movementKey } from './context.ts';
import { encounterParticipants, startEncounter } from './encounter.ts';
import { endMovementTurn } from './flow.ts';

/**
 * The Movement Phase (MOVE-*): a living Character crosses Doors one at a time, 1 Movement point
 * each, up to 3 (±1 for the Morale events); a Ghost teleports. A Movement never ends where it
 * started (GOLD-03), so a step is legal only if the turn can still end somewhere else.
 */

export interface Step {
  readonly to: LocationId;
  readonly cost: 0 | 1;
}

/** MOVE-02, EVT-BOOST-01, EVT-LOST-01. */
export function movementPoints(s: GameState): number {
  return MOVEMENT_POINTS + s.effects.morale;
}

/** FISH-03 / MOVE-08: only a living Character holding the Knife may enter the Fishman's hallway. */
function blocked(s: GameState, seat: Seat, loc: LocationId): boolean {
  return s.fishman === loc && !(s.seats[seat]!.alive && s.knife === seat);
}

/** Rooms joined to `loc` at no cost by Secret Doors Revealed (EVT-SECRETDOORS-01, AMB-05). */
function freeNeighbours(s: GameState, loc: LocationId): readonly LocationId[] {
  if (!s.effects.secretDoors) return [];
  const layout = layoutOf(s);
  const members = layout.groupMembers.get(layout.groupKey[loc]!);
  return members ?? [];
}

/** Whether, from `loc` with `mp` points left, the Movement can still end away from its start. */
function canFinish(
  s: GameState,
  seat: Seat,
  startKey: number,
  loc: LocationId,
  mp: number,
  depth = 0,
): boolean {
  if (movementKey(s, loc) !== startKey) return true;
  for (const free of freeNeighbours(s, loc)) {
    if (free !== loc && movementKey(s, free) !== startKey) return true;
  }
  if (mp <= 0 || depth > 8) return false;
  const layout = layoutOf(s);
  const from = [loc, ...freeNeighbours(s, loc)];
  for (const here of from) {
    for (const next of layout.adjacent[here]!) {
      if (!blocked(s, seat, next) && canFinish(s, seat, startKey, next, mp - 1, depth + 1)) return true;
    }
  }
  return false;
}

/** The legal single steps of the Character whose turn it is. */
export function legalSteps(s: GameState, turn: MovementTurn): Step[] {
  const seat = turn.seat;
  const loc = s.seats[seat]!.location;
  const startKey = movementKey(s, turn.start);
  const steps: Step[] = [];
  if (turn.mp >= 1) {
    for (const next of layoutOf(s).adjacent[loc]!) {
      if (!blocked(s, seat, next) && canFinish(s, seat, startKey, next, turn.mp - 1))
        steps.push({ to: next, cost: 1 });
    }
  }
  for (const free of freeNeighbours(s, loc)) {
    if (free === loc || turn.freeVisited.includes(free)) continue;
    if (canFinish(s, seat, startKey, free, turn.mp)) steps.push({ to: free, cost: 0 });
  }
  return steps;
}

/** GOLD-03: the Movement may stop once it is away from where it started. */
export function canEndMovement(s: GameState, turn: MovementTurn): boolean {
  return movementKey(s, s.seats[turn.seat]!.location) !== movementKey(s, turn.start);
}

/** A living Character's turn; AMB-25: one with nowhere to go stays, and GOLD-03 is waived. */
export function startMovement(s: GameState, seat: Seat): void {
  const loc = s.seats[seat]!.location;
  const turn: MovementTurn = { seat, mp: movementPoints(s), start: loc, freeVisited: [] };
  s.phase = { kind: 'movement', ...turn };
  if (legalSteps(s, turn).length === 0) stay(s, seat);
}

/** Crosses one Door (or a Secret Door) and checks for an Encounter on entering (ENC-01). */
export function step(s: GameState, turn: MovementTurn, to: LocationId, cost: number): void {
  const seat = turn.seat;
  const st = s.seats[seat]!;
  const from = st.location;
  const enteredNewLocation = encounterKey(s, to) !== encounterKey(s, from);
  st.location = to;
  const next: MovementTurn = {
    seat,
    mp: turn.mp - cost,
    start: turn.start,
    freeVisited: cost === 0 ? [...turn.freeVisited, from, to] : layoutOf(s).isRoom[to] ? [to] : [],
  };
  emit(s, { t: 'moved', seat, from, to });
  if (enteredNewLocation) {
    const participants = encounterParticipants(s, encounterKey(s, to), seat);
    if (participants) {
      startEncounter(s, to, participants, { to: 'movement', turn: next });
      return;
    }
  }
  continueMovement(s, next);
}

/** Back to the mover after a step or an Encounter; the turn ends by itself when no step is left. */
export function continueMovement(s: GameState, turn: MovementTurn): void {
  s.phase = { kind: 'movement', ...turn };
  if (legalSteps(s, turn).length === 0) endMovementTurn(s, turn.seat);
}

/** MOVE-06 / AMB-58: any Location but the one it is in, never the Fishman's hallway. */
export function teleportTargets(s: GameState, seat: Seat): LocationId[] {
  const st = s.seats[seat]!;
  const startKey = movementKey(s, st.location);
  const out: LocationId[] = [];
  const n = layoutOf(s).locations.length;
  for (let loc = 0; loc < n; loc++) {
    if (movementKey(s, loc) !== startKey && !blocked(s, seat, loc)) out.push(loc);
  }
  return out;
}

export function teleport(s: GameState, seat: Seat, to: LocationId): void {
  const st = s.seats[seat]!;
  const from = st.location;
  st.location = to;
  emit(s, { t: 'teleported', seat, from, to });
  endMovementTurn(s, seat);
}

export function stay(s: GameState, seat: Seat): void {
  emit(s, { t: 'stayed', seat });
  endMovementTurn(s, seat);
}
