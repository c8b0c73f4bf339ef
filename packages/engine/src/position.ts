import { cardsAccountedFor, setupCardTotals } from './cards.ts';
import { ROLE_INFO } from './content/roles.ts';
import { bagTokens, MAX_ROUNDS, PLAYER_COUNT_TABLE } from './content/tables.ts';
import type { GameOptions, OptionProblem, Ruleset } from './options.ts';
import { deadInvestigators } from './rules/victory.ts';
import { createGame } from './setup.ts';
import { locationOf, type PositionContext } from './position-context.ts';
import { placeMountains, placeProfessions } from './position-expansion.ts';
import { placePhase } from './position-phases.ts';
import type { GameState, PortalState } from './state.ts';
import {
  CARD_KINDS,
  emptyCounts,
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
