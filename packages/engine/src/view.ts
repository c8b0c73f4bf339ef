import type { Action } from './actions.ts';
import type { RouteCardData } from './content/board-types.ts';
import { boardRef, boardVpTarget, type BoardRef, type GameBoard } from './content/board.ts';
import { FIRESTARTER_ROUND, ROLE_INFO } from './content/roles.ts';
import type { PlayerCountTable } from './content/tables.ts';
import { legalActions } from './legal.ts';
import { unavailableActions, type Unavailable } from './rules/unavailable.ts';
import type { GameEvent, VictoryReason } from './log.ts';
import { deadFromStartPossible, type GameConfig } from './options.ts';
import { routeLine, routeOf, tableOf, vpTarget } from './rules/context.ts';
import { knifePrivilege } from './rules/vote.ts';
import { blockedHallway, elevatorRoom } from './rules/mountains.ts';
import { ABSTAIN, type GameState, type PortalState, type ProfessionsState } from './state.ts';
import type {
  CardCounts,
  EncounterCard,
  EventId,
  LocationId,
  Profession,
  Role,
  RoomCard,
  Seat,
  Team,
  Viewer,
} from './types.ts';

/**
 * What one seat (or a spectator) may know, built field by field from the state. Nothing reaches
 * a view unless it is put here on purpose: a new field in the state stays secret until someone
 * decides otherwise. A seat never sees its own Pulse deck (it can be dead without knowing it),
 * the seed or the random stream, nor anyone's hand, Route, role or pending choice unless a rule
 * reveals it.
 */
/** The game's public configuration as a view shows it: the board by reference (the board itself is `view.board`). */
export type ViewConfig = Omit<GameConfig, 'board'> & {
  readonly board: BoardRef;
  readonly killTarget: number;
  readonly baseVpTarget: number;
};

export interface PlayerView {
  readonly viewer: Viewer;
  readonly config: ViewConfig;
  /**
   * The board the game is played on (public: the printed map, Route card faces, Cultist token
   * faces). The same object in every view of a game, so that updates never diff it.
   */
  readonly board: GameBoard;
  readonly round: number;
  readonly knife: Seat;
  readonly phase: PhaseView;
  readonly seats: readonly SeatView[];
  readonly power: boolean;
  readonly voteTokenActive: boolean;
  readonly rooms: readonly RoomView[];
  readonly racks: readonly { readonly books: number; readonly scored: boolean }[];
  readonly vp: number;
  readonly vpTarget: number;
  readonly portal: Readonly<PortalState> | null;
  readonly cultistTokensFaceDown: number;
  readonly fishman: LocationId | null;
  /**
   * Mountains of Chaos (absent on other maps): the Hallway the Revolving Door blocks now
   * (MOC-DOOR-01), and where each Elevator stands with who is in it (MOC-ELEV-*). Public (INFO-04).
   */
  readonly revolvingDoor?: { readonly blocks: LocationId; readonly turns: number };
  readonly elevators?: readonly {
    readonly elevator: LocationId;
    readonly at: LocationId;
    readonly riders: readonly Seat[];
  }[];
  readonly drawPile: number;
  readonly unsafeDeck: number;
  readonly bag: number;
  readonly clock: readonly (EventId | null)[];
  readonly effects: {
    readonly secretDoors: boolean;
    readonly morale: number;
    readonly noConnection: boolean;
    /** The round whose Cleanup ends the Infected's effect: no cards in Encounters until then. */
    readonly infectedUntil: number | null;
  };
  readonly assassinUsed: boolean;
  /** The Professions module (absent without it): the one Profession token, as the table shows it. */
  readonly professions?: ProfessionsView;
  /** What the Knife holder's ballot may do in a Vote: change once after the reveal, count double, or nothing. */
  readonly knifePrivilege: 'change' | 'double' | null;
  readonly me: PrivateView | null;
  /** The viewer's legal actions right now (empty for spectators). */
  readonly legal: readonly Action[];
  /** On the viewer's Action Phase turn, the actions of its place it cannot take, and why. */
  readonly unavailable: readonly Unavailable[];
  readonly result: { readonly winner: Team; readonly reason: VictoryReason; readonly round: number } | null;
  /** Every secret, once the game is over. */
  readonly reveal: Reveal | null;
}

/** PROF-GEN-02…05: the Profession token (public, INFO-04: face-up Professions). */
export interface ProfessionsView {
  /** The Profession, once earned (face up); null while it lies face down beside the map. */
  readonly profession: Profession | null;
  /** Face down beside the map, held face up, or lost with its holder's death (PROF-GEN-05). */
  readonly status: 'faceDown' | 'held' | 'lost';
  /** Who holds it (or held it, once lost); null while face down. */
  readonly holder: Seat | null;
  /** The Exorcist's or the Saboteur's once-per-game power has been used. */
  readonly used: boolean;
}

/** What only this seat knows of the Professions module (PROF-GEN-03, PROF-DETECTIVE-02, PROF-PROFILER-01). */
export interface PrivateProfessionsView {
  /** Your own Detective-Support token: true for the Informant, false for Not an Informant. */
  readonly informant: boolean;
  /** The Informant, if you learned it as the Detective (AMB-47). */
  readonly knownInformant: Seat | null;
  /** In the check you are finishing as the Profiler: the target's Pulse deck, top card first. */
  readonly pulseOrder: { readonly target: Seat; readonly cards: readonly EncounterCard[] } | null;
}

export interface SeatView {
  readonly seat: Seat;
  readonly alive: boolean;
  readonly location: LocationId;
  readonly pulseSize: number;
  /** A Dead card lies face up on top of the Pulse deck. */
  readonly pulseTopDead: boolean;
  /** The role, once a rule has revealed it to everyone. */
  readonly revealedRole: Role | null;
  /** Cards held by back (AMB-55), or null when the ruleset hides counts. */
  readonly hand: { readonly encounter: number; readonly room: number } | null;
  /** The AUTOMA's Route card, which lies face up (AUTOMA-04 step 5, ROUTE-07); null for everyone else. */
  readonly publicRoute: RouteCardData | null;
}

export interface RoomView {
  readonly location: LocationId;
  readonly deckSize: number;
  readonly explored: boolean;
  /** Whether the Room token shows the Unsafe Passage icon; unknown (null) until it is flipped. */
  readonly unsafe: boolean | null;
  readonly books: number;
  readonly finished: boolean;
  readonly cultistTokens: number;
}

export type PhaseView =
  | { readonly kind: 'night' }
  | { readonly kind: 'movement'; readonly seat: Seat; readonly mp: number; readonly start: LocationId }
  | {
      readonly kind: 'encounter';
      readonly location: LocationId;
      readonly participants: readonly Seat[];
      readonly recipients: readonly (Seat | null)[];
      readonly stage: 'recipients' | 'cards';
    }
  | { readonly kind: 'falseEyes'; readonly seat: Seat }
  | { readonly kind: 'inControl'; readonly seat: Seat; readonly drawn: boolean }
  /** EVT-LIFELINES-01: the First Player names `count` targets; those named so far (public). */
  | {
      readonly kind: 'lifelines';
      readonly seat: Seat;
      readonly count: number;
      readonly chosen: readonly Seat[];
    }
  /** `afterAction`: the Exorcist or Saboteur may still use its power after its action (AMB-43/AMB-44). */
  | { readonly kind: 'action'; readonly seat: Seat; readonly afterAction?: true }
  | { readonly kind: 'portalConsent'; readonly initiator: Seat; readonly partner: Seat }
  | { readonly kind: 'checkResult'; readonly checker: Seat; readonly target: Seat }
  | {
      readonly kind: 'vote';
      readonly stage: 'discussion' | 'ballot' | 'knife';
      readonly reason: 'cafeteria' | 'murder';
      readonly initiator: Seat;
      /** Everyone's ballot, once all are cast (null = abstained). */
      readonly ballots: readonly (Seat | null)[] | null;
    }
  | { readonly kind: 'cleanup' }
  /** PROF-MAYOR-01 / AMB-46: the Mayor decides the tied Vote between `tied` (or eliminates nobody). */
  | { readonly kind: 'mayorDecision'; readonly seat: Seat; readonly tied: readonly Seat[] }
  /** PROF-DETECTIVE-02 / AMB-47: the Detective's short night; every seat says `ready`. */
  | { readonly kind: 'detectiveNight' }
  /** The Cultists name the Seer; `pending` is the Investigators' win that stands if they miss. */
  | { readonly kind: 'seerGuess'; readonly pending: VictoryReason }
  | { readonly kind: 'over' };

export interface PrivateView {
  readonly seat: Seat;
  readonly role: Role;
  readonly team: Team;
  readonly hand: Readonly<CardCounts>;
  readonly route: RouteCardData;
  /** Index of the route line that applies this round. */
  readonly routeLine: number;
  /** The Cultists, if the Night Phase showed them to you (Cultists, the Seer). */
  readonly knownCultists: readonly Seat[] | null;
  /** Who was dead from the start, if you saw it (Cultists, NIGHT-06). */
  readonly deadFromStart: readonly Seat[] | null;
  /** What you saw in the check you are finishing. */
  readonly check: { readonly target: Seat; readonly alive: number; readonly dead: number } | null;
  /** The Event token you drew (In Control of the Situation). */
  readonly drawnEvent: EventId | null;
  /** Your own choices in a simultaneous step. */
  readonly encounterCard: EncounterCard | 'none' | null;
  readonly ballot: { readonly cast: boolean; readonly target: Seat | null } | null;
  readonly ready: boolean | null;
  readonly claimed: boolean | null;
  readonly seerGuess: Seat | null;
  /** The Professions module (absent without it). */
  readonly professions?: PrivateProfessionsView;
  /**
   * ROLE-FIRESTARTER-02: the Firestarter's red cards (Sabotage and Failure) still in hand, and the Round at whose
   * end one left kills; absent for everyone else, and once none is left or the check is past.
   */
  readonly firestarter?: { readonly redCards: number; readonly round: number };
}

export interface Reveal {
  readonly roles: readonly Role[];
  readonly routes: readonly number[];
  readonly hands: readonly Readonly<CardCounts>[];
  readonly pulses: readonly (readonly EncounterCard[])[];
  readonly roomDecks: readonly (readonly RoomCard[] | null)[];
  readonly unsafeRooms: readonly LocationId[];
  readonly drawPile: readonly RoomCard[];
  readonly unsafeDeck: readonly RoomCard[];
  readonly bag: readonly EventId[];
  readonly eventsRemoved: readonly EventId[];
  readonly cultistTokens: readonly string[];
  /** The Professions module (absent without it): the Profession token and the Informant's seat. */
  readonly professions?: { readonly profession: Profession; readonly informant: Seat };
}

/** `memo`: what the caller keeps between the views of one game's states (ViewMemo), if it keeps anything. */
export function viewFor(s: GameState, viewer: Viewer, memo?: ViewMemo): PlayerView {
  return viewsFor(s, [viewer], memo)[0]!;
}

/** What every viewer of this state sees alike. */
type PublicView = Omit<PlayerView, 'viewer' | 'me' | 'legal' | 'unavailable'>;

/**
 * The views of several viewers of one state. Their public parts are the same objects (computed once), so a
 * server that diffs each viewer's view against the last one sent can diff the shared parts once.
 */
export function viewsFor(s: GameState, viewers: readonly Viewer[], memo?: ViewMemo): PlayerView[] {
  for (const viewer of viewers) {
    if (viewer !== 'spectator' && !(Number.isInteger(viewer) && viewer >= 0 && viewer < s.seats.length)) {
      throw new RangeError(`viewFor: no seat ${String(viewer)} in a ${s.seats.length}-player game`);
    }
  }
  const shared = publicView(s, memo);
  // Who the Cultists are, for the private views that show them: worked out once for all the viewers.
  let cultists: Seat[] | null = null;
  return viewers.map((viewer) => {
    if (viewer === 'spectator') return { viewer, ...shared, me: null, legal: [], unavailable: [] };
    const legal = legalActions(s, viewer);
    cultists ??= s.seats.flatMap((o, i) => (ROLE_INFO[o.role].team === 'cultists' ? [i] : []));
    return {
      viewer,
      ...shared,
      me: privateView(s, viewer, cultists),
      legal,
      unavailable: unavailableActions(s, viewer, legal),
    };
  });
}

/** MOC-DOOR-01 / MOC-ELEV-*: the Revolving Door and the Elevators, public (INFO-04). */
function mountainsView(s: GameState): Pick<PublicView, 'revolvingDoor' | 'elevators'> {
  const layout = s.config.board.layout;
  const blocks = blockedHallway(s);
  return {
    ...(blocks !== null ? { revolvingDoor: { blocks, turns: s.revolvingDoor ?? 0 } } : {}),
    ...(layout.elevators
      ? {
          elevators: layout.elevators.map((e, i) => ({
            elevator: e.loc,
            at: elevatorRoom(s, i),
            riders: s.seats.flatMap((st, seat) => (st.location === e.loc ? [seat] : [])),
          })),
        }
      : {}),
  };
}

/**
 * What the views of one game's successive states can share, kept by the caller (the server keeps one per copy
 * of a game), never by the engine, which holds no state of its own between calls. Today: the configuration as
 * the views show it, which depends on the configuration alone (`apply` never replaces it), so every view of a
 * game holds the same object and a server that diffs one view against the last passes it at once.
 */
export interface ViewMemo {
  config?: { readonly of: GameConfig; readonly view: ViewConfig };
}

function configView(s: GameState, memo: ViewMemo | undefined): ViewConfig {
  if (memo?.config?.of === s.config) return memo.config.view;
  const table: PlayerCountTable = tableOf(s);
  // Frozen: the views of every state of the game may share it.
  const view: ViewConfig = Object.freeze({
    ...s.config,
    board: boardRef(s.config.board),
    killTarget: table.killTarget,
    baseVpTarget: boardVpTarget(s.config.board, s.config.players),
  });
  if (memo !== undefined) memo.config = { of: s.config, view };
  return view;
}

function publicView(s: GameState, memo: ViewMemo | undefined): PublicView {
  const over = s.phase.kind === 'over';
  return {
    config: configView(s, memo),
    board: s.config.board,
    round: s.round,
    knife: s.knife,
    phase: phaseView(s),
    seats: s.seats.map((st, seat) => ({
      seat,
      alive: st.alive,
      location: st.location,
      pulseSize: st.pulse.length,
      pulseTopDead: st.pulseTopFaceUp,
      revealedRole: st.roleRevealed || over ? st.role : null,
      hand: s.config.ruleset.handCountsPublic
        ? {
            encounter: st.hand.alive + st.hand.dead,
            room: st.hand.success + st.hand.failure + st.hand.sabotage,
          }
        : null,
      publicRoute: seat === s.config.automa ? routeOf(s, seat) : null,
    })),
    power: s.power,
    voteTokenActive: s.voteToken,
    rooms: s.rooms.flatMap((r, location) =>
      r
        ? [
            {
              location,
              deckSize: r.deck.length,
              explored: r.explored,
              unsafe: r.explored || over ? r.unsafe : null,
              books: r.books,
              finished: r.finished,
              cultistTokens: r.cultistTokens,
            },
          ]
        : [],
    ),
    racks: s.racks.map((r) => ({ books: r.books, scored: r.scored })),
    vp: s.vp,
    vpTarget: vpTarget(s),
    portal: s.portal ? { ...s.portal } : null,
    cultistTokensFaceDown: s.cultistTokens.length,
    fishman: s.fishman,
    ...mountainsView(s),
    drawPile: s.drawPile.length,
    unsafeDeck: s.unsafeDeck.length,
    bag: s.bag.length,
    clock: [...s.clock],
    effects: { ...s.effects, infectedUntil: s.infectedUntil },
    assassinUsed: s.assassinUsed,
    ...(s.professions ? { professions: professionsView(s.professions, over) } : {}),
    knifePrivilege: knifePrivilege(s),
    result: s.result ? { ...s.result } : null,
    reveal: over ? revealAll(s) : null,
  };
}

/** PROF-GEN-04/05: the Profession is public once face up; the face-down token stays secret until the end. */
function professionsView(p: ProfessionsState, over: boolean): ProfessionsView {
  return {
    profession: p.status !== 'faceDown' || over ? p.profession : null,
    status: p.status,
    holder: p.holder,
    used: p.used,
  };
}

/** PROF-GEN-03: your own token; PROF-DETECTIVE-02: the Informant if you saw it; PROF-PROFILER-01. */
function privateProfessionsView(s: GameState, p: ProfessionsState, seat: Seat): PrivateProfessionsView {
  const phase = s.phase;
  let pulseOrder: PrivateProfessionsView['pulseOrder'] = null;
  if (phase.kind === 'checkResult' && phase.checker === seat) {
    // What this check showed: the entry logged with its `stateSeen`, if the Profiler made it.
    for (let i = s.log.length - 1; i >= 0; i--) {
      const e = s.log[i]!;
      if (e.t === 'pulseOrderSeen' && e.seat === seat && e.target === phase.target) {
        pulseOrder = { target: e.target, cards: [...e.cards] };
        break;
      }
      if (e.t === 'stateSeen' && e.seat === seat) break;
    }
  }
  return {
    informant: p.informant === seat,
    knownInformant: p.informantSeenBy === seat ? p.informant : null,
    pulseOrder,
  };
}

/** The phase as everyone sees it. */
export function phaseView(s: GameState): PhaseView {
  const p = s.phase;
  switch (p.kind) {
    case 'night':
    case 'cleanup':
    case 'over':
      return { kind: p.kind };
    case 'seerGuess':
      return { kind: 'seerGuess', pending: p.pending };
    case 'mayorDecision':
      return { kind: 'mayorDecision', seat: p.seat, tied: [...p.tied] };
    case 'detectiveNight':
      return { kind: 'detectiveNight' };
    case 'movement':
      return { kind: 'movement', seat: p.seat, mp: p.mp, start: p.start };
    case 'encounter':
      return {
        kind: 'encounter',
        location: p.location,
        participants: [...p.participants],
        recipients: [...p.recipients],
        stage: p.recipients.includes(null) ? 'recipients' : 'cards',
      };
    case 'falseEyes':
      return { kind: 'falseEyes', seat: p.seat };
    case 'inControl':
      return { kind: 'inControl', seat: p.seat, drawn: p.drawn !== null };
    case 'lifelines':
      return { kind: 'lifelines', seat: p.seat, count: p.count, chosen: [...p.chosen] };
    case 'action':
      return {
        kind: 'action',
        seat: p.seat,
        ...(p.afterAction === true ? { afterAction: true as const } : {}),
      };
    case 'portalConsent':
      return { kind: 'portalConsent', initiator: p.initiator, partner: p.partner };
    case 'checkResult':
      return { kind: 'checkResult', checker: p.checker, target: p.target };
    case 'vote':
      return {
        kind: 'vote',
        stage: p.stage,
        reason: p.reason,
        initiator: p.initiator,
        ballots: p.stage === 'knife' ? p.ballots.map((b) => (b === ABSTAIN ? null : b)) : null,
      };
  }
}

/** `cultists`: every Cultist's seat (shown only to those who see them; each view gets its own copy). */
function privateView(s: GameState, seat: Seat, cultists: readonly Seat[]): PrivateView {
  const st = s.seats[seat]!;
  const info = ROLE_INFO[st.role];
  const p = s.phase;
  const seesCultists = info.team === 'cultists' || info.seesCultists;
  const encounterIndex = p.kind === 'encounter' ? p.participants.indexOf(seat) : -1;
  return {
    seat,
    role: st.role,
    team: info.team,
    hand: { ...st.hand },
    route: routeOf(s, seat),
    routeLine: routeLine(s.round),
    knownCultists: seesCultists ? [...cultists] : null,
    deadFromStart: info.team === 'cultists' && deadFromStartPossible(s.config) ? [...s.deadFromStart] : null,
    check: p.kind === 'checkResult' && p.checker === seat ? lastSeen(s, seat, p.target) : null,
    drawnEvent: p.kind === 'inControl' && p.seat === seat ? p.drawn : null,
    encounterCard:
      encounterIndex >= 0 ? (p.kind === 'encounter' ? (p.cards[encounterIndex] ?? null) : null) : null,
    ballot:
      p.kind === 'vote'
        ? {
            cast: p.ballots[seat] !== null,
            target: p.ballots[seat] === null || p.ballots[seat] === ABSTAIN ? null : p.ballots[seat]!,
          }
        : null,
    ready:
      p.kind === 'night' ||
      (p.kind === 'vote' && p.stage === 'discussion') ||
      p.kind === 'cleanup' ||
      p.kind === 'detectiveNight'
        ? (p.ready[seat] ?? false)
        : null,
    claimed: p.kind === 'cleanup' ? p.claim === seat : null,
    seerGuess:
      p.kind === 'seerGuess' && p.cultists.includes(seat)
        ? (p.guesses[p.cultists.indexOf(seat)] ?? null)
        : null,
    ...(s.professions ? { professions: privateProfessionsView(s, s.professions, seat) } : {}),
    ...firestarterDue(s, seat),
  };
}

/** The Firestarter's reminder (only the Firestarter's own view holds it, as its hand). */
function firestarterDue(s: GameState, seat: Seat): Pick<PrivateView, 'firestarter'> {
  const st = s.seats[seat]!;
  const redCards = st.hand.failure + st.hand.sabotage;
  // Past the Round-5 Cleanup's check the Firestarter is dead or holds no red card, or the Round is later.
  if (st.role !== 'firestarter' || !st.alive || redCards === 0 || s.round > FIRESTARTER_ROUND) return {};
  return { firestarter: { redCards, round: FIRESTARTER_ROUND } };
}

/** The counts seen in the check being finished: taken from the private log entry, not the deck. */
function lastSeen(
  s: GameState,
  seat: Seat,
  target: Seat,
): { target: Seat; alive: number; dead: number } | null {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i]!;
    if (e.t === 'stateSeen' && e.seat === seat && e.target === target)
      return { target, alive: e.alive, dead: e.dead };
  }
  return null;
}

function revealAll(s: GameState): Reveal {
  return {
    roles: s.seats.map((st) => st.role),
    routes: s.seats.map((st) => st.route),
    hands: s.seats.map((st) => ({ ...st.hand })),
    pulses: s.seats.map((st) => [...st.pulse]),
    roomDecks: s.rooms.map((r) => (r ? [...r.deck] : null)),
    unsafeRooms: s.rooms.flatMap((r, i) => (r?.unsafe ? [i] : [])),
    drawPile: [...s.drawPile].reverse(),
    unsafeDeck: [...s.unsafeDeck],
    bag: [...s.bag].reverse(),
    eventsRemoved: [...s.eventsRemoved],
    cultistTokens: [...s.cultistTokens],
    ...(s.professions
      ? { professions: { profession: s.professions.profession, informant: s.professions.informant } }
      : {}),
  };
}

/** A log entry as one viewer sees it. */
export type ViewedEvent = GameEvent & { readonly seq: number; readonly round: number };

/**
 * The log as `viewer` knows it, from entry `from` on: public entries, the viewer's own private
 * ones, and everything once the game is over.
 */
export function logFor(s: GameState, viewer: Viewer, from = 0): ViewedEvent[] {
  const over = s.phase.kind === 'over';
  const out: ViewedEvent[] = [];
  for (let i = from; i < s.log.length; i++) {
    const entry = s.log[i]!;
    const vis = entry.vis;
    // An entry the viewer may not see is passed without a copy: a seat that sees none of the latest
    // entries is asked from the same place at every change.
    if (!(vis === null || over || (viewer !== 'spectator' && vis.includes(viewer)))) continue;
    const { vis: _, ...event } = entry;
    out.push({ ...event, seq: i });
  }
  return out;
}
