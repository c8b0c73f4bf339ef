import { sameAction, type Action, type ActionOf } from '../actions.ts';
import type { GameState, MovementTurn } from '../state.ts';
import type { MovementState } from './movement-state.ts';
import type { LocationId, Seat } from '../types.ts';
import { bringsLight, layoutOf, movementKey } from './context.ts';
import {
  afterElevatorMove,
  elevatorMoveLeadsTo,
  elevatorMoves,
  movementNeighbours,
  type Cabins,
  type ElevatorMove,
} from './mountains.ts';
import { blocked } from './movement.ts';

/**
 * What a living Character may do next in its Movement turn, and the one GOLD-03 check over all of
 * it: a Movement never ends where it started (MOVE-04), whatever mix of steps, boardings,
 * get-offs, Elevator rides and calls it is made of (AMB-49(g)). A move is legal only if the
 * Movement can still end elsewhere after it, by the moves the engine would then offer. "Ends" is
 * where the mover stands when its own turn ends: a cabin is a Location of its own (MOC-ELEV-02),
 * and the automatic ride after the Movement Phase (MOC-ELEV-03), like a later mover's ride or call,
 * is not part of this Movement.
 */

/** Crossing a Door (1 MP, the Elevators' boarding and getting off too) or a Secret Door (free). */
export interface Step {
  readonly type: 'step';
  readonly to: LocationId;
  readonly cost: 0 | 1;
}

export type Move = Step | ElevatorMove;

/** Where a mover stands during its turn, now or after moves it foresees: enough to list its next moves. */
interface Spot {
  readonly loc: LocationId;
  readonly mp: number;
  readonly freeVisited: readonly LocationId[];
  readonly cabins: Cabins;
}

/** The mover and what stays the same throughout its turn. */
interface Mover {
  readonly s: MovementState;
  readonly seat: Seat;
  readonly startKey: number;
  /** A Radiant Beauty brings electricity into the cabin she rides (ROLE-RADIANT-01, AMB-30). */
  readonly radiant: boolean;
  /** AMB-26 (1): the Butterfingers entering the Fishman's hallway ends its Movement there. */
  readonly stopsAtFishman: boolean;
}

const NONE: readonly LocationId[] = Object.freeze([]);

/** Rooms joined to `loc` at no cost by Secret Doors Revealed (EVT-SECRETDOORS-01, AMB-05). */
function freeNeighbours(s: MovementState, loc: LocationId): readonly LocationId[] {
  if (!s.effects.secretDoors) return NONE;
  const layout = layoutOf(s);
  return layout.groupMembers[layout.groupKey[loc]!] ?? NONE;
}

/**
 * A possible move as `eachPossibleMove` gives it: a step by its Room and cost (no object: this runs
 * several times per decision), or an Elevator move (`to` is then -1). Returns true to stop.
 */
type MoveVisit = (to: LocationId, cost: 0 | 1, elevator: ElevatorMove | null) => boolean;

/**
 * Every move from where a mover stands (`loc`, `mp`, `freeVisited`, `cabins`) before GOLD-03 is asked,
 * in order: the Doors (1 MP), the Secret Doors (free), the Elevators. The one enumeration of the
 * Movement's moves: listing, GOLD-03's search and the plans all walk it. True if `visit` stopped it.
 */
function eachPossibleMove(
  m: Mover,
  loc: LocationId,
  mp: number,
  freeVisited: readonly LocationId[],
  cabins: Cabins,
  visit: MoveVisit,
): boolean {
  const { s, seat } = m;
  if (mp >= 1) {
    const neighbours = movementNeighbours(s, loc, cabins);
    for (let i = 0; i < neighbours.length; i++) {
      const next = neighbours[i]!;
      if (!blocked(s, seat, next) && visit(next, 1, null)) return true;
    }
  }
  const free = freeNeighbours(s, loc);
  for (let i = 0; i < free.length; i++) {
    const to = free[i]!;
    if (to !== loc && !freeVisited.includes(to) && visit(to, 0, null)) return true;
  }
  if (layoutOf(s).elevators) {
    const moves = elevatorMoves(s, seat, m.radiant, loc, cabins);
    for (let i = 0; i < moves.length; i++) if (visit(-1, 0, moves[i]!)) return true;
  }
  return false;
}

/** Every move from `at`, before GOLD-03 is asked, as objects (the plans and the refusals' reasons). */
function possibleMoves(m: Mover, at: Spot): Move[] {
  const moves: Move[] = [];
  eachPossibleMove(m, at.loc, at.mp, at.freeVisited, at.cabins, (to, cost, elevator) => {
    moves.push(elevator ?? { type: 'step', to, cost });
    return false;
  });
  return moves;
}

/** The rooms entered for free after a step: free steps remember them, so they cannot shuttle forever. */
export function freeVisitedAfter(
  freeVisited: readonly LocationId[],
  from: LocationId,
  to: LocationId,
  cost: number,
): LocationId[] {
  return cost === 0 ? [...freeVisited, from, to] : [];
}

/** `freeVisitedAfter` for a look ahead, which never changes the list: a paid step shares one empty list. */
function visitedAfter(freeVisited: readonly LocationId[], from: LocationId, to: LocationId, cost: number) {
  return cost === 0 ? freeVisitedAfter(freeVisited, from, to, cost) : NONE;
}

/** Where a move leads. Object literals, not spreads. */
function after(m: Mover, at: Spot, move: Move): Spot {
  if (move.type === 'step') {
    const freeVisited = freeVisitedAfter(at.freeVisited, at.loc, move.to, move.cost);
    return { loc: move.to, mp: at.mp - move.cost, freeVisited, cabins: at.cabins };
  }
  const next = afterElevatorMove(m.s, m.seat, at.loc, at.cabins, move);
  return { loc: next.loc, mp: at.mp, freeVisited: at.freeVisited, cabins: next.cabins };
}

/** The Location a move takes the mover to, without building the Spot after it. */
function leadsTo(m: Mover, at: Spot, move: Move): LocationId {
  return move.type === 'step' ? move.to : elevatorMoveLeadsTo(m.s, at.loc, at.cabins, move);
}

/**
 * Whether the Movement can still end away from where it started (GOLD-03) from `loc` (with `mp`,
 * `freeVisited`, `cabins`), reached by a move, following exactly the moves `eachPossibleMove`
 * would offer. Terminates: paid steps spend MP, free steps grow `freeVisited`, a ride needs a paid
 * boarding before the next one, and a call brings its Elevator to the mover, so it cannot be
 * repeated without moving on.
 */
function canFinish(
  m: Mover,
  loc: LocationId,
  mp: number,
  freeVisited: readonly LocationId[],
  cabins: Cabins,
): boolean {
  if (movementKey(m.s, loc) !== m.startKey) return true;
  if (m.stopsAtFishman && loc === m.s.fishman) return false;
  return eachPossibleMove(m, loc, mp, freeVisited, cabins, (to, cost, elevator) =>
    elevator === null
      ? canFinish(m, to, mp - cost, visitedAfter(freeVisited, loc, to, cost), cabins)
      : canFinishAfterElevator(m, loc, mp, freeVisited, cabins, elevator),
  );
}

function canFinishAfterElevator(
  m: Mover,
  loc: LocationId,
  mp: number,
  freeVisited: readonly LocationId[],
  cabins: Cabins,
  move: ElevatorMove,
): boolean {
  const next = afterElevatorMove(m.s, m.seat, loc, cabins, move);
  return canFinish(m, next.loc, mp, freeVisited, next.cabins);
}

/**
 * GOLD-03 for one move from where the mover stands: a move that leads away from the start needs no
 * search (and no allocation); one back to it is legal if the Movement can still end elsewhere. A
 * step is given by its Room and cost, an Elevator move as itself (as `eachPossibleMove` gives them).
 */
function keepsGold03(
  m: Mover,
  loc: LocationId,
  mp: number,
  freeVisited: readonly LocationId[],
  cabins: Cabins,
  to: LocationId,
  cost: 0 | 1,
  elevator: ElevatorMove | null,
): boolean {
  if (elevator === null)
    return (
      movementKey(m.s, to) !== m.startKey ||
      canFinish(m, to, mp - cost, visitedAfter(freeVisited, loc, to, cost), cabins)
    );
  return (
    movementKey(m.s, elevatorMoveLeadsTo(m.s, loc, cabins, elevator)) !== m.startKey ||
    canFinishAfterElevator(m, loc, mp, freeVisited, cabins, elevator)
  );
}

/** `keepsGold03` for a move given as an object from a Spot (the plans' walk). */
function spotKeepsGold03(m: Mover, at: Spot, move: Move): boolean {
  return move.type === 'step'
    ? keepsGold03(m, at.loc, at.mp, at.freeVisited, at.cabins, move.to, move.cost, null)
    : keepsGold03(m, at.loc, at.mp, at.freeVisited, at.cabins, -1, 0, move);
}

function moverOf(s: MovementState, turn: MovementTurn): Mover {
  const st = s.seats[turn.seat]!;
  return {
    s,
    seat: turn.seat,
    startKey: movementKey(s, turn.start),
    radiant: bringsLight(s, st),
    stopsAtFishman: st.role === 'butterfingers',
  };
}

function spotOf(s: MovementState, turn: MovementTurn): Spot {
  const loc = s.seats[turn.seat]!.location;
  return { loc, mp: turn.mp, freeVisited: turn.freeVisited, cabins: null };
}

/**
 * Calls `visit` with each legal move of the living Character whose Movement turn it is, in
 * `eachPossibleMove`'s order, until it returns true; given `only`, those of that type only (the
 * others are not asked GOLD-03). A move's type is its action's (`moveAction`).
 */
function eachLegalMove(
  s: MovementState,
  turn: MovementTurn,
  only: string | undefined,
  visit: MoveVisit,
): boolean {
  const m = moverOf(s, turn);
  const loc = s.seats[turn.seat]!.location;
  const { mp, freeVisited } = turn;
  return eachPossibleMove(m, loc, mp, freeVisited, null, (to, cost, elevator) => {
    if (only !== undefined && (elevator === null ? 'step' : elevator.type) !== only) return false;
    return keepsGold03(m, loc, mp, freeVisited, null, to, cost, elevator) && visit(to, cost, elevator);
  });
}

/**
 * The legal moves of the living Character whose Movement turn it is; given `only`, those of that
 * type only (the others are not asked GOLD-03).
 */
export function legalMoves(s: MovementState, turn: MovementTurn, only?: string): Move[] {
  const out: Move[] = [];
  eachLegalMove(s, turn, only, (to, cost, elevator) => {
    out.push(elevator ?? { type: 'step', to, cost });
    return false;
  });
  return out;
}

/**
 * The actions of `legalMoves` (`moveAction` of each), built straight from the moves: a Room reached
 * both through a Door and for free (Secret Doors) is one action.
 */
export function legalMoveActions(
  s: MovementState,
  turn: MovementTurn,
  only?: string,
): ActionOf<'step' | 'rideElevator' | 'callElevator'>[] {
  const out: ActionOf<'step' | 'rideElevator' | 'callElevator'>[] = [];
  eachLegalMove(s, turn, only, (to, _cost, elevator) => {
    if (elevator !== null) out.push(moveAction(s, elevator));
    else if (!(s.effects.secretDoors && hasStepTo(out, to))) out.push({ type: 'step', to });
    return false;
  });
  return out;
}

/** Whether `actions` already hold a step to `to`. */
function hasStepTo(actions: readonly Action[], to: number): boolean {
  for (const a of actions) if (a.type === 'step' && a.to === to) return true;
  return false;
}

/**
 * Whether `legalMoveActions` lists a step to `to`: only the steps to that Room are asked GOLD-03
 * (the check of a sent step, `find` in phases.ts).
 */
export function isLegalStep(s: MovementState, turn: MovementTurn, to: LocationId): boolean {
  const m = moverOf(s, turn);
  const loc = s.seats[turn.seat]!.location;
  const { mp, freeVisited } = turn;
  return eachPossibleMove(
    m,
    loc,
    mp,
    freeVisited,
    null,
    (next, cost, elevator) =>
      elevator === null && next === to && keepsGold03(m, loc, mp, freeVisited, null, next, cost, null),
  );
}

/** Whether `legalMoves` lists anything: stops at the first legal move. */
export function hasLegalMove(s: GameState, turn: MovementTurn): boolean {
  return eachLegalMove(s, turn, undefined, () => true);
}

/**
 * The Movement points a legal step to `to` costs: the cheapest of the legal moves there, a Secret
 * Door (free) before a Door (1 MP). The step is known to be legal (`play`'s precondition), so it is
 * 1 unless the free step there is one `eachPossibleMove` offers and GOLD-03 allows: only that one is
 * asked, without listing the other moves.
 */
export function legalStepCost(s: GameState, turn: MovementTurn, to: LocationId): number {
  const loc = s.seats[turn.seat]!.location;
  if (to === loc || !freeNeighbours(s, loc).includes(to) || turn.freeVisited.includes(to)) return 1;
  return keepsGold03(moverOf(s, turn), loc, turn.mp, turn.freeVisited, null, to, 0, null) ? 0 : 1;
}

/** The Movement action a move is. */
export function moveAction(s: MovementState, move: Move): ActionOf<'step' | 'rideElevator' | 'callElevator'> {
  if (move.type === 'step') return { type: 'step', to: move.to };
  if (move.type === 'rideElevator') return { type: 'rideElevator' };
  return { type: 'callElevator', elevator: layoutOf(s).elevators![move.index]!.loc };
}

/** Whether `action` is a move the mover could make now but for GOLD-03 (to say so when it is refused). */
export function forbiddenByGold03(s: GameState, turn: MovementTurn, action: Action): boolean {
  const moves = possibleMoves(moverOf(s, turn), spotOf(s, turn));
  return moves.some((move) => sameAction(moveAction(s, move), action));
}

/** A point the mover can reach in its Movement turn by legal moves, and how (see `forEachReach`). */
export interface Reach {
  /** The moves made to get here, in order. */
  readonly moves: readonly Move[];
  /** Every Location entered on the way, in order (by a step, or an Elevator arriving). */
  readonly entered: readonly LocationId[];
  readonly loc: LocationId;
  /** Movement points left. */
  readonly mp: number;
  /**
   * Whether the turn may end here: away from where it began (GOLD-03), or it ends by itself (no
   * legal move left; the Butterfingers in the Fishman's hallway, AMB-26 (1)).
   */
  readonly mayEnd: boolean;
  /**
   * Staying in an Elevator that moves by itself after the Movement Phase (the power, or light in
   * its cabin: MOC-ELEV-03, AMB-30): the Room it then takes the mover to; otherwise null.
   */
  readonly ridesTo: LocationId | null;
}

/**
 * Every point the mover of `turn` can reach by the moves `legalMoves` would offer one after the
 * other (the same moves and GOLD-03 check), depth first, once per way of reaching it: where it
 * stands first, or, given `first` (one of its legal moves now), everything after that move. `visit`
 * returns whether to go on from the point it is given. Finite for the reasons `canFinish` gives.
 */
export function forEachReach(
  s: MovementState,
  turn: MovementTurn,
  visit: (reach: Reach) => boolean,
  first?: Move,
): void {
  const m = moverOf(s, turn);
  const go = (at: Spot, moves: readonly Move[], entered: readonly LocationId[]): void => {
    const ends = m.stopsAtFishman && at.loc === s.fishman;
    const next = ends ? [] : possibleMoves(m, at).filter((move) => spotKeepsGold03(m, at, move));
    const ride = elevatorMoves(s, m.seat, m.radiant, at.loc, at.cabins).find(
      (e) => e.type === 'rideElevator',
    );
    const deeper = visit({
      moves,
      entered,
      loc: at.loc,
      mp: at.mp,
      mayEnd: next.length === 0 || movementKey(s, at.loc) !== m.startKey,
      ridesTo: ride ? elevatorMoveLeadsTo(s, at.loc, at.cabins, ride) : null,
    });
    if (deeper)
      for (const move of next) go(after(m, at, move), [...moves, move], enteredAfter(m, at, move, entered));
  };
  const start = spotOf(s, turn);
  if (first === undefined) go(start, [], []);
  else if (spotKeepsGold03(m, start, first))
    go(after(m, start, first), [first], enteredAfter(m, start, first, []));
}

/** The Locations entered after `move` from `at`: a call brings the Elevator, not the mover. */
function enteredAfter(m: Mover, at: Spot, move: Move, entered: readonly LocationId[]): readonly LocationId[] {
  return move.type === 'callElevator' ? entered : [...entered, leadsTo(m, at, move)];
}
