import {
  buildPosition,
  CARD_KINDS,
  emptyCounts,
  randomInt,
  ROLE_INFO,
  setupCardTotals,
  shuffle,
  viewFor,
  type CardCounts,
  type EncounterCard,
  type EventId,
  type GameState,
  type LocationId,
  type PlayerView,
  type PositionSetup,
  type PrivateView,
  type ProfessionsSetup,
  PROFESSIONS,
  type RngState,
  type Role,
  type RoomCard,
  type RoomSetup,
  type Seat,
  type SeatSetup,
  startingHand,
  movementPointsOf,
  type ViewedEvent,
} from '@among-cultists/engine';
import { bagTokens, PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from '@among-cultists/engine/content';
import type { Memory } from '../heuristic/memory.ts';
import { consistentRoutes } from '../heuristic/suspicion.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * The decisions at which a position can be rebuilt from a view: the seat's own Movement and Action
 * turns (a PhaseSetup); its sealed ballot in a Vote (rebuilt as the initiator's Action turn, then
 * the Vote it started: every ballot still open, as the seat cannot tell); and, as the Knife holder,
 * its choice once the ballots are revealed (the same, with every ballot as shown). A murder Vote
 * needs the State check behind it in the log (`voteOrigin`).
 */
export function canDeterminize(view: PlayerView): boolean {
  const me = view.me;
  if (!me || view.result !== null) return false;
  if (view.seats.some((s) => s.hand === null)) return false; // hidden hand counts: not modelled
  const p = view.phase;
  if (p.kind === 'vote') {
    if (p.initiator === view.config.automa) return false;
    if (p.stage === 'ballot') return me.ballot?.cast === false;
    return p.stage === 'knife' && view.knife === me.seat && p.ballots !== null;
  }
  if (p.kind === 'encounter')
    // The seat's own choice in an Encounter it is part of (not while the Infected keeps cards back).
    return p.participants.includes(me.seat) && view.legal.length > 0 && view.effects.infectedUntil === null;
  return (p.kind === 'movement' || p.kind === 'action' || p.kind === 'lifelines') && p.seat === me.seat;
}

/** The Movement an Encounter interrupted: whose, the points left and where it began. */
export interface InterruptedMovement {
  readonly seat: Seat;
  readonly mp: number;
  readonly start: LocationId;
}

/**
 * The Movement the Encounter in `view` interrupted, as the log shows it: the first participant
 * stepped in, having begun where its first step this round started, with a Movement point spent per
 * step (a free step under Secret Doors counts too: the estimate errs towards fewer points left).
 * Null for the Event Phase's Encounters (this round's token is on the Clock) or without those steps.
 */
export function interruptedMovement(
  view: PlayerView,
  history: readonly ViewedEvent[],
): InterruptedMovement | null {
  const p = view.phase;
  if (p.kind !== 'encounter') return null;
  if (view.clock.length >= view.round && view.clock[view.round - 1] != null) return null;
  const thisRound = history.filter((e) => e.round === view.round);
  // Mountains of Chaos: the Revolving Door turns when the Movement Phase ends; an Encounter after
  // that is an automatic Elevator ride's arrival (AMB-49(c)), and play goes on to the Event Phase.
  if (thisRound.some((e) => e.t === 'revolvingDoorTurned')) return null;
  // An Elevator called to a Room brings its riders into an Encounter there, in the caller's turn.
  const last = thisRound.findLast((e) => e.t === 'moved' || e.t === 'elevatorMoved');
  const mover = last?.t === 'elevatorMoved' && last.by !== null ? last.by : p.participants[0]!;
  const steps = history.filter(
    (e): e is Extract<ViewedEvent, { t: 'moved' }> =>
      e.t === 'moved' && e.seat === mover && e.round === view.round,
  );
  const first = steps[0];
  if (!first) return null;
  return { seat: mover, mp: Math.max(0, movementPointsOf(view) - steps.length), start: first.from };
}

/**
 * How a Vote came about: in the Event Phase (after False Eyes or Lifelines; `falseEyes` true) or in
 * its initiator's Action turn.
 */
export interface VoteOrigin {
  readonly falseEyes: boolean;
}

/**
 * How the Vote in `view` came about: the initiator's Action turn (a Cafeteria Vote, or a murder
 * Vote after a check in the Action Phase, play then going on with the next action) or, for a
 * murder Vote after False Eyes, the Event Phase (the Action Phase then starts afresh). Null if the
 * log does not show the check this round.
 */
export function voteOrigin(view: PlayerView, knowledge: Knowledge): VoteOrigin | null {
  const p = view.phase;
  if (p.kind !== 'vote') return null;
  if (p.reason === 'cafeteria') return { falseEyes: false };
  // EVT-LIFELINES-03: the First Player's targets showed a murder in this round's Event Phase.
  const l = knowledge.lastLifelines;
  const c = knowledge.lastCheck;
  if (l && l.seat === p.initiator && l.round === view.round && (c === null || c.seq < l.seq))
    return knowledge.revealed.some((r) => r.seq > l.seq) ? { falseEyes: true } : null;
  if (!c || c.seat !== p.initiator || c.round !== view.round) return null;
  if (!knowledge.revealed.some((r) => r.seq > c.seq && r.seat === c.target)) return null;
  return { falseEyes: c.via === 'falseEyes' };
}

export interface DeterminizeInput {
  readonly view: PlayerView;
  readonly knowledge: Knowledge;
  readonly memory: Memory;
  /** Suspicion of each seat (the heuristic's scale): weights the Cultist draw. */
  readonly suspicion: readonly number[] | null;
  /** Rooms passed through for free (Secret Doors) in the seat's current Movement, if it knows them. */
  readonly freeVisited?: readonly LocationId[];
  /** In an Encounter: the Movement it interrupted, if it interrupted one (`interruptedMovement`). */
  readonly interrupted?: InterruptedMovement | null;
}

export type Determinized =
  | { readonly ok: true; readonly state: GameState; readonly setup: PositionSetup; readonly exact: boolean }
  | { readonly ok: false; readonly why: string };

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

class Fail extends Error {}

function fail(why: string): never {
  throw new Fail(why);
}

/**
 * One full game state consistent with everything `view` (and the log behind `knowledge`) shows
 * the seat: the public board copied, the hidden parts drawn at random (roles weighted by
 * suspicion, Routes that explain each seat's Room actions, hands drawn from each role's deck, Pulse
 * decks rebuilt from the Encounter record when it is complete, every other deck from the cards
 * left). The state is checked by `buildPosition` and then against the view itself: anything the
 * seat would see differently is refused.
 */
export function determinize(input: DeterminizeInput, rng: RngState, tries = 8): Determinized {
  // How the Vote came about decides how it is rebuilt: read it once for every try.
  const vote = input.view.phase.kind === 'vote';
  const origin = vote ? voteOrigin(input.view, input.knowledge) : null;
  if (vote && !origin) return { ok: false, why: 'no origin for the Vote' };
  let why = 'no try';
  for (let t = 0; t < tries; t++) {
    // The first tries keep every soft constraint; the last ones fall back to the card pool.
    const structured = t < tries - 2;
    try {
      const setup = sample(input, rng, structured, origin);
      const built = buildPosition(setup.setup);
      if (!built.ok) {
        why = built.problems.map((p) => `${p.field}: ${p.message}`).join('; ');
        continue;
      }
      const state = built.state;
      const diff = viewDiff(viewFor(state, input.view.viewer), input.view);
      if (diff !== null) {
        why = `view differs in ${diff}`;
        continue;
      }
      return { ok: true, state, setup: setup.setup, exact: setup.exact };
    } catch (e) {
      if (!(e instanceof Fail)) throw e;
      why = e.message;
    }
  }
  return { ok: false, why };
}

/** The first field in which two views of the same seat differ, or null. */
export function viewDiff(a: PlayerView, b: PlayerView): string | null {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof PlayerView>;
  for (const k of keys) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) {
      if (k === 'seats' || k === 'rooms') {
        const xs = a[k] as readonly unknown[];
        const ys = b[k] as readonly unknown[];
        const i = xs.findIndex((x, j) => JSON.stringify(x) !== JSON.stringify(ys[j]));
        return `${k}[${i}]: ${JSON.stringify(xs[i])} vs ${JSON.stringify(ys[i])}`;
      }
      return k;
    }
  }
  return null;
}

interface Sample {
  readonly setup: PositionSetup;
  /** Pulse decks rebuilt from the Encounter record (false: drawn from the card pool). */
  readonly exact: boolean;
}

function sample(
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
    const fitting = consistentRoutes(memory, layout, s, used, view.board.routes).map((r) => r.id);
    const any = view.board.routes.map((r) => r.id).filter((id) => !used.includes(id));
    const from = fitting.length > 0 ? fitting : any;
    if (from.length === 0) fail('no Route card left');
    routes[s] = from[randomInt(rng, from.length)]!;
  }
  if (routes.length !== n) fail('routes');
  return routes as number[];
}

/**
 * Pulse decks from the Encounter record: each seat's starting card (from the Pulse starting deck,
 * Alive for the Cultists) plus every card given to it, whose face is Alive unless a Cultist gave
 * it (the faces drawn with the Cultist's hand) or the seat itself knows it. Checked against the
 * public sizes, face-up Dead cards and the seat's own State checks.
 */
interface Slot {
  readonly seq: number;
  readonly round: number;
  /** Where the card came from: the Pulse starting deck or a Cultist's hand ('known' if decided). */
  readonly source: 'start' | Seat;
  face: EncounterCard | null;
}

/**
 * Pulse decks from the Encounter record: each seat's starting card (from the Pulse starting deck,
 * Alive for the Cultists) plus every card given to it, whose face is Alive unless a Cultist gave it
 * or the seat itself knows it. The Dead cards are placed first where the record demands them (the
 * seat's own State checks, revealed deaths, face-up Dead cards), then the rest as each Cultist's
 * deck allows; a Cultist's hand is what its deck has left. Null if the record cannot be met.
 */
function rebuildPulses(
  input: DeterminizeInput,
  me: PrivateView,
  roles: readonly Role[],
  hands: CardCounts[],
  rng: RngState,
): { pulses: EncounterCard[][]; starts: (EncounterCard | null)[]; deathRound: (number | null)[] } | null {
  const { view, knowledge } = input;
  const n = view.seats.length;
  const cultist = (s: Seat): boolean => ROLE_INFO[roles[s]!].team === 'cultists';
  const slots: Slot[][] = view.seats.map(() => []);
  let startDead = 0;
  let startLeftover = 0;
  const pulseStart = pulseStartFor(view.config.players, view.config.ruleset.deckEdition);
  if (pulseStart) {
    const cultists = roles.filter((r) => ROLE_INFO[r].team === 'cultists').length;
    startDead = pulseStart.dead ?? 0;
    startLeftover = (pulseStart.alive ?? 0) + startDead - cultists - (n - cultists);
    for (let s = 0; s < n; s++) {
      let face: EncounterCard | null = cultist(s) ? 'alive' : null;
      // A Cultist saw exactly who started dead.
      if (face === null && me.deadFromStart) face = me.deadFromStart.includes(s) ? 'dead' : 'alive';
      slots[s]!.push({ seq: -1, round: 0, source: 'start', face });
    }
  }
  for (const g of knowledge.gifts) {
    const face = g.face ?? (g.from === me.seat || !cultist(g.from) ? 'alive' : null);
    slots[g.to]!.push({ seq: g.seq, round: g.round, source: g.from, face });
  }
  const all = slots.flat();
  const deadBudget = (src: 'start' | Seat): number =>
    src === 'start'
      ? startDead
      : Math.min(startingHand(view.config, roles[src]!).dead, all.filter((x) => x.source === src).length);
  const deadUsed = (src: 'start' | Seat): number =>
    all.filter((x) => x.source === src && x.face === 'dead').length;

  // What the record demands, in order.
  const demands: { seat: Seat; seq: number; min: number; max: number }[] = [];
  for (const c of knowledge.seen) demands.push({ seat: c.target, seq: c.seq, min: c.dead, max: c.dead });
  for (const r of knowledge.revealed) demands.push({ seat: r.seat, seq: r.seq, min: 1, max: Infinity });
  for (const sv of view.seats)
    if (sv.pulseTopDead) demands.push({ seat: sv.seat, seq: Infinity, min: 1, max: Infinity });
  demands.sort((x, y) => x.seq - y.seq);
  for (const d of demands) {
    const before = slots[d.seat]!.filter((x) => x.seq < d.seq);
    let have = before.filter((x) => x.face === 'dead').length;
    if (have > d.max) return null;
    const open = before.filter((x) => x.face === null);
    shuffle(rng, open);
    for (const x of open) {
      if (have >= d.min) break;
      if (deadUsed(x.source) >= deadBudget(x.source)) continue;
      x.face = 'dead';
      have++;
    }
    if (have < d.min) return null;
    if (Number.isFinite(d.max)) for (const x of open) if (x.face === null) x.face = 'alive';
  }

  // The rest: each Cultist gave as many Dead cards as its deck makes likely (hypergeometric).
  for (let c = 0; c < n; c++) {
    if (!cultist(c) || c === me.seat) continue;
    const mine = all.filter((x) => x.source === c);
    const deck = startingHand(view.config, roles[c]!);
    const given = mine.length;
    const decided = mine.filter((x) => x.face === 'dead').length;
    const open = mine.filter((x) => x.face === null);
    const lo = Math.max(decided, given - deck.alive);
    const hi = Math.min(deck.dead, decided + open.length);
    if (lo > hi) return null;
    const weights: number[] = [];
    for (let d = lo; d <= hi; d++) weights.push(choose(deck.dead, d) * choose(deck.alive, given - d));
    const dead = lo + pickWeighted(rng, weights);
    shuffle(rng, open);
    open.forEach((x, i) => (x.face = i < dead - decided ? 'dead' : 'alive'));
    hands[c] = { ...hands[c]!, alive: deck.alive - (given - dead), dead: deck.dead - dead };
  }
  // The starting deck: the Dead cards left go to open starting slots or the leftover in the box.
  const openStarts = all.filter((x) => x.source === 'start' && x.face === null);
  const startLeft = startDead - deadUsed('start');
  if (startLeft < 0 || startLeft > openStarts.length + startLeftover) return null;
  const places = [...openStarts.map((x) => x as Slot | null), ...Array<null>(startLeftover).fill(null)];
  shuffle(rng, places);
  places.forEach((x, i) => {
    if (x) x.face = i < startLeft ? 'dead' : 'alive';
  });

  const pulses: EncounterCard[][] = [];
  for (let s = 0; s < n; s++) {
    const pulse = slots[s]!.map((x) => x.face ?? 'alive');
    const sv = view.seats[s]!;
    if (pulse.length !== sv.pulseSize) return null;
    shuffle(rng, pulse);
    if (sv.pulseTopDead) {
      const at = pulse.lastIndexOf('dead');
      if (at < 0) return null;
      pulse.splice(at, 1);
      pulse.push('dead');
    }
    pulses.push(pulse);
  }
  const starts = slots.map((xs) => (xs[0]?.source === 'start' ? xs[0].face : null));
  const deathRound = slots.map((xs) => xs.find((x) => x.face === 'dead')?.round ?? null);
  return { pulses, starts, deathRound };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function pickWeighted(rng: RngState, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return randomInt(rng, weights.length);
  let x = (randomInt(rng, 1 << 30) / (1 << 30)) * sum;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
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
