import {
  movementPlans,
  movementPointsOf,
  routeAllowsOf,
  securityCheckReachesAllOf,
  startsEncounter,
  travelDistances,
  type Action,
  type LocationId,
  type MovementPlan,
  type PlayerView,
  type RoomView,
  type Seat,
} from '@among-cultists/engine';
import { consistentRoutes } from './suspicion.ts';
import {
  best,
  murderValue,
  MURDER_THRESHOLD,
  ofType,
  othersAlive,
  sigmoid,
  type Context,
} from './context.ts';
import { preferredTarget } from './votes.ts';
import { chooseFreeAction } from './professions.ts';
import { claimedColours } from './talk.ts';

function roomAt(ctx: Context, loc: LocationId): RoomView | undefined {
  return ctx.view.rooms.find((r) => r.location === loc);
}

/** Books already on the room's rack: sabotage hurts most, checks score soonest, there. */
function rackProgress(ctx: Context, loc: LocationId): number {
  const rack = ctx.layout.rackOf[loc] ?? -1;
  return rack >= 0 ? (ctx.view.racks[rack]?.books ?? 0) : 0;
}

/**
 * Would a Room action in `loc` this round leave this seat with no Route card that explains it, or
 * contradict the Route it claimed for this round's line (the claims checker would say so)?
 */
function breaksCover(ctx: Context, loc: LocationId): boolean {
  const claimed = claimedColours(ctx);
  const colour = ctx.layout.colour[loc];
  if (claimed && colour != null && !claimed.includes(colour)) return true;
  const probe = { seat: ctx.me.seat, round: ctx.view.round, room: loc };
  ctx.memory.roomActs.push(probe);
  const automa = ctx.view.seats.flatMap((s) => (s.publicRoute ? [s.publicRoute.id] : []));
  const left = consistentRoutes(ctx.memory, ctx.layout, ctx.me.seat, automa, ctx.view.board.routes).length;
  ctx.memory.roomActs.pop();
  return left <= 1;
}

/** How strongly the table would follow a Vote on this seat's top suspect (the public record). */
function voteWorth(ctx: Context): number {
  const target = preferredTarget(ctx, othersAlive(ctx));
  return target === null ? -1 : Math.min(ctx.publicScore[target]! + 1.5, ctx.score[target]!);
}

/** How good it is to end a Movement at `loc` for this round's action. */
export function locationValue(ctx: Context, loc: LocationId): number {
  const { view, me, layout } = ctx;
  const alive = view.seats[me.seat]!.alive;
  const room = roomAt(ctx, loc);
  const red = me.hand.failure + me.hand.sabotage;
  let v = 0;
  if (room && room.cultistTokens > 0) return alive && !ctx.cultist ? 6 : 0;
  if (!layout.isRoom[loc]) {
    if (!alive || !view.config.ruleset.unsafePassage) return 0;
    return ctx.cultist && red > 0 ? 5 : 0.5;
  }
  const usable = ctx.cultist ? !breaksCover(ctx, loc) : routeAllowsOf(view, loc);
  if (room && usable && !room.finished) {
    if (ctx.cultist) v = red > 0 ? 5 + Math.min(rackProgress(ctx, loc), 3) : 2;
    else if (room.explored && room.deckSize > 0) v = 10 + rackProgress(ctx, loc) * 0.5;
    else if (me.hand.success > 0) v = 9;
  }
  if (!alive) return v;
  if (usable && loc === layout.cafeteria && view.voteTokenActive)
    v = Math.max(v, voteWorth(ctx) >= 4 ? 12 : 0);
  if (loc === layout.security && !ctx.cultist) {
    const risk = Math.max(0, ...othersAlive(ctx).map((s) => ctx.risk[s]!));
    const remote = securityCheckReachesAllOf(view);
    if (remote || (usable && view.power)) v = Math.max(v, 1 + 20 * Math.min(risk, 1));
    if (usable && !view.power) v = Math.max(v, 7);
  }
  return v;
}

/** What entering `loc` with these living Characters there is worth (an Encounter if the table says so). */
function encounterValue(ctx: Context, others: readonly Seat[]): number {
  if (!startsEncounter(ctx.view, others.length)) return 0;
  if (ctx.cultist) {
    const m = Math.max(...others.map((o) => murderValue(ctx, o)));
    return m >= MURDER_THRESHOLD ? 6 + m : -1;
  }
  // Investigators hand out Alive cards only; the danger is what they receive.
  return -others.reduce(
    (sum, o) => sum + (ctx.score[o]! <= -50 ? 0.2 : 2 + 6 * sigmoid(ctx.score[o]! - 2)),
    0,
  );
}

/** Travel tables by view, and by map where the board does not change from round to round. */
const travelByView = new WeakMap<PlayerView, readonly (readonly number[])[]>();
const travelByLayout = new WeakMap<Context['layout'], readonly (readonly number[])[]>();

/**
 * The engine's Movement-point distances this round (`travelDistances`), worked out once per view: a
 * decision asks for them once per foreseen end of the turn. Without a Revolving Door or Elevators
 * they are the map's Door distances, the same every round: once per map.
 */
function travelTable(view: PlayerView): readonly (readonly number[])[] {
  const fixed = view.revolvingDoor === undefined && view.elevators === undefined;
  const cache = fixed ? null : travelByView.get(view);
  let table = fixed ? travelByLayout.get(view.board.layout) : cache;
  if (!table) {
    table = travelDistances(view);
    if (fixed) travelByLayout.set(view.board.layout, table);
    else travelByView.set(view, table);
  }
  return table;
}

function livingAt(ctx: Context, loc: LocationId): Seat[] {
  return othersAlive(ctx).filter((s) => ctx.view.seats[s]!.location === loc);
}

/**
 * Ending alone (or anywhere in the dark) invites a later mover into a two-person Encounter; with
 * the power on, ending next to exactly one other Character is safe from everyone still to move.
 */
function exposure(ctx: Context, end: LocationId): number {
  const { view, me } = ctx;
  const there = livingAt(ctx, end).length;
  // Safe if a later mover walking in on this seat and those there would start no Encounter.
  if (!startsEncounter(view, there + 1)) return 0;
  const n = view.seats.length;
  const order = (s: Seat): number => (s - view.knife + n) % n;
  const mp = movementPointsOf(view);
  // On the Mountains of Chaos maps: this round's open joins and the Elevators.
  const table = travelTable(view);
  let risk = 0;
  for (const s of othersAlive(ctx)) {
    if (order(s) <= order(me.seat) || view.seats[s]!.publicRoute) continue;
    const d = table[view.seats[s]!.location]![end]!;
    if (d <= mp) risk += 2 * (0.5 + sigmoid(ctx.score[s]! - 1.4));
  }
  return risk;
}

/**
 * A Movement turn: the legal action with the best plan after it (the engine's `movementPlans`: every
 * way the Doors, the Revolving Door and the Elevators let the turn go on). A plan that stays in an
 * Elevator is worth its other stop with the power on or the seat's own light (it rides there by
 * itself), a hair less than riding now; in the dark it leads nowhere. Boarding, riding and calling
 * thus win only when they reach a better Location, or the same one for fewer Movement points, than
 * walking.
 */
export function chooseMovement(ctx: Context): Action {
  const { view } = ctx;
  const legal = view.legal;
  const teleports = ofType(legal, 'teleport');
  if (teleports.length > 0) return best(ctx.rng, teleports, (t) => locationValue(ctx, t.to));
  if (view.phase.kind !== 'movement') return legal[0]!;
  const { start } = view.phase;
  const here = view.seats[ctx.me.seat]!.location;
  const value = (p: MovementPlan): number => {
    if (p.stop === start) return -1000;
    // A cabin that stays put offers no Room action: only an Investigator with nothing better
    // in reach hides there (it is reached from one Room only).
    const rides = p.end !== p.stop;
    const stuck = p.inElevator && !rides;
    let v = (stuck ? -1 : locationValue(ctx, p.end)) - (ctx.cultist ? 0 : exposure(ctx, p.end));
    // A free Elevator action costs a hair (never call or ride for nothing); waiting in the cabin a
    // little more (riding now arrives for sure, and before the others move on).
    v -= 0.05 * p.steps + 0.02 * p.free + (p.inElevator ? 0.03 : 0);
    let prev = here;
    for (const loc of p.entered) {
      if (loc !== prev) v += encounterValue(ctx, livingAt(ctx, loc));
      prev = loc;
    }
    // Arriving by the automatic ride is entering that Room too (AMB-49(c)).
    if (rides) v += encounterValue(ctx, livingAt(ctx, p.end));
    return v;
  };
  return best(ctx.rng, legal, (a) => {
    const plans = movementPlans(view, a);
    return plans.length === 0 ? -Infinity : Math.max(...plans.map(value));
  });
}

export function chooseRecipient(ctx: Context): Action {
  const options = ofType(ctx.view.legal, 'chooseRecipient');
  return best(ctx.rng, options, (o) => (ctx.cultist ? murderValue(ctx, o.to) : -ctx.score[o.to]!));
}

export function chooseCard(ctx: Context): Action {
  const { view, me } = ctx;
  const legal = view.legal;
  const alive = legal.find((a) => a.type === 'giveCard' && a.card === 'alive');
  const dead = legal.find((a) => a.type === 'giveCard' && a.card === 'dead');
  if (view.phase.kind !== 'encounter' || !dead) return alive ?? legal[0]!;
  const to = view.phase.recipients[view.phase.participants.indexOf(me.seat)];
  if (to == null) return alive ?? dead;
  return murderValue(ctx, to) >= MURDER_THRESHOLD || !alive ? dead : alive;
}

/** The Action Phase: one Character or Room action, or a pass (a free Profession action first, if worth it). */
export function chooseAction(ctx: Context): Action {
  const free = chooseFreeAction(ctx);
  if (free) return free;
  const legal = ctx.view.legal.filter((a) => a.type !== 'exorcise' && a.type !== 'swapRoomDecks');
  return best(ctx.rng, legal.length > 0 ? legal : ctx.view.legal, (a) =>
    ctx.cultist ? cultistActionValue(ctx, a) : investigatorActionValue(ctx, a),
  );
}

function investigatorActionValue(ctx: Context, a: Action): number {
  const { score, risk } = ctx;
  switch (a.type) {
    case 'checkState':
    case 'cameraState':
    case 'falseEyes':
      // A revealed murder forces a Vote on whoever handed the victim cards: worth more than a book.
      return 1 + 20 * Math.min(risk[a.target]!, 1) - (a.type === 'cameraState' ? 0.5 : 0);
    case 'fightCultist':
      return 9;
    case 'scareFishman':
      return 8;
    case 'assassinate':
      return score[a.target]! >= 6 ? 15 + score[a.target]! : -10;
    case 'fillRoom': {
      if (a.card !== 'success') return -5;
      const room = roomAt(ctx, a.room);
      if (!room) return 0;
      return room.explored ? 6 - room.deckSize : 6;
    }
    case 'checkRoom': {
      const room = roomAt(ctx, a.room);
      return room ? 6 + Math.min(room.deckSize, 3) * 0.5 + rackProgress(ctx, a.room) * 0.3 : 0;
    }
    case 'cameraRoom':
      return 5;
    case 'initiateVote': {
      const worth = voteWorth(ctx);
      return worth >= 4 ? 10 + worth : -5;
    }
    case 'restartPower':
      return 7;
    case 'closePortal':
      return score[a.partner]! < 2 ? 8 : -1;
    case 'secureHallway':
      return a.card === 'success' ? 1 : -5;
    case 'answerPortal':
      return a.accept ? 1 : 0;
    case 'skipEvent':
      return 0.5;
    case 'pass':
      return 0;
    default:
      return 0;
  }
}

function cultistActionValue(ctx: Context, a: Action): number {
  const { view, publicScore } = ctx;
  switch (a.type) {
    case 'fillRoom': {
      const room = roomAt(ctx, a.room);
      if (!room) return 0;
      const cover = breaksCover(ctx, a.room) ? -20 : 0;
      if (a.card === 'sabotage') return cover + 5 + Math.min(rackProgress(ctx, a.room), 4);
      if (a.card === 'failure') return cover + (room.explored ? 5 : 3.5);
      return cover + 0.5;
    }
    case 'secureHallway':
      return a.card === 'success' ? -1 : 6;
    case 'checkRoom':
    case 'cameraRoom':
      return (breaksCover(ctx, view.seats[ctx.me.seat]!.location) ? -20 : 0) + 0.3;
    case 'checkState':
      // Cover: look busy on someone nobody worries about.
      return 1 - 0.1 * Math.abs(publicScore[a.target]!);
    case 'cameraState':
      // The Camera is a Room action in the Security Room (ACT-CAMERA-01): the Route binds it too.
      return (breaksCover(ctx, ctx.layout.security) ? -20 : 0) + 1 - 0.1 * Math.abs(publicScore[a.target]!);
    case 'initiateVote':
      return voteWorth(ctx) >= 3 && !breaksCover(ctx, ctx.layout.cafeteria) ? 7 : -3;
    case 'fightCultist':
      // PROF-GEN-04: the first fight earns the face-down Profession, worth a token given up.
      return view.professions?.status === 'faceDown' ? 3 : -2;
    case 'restartPower':
      return breaksCover(ctx, ctx.layout.security) ? -20 : -1;
    case 'closePortal':
      return breaksCover(ctx, ctx.layout.library) ? -20 : -1;
    case 'scareFishman':
      return -1;
    case 'answerPortal':
      return a.accept ? -1 : 0;
    case 'falseEyes':
      return -0.5;
    case 'skipEvent':
      return 0;
    case 'pass':
      return 0;
    default:
      return 0;
  }
}

/**
 * Lifelines (EVT-LIFELINES-01): an Investigator names whoever most likely holds a hidden Dead card (a
 * revealed murder forces a Vote on the givers), the more suspicious first on a tie; a Cultist keeps
 * the team's victims hidden and names the safest decks, its own first.
 */
export function chooseLifelines(ctx: Context): Action {
  const options = ofType(ctx.view.legal, 'lifelinesTarget');
  if (!ctx.cultist)
    return best(ctx.rng, options, (o) => ctx.risk[o.target]! + 0.05 * Math.max(0, ctx.score[o.target]!));
  return best(ctx.rng, options, (o) => {
    const victim = ctx.knownDead.has(o.target) ? -10 : 0;
    return victim - ctx.risk[o.target]! + (o.target === ctx.me.seat ? 1 : 0);
  });
}

/** After seeing a Dead card: an Investigator must tell; a Cultist hides its own victims. */
export function chooseEndCheck(ctx: Context): Action {
  const options = ofType(ctx.view.legal, 'endCheck');
  if (options.length === 1) return options[0]!;
  const target = ctx.me.check?.target ?? null;
  const mine = target !== null && ctx.memory.gifts.some((g) => g.from === ctx.me.seat && g.to === target);
  return options.find((o) => o.reveal === !mine) ?? options[0]!;
}
