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

/** Every move from `at`, before GOLD-03 is asked. Plain loops: this runs several times per decision. */
function possibleMoves(m: Mover, at: Spot): Move[] {
  const { s, seat } = m;
  const moves: Move[] = [];
  if (at.mp >= 1) {
    const neighbours = movementNeighbours(s, at.loc, at.cabins);
    for (let i = 0; i < neighbours.length; i++) {
      const next = neighbours[i]!;
      if (!blocked(s, seat, next)) moves.push({ type: 'step', to: next, cost: 1 });
    }
  }
  const free = freeNeighbours(s, at.loc);
  for (let i = 0; i < free.length; i++) {
    const to = free[i]!;
    if (to !== at.loc && !at.freeVisited.includes(to)) moves.push({ type: 'step', to, cost: 0 });
  }
  if (layoutOf(s).elevators)
    for (const move of elevatorMoves(s, seat, m.radiant, at.loc, at.cabins)) moves.push(move);
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

/** Where a move leads. Object literals, not spreads: this runs inside every Movement decision. */
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
 * Whether the Movement can still end away from where it started (GOLD-03) from `at`, reached by a
 * move, following exactly the moves `possibleMoves` would offer. Terminates: paid steps spend MP,
 * free steps grow `freeVisited`, a ride needs a paid boarding before the next one, and a call
 * brings its Elevator to the mover, so it cannot be repeated without moving on.
 */
function canFinish(m: Mover, at: Spot): boolean {
  if (movementKey(m.s, at.loc) !== m.startKey) return true;
  if (m.stopsAtFishman && at.loc === m.s.fishman) return false;
  const moves = possibleMoves(m, at);
  for (let i = 0; i < moves.length; i++) if (canFinish(m, after(m, at, moves[i]!))) return true;
  return false;
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
 * GOLD-03 for one move from where the mover stands: a move that leads away from the start needs no
 * search (and no allocation); one back to it is legal if the Movement can still end elsewhere.
 */
function keepsGold03(m: Mover, at: Spot, move: Move): boolean {
  return movementKey(m.s, leadsTo(m, at, move)) !== m.startKey || canFinish(m, after(m, at, move));
}

/**
 * The legal moves of the living Character whose Movement turn it is; given `only`, those of that
 * type only (the others are not asked GOLD-03). A move's type is its action's (`moveAction`).
 */
export function legalMoves(s: MovementState, turn: MovementTurn, only?: string): Move[] {
  const m = moverOf(s, turn);
  const at = spotOf(s, turn);
  const moves = possibleMoves(m, at);
  const out: Move[] = [];
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    if ((only === undefined || move.type === only) && keepsGold03(m, at, move)) out.push(move);
  }
  return out;
}

/** Whether `legalMoves` lists anything: stops at the first legal move. */
export function hasLegalMove(s: GameState, turn: MovementTurn): boolean {
  const m = moverOf(s, turn);
  const at = spotOf(s, turn);
  const moves = possibleMoves(m, at);
  for (let i = 0; i < moves.length; i++) if (keepsGold03(m, at, moves[i]!)) return true;
  return false;
}

/**
 * The Movement points a legal step to `to` costs: the cheapest of the legal moves there, a Secret
 * Door (free) before a Door (1 MP). The step is known to be legal (`play`'s precondition), so it is
 * 1 unless the free step there is one `possibleMoves` offers and GOLD-03 allows: only that one is
 * asked, without listing the other moves.
 */
export function legalStepCost(s: GameState, turn: MovementTurn, to: LocationId): number {
  const at = spotOf(s, turn);
  if (to === at.loc || !freeNeighbours(s, at.loc).includes(to) || at.freeVisited.includes(to)) return 1;
  const free: Step = { type: 'step', to, cost: 0 };
  return keepsGold03(moverOf(s, turn), at, free) ? 0 : 1;
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
    const next = ends ? [] : possibleMoves(m, at).filter((move) => keepsGold03(m, at, move));
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
  else if (keepsGold03(m, start, first))
    go(after(m, start, first), [first], enteredAfter(m, start, first, []));
}

/** The Locations entered after `move` from `at`: a call brings the Elevator, not the mover. */
function enteredAfter(m: Mover, at: Spot, move: Move, entered: readonly LocationId[]): readonly LocationId[] {
  return move.type === 'callElevator' ? entered : [...entered, leadsTo(m, at, move)];
}
