import {
  crossingCut,
  type Action,
  type GameState,
  type LocationId,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { coachedChoice, playLesson } from '../tutorial-player.testing.ts';
import { mountains } from './mountains.ts';

/**
 * Lesson 3 played in the engine alone (simulateLesson): the server's heuristic bots and the coached player,
 * who also reads the log it was sent (`mountainsChoice`), the actors of each step taken in `order`; `watch`
 * sees the state at the start and after every action (the coach's unit test follows the player's view with
 * it). Returns the final state and how many decisions the player made.
 */
export function simulateMountains(
  order: (seats: number[]) => number[],
  seed: string = mountains.seed,
  watch: (s: GameState) => void = () => {},
): { state: GameState; decisions: number } {
  return playLesson(mountains, mountainsChoice, { order, seed, watch, fromStart: true });
}

/**
 * What the coach of lesson 3 ("Mountains of Chaos") asks the player to do, as a choice, from the view and
 * the log the seat was sent so far: first board an Elevator and ride it, then walk to a Room holding a
 * Cultist token and fight it (the first fight earns the Profession), then call an Elevator to a Room it
 * stops at; otherwise as lesson 1's coach would (`coachedChoice`). The seed simulation and the browser test
 * play the lesson's seat with it, so that the steps the coach explains are the steps the player meets.
 */
export function mountainsChoice(view: PlayerView, log: readonly ViewedEvent[]): Action {
  const me = view.me?.seat;
  const legal = view.legal;
  const fight = legal.find((a) => a.type === 'fightCultist');
  if (fight) return fight;
  if (view.phase.kind !== 'movement' || me === undefined || view.phase.seat !== me || !view.seats[me]!.alive)
    return coachedChoice(view);
  const ridden = log.some((e) => e.t === 'elevatorMoved' && e.by === me && e.riders.includes(me));
  const called = log.some((e) => e.t === 'elevatorMoved' && e.by === me && !e.riders.includes(me));
  const ride = legal.find((a) => a.type === 'rideElevator');
  if (!ridden) return ride ?? towards(view, legal, cabins(view)) ?? coachedChoice(view);
  // Off the Elevator, the Movement ends there: the Room it took the player to is the lesson's next stop.
  const end = legal.find((a) => a.type === 'endMovement');
  const rodeNow = log.some((e) => e.t === 'elevatorMoved' && e.by === me && e.round === view.round);
  if (rodeNow && end) return end;
  const token = view.rooms.filter((r) => r.cultistTokens > 0).map((r) => r.location);
  const fought = log.some((e) => e.t === 'cultistFought' && e.seat === me);
  if (!fought && token.length > 0) {
    const go = towards(view, legal, token);
    if (go) return go;
  }
  const call = legal.find((a) => a.type === 'callElevator');
  if (!called && call) return call;
  if (!called) {
    const go = towards(view, legal, callRooms(view));
    if (go) return go;
  }
  return end ?? coachedChoice(view);
}

/** The Elevators' own Locations (boarding one is a step into it, MOC-ELEV-01). */
function cabins(view: PlayerView): LocationId[] {
  return (view.elevators ?? []).map((e) => e.elevator);
}

/**
 * Rooms from which the player could call an Elevator now (MOC-ELEV-05): a stop of an Elevator standing at
 * its other stop, in a colour of this Round's Route line, with the power on.
 */
export function callRooms(view: PlayerView): LocationId[] {
  const layout = view.board.layout;
  const line = view.me?.route.lines[view.me.routeLine] ?? [];
  if (!view.power || !layout.elevators) return [];
  return layout.elevators.flatMap((e) => {
    const at = view.elevators?.find((x) => x.elevator === e.loc)?.at;
    return e.stops.filter((stop) => stop !== at && line.includes(layout.colour[stop]!));
  });
}

/** Locations one Movement point away on foot or by boarding (the blocked Hallway's joins cut). */
function neighbours(view: PlayerView, at: LocationId): LocationId[] {
  const layout = view.board.layout;
  const blocks = view.revolvingDoor?.blocks ?? null;
  const cabin = view.elevators?.find((e) => e.elevator === at);
  if (cabin) return [cabin.at];
  const out = layout.adjacent[at]!.filter((n) => !crossingCut(layout, blocks, at, n));
  for (const e of view.elevators ?? []) if (e.at === at) out.push(e.elevator);
  return out;
}

/** A legal step that brings the player closer to one of `targets`, or ending the Movement there. */
function towards(
  view: PlayerView,
  legal: readonly Action[],
  targets: readonly LocationId[],
): Action | undefined {
  if (view.phase.kind !== 'movement' || view.me === null || targets.length === 0) return undefined;
  const here = view.seats[view.me.seat]!.location;
  const end = legal.find((a) => a.type === 'endMovement');
  if (targets.includes(here)) return end;
  const distance = new Map<LocationId, number>(targets.map((t) => [t, 0]));
  const queue = [...targets];
  // Breadth first from the targets; every move is symmetric here except boarding, which is fine for a guide.
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of view.board.layout.adjacent.keys()) {
      if (distance.has(next) || !neighbours(view, next).includes(at)) continue;
      distance.set(next, distance.get(at)! + 1);
      queue.push(next);
    }
  }
  const mine = distance.get(here) ?? Infinity;
  return legal.find((a) => a.type === 'step' && (distance.get(a.to) ?? Infinity) < mine);
}
