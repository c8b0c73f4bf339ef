import { bagTokens, PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from './content/tables.ts';
import { listOf, startingHand } from './cards.ts';
import { cultistSeats, emit, tableOf } from './rules/context.ts';
import { isProfession, newProfessions } from './rules/professions.ts';
import { ROLE_INFO } from './content/roles.ts';
import { checkOptions } from './options-check.ts';
import {
  type CheckedOptions,
  type GameConfig,
  type GameOptions,
  type OptionProblem,
  type ScenarioDeal,
} from './options.ts';
import { createRng, randomInt, shuffle, type RngState } from './rng/random.ts';
import type { GameState, RoomState, SeatState } from './state.ts';
import {
  CARD_KINDS,
  emptyCounts,
  PROFESSIONS,
  type CardCounts,
  type EncounterCard,
  type EventId,
  type Profession,
  type Role,
  type RoomCard,
  type Seat,
} from './types.ts';

export type CreateResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly problems: readonly OptionProblem[] };

/**
 * Sets up a game (SETUP-01…23) and plays the Night Phase as information (NIGHT-*). The state
 * then waits for every seat to be ready before Round 1.
 */
export function createGame(options: GameOptions): CreateResult {
  const checked = checkOptions(options);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  const rng = createRng(options.seed);
  const deal = options.deal ?? {};
  const problems: OptionProblem[] = [];
  const state = buildState(checked.options, rng, deal, options.firstPlayer, problems);
  if (!state) return { ok: false, problems };
  return { ok: true, state };
}

function dealProblem(problems: OptionProblem[], field: string, message: string): void {
  problems.push({ field: `deal.${field}`, message });
}

function sameMultiset<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const count = new Map<T, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) count.set(x, (count.get(x) ?? 0) - 1);
  return [...count.values()].every((v) => v === 0);
}

/** What setup has dealt so far; each step of `SETUP_STEPS` fills its part. */
interface Dealt {
  specialRoles: Role[];
  roles: Role[];
  routes: number[];
  pulse: (EncounterCard | null)[];
  /** Pulse cards left in the box, unseen. */
  removed: CardCounts;
  /** The starting card of each room, in layout order. */
  startCards: RoomCard[];
  drawPile: RoomCard[];
  unsafeDeck: RoomCard[];
  cultistTokens: string[];
  bag: EventId[];
  /** Whether each room (in layout order) gets an Unsafe Passage token. */
  unsafeFlags: boolean[];
  knife: Seat;
  /** PROF-GEN-02: the Profession beside the map and the Informant's seat (null without the module). */
  profession: Profession | null;
  informant: Seat | null;
}

/** What a step works with: the options, the stream it draws from, the fixed parts of a scenario deal. */
interface SetupContext {
  readonly checked: CheckedOptions;
  readonly rng: RngState;
  readonly deal: ScenarioDeal;
  readonly firstPlayer: number | undefined;
  readonly problems: OptionProblem[];
  /** The configuration, complete once the special roles are drawn (the AUTOMA's seat comes last). */
  config: GameConfig;
  readonly dealt: Dealt;
}

/** One step of setup: its name (the `deal` field that fixes it, if any), its rules, and what it does. */
interface SetupStep {
  readonly name: string;
  readonly rules: string;
  readonly run: (c: SetupContext) => void;
}

/**
 * The steps of setup in the order they draw from the seed. The order is part of every recorded
 * game (a seed deals the same game only while it stays): it is pinned by `SETUP_DRAW_ORDER`'s test
 * and the perft data. A step whose part the scenario `deal` fixes draws nothing and checks it.
 */
const SETUP_STEPS: readonly SetupStep[] = Object.freeze([
  { name: 'specialRoles', rules: 'CPLX-01 CPLX-02', run: drawSpecialRoles },
  { name: 'roles', rules: 'SETUP-01 SETUP-02 SETUP-05 SETUP-06', run: dealRoles },
  { name: 'routes', rules: 'SETUP-01', run: dealRoutes },
  { name: 'pulse', rules: 'SETUP-03 PC-03', run: dealPulse },
  { name: 'roomDecks', rules: 'SETUP-09', run: dealRoomStartCards },
  { name: 'drawPile', rules: 'SETUP-10', run: shuffleDrawPile },
  { name: 'unsafeDeck', rules: 'SETUP-11', run: shuffleUnsafeDeck },
  { name: 'cultistTokens', rules: 'SETUP-13', run: shuffleCultistTokens },
  { name: 'bag', rules: 'SETUP-16', run: fillBag },
  { name: 'unsafeRooms', rules: 'SETUP-20', run: placeRoomTokens },
  { name: 'firstPlayer', rules: 'START-01 SETUP-21', run: chooseFirstPlayer },
  // Only games with the Professions module draw these, so every other seed keeps its deal.
  { name: 'profession', rules: 'PROF-GEN-02 PROF-GEN-06', run: drawProfession },
  { name: 'informant', rules: 'PROF-GEN-02 PROF-GEN-03', run: dealInformant },
]);

/** The names of setup's steps, in the order they draw from the seed. */
export const SETUP_DRAW_ORDER: readonly string[] = Object.freeze(SETUP_STEPS.map((step) => step.name));

function buildState(
  checked: CheckedOptions,
  rng: RngState,
  deal: ScenarioDeal,
  firstPlayer: number | undefined,
  problems: OptionProblem[],
): GameState | null {
  const c: SetupContext = {
    checked,
    rng,
    deal,
    firstPlayer,
    problems,
    config: {
      players: checked.players,
      board: checked.board,
      layout: checked.layout,
      cultists: checked.cultists,
      specialRoles: [],
      ruleset: checked.ruleset,
      automa: null,
    },
    dealt: {
      specialRoles: [],
      roles: [],
      routes: [],
      pulse: [],
      removed: emptyCounts(),
      startCards: [],
      drawPile: [],
      unsafeDeck: [],
      cultistTokens: [],
      bag: [],
      unsafeFlags: [],
      knife: 0,
      profession: null,
      informant: null,
    },
  };
  for (const step of SETUP_STEPS) step.run(c);
  if (problems.length > 0) return null;
  return assemble(c);
}

// CPLX-01: a recommended set may add one role drawn at random; CPLX-02: an expert game without a
// list draws a whole set. The roles in play are public.
function drawSpecialRoles(c: SetupContext): void {
  const { roles } = c.checked;
  const specialRoles = [...roles.fixed];
  if (roles.oneOf.length > 0) specialRoles.push(roles.oneOf[randomInt(c.rng, roles.oneOf.length)]!);
  const sets = roles.oneSetOf ?? [];
  if (sets.length > 0) specialRoles.push(...sets[randomInt(c.rng, sets.length)]!);
  c.dealt.specialRoles = specialRoles;
  c.config = { ...c.config, specialRoles };
}

// SETUP-01/02/05/06: roles in shuffled envelopes.
function dealRoles(c: SetupContext): void {
  const { config, deal } = c;
  const n = config.players;
  const roleList: Role[] = [];
  for (let i = 0; i < config.cultists; i++) roleList.push('cultist');
  roleList.push(...config.specialRoles);
  while (roleList.length < n) roleList.push('investigator');
  if (deal.roles) {
    c.dealt.roles = [...deal.roles];
    if (!sameMultiset(c.dealt.roles, roleList)) {
      dealProblem(
        c.problems,
        'roles',
        `Give one role per seat (${n}): ${config.cultists} cultist, ${config.specialRoles.join(', ') || 'no special role'} and investigator for the rest.`,
      );
      c.dealt.roles = roleList; // only to go on checking the other fields
    }
  } else {
    c.dealt.roles = [...roleList];
    shuffle(c.rng, c.dealt.roles);
  }
}

// SETUP-01: route cards dealt face down with the decks.
function dealRoutes(c: SetupContext): void {
  const n = c.config.players;
  const routeIds = c.config.board.routes.map((r) => r.id);
  if (c.deal.routes) {
    const routes = [...c.deal.routes];
    c.dealt.routes = routes;
    if (routes.length !== n || new Set(routes).size !== n || routes.some((r) => !routeIds.includes(r))) {
      dealProblem(c.problems, 'routes', `Give ${n} different route card ids from ${routeIds.join(', ')}.`);
    }
  } else {
    const pool = [...routeIds];
    shuffle(c.rng, pool);
    c.dealt.routes = pool.slice(0, n);
  }
}

// SETUP-03 / PC-03: the Pulse starting deck (not at 7 players).
function dealPulse(c: SetupContext): void {
  const n = c.config.players;
  const { roles, removed } = c.dealt;
  c.dealt.pulse = roles.map(() => null);
  const pulseStart = pulseStartFor(n, c.config.ruleset.deckEdition);
  if (!pulseStart) {
    if (c.deal.pulse) dealProblem(c.problems, 'pulse', 'There are no Pulse decks at 7 players (NIGHT-11).');
    return;
  }
  const start = listOf(pulseStart) as EncounterCard[];
  const cultists = roles.filter((r) => ROLE_INFO[r].team === 'cultists').length;
  for (let i = 0; i < cultists; i++) start.splice(start.indexOf('alive'), 1);
  if (c.deal.pulse) {
    const given = [...c.deal.pulse];
    const rest = [...start];
    const fits =
      given.length === n &&
      given.every((card, i) => {
        if (ROLE_INFO[roles[i]!].team === 'cultists') return card === 'alive';
        const at = rest.indexOf(card);
        if (at >= 0) rest.splice(at, 1);
        return at >= 0;
      });
    if (!fits) {
      dealProblem(
        c.problems,
        'pulse',
        `Give one Pulse card per seat (${n}) from the Pulse starting deck (${describe(pulseStart)}): Alive for each Cultist.`,
      );
    }
    c.dealt.pulse = given;
    for (const card of rest) removed[card] += 1;
  } else {
    shuffle(c.rng, start);
    c.dealt.pulse = roles.map((r) => (ROLE_INFO[r].team === 'cultists' ? 'alive' : start.pop()!));
    for (const card of start) removed[card] += 1; // leftover back in the box, unseen
  }
}

// SETUP-09: one room starting card per room.
function dealRoomStartCards(c: SetupContext): void {
  const table = PLAYER_COUNT_TABLE[c.config.players];
  const layout = c.config.board.layout;
  const roomStart = listOf(table.roomStart) as RoomCard[];
  const decks = c.deal.roomDecks;
  if (decks) {
    const roomIds = layout.rooms.map((r) => layout.locations[r]!.id);
    const named = Object.keys(decks);
    c.dealt.startCards = roomIds.map((id) => decks[id] ?? 'success');
    if (
      named.length !== roomIds.length ||
      named.some((id) => !roomIds.includes(id)) ||
      !sameMultiset(c.dealt.startCards, roomStart)
    ) {
      dealProblem(
        c.problems,
        'roomDecks',
        `Give one starting card for each room (${roomIds.join(', ')}): ${describe(table.roomStart)} in all.`,
      );
    }
  } else {
    c.dealt.startCards = [...roomStart];
    shuffle(c.rng, c.dealt.startCards);
  }
}

// SETUP-10: the Draw pile.
function shuffleDrawPile(c: SetupContext): void {
  const table = PLAYER_COUNT_TABLE[c.config.players];
  const roomStart = listOf(table.roomStart) as RoomCard[];
  if (c.deal.drawPile) {
    c.dealt.drawPile = [...c.deal.drawPile].reverse();
    if (!sameMultiset(c.dealt.drawPile, roomStart))
      dealProblem(c.problems, 'drawPile', `The Draw pile holds ${describe(table.roomStart)}.`);
  } else {
    c.dealt.drawPile = [...roomStart];
    shuffle(c.rng, c.dealt.drawPile);
  }
}

// SETUP-11: the Unsafe Passage deck.
function shuffleUnsafeDeck(c: SetupContext): void {
  c.dealt.unsafeDeck = c.config.ruleset.unsafePassage ? (listOf(UNSAFE_START) as RoomCard[]) : [];
  shuffle(c.rng, c.dealt.unsafeDeck);
}

// SETUP-13: the Cultist tokens, face down.
function shuffleCultistTokens(c: SetupContext): void {
  const faces = c.config.board.cultistTokens;
  if (!c.config.ruleset.unsafePassage) {
    if (c.deal.cultistTokens)
      dealProblem(
        c.problems,
        'cultistTokens',
        'A game without Unsafe Passage has no Cultist tokens (FIRST-03).',
      );
    return;
  }
  if (c.deal.cultistTokens) {
    c.dealt.cultistTokens = [...c.deal.cultistTokens];
    if (!sameMultiset(c.dealt.cultistTokens, faces))
      dealProblem(c.problems, 'cultistTokens', `The Cultist tokens show ${faces.join(', ')}.`);
  } else {
    c.dealt.cultistTokens = [...faces];
    shuffle(c.rng, c.dealt.cultistTokens);
  }
}

// SETUP-16: the Event tokens in the Bag (without Broken Panes in a first game, FIRST-03).
function fillBag(c: SetupContext): void {
  const tokens = bagTokens(c.config.ruleset);
  if (c.deal.bag) {
    c.dealt.bag = [...c.deal.bag].reverse();
    if (!sameMultiset(c.dealt.bag, tokens))
      dealProblem(c.problems, 'bag', `The Bag holds these ${tokens.length} tokens: ${tokens.join(', ')}.`);
  } else {
    c.dealt.bag = [...tokens];
    shuffle(c.rng, c.dealt.bag);
  }
}

// SETUP-20: the room tokens, crossed-out side up.
function placeRoomTokens(c: SetupContext): void {
  const table = PLAYER_COUNT_TABLE[c.config.players];
  const layout = c.config.board.layout;
  const unsafe = c.deal.unsafeRooms;
  if (unsafe) {
    c.dealt.unsafeFlags = layout.rooms.map((r) => unsafe.includes(layout.locations[r]!.id));
    if (
      unsafe.length !== table.roomTokens.unsafe ||
      c.dealt.unsafeFlags.filter(Boolean).length !== table.roomTokens.unsafe
    ) {
      dealProblem(
        c.problems,
        'unsafeRooms',
        `Name ${table.roomTokens.unsafe} different rooms for the Unsafe Passage tokens.`,
      );
    }
  } else {
    c.dealt.unsafeFlags = layout.rooms.map((_, i) => i < table.roomTokens.unsafe);
    shuffle(c.rng, c.dealt.unsafeFlags);
  }
}

// START-01 / SETUP-21: the first player; AUTOMA-04: the AUTOMA sits to the First Player's right.
function chooseFirstPlayer(c: SetupContext): void {
  const n = c.config.players;
  c.dealt.knife = c.firstPlayer ?? randomInt(c.rng, n);
  c.config = { ...c.config, automa: c.checked.automa ? (c.dealt.knife - 1 + n) % n : null };
}

// PROF-GEN-02 step 4 / PROF-GEN-06: one of the five Profession tokens, face down beside the map.
function drawProfession(c: SetupContext): void {
  const given = c.deal.profession;
  if (!c.config.ruleset.professions) {
    if (given !== undefined)
      dealProblem(c.problems, 'profession', 'Only a game with the Professions module has a Profession.');
    return;
  }
  if (given === undefined) c.dealt.profession = PROFESSIONS[randomInt(c.rng, PROFESSIONS.length)]!;
  else if (isProfession(given)) c.dealt.profession = given;
  else dealProblem(c.problems, 'profession', `The Profession is one of ${PROFESSIONS.join(', ')}.`);
}

// PROF-GEN-02 step 5: the Informant token goes to one Investigator-team seat at random (the
// AUTOMA's too: it gets a role envelope, AUTOMA-22).
function dealInformant(c: SetupContext): void {
  const given = c.deal.informant;
  if (!c.config.ruleset.professions) {
    if (given !== undefined)
      dealProblem(c.problems, 'informant', 'Only a game with the Professions module has an Informant.');
    return;
  }
  const candidates = c.dealt.roles.flatMap((r, i) => (ROLE_INFO[r].team === 'investigators' ? [i] : []));
  if (given === undefined) c.dealt.informant = candidates[randomInt(c.rng, candidates.length)]!;
  else if (candidates.includes(given)) c.dealt.informant = given;
  else
    dealProblem(
      c.problems,
      'informant',
      `The Informant is an Investigator-team seat: one of ${candidates.join(', ')} (PROF-GEN-02).`,
    );
}

/** The state from what was dealt: nothing is drawn from here on. */
function assemble(c: SetupContext): GameState {
  const { config, dealt, rng } = c;
  const n = config.players;
  const layout = config.board.layout;
  const { roles, knife } = dealt;
  const automa = config.automa;
  const seats: SeatState[] = roles.map((role, i) => {
    // SETUP-24 (with NL): the Firestarter's own deck trades 2 Success for 1 Sabotage and 1 Failure.
    const hand = startingHand(config, role);
    const pulse = dealt.pulse[i];
    return {
      // AUTOMA-22 / AMB-42: a role dealt to the AUTOMA other than Cultist (or the Seer with 2
      // Cultists) has no effect: the AUTOMA plays as a plain Investigator.
      role: i === automa && !automaKeeps(role, config.cultists) ? 'investigator' : role,
      alive: true,
      location: layout.central, // SETUP-12
      hand,
      pulse: pulse ? [pulse] : [],
      pulseTopFaceUp: false,
      route: dealt.routes[i]!,
      roleRevealed: false,
      deathRound: null,
    };
  });
  const rooms: (RoomState | null)[] = layout.locations.map((loc, i) => {
    if (loc.kind !== 'room') return null;
    const k = layout.rooms.indexOf(i);
    return {
      deck: [dealt.startCards[k]!],
      explored: false,
      unsafe: dealt.unsafeFlags[k]!,
      books: loc.books, // SETUP-19
      finished: false,
      cultistTokens: 0,
    };
  });
  const state: GameState = {
    format: 1,
    config,
    rng,
    round: 1,
    knife,
    phase: { kind: 'night', ready: roles.map((_, i) => i === automa) },
    seats,
    power: true,
    voteToken: true,
    rooms,
    racks: layout.racks.map(() => ({ books: 0, scored: false })),
    vp: 0,
    targetShift: 0,
    portal: null,
    cultistTokens: dealt.cultistTokens,
    // MOC-SETUP-02/03: the Revolving Door blocks Hallway C; the Elevators stand at their first Rooms.
    ...(layout.crossing ? { revolvingDoor: 0 } : {}),
    ...(layout.elevators ? { elevators: layout.elevators.map((e) => e.start) } : {}),
    fishman: null,
    fishmanFacedBy: null,
    infectedUntil: null,
    assassinUsed: false,
    drawPile: dealt.drawPile,
    unsafeDeck: dealt.unsafeDeck,
    bag: dealt.bag,
    clock: [],
    effects: { secretDoors: false, morale: 0, noConnection: false },
    acted: roles.map(() => false),
    removed: dealt.removed,
    eventsRemoved: [],
    killTargetRound: null,
    deadFromStart: [],
    ...(dealt.profession !== null && dealt.informant !== null
      ? { professions: newProfessions(dealt.profession, dealt.informant) }
      : {}),
    log: [],
    result: null,
  };
  // Death from the start counts in round 0 (AMB-16).
  state.seats.forEach((st) => {
    if (st.pulse.includes('dead') && ROLE_INFO[st.role].team === 'investigators') st.deathRound = 0;
  });
  const deadCount = state.seats.filter((st) => st.deathRound !== null).length;
  if (deadCount >= tableOf(state).killTarget) state.killTargetRound = 0;
  state.deadFromStart = seatsWhere(state, (st) => st.pulse.includes('dead'));
  emit(state, { t: 'gameStarted', players: n, firstPlayer: knife, round: state.round, vis: null });
  nightPhase(state);
  return state;
}

function automaKeeps(role: Role, cultists: number): boolean {
  return role === 'cultist' || role === 'investigator' || (role === 'seer' && cultists >= 2);
}

/** NIGHT-06…08, NIGHT-13: what each seat learns in the ritual. */
export function nightPhase(s: GameState): void {
  const cultists = cultistSeats(s);
  emit(s, { t: 'nightCultists', cultists, deadFromStart: s.deadFromStart, round: s.round, vis: cultists });
  const seers = seatsWhere(s, (st) => ROLE_INFO[st.role].seesCultists);
  if (seers.length > 0) emit(s, { t: 'nightSeer', cultists, round: s.round, vis: seers });
}

/** The seats whose state passes `test`, in seat order (a loop, not `flatMap`: every `createGame` asks). */
function seatsWhere(s: GameState, test: (st: SeatState) => boolean): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats.length; i++) if (test(s.seats[i]!)) out.push(i);
  return out;
}

function describe(counts: Partial<CardCounts>): string {
  return CARD_KINDS.filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => `${counts[k]} ${k}`)
    .join(', ');
}
