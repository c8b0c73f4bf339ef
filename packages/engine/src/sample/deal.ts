/**
 * The deal sampling behind `determinize` (determinize.ts): one full deal of what the seat's view hides, drawn
 * at random within what the view and the log behind it show (roles weighted by suspicion, Routes that explain
 * each seat's Room actions, hands from each role's deck, Pulse decks rebuilt from the Encounter record when it
 * is complete, every other deck from the cards left). What it cannot meet throws `Fail`.
 */
import { setupCardTotals, startingHand } from '../cards.ts';
import { ROLE_INFO } from '../content/roles.ts';
import { bagTokens, PLAYER_COUNT_TABLE, UNSAFE_START } from '../content/tables.ts';
import type { PositionSetup, ProfessionsSetup, RoomSetup, SeatSetup } from '../position.ts';
import { randomInt, type RngState, shuffle } from '../rng/random.ts';
import {
  CARD_KINDS,
  type CardCounts,
  emptyCounts,
  type EncounterCard,
  type EventId,
  type LocationId,
  PROFESSIONS,
  type Role,
  type RoomCard,
  type Seat,
} from '../types.ts';
import type { PlayerView, PrivateView } from '../view.ts';
import type { InterruptedMovement, VoteOrigin } from './determinize.ts';
import type { Knowledge } from './knowledge.ts';
import { rebuildPulses } from './pulses.ts';
import { routesConsistentWith, type RoomAct } from './routes.ts';

export interface DeterminizeInput {
  readonly view: PlayerView;
  /** What the log the seat was shown tells (`Knowledge`, fed with that log). */
  readonly knowledge: Knowledge;
  /** The Room actions that log shows (`roomActsOf`), which each seat's sampled Route must explain when it can. */
  readonly memory: { readonly roomActs: readonly RoomAct[] };
  /** Suspicion of each seat (log-odds-like, 0 for none; the bots' scale): weights the Cultist draw. */
  readonly suspicion: readonly number[] | null;
  /** Rooms passed through for free (Secret Doors) in the seat's current Movement, if it knows them. */
  readonly freeVisited?: readonly LocationId[];
  /** In an Encounter: the Movement it interrupted, if it interrupted one (`interruptedMovement`). */
  readonly interrupted?: InterruptedMovement | null;
}
function seedFrom(rng: RngState): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += randomInt(rng, 0x100000000).toString(16).padStart(8, '0');
  return out;
}

function listOf(counts: Partial<CardCounts>, kinds: readonly (keyof CardCounts)[]): (keyof CardCounts)[] {
  const out: (keyof CardCounts)[] = [];
  for (const k of kinds) for (let i = 0; i < (counts[k] ?? 0); i++) out.push(k);
  return out;
}

/** A sample that cannot meet what the view shows (determinize tries again). */
export class Fail extends Error {}

function fail(why: string): never {
  throw new Fail(why);
}
export interface Sample {
  readonly setup: PositionSetup;
  /** Pulse decks rebuilt from the Encounter record (false: drawn from the card pool). */
  readonly exact: boolean;
}

/**
 * One deal of everything `input.view` hides (roles, Routes, hands, Pulse decks, the decks and the Bag), with
 * the position's phase, drawn with `rng`; `structured` keeps the soft constraints (the Encounter record).
 */
export function sample(
  input: DeterminizeInput,
  rng: RngState,
  structured: boolean,
  origin: VoteOrigin | null,
): Sample {
  const { view, knowledge } = input;
  const me = view.me;
  if (!me) fail('a spectator has no seat');
  const n = view.seats.length;
  const layout = view.board.layout;
  const table = PLAYER_COUNT_TABLE[view.config.players];
  const roles = sampleRoles(input, me, rng);
  const routes = sampleRoutes(input, me, roles, rng);

  // Hands: each a part of its role's deck of the public size (a Cultist's Encounter cards are
  // redrawn below when the Encounter record is complete).
  const hands: CardCounts[] = [];
  const giftsFrom = (s: Seat): number => knowledge.gifts.filter((g) => g.from === s).length;
  let exact = structured && knowledge.complete;
  for (let s = 0; s < n; s++) {
    const pub = view.seats[s]!.hand!;
    if (s === me.seat) {
      hands.push({ ...me.hand });
      if (knowledge.gifts.some((g) => g.from === s && g.face === null)) exact = false;
      continue;
    }
    const deck = startingHand(view.config, roles[s]!);
    const enc = listOf(deck, ['alive', 'dead']);
    const room = listOf(deck, ['success', 'failure', 'sabotage']);
    if (pub.encounter > enc.length || pub.room > room.length) fail(`seat ${s}'s hand does not fit its role`);
    shuffle(rng, enc);
    shuffle(rng, room);
    const hand = emptyCounts();
    for (const c of enc.slice(enc.length - pub.encounter)) hand[c] += 1;
    for (const c of room.slice(room.length - pub.room)) hand[c] += 1;
    hands.push(hand);
    if (giftsFrom(s) !== enc.length - pub.encounter) exact = false;
  }
  const rebuilt = exact ? rebuildPulses(input, me, roles, hands, rng) : null;

  // Card pools: every card setup brought in, less the hands.
  const totals = setupCardTotals(view.config);
  const pool = { ...totals };
  for (const h of hands) for (const k of CARD_KINDS) pool[k] -= h[k];
  if (CARD_KINDS.some((k) => pool[k] < 0)) fail('the hands hold more cards than exist');

  const pulses = rebuilt?.pulses ?? null;
  const finalPulses = pulses ?? poolPulses(view, pool, rng);
  if (pulses) {
    for (const p of pulses) for (const c of p) pool[c] -= 1;
    if (pool.alive < 0 || pool.dead < 0) fail('the Pulse decks hold more cards than exist');
  }

  // Room cards: room decks, the Draw pile and the Unsafe Passage deck from what is left.
  const roomCards = listOf(pool, ['success', 'failure', 'sabotage']) as RoomCard[];
  shuffle(rng, roomCards);
  const take = (k: number): RoomCard[] => {
    if (k > roomCards.length) fail('not enough Room cards left');
    return roomCards.splice(roomCards.length - k, k);
  };
  // The Unsafe Passage deck starts with known cards that only ever gain more: keep them there.
  const unsafeDeck: RoomCard[] = [];
  if (view.unsafeDeck > 0) {
    for (const c of listOf(UNSAFE_START, ['success', 'failure', 'sabotage']) as RoomCard[]) {
      const at = roomCards.indexOf(c);
      if (at >= 0 && unsafeDeck.length < view.unsafeDeck) unsafeDeck.push(...roomCards.splice(at, 1));
    }
    unsafeDeck.push(...take(view.unsafeDeck - unsafeDeck.length));
    shuffle(rng, unsafeDeck);
  }
  const knownUnsafe = view.rooms.filter((r) => r.unsafe === true).length;
  const hidden = view.rooms.filter((r) => r.unsafe === null);
  const flags = hidden.map((_, i) => i < table.roomTokens.unsafe - knownUnsafe);
  shuffle(rng, flags);
  const rooms: Record<string, RoomSetup> = {};
  view.rooms.forEach((r) => {
    const u = r.unsafe ?? flags[hidden.indexOf(r)]!;
    rooms[layout.locations[r.location]!.id] = {
      deck: take(r.deckSize),
      explored: r.explored,
      unsafe: u,
      books: r.books,
      cultistTokens: r.cultistTokens,
    };
  });
  const drawPile = take(view.drawPile);

  // Seats.
  const seats: SeatSetup[] = view.seats.map((sv, s) => {
    const pulse = finalPulses[s]!;
    const team = ROLE_INFO[roles[s]!].team;
    let deathRound: number | undefined;
    if (!sv.alive) deathRound = knowledge.ghostRound.get(s) ?? view.round;
    else if (team === 'investigators' && pulse.includes('dead'))
      deathRound = rebuilt?.deathRound[s] ?? view.round;
    return {
      location: layout.locations[sv.location]!.id,
      alive: sv.alive,
      hand: hands[s]!,
      pulse,
      pulseTopFaceUp: sv.pulseTopDead,
      roleRevealed: sv.revealedRole !== null,
      ...(deathRound !== undefined ? { deathRound } : {}),
    };
  });

  // Cultist tokens still face down, from those not yet placed or set aside.
  const tokenPool = [...view.board.cultistTokens];
  const drop = (id: string): void => {
    const at = tokenPool.indexOf(id);
    if (at >= 0) tokenPool.splice(at, 1);
  };
  for (const r of view.rooms)
    for (let i = 0; i < r.cultistTokens; i++) drop(layout.locations[r.location]!.id);
  for (const id of knowledge.tokensSetAside) drop(id);
  if (tokenPool.length < view.cultistTokensFaceDown) fail('more face-down Cultist tokens than exist');
  shuffle(rng, tokenPool);
  const cultistTokens = view.config.ruleset.unsafePassage
    ? tokenPool.slice(0, view.cultistTokensFaceDown)
    : [];

  // Event tokens: the Bag holds those neither on the Clock nor taken out (secretly) by In Control.
  const left: EventId[] = bagTokens(view.config.ruleset);
  for (const t of view.clock) {
    if (t === null) continue;
    const at = left.indexOf(t);
    if (at >= 0) left.splice(at, 1);
  }
  if (left.length < view.bag) fail('more Event tokens in the Bag than exist');
  shuffle(rng, left);
  const eventsRemoved = left.slice(0, left.length - view.bag);
  const bag = left.slice(left.length - view.bag);
  let clock = view.clock;

  const p = view.phase;
  let phase: PositionSetup['phase'];
  if (p.kind === 'movement') {
    // The Movement part way: the points left, where it began, the rooms entered for free.
    const id = (at: LocationId): string => layout.locations[at]!.id;
    phase = {
      kind: 'movement',
      seat: p.seat,
      mp: p.mp,
      start: id(p.start),
      freeVisited: (input.freeVisited ?? []).map(id),
    };
  } else if (p.kind === 'action') phase = { kind: 'action', seat: p.seat, acted: actedBefore(input, p.seat) };
  else if (p.kind === 'lifelines') {
    // EVT-LIFELINES-01: the Event Phase again, this round's token (Lifelines, or the Mirror repeating
    // it) back on top of the Bag, and the targets named so far named again.
    const token = view.clock[view.round - 1];
    if (token == null) fail('no token drawn this round');
    bag.unshift(token);
    clock = view.clock.slice(0, view.round - 1);
    phase = { kind: 'event', lifelinesChosen: p.chosen };
  } else if (p.kind === 'vote') {
    if (!origin) fail('no origin for the Vote');
    // The discussion is over: every sealed ballot is still open as far as the seat can tell, or, for
    // the Knife holder's choice, all are as revealed (null: an abstention).
    if (p.stage === 'knife' && !p.ballots) fail('the ballots are not shown');
    phase = {
      kind: 'vote',
      reason: p.reason,
      initiator: p.initiator,
      stage: p.stage === 'knife' ? 'knife' : 'ballot',
      ...(p.stage === 'knife' && p.ballots ? { ballots: p.ballots.map((b) => b ?? 'abstain') } : {}),
      // After False Eyes (the Knife holder's, in the Event Phase) nobody has acted yet.
      after: origin.falseEyes ? 'falseEyes' : 'action',
      acted: origin.falseEyes ? [] : actedBefore(input, p.initiator),
    };
  } else if (p.kind === 'encounter') {
    const id = (at: LocationId): string => layout.locations[at]!.id;
    const moved = input.interrupted ?? null;
    // What the seat sees: who gives to whom; the cards others chose are secret (chosen again in play).
    phase = {
      kind: 'encounter',
      location: id(p.location),
      participants: p.participants,
      recipients: p.recipients,
      after: moved
        ? { kind: 'movement', seat: moved.seat, mp: moved.mp, start: id(moved.start) }
        : { kind: 'event' },
    };
  } else fail(`no position for phase ${p.kind}`);

  const deadFromStart =
    me.deadFromStart ?? (rebuilt ? rebuilt.starts.flatMap((c, s) => (c === 'dead' ? [s] : [])) : undefined);

  const setup: PositionSetup = {
    players: view.config.players,
    board: view.board,
    ...(view.config.automa !== null ? { automa: view.config.automa } : {}),
    seed: seedFrom(rng),
    specialRoles: view.config.specialRoles,
    ruleset: view.config.ruleset,
    roles,
    routes,
    round: view.round,
    knife: view.knife,
    phase,
    seats,
    power: view.power,
    voteToken: view.voteTokenActive,
    rooms,
    targetShift: view.vpTarget - view.config.baseVpTarget,
    portal: view.portal ? { ...view.portal } : null,
    cultistTokens,
    fishman: view.fishman === null ? null : layout.locations[view.fishman]!.id,
    // Mountains of Chaos (public, INFO-04): the Revolving Door's turns and where each Elevator stands;
    // the riders are where their seats stand, the Elevator's own Location.
    ...(view.revolvingDoor ? { revolvingDoor: view.revolvingDoor.turns } : {}),
    ...(view.elevators
      ? {
          elevators: Object.fromEntries(
            view.elevators.map((e) => [layout.locations[e.elevator]!.id, layout.locations[e.at]!.id]),
          ),
        }
      : {}),
    drawPile,
    unsafeDeck,
    bag,
    clock,
    eventsRemoved,
    effects: {
      secretDoors: view.effects.secretDoors,
      morale: view.effects.morale,
      noConnection: view.effects.noConnection,
    },
    infectedUntil: view.effects.infectedUntil,
    assassinUsed: view.assassinUsed,
    ...(deadFromStart ? { deadFromStart } : {}),
    ...(view.professions ? { professions: sampleProfessions(view, me, roles, rng) } : {}),
  };
  return { setup, exact: pulses !== null };
}

/**
 * PROF-GEN-02…05: the Profession token as the table shows it, drawn from the five while face down;
 * the Informant as the seat knows it (its own token, or the Detective's night), otherwise one of the
 * sampled Investigators other than the seat.
 */
function sampleProfessions(
  view: PlayerView,
  me: PrivateView,
  roles: readonly Role[],
  rng: RngState,
): ProfessionsSetup {
  const shown = view.professions!;
  const mine = me.professions;
  const candidates = roles.flatMap((r, s) =>
    ROLE_INFO[r].team === 'investigators' && s !== me.seat ? [s] : [],
  );
  if (!mine?.informant && mine?.knownInformant == null && candidates.length === 0)
    fail('no Investigator left for the Informant');
  return {
    profession: shown.profession ?? PROFESSIONS[randomInt(rng, PROFESSIONS.length)]!,
    holder: shown.holder,
    lost: shown.status === 'lost',
    informant: mine?.informant
      ? me.seat
      : (mine?.knownInformant ?? candidates[randomInt(rng, candidates.length)]!),
    used: shown.used,
  };
}

/** Seats that have acted this Action Phase: those before `seat` in turn order, and Portal partners. */
function actedBefore(input: DeterminizeInput, seat: Seat): Seat[] {
  const { view, knowledge } = input;
  const n = view.seats.length;
  const order = (x: Seat): number => (x - view.knife + n) % n;
  const acted = new Set<Seat>();
  for (let s = 0; s < n; s++) if (order(s) < order(seat)) acted.add(s);
  for (const c of knowledge.portalClosers) if (c.round === view.round) for (const s of c.seats) acted.add(s);
  acted.delete(seat);
  return [...acted].sort((a, b) => a - b);
}

/**
 * Roles: the seat's own, the revealed ones and the Cultists it saw are fixed; the other Cultists are
 * drawn with weights from suspicion, the remaining roles shuffled over the remaining seats.
 */
function sampleRoles(input: DeterminizeInput, me: PrivateView, rng: RngState): Role[] {
  const { view, suspicion } = input;
  const n = view.seats.length;
  const list: Role[] = [];
  for (let i = 0; i < view.config.cultists; i++) list.push('cultist');
  list.push(...view.config.specialRoles);
  while (list.length < n) list.push('investigator');
  const roles: (Role | null)[] = view.seats.map(() => null);
  const place = (s: Seat, r: Role): void => {
    const at = list.indexOf(r);
    if (at < 0) fail(`no role ${r} left for seat ${s}`);
    list.splice(at, 1);
    roles[s] = r;
  };
  place(me.seat, me.role);
  for (const sv of view.seats) if (sv.seat !== me.seat && sv.revealedRole) place(sv.seat, sv.revealedRole);
  if (me.knownCultists) for (const c of me.knownCultists) if (roles[c] === null) place(c, 'cultist');
  const automa = view.config.automa;
  const free = (): Seat[] => roles.flatMap((r, s) => (r === null ? [s] : []));
  // Ghosts whose role stayed hidden had no role that reveals itself on death.
  const hiddenGhost = (s: Seat): boolean => !view.seats[s]!.alive && view.seats[s]!.revealedRole === null;
  const cultistsLeft = list.filter((r) => r === 'cultist').length;
  if (cultistsLeft > 0 && me.knownCultists) fail('the known Cultists do not fill the Cultist places');
  const livingCultist = (): boolean =>
    roles.some((r, s) => r !== null && ROLE_INFO[r].team === 'cultists' && view.seats[s]!.alive);
  for (let c = 0; c < cultistsLeft; c++) {
    // The game goes on, so some Cultist still lives.
    const last = c === cultistsLeft - 1 && !livingCultist();
    // AMB-47: the Informant the Detective saw is an Investigator.
    const informant = me.professions?.knownInformant ?? null;
    const seats = free().filter((s) => (!last || view.seats[s]!.alive) && s !== informant);
    if (seats.length === 0) fail('no living seat for the last Cultist');
    const weights = seats.map((s) => Math.exp(0.5 * Math.max(-8, Math.min(8, suspicion?.[s] ?? 0))));
    const sum = weights.reduce((a, b) => a + b, 0);
    let x = (randomInt(rng, 1 << 30) / (1 << 30)) * sum;
    let pick = seats[seats.length - 1]!;
    for (let i = 0; i < seats.length; i++) {
      x -= weights[i]!;
      if (x < 0) {
        pick = seats[i]!;
        break;
      }
    }
    place(pick, 'cultist');
  }
  const rest = list.filter((r) => r !== 'cultist');
  shuffle(rng, rest);
  const seats = free();
  if (seats.length !== rest.length) fail('roles and seats do not match');
  seats.forEach((s, i) => (roles[s] = rest[i]!));
  // Repair: the AUTOMA plays only a plain Investigator, a Cultist or (2 Cultists) the Seer; a hidden
  // Ghost had no reveal-on-death role. Swap such roles with a plain Investigator elsewhere.
  const fits = (s: Seat, r: Role): boolean =>
    !(
      (s === automa && ROLE_INFO[r].special && !(r === 'seer' && view.config.cultists >= 2)) ||
      (hiddenGhost(s) && ROLE_INFO[r].revealOnDeath)
    );
  for (const s of seats) {
    if (fits(s, roles[s]!)) continue;
    const other = seats.find((o) => o !== s && fits(o, roles[s]!) && fits(s, roles[o]!));
    if (other === undefined) fail(`no fitting role for seat ${s}`);
    [roles[s], roles[other]] = [roles[other]!, roles[s]!];
  }
  return roles as Role[];
}

/** Routes: fixed for the seat and the AUTOMA; the others explain their Room actions when they can. */
function sampleRoutes(
  input: DeterminizeInput,
  me: PrivateView,
  roles: readonly Role[],
  rng: RngState,
): number[] {
  const { view, memory } = input;
  const layout = view.board.layout;
  const n = view.seats.length;
  const routes: (number | null)[] = view.seats.map(() => null);
  routes[me.seat] = me.route.id;
  for (const sv of view.seats) if (sv.publicRoute) routes[sv.seat] = sv.publicRoute.id;
  const order = view.seats.map((s) => s.seat).filter((s) => routes[s] === null);
  shuffle(rng, order);
  // Investigators first: their Route binds them; a Cultist may have left its own.
  order.sort(
    (a, b) =>
      Number(ROLE_INFO[roles[a]!].team === 'cultists') - Number(ROLE_INFO[roles[b]!].team === 'cultists'),
  );
  for (const s of order) {
    const used = routes.filter((r): r is number => r !== null);
    const fitting = routesConsistentWith(memory.roomActs, layout, s, used, view.board.routes).map(
      (r) => r.id,
    );
    const any = view.board.routes.map((r) => r.id).filter((id) => !used.includes(id));
    const from = fitting.length > 0 ? fitting : any;
    if (from.length === 0) fail('no Route card left');
    routes[s] = from[randomInt(rng, from.length)]!;
  }
  if (routes.length !== n) fail('routes');
  return routes as number[];
}

/** Pulse decks drawn from the Encounter cards left (when the record is incomplete). */
function poolPulses(view: PlayerView, pool: CardCounts, rng: RngState): EncounterCard[][] {
  const cards = listOf(pool, ['alive', 'dead']) as EncounterCard[];
  shuffle(rng, cards);
  const takeOne = (c: EncounterCard): void => {
    const at = cards.indexOf(c);
    if (at < 0) fail('no Dead card for a face-up Pulse deck');
    cards.splice(at, 1);
    pool[c] -= 1;
  };
  return view.seats.map((sv) => {
    const pulse: EncounterCard[] = [];
    const top = sv.pulseTopDead ? 1 : 0;
    for (let i = 0; i < sv.pulseSize - top; i++) {
      const c = cards.pop();
      if (c === undefined) fail('not enough Encounter cards for the Pulse decks');
      pool[c] -= 1;
      pulse.push(c);
    }
    if (top) {
      takeOne('dead');
      pulse.push('dead');
    }
    return pulse;
  });
}
