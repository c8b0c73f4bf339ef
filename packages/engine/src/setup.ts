import { EVENT_TOKENS, PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from './content/tables.ts';
import { listOf, startingHand } from './cards.ts';
import { emit, tableOf } from './rules/context.ts';
import { ROLE_INFO } from './content/roles.ts';
import {
  checkOptions,
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
  type CardCounts,
  type EncounterCard,
  type EventId,
  type Role,
  type RoomCard,
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

function buildState(
  checked: CheckedOptions,
  rng: RngState,
  deal: ScenarioDeal,
  firstPlayerOption: number | undefined,
  problems: OptionProblem[],
): GameState | null {
  // CPLX-01: a recommended set may add one role drawn at random; the roles in play are public.
  const specialRoles = [...checked.roles.fixed];
  if (checked.roles.oneOf.length > 0)
    specialRoles.push(checked.roles.oneOf[randomInt(rng, checked.roles.oneOf.length)]!);
  const sets = checked.roles.oneSetOf ?? [];
  if (sets.length > 0) specialRoles.push(...sets[randomInt(rng, sets.length)]!);
  let config: GameConfig = {
    players: checked.players,
    board: checked.board,
    layout: checked.layout,
    cultists: checked.cultists,
    specialRoles,
    ruleset: checked.ruleset,
    automa: null,
  };
  const n = config.players;
  const table = PLAYER_COUNT_TABLE[n];
  const board = config.board;
  const layout = board.layout;
  const edition = config.ruleset.deckEdition;

  // SETUP-01/02/05/06: roles in shuffled envelopes.
  const roleList: Role[] = [];
  for (let i = 0; i < config.cultists; i++) roleList.push('cultist');
  roleList.push(...config.specialRoles);
  while (roleList.length < n) roleList.push('investigator');
  let roles: Role[];
  if (deal.roles) {
    roles = [...deal.roles];
    if (!sameMultiset(roles, roleList)) {
      dealProblem(
        problems,
        'roles',
        `Give one role per seat (${n}): ${config.cultists} cultist, ${config.specialRoles.join(', ') || 'no special role'} and investigator for the rest.`,
      );
      roles = roleList; // only to go on checking the other fields
    }
  } else {
    roles = [...roleList];
    shuffle(rng, roles);
  }

  // SETUP-01: route cards dealt face down with the decks.
  const routeIds = board.routes.map((r) => r.id);
  let routes: number[];
  if (deal.routes) {
    routes = [...deal.routes];
    if (routes.length !== n || new Set(routes).size !== n || routes.some((r) => !routeIds.includes(r))) {
      dealProblem(problems, 'routes', `Give ${n} different route card ids from ${routeIds.join(', ')}.`);
    }
  } else {
    const pool = [...routeIds];
    shuffle(rng, pool);
    routes = pool.slice(0, n);
  }

  // SETUP-03: the Pulse starting deck (not at 7 players).
  const removed = emptyCounts();
  let pulse: (EncounterCard | null)[] = roles.map(() => null);
  const pulseStart = pulseStartFor(n, edition);
  if (pulseStart) {
    const start = listOf(pulseStart) as EncounterCard[];
    const cultists = roles.filter((r) => ROLE_INFO[r].team === 'cultists').length;
    for (let i = 0; i < cultists; i++) start.splice(start.indexOf('alive'), 1);
    if (deal.pulse) {
      const given = [...deal.pulse];
      const rest = [...start];
      const fits =
        given.length === n &&
        given.every((c, i) => {
          if (ROLE_INFO[roles[i]!].team === 'cultists') return c === 'alive';
          const at = rest.indexOf(c);
          if (at >= 0) rest.splice(at, 1);
          return at >= 0;
        });
      if (!fits) {
        dealProblem(
          problems,
          'pulse',
          `Give one Pulse card per seat (${n}) from the Pulse starting deck (${describe(pulseStart)}): Alive for each Cultist.`,
        );
      }
      pulse = given;
      for (const c of rest) removed[c] += 1;
    } else {
      shuffle(rng, start);
      pulse = roles.map((r) => (ROLE_INFO[r].team === 'cultists' ? 'alive' : start.pop()!));
      for (const c of start) removed[c] += 1; // leftover back in the box, unseen
    }
  } else if (deal.pulse) {
    dealProblem(problems, 'pulse', 'There are no Pulse decks at 7 players (NIGHT-11).');
  }

  // SETUP-09: one room starting card per room.
  const roomStart = listOf(table.roomStart) as RoomCard[];
  let startCards: RoomCard[];
  if (deal.roomDecks) {
    const roomIds = layout.rooms.map((r) => layout.locations[r]!.id);
    const named = Object.keys(deal.roomDecks);
    startCards = roomIds.map((id) => deal.roomDecks![id] ?? 'success');
    if (
      named.length !== roomIds.length ||
      named.some((id) => !roomIds.includes(id)) ||
      !sameMultiset(startCards, roomStart)
    ) {
      dealProblem(
        problems,
        'roomDecks',
        `Give one starting card for each room (${roomIds.join(', ')}): ${describe(table.roomStart)} in all.`,
      );
    }
  } else {
    startCards = [...roomStart];
    shuffle(rng, startCards);
  }

  // SETUP-10: the Draw pile.
  let drawPile: RoomCard[];
  if (deal.drawPile) {
    drawPile = [...deal.drawPile].reverse();
    if (!sameMultiset(drawPile, roomStart))
      dealProblem(problems, 'drawPile', `The Draw pile holds ${describe(table.roomStart)}.`);
  } else {
    drawPile = [...roomStart];
    shuffle(rng, drawPile);
  }

  // SETUP-11: the Unsafe Passage deck.
  const unsafeDeck: RoomCard[] = config.ruleset.unsafePassage ? (listOf(UNSAFE_START) as RoomCard[]) : [];
  shuffle(rng, unsafeDeck);

  // SETUP-13: the Cultist tokens, face down.
  let cultistTokens: string[] = [];
  if (config.ruleset.unsafePassage) {
    if (deal.cultistTokens) {
      cultistTokens = [...deal.cultistTokens];
      if (!sameMultiset(cultistTokens, board.cultistTokens)) {
        dealProblem(problems, 'cultistTokens', `The Cultist tokens show ${board.cultistTokens.join(', ')}.`);
      }
    } else {
      cultistTokens = [...board.cultistTokens];
      shuffle(rng, cultistTokens);
    }
  } else if (deal.cultistTokens) {
    dealProblem(problems, 'cultistTokens', 'A game without Unsafe Passage has no Cultist tokens (FIRST-03).');
  }

  // SETUP-16: the Event tokens in the Bag (without Broken Panes in a first game, FIRST-03).
  const tokens: EventId[] = EVENT_TOKENS.filter((t) => config.ruleset.unsafePassage || t !== 'brokenPanes');
  let bag: EventId[];
  if (deal.bag) {
    bag = [...deal.bag].reverse();
    if (!sameMultiset(bag, tokens))
      dealProblem(problems, 'bag', `The Bag holds these ${tokens.length} tokens: ${tokens.join(', ')}.`);
  } else {
    bag = [...tokens];
    shuffle(rng, bag);
  }

  // SETUP-20: the room tokens, crossed-out side up.
  let unsafeFlags: boolean[];
  if (deal.unsafeRooms) {
    unsafeFlags = layout.rooms.map((r) => deal.unsafeRooms!.includes(layout.locations[r]!.id));
    if (
      deal.unsafeRooms.length !== table.roomTokens.unsafe ||
      unsafeFlags.filter(Boolean).length !== table.roomTokens.unsafe
    ) {
      dealProblem(
        problems,
        'unsafeRooms',
        `Name ${table.roomTokens.unsafe} different rooms for the Unsafe Passage tokens.`,
      );
    }
  } else {
    unsafeFlags = layout.rooms.map((_, i) => i < table.roomTokens.unsafe);
    shuffle(rng, unsafeFlags);
  }

  // START-01 / SETUP-21: the first player; AUTOMA-04: the AUTOMA sits to the First Player's right.
  const knife = firstPlayerOption ?? randomInt(rng, n);
  if (problems.length > 0) return null;
  const automa = checked.automa ? (knife - 1 + n) % n : null;
  config = { ...config, automa };

  const seats: SeatState[] = roles.map((role, i) => {
    // SETUP-24 (with NL): the Firestarter's own deck trades 2 Success for 1 Sabotage and 1 Failure.
    const hand = startingHand(config, role);
    return {
      // AUTOMA-22 / AMB-42: a role dealt to the AUTOMA other than Cultist (or the Seer with 2
      // Cultists) has no effect: the AUTOMA plays as a plain Investigator.
      role: i === automa && !automaKeeps(role, config.cultists) ? 'investigator' : role,
      alive: true,
      location: layout.central, // SETUP-12
      hand,
      pulse: pulse[i] ? [pulse[i]] : [],
      pulseTopFaceUp: false,
      route: routes[i]!,
      roleRevealed: false,
      deathRound: null,
    };
  });
  const rooms: (RoomState | null)[] = layout.locations.map((loc, i) => {
    if (loc.kind !== 'room') return null;
    const k = layout.rooms.indexOf(i);
    return {
      deck: [startCards[k]!],
      explored: false,
      unsafe: unsafeFlags[k]!,
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
    cultistTokens,
    fishman: null,
    fishmanFacedBy: null,
    infectedUntil: null,
    assassinUsed: false,
    drawPile,
    unsafeDeck,
    bag,
    clock: [],
    effects: { secretDoors: false, morale: 0, noConnection: false },
    acted: roles.map(() => false),
    removed,
    eventsRemoved: [],
    killTargetRound: null,
    deadFromStart: [],
    log: [],
    result: null,
  };
  // Death from the start counts in round 0 (AMB-16).
  state.seats.forEach((st) => {
    if (st.pulse.includes('dead') && ROLE_INFO[st.role].team === 'investigators') st.deathRound = 0;
  });
  const deadCount = state.seats.filter((st) => st.deathRound !== null).length;
  if (deadCount >= tableOf(state).killTarget) state.killTargetRound = 0;
  state.deadFromStart = state.seats.flatMap((st, i) => (st.pulse.includes('dead') ? [i] : []));
  emit(state, { t: 'gameStarted', players: n, firstPlayer: knife });
  nightPhase(state);
  return state;
}

function automaKeeps(role: Role, cultists: number): boolean {
  return role === 'cultist' || role === 'investigator' || (role === 'seer' && cultists >= 2);
}

/** NIGHT-06…08, NIGHT-13: what each seat learns in the ritual. */
export function nightPhase(s: GameState): void {
  const cultists = s.seats.flatMap((st, i) => (ROLE_INFO[st.role].team === 'cultists' ? [i] : []));
  emit(s, { t: 'nightCultists', cultists, deadFromStart: s.deadFromStart }, cultists);
  const seers = s.seats.flatMap((st, i) => (ROLE_INFO[st.role].seesCultists ? [i] : []));
  if (seers.length > 0) emit(s, { t: 'nightSeer', cultists }, seers);
}

function describe(counts: Partial<CardCounts>): string {
  return CARD_KINDS.filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => `${counts[k]} ${k}`)
    .join(', ');
}
