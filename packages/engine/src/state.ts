import type { GameConfig } from './options.ts';
import type { CheckVia, LogEntry, VictoryReason } from './log.ts';
import type { RngState } from './rng/random.ts';
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
} from './types.ts';

/**
 * The complete game state: plain JSON, never shown to anyone as a whole. `viewFor` projects what
 * one seat may know.
 */
export interface GameState {
  readonly format: 1;
  readonly config: GameConfig;
  rng: RngState;
  round: number;
  /** The First Player (Knife holder). */
  knife: Seat;
  phase: Phase;
  seats: SeatState[];
  /** Power Supply token: glowing bulb (on) or dark (off). */
  power: boolean;
  /** Vote token in the Cafeteria: Active (a Vote may be initiated there this round). */
  voteToken: boolean;
  /** Indexed like the layout's locations; `null` for hallways. */
  rooms: (RoomState | null)[];
  racks: RackState[];
  vp: number;
  /** ±1 per Portal outcome (ACT-PORTAL-02/03). */
  targetShift: number;
  portal: PortalState | null;
  /** Face-down Cultist tokens, in flip order (room ids). */
  cultistTokens: string[];
  /**
   * Mountains of Chaos (absent on maps without a crossing): quarter turns of the Revolving Door so
   * far, one after each Movement Phase; it blocks `layout.crossing[revolvingDoor % length]` (MOC-DOOR-01).
   */
  revolvingDoor?: number;
  /** Mountains of Chaos (absent on maps without Elevators): the stop each Elevator stands at, as `layout.elevators`. */
  elevators?: (0 | 1)[];
  /** Where the Fishman is, or null while on the lake. */
  fishman: LocationId | null;
  /** The Knife holder who entered the Fishman's hallway this round and may scare it (ACT-SCARE-01). */
  fishmanFacedBy: Seat | null;
  /** ROLE-INFECTED: no cards are given in Encounters until the Cleanup of this round (AMB-29). */
  infectedUntil: number | null;
  /** ROLE-ASSASSIN: the once-per-game Assassinate has been used. */
  assassinUsed: boolean;
  /** Top of the pile is the last element. */
  drawPile: RoomCard[];
  unsafeDeck: RoomCard[];
  /** Event tokens still in the Bag; the next one drawn is the last element. */
  bag: EventId[];
  /** The token drawn in each round (index round-1), null if none was. */
  clock: (EventId | null)[];
  effects: Effects;
  /** Seats that have taken (or forfeited) their action this Action Phase. */
  acted: boolean[];
  /** Cards out of the game after having been in play: checked room cards, finished rooms, the leftover Pulse card. */
  removed: CardCounts;
  /** Event tokens taken out of the game by In Control of the Situation (secret). */
  eventsRemoved: EventId[];
  /** Round in which the Cultists' kill target was first met (AMB-16); secret. */
  killTargetRound: number | null;
  /** What the Night Phase showed: the Characters whose Pulse card was Dead (NIGHT-06 step 2). */
  deadFromStart: Seat[];
  /** The Professions module (PROF-*), absent when the game does not use it. */
  professions?: ProfessionsState;
  log: LogEntry[];
  result: GameResult | null;
}

export interface SeatState {
  role: Role;
  alive: boolean;
  location: LocationId;
  hand: CardCounts;
  /** Bottom first; cards are placed on top (INFO-03). */
  pulse: EncounterCard[];
  /** The top card is a Dead card lying face up (ACT-CHECKSTATE-04). */
  pulseTopFaceUp: boolean;
  route: number;
  roleRevealed: boolean;
  /** Round the Character died (a Dead card entered its Pulse deck, or it became a Ghost); secret. */
  deathRound: number | null;
}

/** The Professions module (PROF-GEN-02…06): one Profession in play, the Informant among the Investigators. */
export interface ProfessionsState {
  /** PROF-GEN-02 step 4: the one Profession token beside the map; secret while face down. */
  readonly profession: Profession;
  /**
   * `faceDown` beside the map until the first successful Fight a Cultist (PROF-GEN-04); `held` face
   * up by `holder`; `lost` to the box when its holder died (PROF-GEN-05).
   */
  status: 'faceDown' | 'held' | 'lost';
  /** Who holds (or last held) it: null while face down. */
  holder: Seat | null;
  /** PROF-GEN-02 step 5: the Investigator-team seat with the Informant token; secret (PROF-GEN-03). */
  readonly informant: Seat;
  /** PROF-DETECTIVE-02 / AMB-47: the Detective who learned the Informant in the short night. */
  informantSeenBy: Seat | null;
  /** PROF-EXORCIST-01 / PROF-SABOTEUR-01: the once-per-game power has been used. */
  used: boolean;
  /** AMB-43/AMB-44: the round in which the holder was last offered its power after its action. */
  offeredAfter?: number;
}

export interface RoomState {
  /** Bottom first. */
  deck: RoomCard[];
  explored: boolean;
  /** The hidden side of the Room token. */
  unsafe: boolean;
  books: number;
  finished: boolean;
  cultistTokens: number;
}

export interface RackState {
  books: number;
  scored: boolean;
}

export interface PortalState {
  readonly openedRound: number;
  /** Last round in which it can be closed (AMB-19). */
  lastRound: number;
  status: 'open' | 'closed' | 'failed';
}

export interface Effects {
  /** EVT-SECRETDOORS until the next token is revealed. */
  secretDoors: boolean;
  /** Boosted (+1) or Lost (-1) Morale for the next Movement Phase. */
  morale: number;
  /** EVT-NOCONNECTION until the next token is revealed. */
  noConnection: boolean;
}

export interface GameResult {
  readonly winner: Team;
  readonly reason: VictoryReason;
  readonly round: number;
}

export interface MovementTurn {
  readonly seat: Seat;
  mp: number;
  /** Location at the start of the turn (GOLD-03). */
  readonly start: LocationId;
  /** Rooms entered for free (Secret Doors) since the last paid step; stops endless shuttling. */
  freeVisited: LocationId[];
  /** The AUTOMA's target room for this Movement (AUTOMA-06); absent for everyone else. */
  readonly target?: LocationId | null;
}

/** Where play continues once an interruption (encounter, check, vote) is over. */
export type Resume =
  | { readonly to: 'movement'; readonly turn: MovementTurn }
  | { readonly to: 'eventEncounters'; readonly queue: readonly LocationId[] }
  /** The Encounters of the automatic Elevator rides (AMB-49(c)), then the Event Phase. */
  | { readonly to: 'arrivals'; readonly queue: readonly LocationId[] }
  | { readonly to: 'actionPhase' }
  | { readonly to: 'nextAction' };

/** A ballot for nobody (VOTE-05: a closed fist). */
export const ABSTAIN = -1;

export type Phase =
  | { readonly kind: 'night'; ready: boolean[] }
  | ({ readonly kind: 'movement' } & MovementTurn)
  | {
      readonly kind: 'encounter';
      readonly location: LocationId;
      /** Participants, the one who triggered it first, then clockwise. */
      readonly participants: readonly Seat[];
      /** Recipient chosen by each participant (same order). */
      recipients: (Seat | null)[];
      /** Card chosen by each participant; 'none' for an empty hand (AMB-01). */
      cards: (EncounterCard | 'none' | null)[];
      readonly resume: Resume;
    }
  | { readonly kind: 'falseEyes'; readonly seat: Seat; readonly resume: Resume }
  | { readonly kind: 'inControl'; readonly seat: Seat; drawn: EventId | null; readonly resume: Resume }
  /**
   * EVT-LIFELINES-01: the First Player names `count` living targets one by one (public, as at the
   * table); each one's Pulse deck is then shuffled and its top card revealed.
   */
  | {
      readonly kind: 'lifelines';
      readonly seat: Seat;
      readonly count: number;
      chosen: Seat[];
      readonly resume: Resume;
    }
  /**
   * `afterAction`: AMB-43/AMB-44: the Exorcist or Saboteur has taken its action and may still use its
   * once-per-game power this turn, or pass on it.
   */
  | { readonly kind: 'action'; readonly seat: Seat; refusedBy: Seat[]; readonly afterAction?: true }
  | {
      readonly kind: 'portalConsent';
      readonly initiator: Seat;
      readonly partner: Seat;
      readonly refusedBy: readonly Seat[];
    }
  | {
      readonly kind: 'checkResult';
      readonly checker: Seat;
      readonly target: Seat;
      readonly sawDead: boolean;
      readonly via: CheckVia;
      readonly resume: Resume;
    }
  | {
      readonly kind: 'vote';
      stage: 'discussion' | 'ballot' | 'knife';
      readonly reason: 'cafeteria' | 'murder';
      readonly initiator: Seat;
      ready: boolean[];
      /** A seat, ABSTAIN, or null while not yet cast. */
      ballots: (number | null)[];
      /** The Knife holder changed the ballot after the reveal (5-6 players). */
      knifeChanged: boolean;
      readonly resume: Resume;
    }
  | { readonly kind: 'cleanup'; ready: boolean[]; claim: Seat | null }
  /**
   * PROF-MAYOR-01 / AMB-46: the Vote ended in a tie between `tied` (the leaders; with a leader level
   * with the abstentions, that one alone); the living Mayor eliminates one of them or nobody.
   * `knifeUsed`: the vote used the Knife's privilege (the Butterfingers dies after it, AMB-26).
   */
  | {
      readonly kind: 'mayorDecision';
      readonly seat: Seat;
      readonly tied: readonly Seat[];
      readonly knifeUsed: boolean;
      readonly resume: Resume;
    }
  /**
   * PROF-DETECTIVE-02 / AMB-47: the short night after the Detective is revealed. The Detective learns
   * the Informant at once; like the Night Phase it ends when every seat is `ready`.
   */
  | { readonly kind: 'detectiveNight'; ready: boolean[]; readonly resume: Resume }
  | {
      readonly kind: 'seerGuess';
      /** The guess of each Cultist seat in `cultists` (null until made). */
      guesses: (Seat | null)[];
      readonly cultists: readonly Seat[];
      /** The Investigators' win that stands unless the Seer is named. */
      readonly pending: VictoryReason;
    }
  | { readonly kind: 'over' };

export type PhaseKind = Phase['kind'];
