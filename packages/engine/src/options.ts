import { PLAYER_COUNT_TABLE } from './content/tables.ts';
import { isSeed } from './rng/random.ts';
import {
  PLAYER_COUNTS,
  ROLES,
  type EncounterCard,
  type EventId,
  type PlayerCount,
  type Role,
  type RoomCard,
} from './types.ts';

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
  /** AMB-16: with 2 Cultists, reaching the VP target after the kill target was met in an earlier round is a Cultist win. */
  readonly vpAfterKillsPreviousRound: boolean;
  /** AMB-17: the Cultists may still guess the Seer after a failed claim. */
  readonly seerGuessAfterFailedClaim: boolean;
  /** AMB-55: everyone sees how many Encounter and Room cards each player holds. */
  readonly handCountsPublic: boolean;
}

export const DEFAULT_RULESET: Ruleset = {
  deckEdition: 'second',
  unsafePassage: true,
  secretDoorsGroupRule: true,
  securityCheck: 'powered',
  vpAfterKillsPreviousRound: true,
  seerGuessAfterFailedClaim: true,
  handCountsPublic: true,
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
}

export interface GameOptions {
  readonly players: PlayerCount;
  /** 256-bit secret seed as 64 lowercase hex digits. */
  readonly seed: string;
  /**
   * Investigator-team roles in play besides plain Investigators. Default: the first-game set
   * (FIRST-01/02): the Seer at 5, 6 and 8 players, none at 7.
   */
  readonly specialRoles?: readonly Role[];
  readonly ruleset?: Partial<Ruleset>;
  /** START-01 / AMB-64: the first Knife holder. Default: drawn from the seed. */
  readonly firstPlayer?: number;
  readonly deal?: ScenarioDeal;
}

/** The public, validated configuration of a game, kept in its state. */
export interface GameConfig {
  readonly players: PlayerCount;
  readonly layout: string;
  readonly cultists: number;
  readonly specialRoles: readonly Role[];
  readonly ruleset: Ruleset;
}

export interface OptionProblem {
  readonly field: string;
  readonly message: string;
}

export function defaultSpecialRoles(players: PlayerCount): Role[] {
  return players === 7 ? [] : ['seer'];
}

const RULESET_CHOICES: { readonly [K in keyof Ruleset]: readonly Ruleset[K][] } = {
  deckEdition: ['second', 'first'],
  unsafePassage: [true, false],
  secretDoorsGroupRule: [true, false],
  securityCheck: ['powered', 'always', 'off'],
  vpAfterKillsPreviousRound: [true, false],
  seerGuessAfterFailedClaim: [true, false],
  handCountsPublic: [true, false],
};

const OPTION_KEYS: readonly (keyof GameOptions)[] = [
  'players',
  'seed',
  'specialRoles',
  'ruleset',
  'firstPlayer',
  'deal',
];
const DEAL_KEYS: readonly (keyof ScenarioDeal)[] = [
  'roles',
  'routes',
  'pulse',
  'roomDecks',
  'drawPile',
  'bag',
  'unsafeRooms',
  'cultistTokens',
];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The shape of untrusted options: known keys only (a misspelt key would otherwise be silently
 * ignored), objects and lists where they belong. The contents are checked afterwards.
 */
function checkShape(options: Record<string, unknown>, problems: OptionProblem[]): void {
  const bad = (field: string, message: string): void => {
    problems.push({ field, message });
  };
  for (const key of Object.keys(options)) {
    if (!(OPTION_KEYS as readonly string[]).includes(key))
      bad(key, `There is no option '${key}' (options: ${OPTION_KEYS.join(', ')}).`);
  }
  if (options.ruleset !== undefined && !isRecord(options.ruleset))
    bad('ruleset', 'The ruleset is an object of flags, e.g. { "unsafePassage": false }.');
  if (options.specialRoles !== undefined && !Array.isArray(options.specialRoles))
    bad('specialRoles', 'The special roles are a list of role names, e.g. ["seer"].');
  const deal = options.deal;
  if (deal === undefined) return;
  if (!isRecord(deal)) {
    bad('deal', 'The deal is an object naming the parts of the setup to fix.');
    return;
  }
  for (const [key, value] of Object.entries(deal)) {
    if (!(DEAL_KEYS as readonly string[]).includes(key))
      bad(`deal.${key}`, `A deal cannot fix '${key}' (it fixes ${DEAL_KEYS.join(', ')}).`);
    else if (value !== undefined && (key === 'roomDecks' ? !isRecord(value) : !Array.isArray(value)))
      bad(`deal.${key}`, key === 'roomDecks' ? 'Give an object: room id → card.' : 'Give a list.');
  }
}

/** Checks options and returns the game's configuration, or every problem found. */
export function checkOptions(options: GameOptions): { config: GameConfig } | { problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  if (!isRecord(options)) return { problems: [{ field: 'options', message: 'The options are an object.' }] };
  checkShape(options, problems);
  const players = options.players as number;
  if (!(PLAYER_COUNTS as readonly number[]).includes(players)) {
    problems.push({
      field: 'players',
      message: `This version plays with 5, 6, 7 or 8 players (got ${String(options.players)}).`,
    });
  }
  if (typeof options.seed !== 'string' || !isSeed(options.seed)) {
    problems.push({ field: 'seed', message: 'The seed must be 64 lowercase hexadecimal digits (256 bits).' });
  }
  const ruleset: Record<string, unknown> = { ...DEFAULT_RULESET };
  for (const [key, value] of Object.entries(isRecord(options.ruleset) ? options.ruleset : {})) {
    const choices = (RULESET_CHOICES as Record<string, readonly unknown[] | undefined>)[key];
    if (!choices) {
      problems.push({ field: `ruleset.${key}`, message: `There is no ruleset flag '${key}'.` });
    } else if (!choices.includes(value)) {
      problems.push({
        field: `ruleset.${key}`,
        message: `Ruleset flag '${key}' must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}.`,
      });
    } else {
      ruleset[key] = value;
    }
  }
  if (problems.length > 0) return { problems };
  const count = players as PlayerCount;
  const table = PLAYER_COUNT_TABLE[count];
  const specialRoles = [...(options.specialRoles ?? defaultSpecialRoles(count))];
  for (const role of specialRoles) {
    if (!(ROLES as readonly string[]).includes(role) || role === 'investigator' || role === 'cultist') {
      problems.push({
        field: 'specialRoles',
        message: `'${role}' is not a special role of this version (the Seer is).`,
      });
    }
  }
  if (new Set(specialRoles).size !== specialRoles.length) {
    problems.push({ field: 'specialRoles', message: 'Each special role can be dealt at most once.' });
  }
  if (specialRoles.includes('seer') && count === 7) {
    problems.push({
      field: 'specialRoles',
      message: 'The Seer is not used at 7 players (PC-17): there are no Pulse decks to see.',
    });
  }
  if (specialRoles.length > count - table.cultists) {
    problems.push({
      field: 'specialRoles',
      message: `At most ${count - table.cultists} Investigator roles fit at ${count} players.`,
    });
  }
  if (
    options.firstPlayer !== undefined &&
    !(Number.isInteger(options.firstPlayer) && options.firstPlayer >= 0 && options.firstPlayer < count)
  ) {
    problems.push({
      field: 'firstPlayer',
      message: `The first player must be a seat from 0 to ${count - 1}.`,
    });
  }
  if (problems.length > 0) return { problems };
  return {
    config: {
      players: count,
      layout: table.layout,
      cultists: table.cultists,
      specialRoles,
      ruleset: ruleset as unknown as Ruleset,
    },
  };
}
