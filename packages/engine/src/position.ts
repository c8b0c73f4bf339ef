import { cardsAccountedFor, setupCardTotals } from './cards.ts';
import { ROLE_INFO } from './content/roles.ts';
import { bagTokens, MAX_ROUNDS, PLAYER_COUNT_TABLE } from './content/tables.ts';
import { claimAllowed, type GameOptions, type OptionProblem, type Ruleset } from './options.ts';
import { deadInvestigators } from './rules/victory.ts';
import { emit, encounterKey } from './rules/context.ts';
import { chooseLifeline, lifelinesActions, startEventPhase } from './rules/events.ts';
import { startAutomaMovement, startMovement } from './rules/movement.ts';
import { encounterParticipants, startEncounter } from './rules/encounter.ts';
import { startVote } from './rules/vote.ts';
import { nextAction } from './rules/flow.ts';
import { createGame, nightPhase } from './setup.ts';
import { locationOf, markActed, seatOk, seatsBefore, type PositionContext } from './position-context.ts';
import {
  placeDetectiveNight,
  placeMayorDecision,
  placeMountains,
  placeProfessions,
} from './position-expansion.ts';
import { ABSTAIN, type GameState, type PortalState, type Resume } from './state.ts';
import {
  CARD_KINDS,
  emptyCounts,
  ENCOUNTER_CARDS,
  type CardCounts,
  type EncounterCard,
  type EventId,
  type PlayerCount,
  type Profession,
  type Role,
  type RoomCard,
  type Seat,
} from './types.ts';

/**
 * A compact description of any situation in a game, like a chess FEN: `buildPosition` checks it
 * (card conservation, counts for the player count, a phase that can occur) and turns it into a
 * game state, or lists every problem. Unspecified parts come from a normal setup with `seed`.
 * Locations are named by id ('library', 'central', …).
 */
export interface PositionSetup {
  /** Seats at the table (with the AUTOMA: 5 for 4 humans, 7 for 6). */
  readonly players: PlayerCount;
  /** The AUTOMA's seat, in a game with the AUTOMA. */
  readonly automa?: Seat;
  /** The board, as in `GameOptions.board` (default: the base game's). */
  readonly board?: GameOptions['board'];
  readonly seed?: string;
  readonly specialRoles?: readonly Role[];
  readonly ruleset?: Partial<Ruleset>;
  /** Role per seat. */
  readonly roles: readonly Role[];
  /** Route card id per seat. */
  readonly routes?: readonly number[];
  readonly round?: number;
  readonly knife?: Seat;
  readonly phase?: PhaseSetup;
  readonly seats?: readonly SeatSetup[];
  readonly power?: boolean;
  readonly voteToken?: boolean;
  readonly rooms?: Readonly<Record<string, RoomSetup>>;
  readonly vp?: number;
  readonly targetShift?: number;
  readonly portal?: PortalState | null;
  /** Face-down Cultist tokens in flip order, by room id. */
  readonly cultistTokens?: readonly string[];
  readonly fishman?: string | null;
  /**
   * Mountains of Chaos: quarter turns of the Revolving Door so far (MOC-DOOR-01). Default: one per
   * Movement Phase played, so round − 1 in a Night or Movement position and the round otherwise.
   */
  readonly revolvingDoor?: number;
  /** Mountains of Chaos: the Room each Elevator stands at, by Elevator id (default: where it starts, MOC-SETUP-03). */
  readonly elevators?: Readonly<Record<string, string>>;
  /** The Knife holder who entered the Fishman's hallway this round (default: the living Knife holder standing there). */
  readonly fishmanFacedBy?: Seat | null;
  /** Top first. */
  readonly drawPile?: readonly RoomCard[];
  readonly unsafeDeck?: readonly RoomCard[];
  /** The order in which tokens come out of the Bag. */
  readonly bag?: readonly EventId[];
  /** The token drawn in each past round. */
  readonly clock?: readonly (EventId | null)[];
  readonly eventsRemoved?: readonly EventId[];
  readonly effects?: Partial<GameState['effects']>;
  /** ROLE-INFECTED: no cards in Encounters until the Cleanup of this round. */
  readonly infectedUntil?: number | null;
  readonly assassinUsed?: boolean;
  /** What the Cultists saw in the Night Phase. Default: those with a Dead card, in round 1. */
  readonly deadFromStart?: readonly Seat[];
  /** The Professions module (needs `ruleset.professions`); default: as dealt from the seed, face down. */
  readonly professions?: ProfessionsSetup;
}

/** The Professions module's state (PROF-GEN-02…05). */
export interface ProfessionsSetup {
  /** The one Profession token (default: drawn from the seed). */
  readonly profession?: Profession;
  /** Who earned it, face up (default: nobody; it lies face down beside the map). */
  readonly holder?: Seat | null;
  /** Its holder died and the token left the game (PROF-GEN-05); `holder` names who held it. */
  readonly lost?: boolean;
  /** The Investigator-team seat with the Informant token (default: drawn from the seed). */
  readonly informant?: Seat;
  /** The Exorcist's or the Saboteur's once-per-game power has been used. */
  readonly used?: boolean;
}

export interface SeatSetup {
  readonly location?: string;
  readonly alive?: boolean;
  readonly hand?: Partial<CardCounts>;
  /** Bottom first. */
  readonly pulse?: readonly EncounterCard[];
  readonly pulseTopFaceUp?: boolean;
  readonly roleRevealed?: boolean;
  /** Round the Character died, for the kill count (AMB-16). Default: this round, if dead. */
  readonly deathRound?: number;
}

export interface RoomSetup {
  /** Bottom first. */
  readonly deck?: readonly RoomCard[];
  readonly explored?: boolean;
  readonly unsafe?: boolean;
  readonly books?: number;
  readonly cultistTokens?: number;
}

export type PhaseSetup =
  | { readonly kind: 'night' }
  | {
      readonly kind: 'movement';
      readonly seat?: Seat;
      /** Movement points left (default: the seat's whole allowance, as its turn begins). */
      readonly mp?: number;
      /** Where this Movement began, by location id (GOLD-03; default: where the seat stands). */
      readonly start?: string;
      /** Rooms entered for free (Secret Doors) since the last paid step, by id. */
      readonly freeVisited?: readonly string[];
    }
  /**
   * An Encounter under way (ENC-*): `participants` are the living Characters at `location`, the one
   * who entered first, then clockwise. Choices already made may be given. Play goes on `after` it
   * with a Movement (default: the first participant's, with no points left) or the Event Phase's
   * further Encounters.
   */
  | {
      readonly kind: 'encounter';
      readonly location: string;
      readonly participants: readonly Seat[];
      readonly recipients?: readonly (Seat | null)[];
      readonly cards?: readonly (EncounterCard | null)[];
      readonly after?:
        | { readonly kind: 'movement'; readonly seat: Seat; readonly mp?: number; readonly start?: string }
        | { readonly kind: 'event'; readonly queue?: readonly string[] };
    }
  /**
   * A Vote (VOTE-*) called by `initiator` in its Action (default; it has acted, as the seats before
   * it in turn order, unless `acted` says otherwise) or after False Eyes Watching You or Lifelines,
   * before the Action Phase (`after: 'falseEyes'` or `'lifelines'`: nobody has acted). `stage`: the
   * discussion (default), the sealed ballots, or the Knife holder's choice once they are revealed. `ballots` per seat: a
   * seat, 'abstain' or null (not cast yet); the AUTOMA always abstains (AUTOMA-20).
   */
  | {
      readonly kind: 'vote';
      readonly reason: 'cafeteria' | 'murder';
      readonly initiator: Seat;
      readonly stage?: 'discussion' | 'ballot' | 'knife';
      readonly ballots?: readonly (Seat | 'abstain' | null)[];
      readonly after?: 'action' | 'falseEyes' | 'lifelines';
      readonly acted?: readonly Seat[];
    }
  /** The Cleanup prompt (CLEAN-01, one Cultist): who has answered already, and a claim made. */
  | { readonly kind: 'cleanup'; readonly ready?: readonly Seat[]; readonly claim?: Seat | null }
  /**
   * The Event Phase begins: the next token is drawn from the Bag at once. If it is Lifelines
   * (EVT-LIFELINES-01), `lifelinesChosen` names the targets the First Player has already picked.
   */
  | { readonly kind: 'event'; readonly lifelinesChosen?: readonly Seat[] }
  /** Seats before `seat` in turn order have acted, unless `acted` says otherwise. */
  | { readonly kind: 'action'; readonly seat?: Seat; readonly acted?: readonly Seat[] }
  /**
   * PROF-MAYOR-01: a Vote called by `initiator` (as for a Vote: in its Action, or `after` an event)
   * ended in a tie between `tied`; the living Mayor (`professions.holder`) decides.
   */
  | {
      readonly kind: 'mayorDecision';
      readonly initiator: Seat;
      readonly tied: readonly Seat[];
      readonly after?: 'action' | 'falseEyes' | 'lifelines';
      readonly acted?: readonly Seat[];
    }
  /**
   * PROF-DETECTIVE-02: the short night after the Detective (`professions.holder`) earned the token by
   * fighting in its Action (seats before it have acted, unless `acted` says otherwise); `ready` lists
   * the seats that have already answered.
   */
  | { readonly kind: 'detectiveNight'; readonly ready?: readonly Seat[]; readonly acted?: readonly Seat[] };

export type PositionResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly problems: readonly OptionProblem[] };

/**
 * The steps of `buildPosition`, in order: each places one part of the description on a state set
 * up from the same options and checks it, naming every problem; the phase comes last, once the
 * board it starts on is sound. Nothing here draws from the seed.
 */
const POSITION_STEPS: readonly { readonly name: string; readonly run: (c: PositionContext) => void }[] =
  Object.freeze([
    { name: 'table', run: placeTable },
    { name: 'seats', run: placeSeats },
    { name: 'rooms', run: placeRooms },
    { name: 'racks', run: placeRacks },
    { name: 'decks and tokens', run: placeDecksAndTokens },
    { name: 'revolving door and elevators', run: placeMountains },
    { name: 'event tokens', run: placeEventTokens },
    { name: 'cards', run: checkCards },
    { name: 'teams', run: checkTeams },
    { name: 'kills', run: countKills },
    { name: 'professions', run: placeProfessions },
  ]);

/** The names of `buildPosition`'s checks, in order. */
export const POSITION_STEP_NAMES: readonly string[] = Object.freeze(POSITION_STEPS.map((step) => step.name));

/** The round, the Knife, the power, the Vote token and lasting effects. */
function placeTable(c: PositionContext): void {
  const { setup, s, bad } = c;
  const n = s.config.players;
  s.round = setup.round ?? 1;
  if (!Number.isInteger(s.round) || s.round < 1 || s.round > MAX_ROUNDS)
    bad('round', `The round is 1 to ${MAX_ROUNDS}.`);
  s.knife = setup.knife ?? 0;
  if (!Number.isInteger(s.knife) || s.knife < 0 || s.knife >= n)
    bad('knife', `The Knife holder is a seat from 0 to ${n - 1}.`);
  if (setup.power !== undefined) s.power = setup.power;
  if (setup.voteToken !== undefined) s.voteToken = setup.voteToken;
  if (setup.effects) s.effects = { ...s.effects, ...setup.effects };
  s.infectedUntil = setup.infectedUntil ?? null;
  s.assassinUsed = setup.assassinUsed ?? false;
}

/** Each seat: where it stands, alive or a Ghost, its hand and Pulse deck, its death round. */
function placeSeats(c: PositionContext): void {
  const { setup, s, bad } = c;
  const n = s.config.players;
  const loc = (id: string, field: string): number => locationOf(s, id, field, bad);
  if (setup.seats && setup.seats.length !== n) bad('seats', `Describe all ${n} seats (or none).`);
  (setup.seats ?? []).forEach((seat, i) => {
    const st = s.seats[i]!;
    if (seat.location !== undefined) st.location = loc(seat.location, `seats[${i}].location`);
    if (seat.alive !== undefined) st.alive = seat.alive;
    if (seat.hand) st.hand = { ...emptyCounts(), ...seat.hand };
    if (seat.pulse) st.pulse = [...seat.pulse];
    st.pulseTopFaceUp = seat.pulseTopFaceUp ?? false;
    if (st.pulseTopFaceUp && st.pulse[st.pulse.length - 1] !== 'dead')
      bad(`seats[${i}].pulseTopFaceUp`, 'A face-up card on top of a Pulse deck is a Dead card.');
    if (st.pulseTopFaceUp && st.alive)
      bad(`seats[${i}]`, 'A Character whose Dead card lies face up is a Ghost.');
    st.roleRevealed = seat.roleRevealed ?? false;
    for (const k of CARD_KINDS) {
      if (!Number.isInteger(st.hand[k]) || st.hand[k] < 0)
        bad(`seats[${i}].hand.${k}`, 'Card counts are whole numbers, 0 or more.');
    }
    const dead = !st.alive || st.pulse.includes('dead');
    st.deathRound = dead && ROLE_INFO[st.role].team === 'investigators' ? (seat.deathRound ?? s.round) : null;
  });
}

/** Each room: its deck, books, Unsafe Passage token and Cultist tokens (ROOM-03, BOOK-05). */
function placeRooms(c: PositionContext): void {
  const { setup, s, bad } = c;
  const layout = s.config.board.layout;
  const loc = (id: string, field: string): number => locationOf(s, id, field, bad);
  for (const [id, room] of Object.entries(setup.rooms ?? {})) {
    const i = loc(id, `rooms.${id}`);
    const r = s.rooms[i];
    if (!r) {
      bad(`rooms.${id}`, `'${id}' is a hallway, not a room.`);
      continue;
    }
    if (room.deck) r.deck = [...room.deck];
    if (room.books !== undefined) r.books = room.books;
    if (room.unsafe !== undefined) r.unsafe = room.unsafe;
    if (room.cultistTokens !== undefined) r.cultistTokens = room.cultistTokens;
    r.explored = room.explored ?? r.deck.length >= 3;
  }
  layout.rooms.forEach((i) => {
    const r = s.rooms[i]!;
    const id = layout.locations[i]!.id;
    const spaces = (layout.locations[i] as { books: number }).books;
    if (!Number.isInteger(r.books) || r.books < 0)
      bad(`rooms.${id}.books`, 'Books are whole numbers, 0 or more.');
    r.finished = r.books === 0;
    if (r.finished && r.deck.length > 0)
      bad(`rooms.${id}`, 'A finished room (no books left) has no deck (BOOK-05).');
    if (!r.explored && r.deck.length >= 3)
      bad(`rooms.${id}`, 'A room whose deck holds 3 or more cards has been explored (ROOM-03).');
    if (r.books > spaces + 1 && layout.racks[layout.rackOf[i]!]!.rooms.length === 1) {
      bad(`rooms.${id}.books`, `${layout.locations[i]!.name} has ${spaces} book spaces.`);
    }
  });
}

/** Books on the racks from the books left in the rooms (BOOK-01/02), VP, the target and the Portal. */
function placeRacks(c: PositionContext): void {
  const { setup, s, bad } = c;
  const layout = s.config.board.layout;
  // Books: every book of a rack is either on it or in one of its rooms (BOOK-01/02).
  let vpFromRacks = 0;
  layout.racks.forEach((rack, ri) => {
    const inRooms = rack.rooms.reduce((sum, r) => sum + s.rooms[r]!.books, 0);
    const onRack = rack.capacity - inRooms;
    if (onRack < 0)
      bad(
        `rooms`,
        `The ${rack.id} rack's rooms hold ${inRooms} books, more than the ${rack.capacity} that exist.`,
      );
    s.racks[ri] = { books: Math.max(0, onRack), scored: onRack === rack.capacity };
    if (onRack === rack.capacity) vpFromRacks += rack.vp;
  });
  s.vp = setup.vp ?? vpFromRacks;
  if (s.vp !== vpFromRacks) bad('vp', `VP come only from complete racks: ${vpFromRacks} here.`);
  s.targetShift = setup.targetShift ?? 0;
  if (![-1, 0, 1].includes(s.targetShift))
    bad('targetShift', 'The Portal moves the target by at most one space either way.');
  s.portal = setup.portal ?? null;
}

/** The Draw pile, the Unsafe Passage deck, the Cultist tokens and the Fishman (FISH-02, FIRST-03). */
function placeDecksAndTokens(c: PositionContext): void {
  const { setup, s, bad } = c;
  const layout = s.config.board.layout;
  const loc = (id: string, field: string): number => locationOf(s, id, field, bad);
  // Draw pile, Unsafe Passage deck, Cultist tokens, Fishman.
  if (setup.drawPile) s.drawPile = [...setup.drawPile].reverse();
  if (setup.unsafeDeck) s.unsafeDeck = [...setup.unsafeDeck];
  if (!s.config.ruleset.unsafePassage && s.unsafeDeck.length > 0)
    bad('unsafeDeck', 'A first game has no Unsafe Passage deck (FIRST-03).');
  if (setup.cultistTokens) s.cultistTokens = [...setup.cultistTokens];
  const placed = layout.rooms.flatMap((i) =>
    Array.from({ length: s.rooms[i]!.cultistTokens }, () => layout.locations[i]!.id),
  );
  const pool = [...s.config.board.cultistTokens];
  for (const id of [...s.cultistTokens, ...placed]) {
    const at = pool.indexOf(id);
    if (at < 0)
      bad(
        'cultistTokens',
        `There is no (further) Cultist token showing '${id}'; the tokens show ${s.config.board.cultistTokens.join(', ')}.`,
      );
    else pool.splice(at, 1);
  }
  if (setup.fishman !== undefined) s.fishman = setup.fishman === null ? null : loc(setup.fishman, 'fishman');
  // A living Knife holder in the Fishman's hallway got there by entering it, unless told otherwise.
  const knifeHolder = s.seats[s.knife];
  // In a Movement-phase position the round has only begun: nobody has entered anything yet.
  const moving = (setup.phase?.kind ?? 'movement') === 'movement';
  s.fishmanFacedBy =
    setup.fishmanFacedBy !== undefined
      ? setup.fishmanFacedBy
      : !moving && knifeHolder?.alive === true && s.fishman !== null && knifeHolder.location === s.fishman
        ? s.knife
        : null;
  if (s.fishman !== null && s.fishman !== layout.fishmanEntry) {
    bad(
      'fishman',
      `The Fishman is on the lake or in its hallway '${layout.locations[layout.fishmanEntry]!.id}' (FISH-02).`,
    );
  }
  if (
    !s.config.ruleset.unsafePassage &&
    (s.fishman !== null || placed.length > 0 || (setup.cultistTokens?.length ?? 0) > 0)
  ) {
    bad('ruleset', 'A first game has no Cultist tokens and no Fishman (FIRST-03).');
  }
  if (!s.config.ruleset.unsafePassage) s.cultistTokens = [];
}

/** Event tokens: each is in the Bag, on the Clock or out of the game. */
function placeEventTokens(c: PositionContext): void {
  const { setup, s, bad } = c;
  // Event tokens: each is in the Bag, on the Clock or out of the game.
  s.clock = [...(setup.clock ?? [])];
  while (s.clock.length < s.round - 1) s.clock.push(null); // past rounds without a recorded token
  s.eventsRemoved = [...(setup.eventsRemoved ?? [])];
  if (s.clock.length > s.round) bad('clock', `Round ${s.round} has drawn at most ${s.round} tokens.`);
  const tokens = bagTokens(s.config.ruleset);
  const used = [...s.clock.filter((t): t is EventId => t !== null), ...s.eventsRemoved];
  const left = [...tokens];
  for (const t of used) {
    const at = left.indexOf(t);
    if (at < 0) bad('clock', `Event token '${t}' is used more often than it exists.`);
    else left.splice(at, 1);
  }
  if (setup.bag) {
    s.bag = [...setup.bag].reverse();
    const rest = [...left];
    let fits = setup.bag.length === left.length;
    for (const t of setup.bag) {
      const at = rest.indexOf(t);
      if (at < 0) fits = false;
      else rest.splice(at, 1);
    }
    if (!fits) bad('bag', `The Bag holds the tokens not on the Clock or removed: ${left.join(', ')}.`);
  } else {
    s.bag = [...left];
  }
}

/** Card conservation: what is in play plus what left the game is what setup brought in. */
function checkCards(c: PositionContext): void {
  const { s, bad } = c;
  const n = s.config.players;
  // Cards: what is in play plus what left the game equals what setup brought in.
  const totals = setupCardTotals(s.config);
  s.removed = emptyCounts();
  const inPlay = cardsAccountedFor(s);
  for (const k of CARD_KINDS) {
    const extra = totals[k] - inPlay[k];
    if (extra < 0) {
      bad(
        'cards',
        `${inPlay[k]} ${k} cards are in play, but a ${n}-player game has only ${totals[k]} (card conservation).`,
      );
    }
    s.removed[k] = Math.max(0, extra);
  }
}

/** Team counts for the player count (PC-11), and a living Cultist. */
function checkTeams(c: PositionContext): void {
  const { s, bad } = c;
  const n = s.config.players;
  // Team counts for the player count (PC-11).
  const cultists = s.seats.filter((st) => ROLE_INFO[st.role].team === 'cultists').length;
  if (cultists !== PLAYER_COUNT_TABLE[n].cultists)
    bad('roles', `${n} players have ${PLAYER_COUNT_TABLE[n].cultists} Cultist(s).`);
  const livingCultists = s.seats.filter((st) => st.alive && ROLE_INFO[st.role].team === 'cultists').length;
  if (livingCultists === 0)
    bad('seats', 'When the last living Cultist becomes a Ghost the game is over: keep at least one alive.');
}

/** The kill count: when the Cultists reached their target (AMB-16), and the Night's dead. */
function countKills(c: PositionContext): void {
  const { setup, s } = c;
  const n = s.config.players;
  // Kill count bookkeeping (AMB-16).
  const deaths = deadInvestigators(s)
    .map((i) => s.seats[i]!.deathRound!)
    .sort((a, b) => a - b);
  const k = PLAYER_COUNT_TABLE[n].killTarget;
  s.killTargetRound = deaths.length >= k ? deaths[k - 1]! : null;
  s.deadFromStart = [
    ...(setup.deadFromStart ??
      s.seats.flatMap((st, i) => (st.pulse.includes('dead') && s.round === 1 ? [i] : []))),
  ];
}

const DEFAULT_SEED = '0'.repeat(63) + '1';

export function buildPosition(setup: PositionSetup): PositionResult {
  const problems: OptionProblem[] = [];
  const bad = (field: string, message: string): void => {
    problems.push({ field, message });
  };
  if (setup.automa !== undefined && !(setup.players === 5 || setup.players === 7)) {
    return {
      ok: false,
      problems: [{ field: 'automa', message: 'The AUTOMA sits at a 5- or 7-seat table (4 or 6 humans).' }],
    };
  }
  if (
    setup.automa !== undefined &&
    !(Number.isInteger(setup.automa) && setup.automa >= 0 && setup.automa < setup.players)
  ) {
    return {
      ok: false,
      problems: [{ field: 'automa', message: `The AUTOMA's seat is from 0 to ${setup.players - 1}.` }],
    };
  }
  const options: GameOptions = {
    ...(setup.automa !== undefined
      ? { players: (setup.players - 1) as 4 | 6, automa: true }
      : { players: setup.players }),
    seed: setup.seed ?? DEFAULT_SEED,
    ruleset: setup.ruleset ?? {},
    // The special roles in play are those dealt, unless stated.
    specialRoles: setup.specialRoles ?? setup.roles.filter((r) => ROLE_INFO[r].special),
    deal: { roles: setup.roles, ...(setup.routes ? { routes: setup.routes } : {}) },
    ...(setup.board !== undefined ? { board: setup.board } : {}),
  };
  const created = createGame(options);
  if (!created.ok) return created;
  const s = created.state;
  if (setup.automa !== undefined) {
    // The setup put the AUTOMA beside its random first player: move it to the seat asked for.
    Object.assign(s, { config: { ...s.config, automa: setup.automa } });
    setup.roles.forEach((role, i) => (s.seats[i]!.role = role));
    const role = s.seats[setup.automa]!.role;
    if (ROLE_INFO[role].special && !(role === 'seer' && s.config.cultists >= 2)) {
      bad(
        'roles',
        'The AUTOMA plays as a plain Investigator, the Cultist, or (with 2 Cultists) the Seer (AUTOMA-22).',
      );
    }
  }
  s.log = [];
  const c: PositionContext = { setup, s, bad };
  for (const step of POSITION_STEPS) step.run(c);

  if (problems.length > 0) return { ok: false, problems };
  placePhase(s, setup.phase ?? { kind: 'movement' }, bad);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, state: s };
}

function placePhase(s: GameState, phase: PhaseSetup, bad: (f: string, m: string) => void): void {
  s.acted = s.seats.map(() => false);
  if (phase.kind === 'night') {
    if (s.round !== 1) bad('phase', 'The Night Phase comes before round 1.');
    nightPhase(s); // what each seat learns, as in a real setup
    s.phase = { kind: 'night', ready: s.seats.map((_, i) => i === s.config.automa) };
    return;
  }
  emit(s, { t: 'roundStarted', firstPlayer: s.knife });
  switch (phase.kind) {
    case 'movement': {
      const seat = phase.seat ?? s.knife;
      if (!seatOk(s, seat, 'phase.seat', bad)) return;
      if (seat === s.config.automa) startAutomaMovement(s, seat);
      else if (s.seats[seat]!.alive) startMovement(s, seat);
      else s.phase = { kind: 'movement', seat, mp: 0, start: s.seats[seat]!.location, freeVisited: [] };
      placeMovementProgress(s, phase, bad);
      return;
    }
    case 'encounter':
      placeEncounter(s, phase, bad);
      return;
    case 'vote':
      placeVote(s, phase, bad);
      return;
    case 'mayorDecision':
      placeMayorDecision(s, phase, bad);
      return;
    case 'detectiveNight':
      placeDetectiveNight(s, phase, bad);
      return;
    case 'cleanup': {
      if (!claimAllowed(s.config)) {
        bad('phase', 'The Cleanup prompt comes only with one Cultist (CLEAN-01).');
        return;
      }
      const ready = s.seats.map((_, i) => i === s.config.automa);
      for (const seat of phase.ready ?? []) if (seatOk(s, seat, 'phase.ready', bad)) ready[seat] = true;
      const claim = phase.claim ?? null;
      if (claim !== null && seatOk(s, claim, 'phase.claim', bad)) {
        if (ROLE_INFO[s.seats[claim]!.role].team !== 'cultists')
          bad('phase.claim', 'Only the Cultist claims victory (CLEAN-01).');
        ready[claim] = true;
      }
      if (ready.every(Boolean)) bad('phase.ready', 'Everyone has answered: the Cleanup is over.');
      s.phase = { kind: 'cleanup', ready, claim };
      return;
    }
    case 'event':
      if (s.clock.length >= s.round && s.clock[s.round - 1] != null)
        bad('clock', `Round ${s.round}'s token is already drawn.`);
      s.clock.length = Math.min(s.clock.length, s.round - 1);
      startEventPhase(s);
      placeLifelinesChoice(s, phase.lifelinesChosen ?? [], bad);
      return;
    case 'action': {
      const seat = phase.seat ?? s.knife;
      if (!seatOk(s, seat, 'phase.seat', bad)) return;
      markActed(s, seat, phase.acted ?? seatsBefore(s, seat), bad);
      if (s.acted[seat]) bad('phase.acted', `Seat ${seat} cannot act twice in a round.`);
      // The AUTOMA acts by itself; play then rests on the next seat (nextAction handles both).
      if (seat === s.config.automa) nextAction(s);
      else s.phase = { kind: 'action', seat, refusedBy: [] };
      return;
    }
  }
}

/** EVT-LIFELINES-01: the targets already named, each one legal when it was named. */
function placeLifelinesChoice(
  s: GameState,
  chosen: readonly Seat[],
  bad: (f: string, m: string) => void,
): void {
  if (chosen.length === 0) return;
  if (s.phase.kind !== 'lifelines') {
    bad(
      'phase.lifelinesChosen',
      'Targets are named only when Lifelines is drawn (put it on top of the Bag).',
    );
    return;
  }
  const phase = s.phase;
  if (chosen.length >= phase.count) {
    bad(
      'phase.lifelinesChosen',
      `Fewer than ${phase.count} targets: with all of them named, the reveal is over.`,
    );
    return;
  }
  for (const target of chosen) {
    if (!seatOk(s, target, 'phase.lifelinesChosen', bad)) return;
    const legal = lifelinesActions(s, phase, phase.seat).some(
      (a) => a.type === 'lifelinesTarget' && a.target === target,
    );
    if (!legal) {
      bad(
        'phase.lifelinesChosen',
        `Seat ${target} cannot be named: targets are living, with a Pulse deck, named once (AMB-52).`,
      );
      return;
    }
    chooseLifeline(s, phase, target);
  }
}

/** A Movement under way: the points left, where it began and the rooms entered for free. */
function placeMovementProgress(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'movement' }>,
  bad: (f: string, m: string) => void,
): void {
  const phase = s.phase;
  if (phase.kind !== 'movement') {
    if (setup.mp !== undefined || setup.start !== undefined || setup.freeVisited !== undefined)
      bad('phase', 'The AUTOMA moves by itself: its Movement cannot be set part way.');
    return;
  }
  if (setup.mp !== undefined) {
    if (!Number.isInteger(setup.mp) || setup.mp < 0 || setup.mp > phase.mp)
      bad('phase.mp', `Movement points left are from 0 to ${phase.mp} for this seat.`);
    else phase.mp = setup.mp;
  }
  const start = setup.start === undefined ? phase.start : locationOf(s, setup.start, 'phase.start', bad);
  const freeVisited = (setup.freeVisited ?? []).map((id) => locationOf(s, id, 'phase.freeVisited', bad));
  s.phase = { ...phase, start, freeVisited };
}

/** An Encounter under way, started as the rules start one, then the choices already made. */
function placeEncounter(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'encounter' }>,
  bad: (f: string, m: string) => void,
): void {
  const location = locationOf(s, setup.location, 'phase.location', bad);
  const participants = [...setup.participants];
  if (!participants.every((p) => seatOk(s, p, 'phase.participants', bad))) return;
  const meet = encounterParticipants(s, encounterKey(s, location), participants[0]);
  if (meet === null || meet.join() !== participants.join()) {
    bad(
      'phase.participants',
      meet === null
        ? `No Encounter happens at '${setup.location}' with the Characters there (ENC-02).`
        : `The Encounter at '${setup.location}' has seats ${meet.join(', ')}: the living Characters there, the first to enter, then clockwise (ENC-02).`,
    );
    return;
  }
  const after = setup.after ?? { kind: 'movement' as const, seat: participants[0]! };
  let then: Resume;
  if (after.kind === 'movement') {
    if (!seatOk(s, after.seat, 'phase.after.seat', bad)) return;
    const start =
      after.start === undefined
        ? s.seats[after.seat]!.location
        : locationOf(s, after.start, 'phase.after.start', bad);
    then = { to: 'movement', turn: { seat: after.seat, mp: after.mp ?? 0, start, freeVisited: [] } };
  } else {
    const queue = (after.queue ?? []).map((id) => locationOf(s, id, 'phase.after.queue', bad));
    then = { to: 'eventEncounters', queue };
  }
  startEncounter(s, location, participants, then);
  const phase = s.phase;
  if (phase.kind !== 'encounter') {
    bad('phase', 'Nobody gives a card in this Encounter (the Infected, AMB-29): it is over at once.');
    return;
  }
  setup.recipients?.forEach((to, i) => {
    if (to === null) return;
    if (!participants.includes(to) || to === participants[i])
      bad('phase.recipients', `Seat ${participants[i]} gives to another participant.`);
    else phase.recipients[i] = to;
  });
  setup.cards?.forEach((card, i) => {
    if (card === null || phase.cards[i] !== null) return;
    const seat = participants[i]!;
    if (!(ENCOUNTER_CARDS as readonly string[]).includes(card) || s.seats[seat]!.hand[card] < 1)
      bad('phase.cards', `Seat ${seat} has no ${card} card to give.`);
    else phase.cards[i] = card;
  });
  if (phase.cards.every((c) => c !== null))
    bad('phase.cards', 'Every card is chosen: the Encounter is over.');
}

/** A Vote under way: started as the rules start one, at the stage asked, with the ballots cast. */
function placeVote(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'vote' }>,
  bad: (f: string, m: string) => void,
): void {
  if (!seatOk(s, setup.initiator, 'phase.initiator', bad)) return;
  const inEventPhase = setup.after === 'falseEyes' || setup.after === 'lifelines';
  if (inEventPhase) {
    if (setup.acted !== undefined && setup.acted.length > 0)
      bad(
        'phase.acted',
        'After the event (False Eyes, Lifelines) the Action Phase has not begun: nobody has acted.',
      );
  } else {
    markActed(
      s,
      setup.initiator,
      [...(setup.acted ?? seatsBefore(s, setup.initiator)), setup.initiator],
      bad,
    );
  }
  startVote(s, setup.reason, setup.initiator, inEventPhase ? { to: 'actionPhase' } : { to: 'nextAction' });
  const phase = s.phase;
  if (phase.kind !== 'vote') return;
  const stage = setup.stage ?? 'discussion';
  const ballots = setup.ballots ?? s.seats.map(() => null);
  if (ballots.length !== s.seats.length) {
    bad('phase.ballots', `One entry per seat (${s.seats.length}).`);
    return;
  }
  ballots.forEach((b, i) => {
    if (i === s.config.automa) {
      if (b !== null && b !== 'abstain') bad('phase.ballots', 'The AUTOMA abstains (AUTOMA-20).');
      return;
    }
    if (b === null) return;
    if (stage === 'discussion') bad('phase.ballots', 'No ballot is cast during the discussion.');
    else if (b === 'abstain') phase.ballots[i] = ABSTAIN;
    else if (seatOk(s, b, 'phase.ballots', bad)) {
      if (!s.seats[b]!.alive)
        bad('phase.ballots', `Seat ${b} is a Ghost: only the living may be named (AMB-11).`);
      else phase.ballots[i] = b;
    }
  });
  if (stage === 'discussion') return;
  phase.ready = s.seats.map(() => true);
  phase.stage = stage;
  const open = phase.ballots.filter((b) => b === null).length;
  if (stage === 'knife' && open > 0)
    bad('phase.ballots', 'The Knife holder chooses once every ballot is revealed.');
  if (stage === 'ballot' && open === 0)
    bad('phase.ballots', 'Every ballot is cast: they are revealed at once.');
}
