import { sameAction, type Action } from './actions.ts';
import { distances } from './content/board.ts';
import { layoutOf } from './rules/context.ts';
import { movementNeighbours } from './rules/mountains.ts';
import type { MovementState } from './rules/movement-state.ts';
import { forEachReach, legalMoves, moveAction, type Move, type Reach } from './rules/moves.ts';
import type { MovementTurn } from './state.ts';
import type { LocationId } from './types.ts';
import type { PlayerView } from './view.ts';

/**
 * Movement planning on a seat's view, with the engine's own Movement rules (rules/moves.ts, the
 * functions `legalActions` asks): the Doors, the joins the Revolving Door leaves open (MOC-DOOR-01,
 * AMB-50), Secret Doors, the Fishman, the Elevators (MOC-ELEV-*), GOLD-03. The bots plan with it;
 * the engine keeps no second model of movement for them.
 *
 * What the view hides is read as the seat would guess it: other seats' roles are the revealed ones
 * or plain Investigators (another's hidden light in a cabin is not foreseen, AMB-30), and only the
 * seat's own Route card is known (the only one its own moves ask about, to call an Elevator).
 */

/** The board as `view` shows it, in the form the Movement rules read. */
export function movementStateOf(view: PlayerView): MovementState {
  const layout = view.board.layout;
  const me = view.me;
  return {
    config: { board: view.board, automa: view.config.automa, ruleset: view.config.ruleset },
    seats: view.seats.map((sv) =>
      sv.seat === me?.seat
        ? { role: me.role, alive: sv.alive, location: sv.location, route: me.route.id }
        : {
            role: sv.revealedRole ?? 'investigator',
            alive: sv.alive,
            location: sv.location,
            // Another seat's Route card is read by none of this seat's moves: -1 names no card.
            route: sv.publicRoute?.id ?? -1,
          },
    ),
    round: view.round,
    knife: view.knife,
    power: view.power,
    fishman: view.fishman,
    ...(view.revolvingDoor ? { revolvingDoor: view.revolvingDoor.turns } : {}),
    ...(view.elevators && layout.elevators
      ? { elevators: view.elevators.map((e, i) => (layout.elevators![i]!.stops[0] === e.at ? 0 : 1)) }
      : {}),
    effects: { secretDoors: view.effects.secretDoors },
  };
}

/** One way to spend the rest of a Movement turn. */
export interface MovementPlan {
  /** Every Location entered on the way, in order (by a step or an Elevator arriving). */
  readonly entered: readonly LocationId[];
  /** Doors crossed (Secret Doors included). */
  readonly steps: number;
  /** Free Elevator actions taken (rides and calls). */
  readonly free: number;
  /** Where the Character stands when its Movement turn ends. */
  readonly stop: LocationId;
  /**
   * Where it will be for the Action Phase: `stop`, or the other stop of the Elevator it stays in
   * when that Elevator moves by itself after the Movement Phase (MOC-ELEV-03, AMB-30).
   */
  readonly end: LocationId;
  /** It stays in an Elevator (which goes nowhere in the dark: then `end` is `stop`). */
  readonly inElevator: boolean;
}

/** The viewer's Movement turn, as its view shows it (the rooms it entered for free are not shown). */
function turnOf(view: PlayerView): MovementTurn | null {
  const p = view.phase;
  if (p.kind !== 'movement' || !view.me || p.seat !== view.me.seat) return null;
  return { seat: p.seat, mp: p.mp, start: p.start, freeVisited: [] };
}

/** The legal move `action` is (the cheaper one when a Door and a Secret Door both lead there). */
function moveOf(s: MovementState, turn: MovementTurn, action: Action): Move | null {
  let found: Move | null = null;
  for (const move of legalMoves(s, turn))
    if (sameAction(moveAction(s, move), action) && (found === null || moveCost(move) < moveCost(found)))
      found = move;
  return found;
}

function moveCost(move: Move): number {
  return move.type === 'step' ? move.cost : 0;
}

/**
 * Every way the viewer's Movement turn may go on after `first` (one of its legal Movement actions:
 * a step, an Elevator ride or call, or `endMovement`), each ending where the turn may end. Empty
 * when `first` is no legal move of the viewer's Movement turn.
 */
export function movementPlans(view: PlayerView, first: Action): MovementPlan[] {
  const turn = turnOf(view);
  if (turn === null) return [];
  const s = movementStateOf(view);
  const layout = layoutOf(s);
  const out: MovementPlan[] = [];
  const add = (r: Reach): void => {
    if (!r.mayEnd) return;
    let steps = 0;
    for (const move of r.moves) if (move.type === 'step') steps++;
    out.push({
      entered: r.entered,
      steps,
      free: r.moves.length - steps,
      stop: r.loc,
      end: r.ridesTo ?? r.loc,
      inElevator: layout.locations[r.loc]!.kind === 'elevator',
    });
  };
  if (first.type === 'endMovement') {
    forEachReach(s, turn, (r) => {
      add(r);
      return false;
    });
    return out;
  }
  const move = moveOf(s, turn, first);
  if (move === null) return [];
  forEachReach(
    s,
    turn,
    (r) => {
      add(r);
      return true;
    },
    move,
  );
  return out;
}

/**
 * Movement-point distances between every two Locations this round as the view shows the board, for
 * guessing where any Character can get to: on foot through the joins the Revolving Door leaves
 * open, boarding and leaving an Elevator where it stands (`movementNeighbours`), and, with the power
 * on, from either stop of an Elevator to the other for 1 (boarding it, or calling it and boarding,
 * then riding for free: MOC-ELEV-01/04/05; whether that seat's Route allows the call is not known).
 */
export function travelDistances(view: PlayerView): number[][] {
  const s = movementStateOf(view);
  const layout = layoutOf(s);
  const links = layout.locations.map((_, loc) => [...movementNeighbours(s, loc)]);
  if (s.power)
    for (const e of layout.elevators ?? []) {
      const [a, b] = e.stops;
      links[a]!.push(b);
      links[b]!.push(a);
    }
  return layout.locations.map((_, from) => distances(layout, from, -1, (loc) => links[loc]!));
}
