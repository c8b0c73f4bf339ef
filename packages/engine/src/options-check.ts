import { lifelinesAllowed, PLAYER_COUNT_TABLE, professionsAllowed } from './content/tables.ts';
import { gameBoard, layoutFor, type Board, type GameBoard } from './content/board.ts';
import { DEFAULT_BOARD_ID, SHIPPED_BOARDS, shippedBoard } from './content/shipped.ts';
import { isSeed } from './rng/random.ts';
import { PLAYER_COUNTS, type PlayerCount } from './types.ts';
import {
  automaAllowed,
  automaRequired,
  chooseRoles,
  DEFAULT_RULESET,
  playsWithAutoma,
  ROLE_SETS,
  seatCount,
  type CheckedOptions,
  type GameOptions,
  type OptionProblem,
  type Ruleset,
  type ScenarioDeal,
} from './options.ts';

// The check of a new game's options, apart from options.ts: it resolves the shipped boards (validated where they
// are first read), and a bundle that only needs the options' types and small helpers (the web's game page) must
// not load them with it (issue 26).

const RULESET_CHOICES: { readonly [K in keyof Ruleset]: readonly Ruleset[K][] } = {
  deckEdition: ['second', 'first'],
  unsafePassage: [true, false],
  secretDoorsGroupRule: [true, false],
  securityCheck: ['powered', 'always', 'off'],
  vpAfterKillsPreviousRound: [true, false],
  seerGuessAfterFailedClaim: [true, false],
  handCountsPublic: [true, false],
  butterfingersPortal: [false, true],
  crybabyCamera: [false, true],
  radiantGhost: [true, false],
  automaTarget: ['unfinished', 'unexplored'],
  lifelines: [false, true],
  professions: [false, true],
  mayorTie: ['abstentions', 'characters'],
};

const OPTION_KEYS: readonly (keyof GameOptions)[] = [
  'players',
  'automa',
  'roleSet',
  'seed',
  'specialRoles',
  'ruleset',
  'firstPlayer',
  'deal',
  'board',
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
  'profession',
  'informant',
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
    // The Profession and the Informant are single values, checked by the setup.
    else if (key === 'profession' || key === 'informant') continue;
    else if (value !== undefined && (key === 'roomDecks' ? !isRecord(value) : !Array.isArray(value)))
      bad(`deal.${key}`, key === 'roomDecks' ? 'Give an object: room id → card.' : 'Give a list.');
  }
}

/** Checks options; the setup then makes the random choices (recommended roles, the AUTOMA's seat). */
export function checkOptions(
  options: GameOptions,
): { options: CheckedOptions } | { problems: OptionProblem[] } {
  const problems: OptionProblem[] = [];
  const bad = (field: string, message: string): void => {
    problems.push({ field, message });
  };
  if (!isRecord(options)) return { problems: [{ field: 'options', message: 'The options are an object.' }] };
  checkShape(options, problems);
  const humans = options.players as number;
  if (!([4, ...PLAYER_COUNTS] as readonly number[]).includes(humans)) {
    bad('players', `Among Cultists is played by 4 to 8 players (got ${String(options.players)}).`);
  }
  if (options.automa !== undefined && typeof options.automa !== 'boolean')
    bad('automa', 'automa is true or false.');
  const automa = playsWithAutoma(humans, options.automa);
  if (automaRequired(humans) && options.automa === false)
    bad('automa', 'A 4-player game is played with the AUTOMA (NIGHT-03).');
  if (options.automa === true && !automaAllowed(humans)) {
    bad('automa', `The AUTOMA plays in 4- and 6-player games (AUTOMA-01), not with ${humans} players.`);
  }
  if (typeof options.seed !== 'string' || !isSeed(options.seed)) {
    bad('seed', 'The seed must be 64 lowercase hexadecimal digits (256 bits).');
  }
  const ruleset: Record<string, unknown> = { ...DEFAULT_RULESET };
  for (const [key, value] of Object.entries(isRecord(options.ruleset) ? options.ruleset : {})) {
    const choices = (RULESET_CHOICES as Record<string, readonly unknown[] | undefined>)[key];
    if (!choices) {
      bad(`ruleset.${key}`, `There is no ruleset flag '${key}'.`);
    } else if (!choices.includes(value)) {
      bad(
        `ruleset.${key}`,
        `Ruleset flag '${key}' must be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}.`,
      );
    } else {
      ruleset[key] = value;
    }
  }
  if (options.roleSet !== undefined && !(ROLE_SETS as readonly string[]).includes(options.roleSet)) {
    bad(
      'roleSet',
      `The role set is one of ${ROLE_SETS.join(', ')} (got ${JSON.stringify(options.roleSet)}).`,
    );
  }
  const chosen = chooseBoard(options.board, bad);
  if (problems.length > 0 || chosen === null) return { problems };
  const count = seatCount(humans, options.automa) as PlayerCount;
  const table = PLAYER_COUNT_TABLE[count];
  const board = boardForPlayers(chosen, count);
  if (board === null) {
    bad('board', `Board '${chosen.id}' has no layout for ${count} players.`);
    return { problems };
  }
  if (ruleset.lifelines === true && !lifelinesAllowed(count)) {
    bad(
      'ruleset.lifelines',
      automa
        ? 'Lifelines is not played with 6 players and the AUTOMA: that is the 7-player setup, where Pulse decks can be empty (MOC-SETUP-04).'
        : 'Lifelines is not played at 7 players, where Pulse decks can be empty; it is for 4, 5, 6 or 8 players (MOC-SETUP-04).',
    );
  }
  if (ruleset.professions === true && !professionsAllowed(count)) {
    bad(
      'ruleset.professions',
      `The Professions module needs 2 Cultists: 7 or 8 players, or 6 with the AUTOMA (PROF-GEN-01); ${count} seats have ${table.cultists}.`,
    );
  }
  const roles = chooseRoles(options, count, automa, table.cultists, bad);
  if (
    options.firstPlayer !== undefined &&
    !(Number.isInteger(options.firstPlayer) && options.firstPlayer >= 0 && options.firstPlayer < count)
  ) {
    bad('firstPlayer', `The first player must be a seat from 0 to ${count - 1}.`);
  }
  if (problems.length > 0) return { problems };
  return {
    options: {
      players: count,
      automa,
      board,
      layout: board.layout.id,
      cultists: table.cultists,
      ruleset: ruleset as unknown as Ruleset,
      roles,
    },
  };
}

const BOARD_SHAPE = 'The board is a board id, or { id, sha256 } naming a board and its content.';

/** A loaded board (from `loadBoard`): it has its compiled layouts, which a reference or parsed JSON lacks. */
function isLoadedBoard(v: object): v is Board {
  return 'layouts' in v && v.layouts instanceof Map && 'data' in v;
}

/** A game's board (`GameConfig.board`, `PlayerView.board`): one compiled layout with the cards. */
function isGameBoard(v: Record<string, unknown>): v is Record<string, unknown> & GameBoard {
  return (
    typeof v.id === 'string' &&
    typeof v.sha256 === 'string' &&
    isRecord(v.layout) &&
    isRecord(v.layout.data) &&
    Array.isArray(v.routes) &&
    Array.isArray(v.cultistTokens)
  );
}

/** The part of a board a game at `players` seats plays on, or null when the board has no layout for it. */
function boardForPlayers(board: Board | GameBoard, players: PlayerCount): GameBoard | null {
  if ('layouts' in board) return layoutFor(board, players) ? gameBoard(board, players) : null;
  return board.layout.data.players.includes(players) ? board : null;
}

/** The shipped boards' ids, for a refusal's message (only then: every `createGame` chooses a board). */
function knownBoards(): string {
  return SHIPPED_BOARDS.map((b) => `'${b.id}'`).join(', ');
}

/** The board the options ask for, or null with the problem named. */
function chooseBoard(
  choice: GameOptions['board'],
  bad: (field: string, message: string) => void,
): Board | GameBoard | null {
  if (choice === undefined) return shippedBoard(DEFAULT_BOARD_ID) ?? null;
  if (typeof choice === 'string') {
    const board = shippedBoard(choice);
    if (!board) bad('board', `There is no board '${choice}'; the boards are ${knownBoards()}.`);
    return board ?? null;
  }
  if (!isRecord(choice)) {
    bad('board', BOARD_SHAPE);
    return null;
  }
  if (isLoadedBoard(choice)) return choice;
  if (isGameBoard(choice)) return choice;
  if (typeof choice.id !== 'string' || typeof choice.sha256 !== 'string') {
    bad('board', BOARD_SHAPE);
    return null;
  }
  const board = shippedBoard(choice.id);
  if (!board) {
    bad(
      'board',
      `There is no board '${choice.id}'; the boards are ${knownBoards()}. Give its board file to play it.`,
    );
    return null;
  }
  if (board.sha256 !== choice.sha256) {
    bad(
      'board',
      `The board '${choice.id}' with SHA-256 ${choice.sha256} is not the one shipped (${board.sha256}): the game was played on another version of it. Give that board file to play it.`,
    );
    return null;
  }
  return board;
}
