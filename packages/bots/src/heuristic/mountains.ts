import { crossingCut, type Action, type LocationId, type PlayerView } from '@among-cultists/engine';
import type { Layout } from './movement.ts';

/**
 * Movement on the Mountains of Chaos maps as a bot sees it from its view: the Revolving Door cuts
 * the blocked Hallway's joins at the crossing (MOC-DOOR-01, AMB-50), and an Elevator is boarded
 * from the Room it stands at (1 Movement point), then ridden (free) to its other stop, or called
 * (free) to a stop Room when it stands at the other one (MOC-ELEV-01/04/05). On a map without
 * either, `hasMountains` is false and the heuristics keep their base-map walks.
 */

/** Whether this view's map has a Revolving Door or Elevators. */
export function hasMountains(view: PlayerView): boolean {
  return view.revolvingDoor !== undefined || view.elevators !== undefined;
}

/** One way to spend the rest of a Movement turn, as the bot foresees it. */
export interface Plan {
  /** Every Location entered on the way, in order (by a step or an Elevator arriving). */
  readonly entered: readonly LocationId[];
  /** Movement points spent. */
  readonly steps: number;
  /** Free Elevator actions taken (rides and calls). */
  readonly free: number;
  /** Where the Character stands when the Movement turn ends. */
  readonly stop: LocationId;
  /**
   * Where it will be for the Action Phase: `stop`, or the Elevator's other stop when it stays in
   * an Elevator with the power on or its own light (occupied Elevators ride by themselves after
   * the Movement Phase, MOC-ELEV-03, AMB-30), so that it arrives there later, after everyone has moved.
   */
  readonly end: LocationId;
  /** It stays in an Elevator (which goes nowhere in the dark: then `end` is `stop`). */
  readonly inElevator: boolean;
}

/** What the planner needs besides the view: where not to go, and where this seat may call an Elevator. */
export interface PlanRules {
  /** Locations never entered (the Fishman's hallway for this seat). */
  readonly blocked: ReadonlySet<LocationId>;
  /** MOC-ELEV-05: whether this seat may call an Elevator to `room` (its Route; Cultists always). */
  readonly mayCall: (room: LocationId) => boolean;
  /**
   * This seat is the Radiant Beauty: the cabin it rides in has electricity with the power off
   * (ROLE-RADIANT-01, AMB-30). Another's hidden light is not foreseen.
   */
  readonly ownLight: boolean;
}

/** Whether the Elevator this seat stands in moves (MOC-ELEV-07: power, or its own light). */
function runs(view: PlayerView, rules: PlanRules): boolean {
  return view.power || rules.ownLight;
}

interface Spot {
  readonly loc: LocationId;
  readonly mp: number;
  /** Where each Elevator stands (as view.elevators). */
  readonly at: readonly LocationId[];
  readonly entered: readonly LocationId[];
  readonly steps: number;
  readonly free: number;
}

/** The Elevator index whose own Location is `loc`, or -1. */
function elevatorAt(view: PlayerView, loc: LocationId): number {
  return view.elevators?.findIndex((e) => e.elevator === loc) ?? -1;
}

function otherStop(layout: Layout, index: number, at: LocationId): LocationId {
  const stops = layout.elevators![index]!.stops;
  return stops[0] === at ? stops[1] : stops[0];
}

/** The Locations one Movement point away on foot or by boarding or leaving an Elevator. */
function stepsFrom(view: PlayerView, layout: Layout, spot: Spot, rules: PlanRules): LocationId[] {
  const blocks = view.revolvingDoor?.blocks ?? null;
  const inside = elevatorAt(view, spot.loc);
  const out: LocationId[] = [];
  if (inside >= 0) out.push(spot.at[inside]!);
  else {
    for (const n of layout.adjacent[spot.loc]!) if (!crossingCut(layout, blocks, spot.loc, n)) out.push(n);
    view.elevators?.forEach((e, i) => {
      if (spot.at[i] === spot.loc) out.push(e.elevator);
    });
  }
  return out.filter((n) => !rules.blocked.has(n));
}

/** What one move leads to (a step costs 1 MP; riding and calling are free), or null if it cannot be made. */
function after(view: PlayerView, layout: Layout, spot: Spot, move: Action, rules: PlanRules): Spot | null {
  switch (move.type) {
    case 'step':
      return {
        ...spot,
        loc: move.to,
        mp: spot.mp - 1,
        entered: [...spot.entered, move.to],
        steps: spot.steps + 1,
      };
    case 'rideElevator': {
      const i = elevatorAt(view, spot.loc);
      if (i < 0 || !runs(view, rules)) return null;
      const to = otherStop(layout, i, spot.at[i]!);
      const at = spot.at.map((a, j) => (j === i ? to : a));
      return { ...spot, loc: to, at, entered: [...spot.entered, to], free: spot.free + 1 };
    }
    case 'callElevator': {
      const i = elevatorAt(view, move.elevator);
      if (i < 0 || !view.power) return null;
      return { ...spot, at: spot.at.map((a, j) => (j === i ? spot.loc : a)), free: spot.free + 1 };
    }
    default:
      return null;
  }
}

/** The free Elevator actions the bot foresees itself taking at `spot` (after its first move). */
function freeMoves(view: PlayerView, layout: Layout, spot: Spot, rules: PlanRules): Action[] {
  if (!layout.elevators) return [];
  if (elevatorAt(view, spot.loc) >= 0) return runs(view, rules) ? [{ type: 'rideElevator' }] : [];
  if (!view.power) return [];
  const out: Action[] = [];
  layout.elevators.forEach((e, i) => {
    if (e.stops.includes(spot.loc) && spot.at[i] !== spot.loc && rules.mayCall(spot.loc))
      out.push({ type: 'callElevator', elevator: e.loc });
  });
  return out;
}

/**
 * The moves the planner foresees from where the seat stands now (steps, rides, calls): what it
 * assumes the engine allows, which its tests hold to the seat's legal actions.
 */
export function movesNow(
  view: PlayerView,
  layout: Layout,
  from: LocationId,
  mp: number,
  rules: PlanRules,
): Action[] {
  const spot: Spot = {
    loc: from,
    mp,
    at: (view.elevators ?? []).map((e) => e.at),
    entered: [],
    steps: 0,
    free: 0,
  };
  const steps: Action[] =
    mp >= 1 ? stepsFrom(view, layout, spot, rules).map((to) => ({ type: 'step', to })) : [];
  return [...steps, ...freeMoves(view, layout, spot, rules)];
}

function planOf(view: PlayerView, layout: Layout, spot: Spot, rules: PlanRules): Plan {
  const i = elevatorAt(view, spot.loc);
  const inElevator = i >= 0;
  const end = inElevator && runs(view, rules) ? otherStop(layout, i, spot.at[i]!) : spot.loc;
  return { entered: spot.entered, steps: spot.steps, free: spot.free, stop: spot.loc, end, inElevator };
}

/**
 * Every way to go on after taking `first` now (a `step`, `rideElevator`, `callElevator` or
 * `endMovement` from the seat's legal actions), with `mp` Movement points left before it: the
 * plans end wherever the turn may stop. Free Elevator actions cannot repeat without a paid step
 * between them (a ride leaves the Elevator, a call brings it here), so the list is finite.
 */
export function plansAfter(
  view: PlayerView,
  layout: Layout,
  from: LocationId,
  mp: number,
  first: Action,
  rules: PlanRules,
): Plan[] {
  const start: Spot = {
    loc: from,
    mp,
    at: (view.elevators ?? []).map((e) => e.at),
    entered: [],
    steps: 0,
    free: 0,
  };
  if (first.type === 'endMovement') return [planOf(view, layout, start, rules)];
  const next = after(view, layout, start, first, rules);
  if (next === null) return [];
  const out: Plan[] = [];
  const extend = (spot: Spot, freeInARow: number): void => {
    out.push(planOf(view, layout, spot, rules));
    if (freeInARow < 2)
      for (const free of freeMoves(view, layout, spot, rules)) {
        const s = after(view, layout, spot, free, rules);
        if (s) extend(s, freeInARow + 1);
      }
    if (spot.mp >= 1)
      for (const to of stepsFrom(view, layout, spot, rules))
        extend(after(view, layout, spot, { type: 'step', to }, rules)!, 0);
  };
  extend(next, first.type === 'step' ? 0 : 1);
  return out;
}

/** One table per view: a decision asks for it once per foreseen end of the turn. */
const travelTables = new WeakMap<PlayerView, readonly (readonly number[])[]>();

/**
 * Movement-point distances from every Location to every other this round, for guessing who can
 * reach a place: on foot through the open joins, and by Elevator between its stops (1 MP:
 * boarding; a rider rides or calls it for free), with the power on.
 */
export function travelTable(view: PlayerView, layout: Layout): readonly (readonly number[])[] {
  let table = travelTables.get(view);
  if (!table) {
    table = computeTravelTable(view, layout);
    travelTables.set(view, table);
  }
  return table;
}

function computeTravelTable(view: PlayerView, layout: Layout): readonly (readonly number[])[] {
  const blocks = view.revolvingDoor?.blocks ?? null;
  const n = layout.locations.length;
  const links: LocationId[][] = layout.locations.map((_, loc) =>
    layout.adjacent[loc]!.filter((m) => !crossingCut(layout, blocks, loc, m)),
  );
  layout.elevators?.forEach((e, i) => {
    const here = view.elevators?.[i]?.at ?? e.stops[e.start];
    const [a, b] = e.stops;
    links[here]!.push(e.loc);
    links[e.loc]!.push(here);
    if (view.power) {
      links[a]!.push(b);
      links[b]!.push(a);
    }
  });
  return layout.locations.map((_, from) => {
    const dist = new Array<number>(n).fill(Infinity);
    dist[from] = 0;
    const queue = [from];
    for (let q = 0; q < queue.length; q++) {
      const cur = queue[q]!;
      for (const next of links[cur]!) {
        if (dist[next] !== Infinity) continue;
        dist[next] = dist[cur]! + 1;
        queue.push(next);
      }
    }
    return dist;
  });
}
