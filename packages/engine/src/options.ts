import { PLAYER_COUNT_TABLE } from './content/tables.ts';
import type { Board, BoardRef, GameBoard } from './content/board.ts';
import {
  type EncounterCard,
  type EventId,
  type PlayerCount,
  type Profession,
  type Role,
  type RoomCard,
  type Seat,
  type Team,
} from './types.ts';
import {
  firstGameRoles,
  MAX_TEAM_LOYALTY,
  RECOMMENDED_DIFFICULTY,
  RECOMMENDED_ROLES,
  RECOMMENDED_ROLES_FOUR_WITH_AUTOMA,
} from './content/complexity.ts';
import { loyaltyOf, SPECIAL_ROLES } from './content/roles.ts';

/**
 * Ruleset flags (inventory Appendix B) for questions the rulebook leaves open. Defaults are the
 * recommended resolutions.
 */
export interface Ruleset {
  /** AMB-38: deck contents at 4-6 players. 2nd edition: 9 Alive per Investigator, 6 per Cultist. */
  readonly deckEdition: 'second' | 'first';
  /**
   * FIRST-03: the Unsafe Passage deck, Broken Panes, Cultist tokens and the Fishman. Off in a first
   * game (AMB-54: ⚠ room tokens then do nothing, Secure a Hallway is unavailable).
   */
  readonly unsafePassage: boolean;
  /** AMB-05: under Secret Doors, a Movement may not end in the same colour group it started in. */
  readonly secretDoorsGroupRule: boolean;
  /** AMB-06: Check a State from the Security Room on anyone: only with power, always, or never. */
  readonly securityCheck: 'powered' | 'always' | 'off';
  /**
   * AMB-16: with 2 Cultists, reaching the VP target after the kill target was met in an earlier round is a
   * Cultist win. Off by default: WIN-01 says the VP target wins "as soon as" it is reached, and the game
   * ends at once.
   */
  readonly vpAfterKillsPreviousRound: boolean;
  /** AMB-17: the Cultists may still guess the Seer after a failed claim. */
  readonly seerGuessAfterFailedClaim: boolean;
  /** AMB-55: everyone sees how many Encounter and Room cards each player holds. */
  readonly handCountsPublic: boolean;
  /** AMB-26 / D-21: the Butterfingers also dies after closing the Portal (ES 2nd edition). */
  readonly butterfingersPortal: boolean;
  /** AMB-27: the Crybaby also dies after revealing a dead Character through the Camera. */
  readonly crybabyCamera: boolean;
  /** AMB-30: the Radiant Beauty lights its Location as a Ghost too. */
  readonly radiantGhost: boolean;
  /** AMB-40(a): the AUTOMA heads for the first room on its Route line that is not finished, or not explored (literal). */
  readonly automaTarget: 'unfinished' | 'unexplored';
  /**
   * MOC-SETUP-04 (Mountains of Chaos, optional): the Lifelines token goes into the Bag in place of
   * False Eyes Watching You. Allowed at a setup count of 4-6 and 8, never at 7 (AMB-41, AMB-52).
   */
  readonly lifelines: boolean;
  /**
   * PROF-GEN-01 (Mountains of Chaos, optional): the Professions module. Needs 2 Cultists (7-8 seats,
   * the AUTOMA included); any board.
   */
  readonly professions: boolean;
  /**
   * AMB-46: the ties a living Mayor decides (PROF-MAYOR-01): shared top counts and a leader level with
   * the abstentions (`abstentions`), or only Characters level with each other (`characters`).
   */
  readonly mayorTie: 'abstentions' | 'characters';
}

export const DEFAULT_RULESET: Ruleset = {
  deckEdition: 'second',
  unsafePassage: true,
  secretDoorsGroupRule: true,
  securityCheck: 'powered',
  vpAfterKillsPreviousRound: false,
  seerGuessAfterFailedClaim: true,
  handCountsPublic: true,
  butterfingersPortal: false,
  crybabyCamera: false,
  radiantGhost: true,
  automaTarget: 'unfinished',
  lifelines: false,
  professions: false,
  mayorTie: 'abstentions',
};

/**
 * Fixes hidden parts of the setup, for tests, rulebook examples and tutorials. Anything left out
 * is dealt from the seed as usual.
 */
export interface ScenarioDeal {
  /** Role per seat. */
  readonly roles?: readonly Role[];
  /** Route card id per seat. */
  readonly routes?: readonly number[];
  /** The starting Pulse card per seat (5, 6 and 8 players; must come from the Pulse starting deck). */
  readonly pulse?: readonly EncounterCard[];
  /** The starting card of each room deck, by room id. */
  readonly roomDecks?: Readonly<Record<string, RoomCard>>;
  /** The Draw pile from the top down. */
  readonly drawPile?: readonly RoomCard[];
  /** The order in which Event tokens come out of the Bag. */
  readonly bag?: readonly EventId[];
  /** Which room tokens carry the Unsafe Passage icon, by room id (the others are plain). */
  readonly unsafeRooms?: readonly string[];
  /** The order in which Cultist tokens are flipped, by room id. */
  readonly cultistTokens?: readonly string[];
  /** Professions module: the Profession token lying face down beside the map (PROF-GEN-02 step 4). */
  readonly profession?: Profession;
  /** Professions module: the Investigator-team seat given the Informant token (PROF-GEN-02 step 5). */
  readonly informant?: Seat;
}

export interface GameOptions {
  /**
   * Human players. 5 to 8 as printed; 4 means 4 humans with the AUTOMA (the 5-player setup); 6 with
   * `automa: true` means 6 humans with the AUTOMA as a 7th seat (the 7-player setup, AUTOMA-01/02).
   */
  readonly players: PlayerCount | 4;
  /** Add the AUTOMA Investigator (required at 4 players, optional at 6). */
  readonly automa?: boolean;
  /**
   * How the roles are chosen: 'first' (FIRST-01/02, the default), 'recommended' (CPLX-01, random
   * picks from the seed), or 'expert' (`specialRoles` must meet the loyalty guidelines, CPLX-02).
   * `specialRoles` alone, without a role set, deals exactly those roles (tests, tutorials).
   */
  readonly roleSet?: RoleSetName;
  /** 256-bit secret seed as 64 lowercase hex digits. */
  readonly seed: string;
  /** Investigator-team roles in play besides plain Investigators (see `roleSet`). */
  readonly specialRoles?: readonly Role[];
  readonly ruleset?: Partial<Ruleset>;
  /** START-01 / AMB-64: the first Knife holder. Default: drawn from the seed. */
  readonly firstPlayer?: number;
  readonly deal?: ScenarioDeal;
  /**
   * The board: a shipped board's id (default: the base game's, `DEFAULT_BOARD_ID`), a reference
   * `{ id, sha256 }` that must match a shipped board exactly (what records store), or a board loaded
   * with `loadBoard` (a corrected board file, in tools), or the `GameBoard` of another game or view
   * (to set up a position on the same board). Records store `boardRef(...)` of it.
   */
  readonly board?: string | BoardRef | Board | GameBoard;
}

export const ROLE_SETS = ['first', 'recommended', 'expert'] as const;
export type RoleSetName = (typeof ROLE_SETS)[number];

/** The public, validated configuration of a game, kept in its state. */
export interface GameConfig {
  /** Seats at the table: the setup count (the AUTOMA included). */
  readonly players: PlayerCount;
  /** The board this game is played on (its id, hash and the layout for `players`); every rule reads it here. */
  readonly board: GameBoard;
  /** The id of `board.layout`. */
  readonly layout: string;
  readonly cultists: number;
  /** The special roles in play (public, as at a table where the markers are chosen openly). */
  readonly specialRoles: readonly Role[];
  readonly ruleset: Ruleset;
  /** The AUTOMA's seat, or null without it. */
  readonly automa: Seat | null;
}

/** NIGHT-03: 4 human players always play with the AUTOMA. */
export function automaRequired(players: number): boolean {
  return players === 4;
}

/** AUTOMA-01: the AUTOMA joins 4 or 6 human players (the 5- or 7-player setup). */
export function automaAllowed(players: number): boolean {
  return players === 4 || players === 6;
}

/** AUTOMA-01 / NIGHT-03: whether `players` humans play with the AUTOMA: always at 4, otherwise when asked. */
export function playsWithAutoma(players: number, automa?: boolean): boolean {
  return automaRequired(players) || automa === true;
}

/** AUTOMA-01: seats at the table for `players` humans: one more with the AUTOMA. */
export function seatCount(players: number, automa?: boolean): number {
  return playsWithAutoma(players, automa) ? players + 1 : players;
}

/** PC-11 / CLEAN-01: one Cultist at the table (4-6 players), who alone may claim victory in the Cleanup. */
export function claimAllowed(config: Pick<GameConfig, 'cultists'>): boolean {
  return config.cultists === 1;
}

/**
 * PC-03 / NIGHT-06 / NIGHT-11: the Night gives every seat a Pulse card (not at 7 players, whose
 * Pulse decks start empty), so a Character may be dead from the start.
 */
export function deadFromStartPossible(config: Pick<GameConfig, 'players'>): boolean {
  return PLAYER_COUNT_TABLE[config.players].pulseStart !== null;
}

/** Options after checking: the configuration still needs the setup's random choices. */
export interface CheckedOptions {
  readonly players: PlayerCount;
  readonly automa: boolean;
  readonly board: GameBoard;
  readonly layout: string;
  readonly cultists: number;
  readonly ruleset: Ruleset;
  /** Fixed roles, or a recommended set whose random pick the setup makes. */
  /**
   * The special roles: `fixed`, plus one drawn from `oneOf` (a recommended set), or one whole set drawn
   * from `oneSetOf` (an expert game that lists no roles).
   */
  readonly roles: {
    readonly fixed: readonly Role[];
    readonly oneOf: readonly Role[];
    readonly oneSetOf?: readonly (readonly Role[])[];
  };
}

export interface OptionProblem {
  readonly field: string;
  readonly message: string;
}

/** Which special roles the options ask for (FIRST, CPLX), with every problem named. */
export function chooseRoles(
  options: GameOptions,
  count: PlayerCount,
  automa: boolean,
  cultists: number,
  bad: (field: string, message: string) => void,
): CheckedOptions['roles'] {
  const set = options.roleSet ?? (options.specialRoles ? null : 'first');
  if (set === 'expert' && options.specialRoles === undefined) {
    // CPLX-02: no list: one set meeting the loyalty guidelines, drawn from the seed like a recommended pick.
    const sets = validExpertSets(count, automa, cultists);
    if (sets.length === 0)
      bad('roleSet', `No set of special roles meets the loyalty guidelines at ${count} seats.`);
    return { fixed: [], oneOf: [], oneSetOf: sets };
  }
  if (set === 'first') {
    if (options.specialRoles)
      bad('specialRoles', 'The first-game role set fixes the roles; leave specialRoles out.');
    return { fixed: firstGameRoles(count, automa), oneOf: [] };
  }
  if (set === 'recommended') {
    if (options.specialRoles)
      bad('specialRoles', 'The recommended role set fixes the roles; leave specialRoles out.');
    return automa && count === 5 ? RECOMMENDED_ROLES_FOUR_WITH_AUTOMA : RECOMMENDED_ROLES[count];
  }
  const special = [...(options.specialRoles ?? [])];
  for (const role of special) {
    if (!(SPECIAL_ROLES as readonly string[]).includes(role)) {
      bad('specialRoles', `'${role}' is not a special role (special roles: ${SPECIAL_ROLES.join(', ')}).`);
    }
  }
  if (new Set(special).size !== special.length)
    bad('specialRoles', 'Each special role can be dealt at most once.');
  if (special.includes('seer')) {
    if (automa && cultists === 1)
      bad('specialRoles', 'The Seer is not used with the AUTOMA and one Cultist (AUTOMA-03).');
    else if (count === 7 && !automa)
      bad('specialRoles', 'The Seer is not used at 7 players (PC-17): there are no Pulse decks to see.');
  }
  if (special.length > count - cultists) {
    bad('specialRoles', `At most ${count - cultists} Investigator roles fit at ${count} seats.`);
  }
  if (set === 'expert') for (const problem of loyaltyProblems(special, count)) bad('specialRoles', problem);
  return { fixed: special, oneOf: [] };
}

/** Every special-role set an expert game at this table may be dealt (the checks of a listed set). */
function validExpertSets(count: PlayerCount, automa: boolean, cultists: number): Role[][] {
  const sets: Role[][] = [];
  for (let mask = 0; mask < 1 << SPECIAL_ROLES.length; mask++) {
    const set = SPECIAL_ROLES.filter((_, i) => (mask & (1 << i)) !== 0);
    const problems: string[] = [];
    chooseRoles(
      { players: count, seed: '', roleSet: 'expert', specialRoles: set },
      count,
      automa,
      cultists,
      (_field, message) => {
        problems.push(message);
      },
    );
    if (problems.length === 0) sets.push(set);
  }
  return sets;
}

/**
 * Every special-role set an expert game with these players may be dealt (CPLX-02: the loyalty guidelines
 * met, every role fitting the table), in a fixed order: the web client's "random set" draws from it.
 */
export function expertRoleSets(players: GameOptions['players'], withAutoma?: boolean): Role[][] {
  const automa = playsWithAutoma(players, withAutoma);
  const count = seatCount(players, withAutoma) as PlayerCount;
  return validExpertSets(count, automa, PLAYER_COUNT_TABLE[count].cultists);
}

function signed(team: Team, loyalty: number): string {
  return loyalty === 0 ? '0' : `+${loyalty} for the ${team === 'cultists' ? 'Cultists' : 'Investigators'}`;
}

/** CPLX-02/03: the loyalty guidelines an expert role set must meet, as messages for each one broken. */
export function loyaltyProblems(special: readonly Role[], count: PlayerCount): string[] {
  const out: string[] = [];
  const loyalty = loyaltyOf(special);
  for (const team of ['investigators', 'cultists'] as const) {
    if (loyalty[team] > MAX_TEAM_LOYALTY) {
      out.push(
        `${team === 'cultists' ? 'Cultist' : 'Investigator'} loyalty is ${loyalty[team]}, the maximum per team is ${MAX_TEAM_LOYALTY}.`,
      );
    }
  }
  const net = loyalty.cultists - loyalty.investigators;
  const want = RECOMMENDED_DIFFICULTY[count];
  const wantNet = want.team === 'cultists' ? want.loyalty : -want.loyalty;
  if (net !== wantNet) {
    const have = net >= 0 ? signed('cultists', net) : signed('investigators', -net);
    out.push(`Total loyalty is ${have}, but ${count} seats need ${signed(want.team, want.loyalty)}.`);
  }
  return out;
}
