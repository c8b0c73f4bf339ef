import { writeFileSync } from 'node:fs';
import Table from 'cli-table3';
import { BOT_KINDS, type BotKind } from '@among-cultists/bots';
import {
  checkOptions,
  playsWithAutoma,
  SPECIAL_ROLES,
  type PlayerCount,
  type Role,
  type Team,
  type VictoryReason,
} from '@among-cultists/engine';
import {
  gameOptions,
  isBotKind,
  roomsOf,
  type GameSummary,
  type RoleChoice,
  type TableSettings,
  type TeamBots,
} from './games.ts';
import { defaultWorkers, runGamesWithProgress } from './pool.ts';
import {
  boardChoice,
  boardLabel,
  boardRecord,
  mapHelp,
  otherBoard,
  type BoardChoice,
  type BoardRecord,
} from './board-file.ts';
import { runCompare } from './compare.ts';
import { formatProportion, wilson } from './stats.ts';
import { simulationReport } from './report.ts';
import { parseFlags, UsageError } from './usage-error.ts';
import { addTalkFigures, talkRows, type TalkFigures } from './talk-figures.ts';
import { addVoteFigures, voteRows, type VoteFigures } from './voting.ts';

export { gameOptions, gameSeed, type GameSummary, type RoleChoice, type TeamBots } from './games.ts';

export const SIMULATE_HELP = `Usage: among-cultists simulate [options]

Plays complete games with bots in every seat and summarises the results.

Options:
  --players <n>   4, 5, 6, 7 or 8 (default 5); 4 players play with the AUTOMA
  --automa        add the AUTOMA Investigator (4 or 6 players)
  --roles <set>   the roles in play (default: the Seer at 5, 6 and 8 players, with Unsafe Passage):
                    first              the first game: that role set without Unsafe Passage
                    recommended        the recommended sets, the random role drawn from each seed
                    expert             a set meeting the loyalty guidelines, drawn from each seed
                    expert:<a,b,...>   these special roles, checked against the loyalty guidelines
                    <a,b,...> | none   exactly these special roles (or none), no loyalty check
                  special roles: ${SPECIAL_ROLES.slice(0, 5).join(', ')},
                    ${SPECIAL_ROLES.slice(5).join(', ')}
  --games <n>     number of games, 1 to 1000000 (default 100)
  --seed <text>   base seed; game i uses SHA-256("<seed>:<i>") (default 1)
  --bots <kind>   bot in every seat: ${BOT_KINDS.join(', ')} (default random)
  --investigators <kind>
                  bot in the Investigators' seats (overrides --bots for them)
  --cultists <kind>
                  bot in the Cultists' seats (overrides --bots for them)
  --rule <name=value>
                  a ruleset flag (repeatable), e.g. --rule unsafePassage=false
                  --rule securityCheck=always; see the rules inventory, Appendix B;
                  --rule lifelines=true puts the Lifelines token (Mountains of Chaos) in the
                  Bag in place of False Eyes Watching You (not at 7 seats)
  --professions   the Professions module (Mountains of Chaos): --rule professions=true;
                  needs 2 Cultists (7 or 8 players, or 6 with --automa)
${mapHelp(18)}
  --board <file>  play on this board file (a corrected copy of the engine's board.json, see
                  docs/board.md) instead of the shipped board; it is validated first, and
                  its name and SHA-256 are recorded in the summary
  --workers <n>   worker threads, 1 to 256 (default: all cores, here ${defaultWorkers()}, with at least
                  25 games each); the results do not depend on it
  --json <file>   also write every game and the summary as JSON (schema: simulate-schema.json)
  --html <file>   also write a self-contained HTML report with charts
  --quiet         no progress bar
  -h, --help      this help

  among-cultists simulate --compare <A.json> <B.json> [--html <file>]
                  compare two runs written with --json: a summary on stdout, charts with --html
`;

export interface SimulationSummary {
  readonly games: number;
  readonly players: number;
  readonly automa: boolean;
  readonly roles: string;
  /** "random", or "investigators: heuristic, cultists: random" when the teams differ. */
  readonly bots: string;
  /** The bot kind in each team's seats. */
  readonly botKinds: TeamBots;
  /** The base seed: game i was played with SHA-256("<seed>:<i>"). */
  readonly seed: string;
  readonly workers: number;
  /**
   * The board played on: the --board file, or a shipped map (file null; its id says which), with
   * its SHA-256. Absent in records written before --board existed (the shipped board).
   */
  readonly board?: BoardRecord;
  /** The rooms of the layout, in order (ids as in each game's finishedRooms). */
  readonly rooms: readonly { readonly id: string; readonly name: string }[];
  readonly wins: Record<Team, number>;
  readonly reasons: Partial<Record<`${Team}/${VictoryReason}`, number>>;
  readonly meanRounds: number;
  readonly meanVp: number;
  /** The Votes of every game added up (absent in records written before issue 16). */
  readonly votes?: VoteFigures;
  /** The table talk of every game added up (absent in records written before issue 27). */
  readonly talk?: TalkFigures;
  readonly seconds: number;
}

export interface SimulateOptions extends Omit<TableSettings, 'board'> {
  /** Human players: 4 to 8. */
  players: PlayerCount | 4;
  automa: boolean;
  roles: RoleChoice;
  games: number;
  seed: string;
  /** The bot kind of each team's seats. */
  bots: TeamBots;
  workers: number;
  /** The --board file or the --map, or null for the default shipped board. */
  board: BoardChoice | null;
  json: string | null;
  html: string | null;
  quiet: boolean;
}

/** How a run's bots are named in its summary. */
export function botsLabel(bots: TeamBots): string {
  return bots.investigators === bots.cultists
    ? bots.investigators
    : `investigators: ${bots.investigators}, cultists: ${bots.cultists}`;
}

export function botKind(flag: string, value: string): BotKind {
  if (!isBotKind(value)) {
    throw new UsageError(`${flag} must be one of: ${BOT_KINDS.join(', ')} (got "${value}").`);
  }
  return value;
}

/** --players: 4 to 8. */
export function parsePlayers(text: string): PlayerCount | 4 {
  const players = Number(text);
  if (![4, 5, 6, 7, 8].includes(players)) {
    throw new UsageError(`--players must be 4, 5, 6, 7 or 8 (got "${text}").`);
  }
  return players as PlayerCount | 4;
}

export function parseSimulateArgs(args: string[]): SimulateOptions | 'help' {
  const v = parseFlags(
    args,
    {
      players: { type: 'string', default: '5' },
      automa: { type: 'boolean', default: false },
      roles: { type: 'string' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string', default: 'random' },
      investigators: { type: 'string' },
      cultists: { type: 'string' },
      workers: { type: 'string' },
      rule: { type: 'string', multiple: true },
      professions: { type: 'boolean', default: false },
      board: { type: 'string' },
      map: { type: 'string' },
      json: { type: 'string' },
      html: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    SIMULATE_HELP,
  );
  if (v.help) return 'help';
  const players = parsePlayers(v.players);
  const roles = withRules(parseRoles(v.roles), [
    ...(v.rule ?? []),
    ...(v.professions ? [PROFESSIONS_RULE] : []),
  ]);
  checkGameOptions(players, v.automa, roles);
  const games = Number(v.games);
  if (!Number.isInteger(games) || games < 1 || games > 1_000_000) {
    throw new UsageError(`--games must be a whole number from 1 to 1000000 (got "${v.games}").`);
  }
  if (v.seed.length === 0) throw new UsageError('--seed must not be empty.');
  const every = botKind('--bots', v.bots);
  const bots: TeamBots = {
    investigators: v.investigators === undefined ? every : botKind('--investigators', v.investigators),
    cultists: v.cultists === undefined ? every : botKind('--cultists', v.cultists),
  };
  const workers = parseWorkers(v.workers, games);
  const json = fileFlag('--json', v.json);
  const html = fileFlag('--html', v.html);
  const board = boardChoice(v.map, v.board);
  return {
    players,
    automa: playsWithAutoma(players, v.automa),
    roles,
    games,
    seed: v.seed,
    bots,
    workers,
    board,
    json,
    html,
    quiet: v.quiet,
  };
}

/**
 * --workers: absent means every core, but at least 25 games per thread (starting a thread costs
 * about as much as 25 games), so a small run stays on one thread.
 */
export function parseWorkers(text: string | undefined, games = Infinity): number {
  if (text === undefined) return Math.max(1, Math.min(defaultWorkers(), Math.floor(games / 25)));
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1 || n > 256) {
    throw new UsageError(`--workers must be a whole number from 1 to 256 (got "${text}").`);
  }
  return n;
}

/** A file name flag: absent is null, empty is a mistake. */
export function fileFlag(flag: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.length === 0) throw new UsageError(`${flag} needs a file name.`);
  return value;
}

/** A role name as typed: any case, with or without dashes ("radiant-beauty", "RadiantBeauty"). */
function roleNamed(name: string): Role {
  const key = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
  const role = SPECIAL_ROLES.find((r) => key(r) === key(name));
  if (!role) {
    throw new UsageError(
      `--roles: "${name}" is not a special role (special roles: ${SPECIAL_ROLES.join(', ')}).`,
    );
  }
  return role;
}

function roleList(text: string): Role[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .map(roleNamed);
}

/** --roles first | recommended | expert | expert:<list> | <list> | none; absent: the engine's default. */
export function parseRoles(text: string | undefined): RoleChoice {
  if (text === undefined) return { label: 'default', options: {} };
  const value = text.trim();
  if (value === 'first') {
    // FIRST-03: a first game also leaves out the Unsafe Passage module.
    return { label: 'first', options: { roleSet: 'first', ruleset: { unsafePassage: false } } };
  }
  if (value === 'recommended') return { label: 'recommended', options: { roleSet: 'recommended' } };
  // CPLX-02: the engine draws a set meeting the loyalty guidelines from each game's seed.
  if (value === 'expert') return { label: 'expert (random)', options: { roleSet: 'expert' } };
  if (value.startsWith('expert:')) {
    const specialRoles = roleList(value.slice('expert:'.length));
    return { label: `expert:${specialRoles.join(',')}`, options: { roleSet: 'expert', specialRoles } };
  }
  const specialRoles = value === 'none' ? [] : roleList(value);
  return { label: specialRoles.join(',') || 'none', options: { specialRoles } };
}

/**
 * --rule name=value (repeatable): ruleset flags over the role set's (Appendix B of the rules inventory);
 * the engine checks names and values. "true"/"false" are booleans, anything else a string.
 */
export function withRules(roles: RoleChoice, rules: readonly string[]): RoleChoice {
  if (rules.length === 0) return roles;
  const ruleset: Record<string, string | boolean> = { ...roles.options.ruleset };
  for (const rule of rules) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(rule.trim());
    if (!match)
      throw new UsageError(`--rule is name=value, e.g. --rule unsafePassage=false (got "${rule}").`);
    const value = match[2]!;
    ruleset[match[1]!] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return {
    label: `${roles.label}; ${rules.map((r) => r.trim()).join(', ')}`,
    options: { ...roles.options, ruleset },
  };
}

/** What --professions stands for. */
export const PROFESSIONS_RULE = 'professions=true';

const FLAG_OF: Readonly<Record<string, string>> = {
  players: '--players',
  automa: '--automa',
  roleSet: '--roles',
  specialRoles: '--roles',
  'ruleset.professions': '--professions',
};

/** The engine's own option check, its problems told in terms of the flags. */
export function checkGameOptions(players: PlayerCount | 4, automa: boolean, roles: RoleChoice): void {
  const checked = checkOptions(gameOptions({ players, automa, roles }, '0'.repeat(64)));
  if (!('problems' in checked)) return;
  throw new UsageError(
    checked.problems
      .map((p) => {
        const flag = FLAG_OF[p.field] ?? (p.field.startsWith('ruleset.') ? '--rule' : p.field);
        return `${flag}${flag === '--roles' ? ` ${roles.label}` : ''}: ${p.message}`;
      })
      .join('\n'),
  );
}

/**
 * Plays the run's games on `options.workers` threads; the records do not depend on their number.
 * With a --board file or a --map the run's games play on that board (it travels in each game's options).
 * `label` starts the progress bar's line.
 */
export async function simulate(
  options: Omit<SimulateOptions, 'json' | 'html'>,
  label = 'simulating',
): Promise<{ games: GameSummary[]; summary: SimulationSummary }> {
  const started = performance.now();
  const games = await runGamesWithProgress(
    { kind: 'simulate', table: tableOf(options), seed: options.seed, bots: options.bots },
    options.games,
    options.workers,
    label,
    options.quiet,
  );
  return { games, summary: summarise(games, options, (performance.now() - started) / 1000) };
}

/** Only the table settings cross to the worker threads: the chosen board, not its file name. */
export function tableOf(
  options: Omit<TableSettings, 'board'> & { readonly board?: BoardChoice | null },
): TableSettings {
  return {
    players: options.players,
    automa: options.automa,
    roles: options.roles,
    ...(options.board ? { board: options.board.board } : {}),
  };
}

export function summarise(
  games: readonly GameSummary[],
  options: Pick<SimulateOptions, 'players' | 'automa' | 'roles' | 'bots' | 'seed' | 'workers' | 'board'>,
  seconds: number,
): SimulationSummary {
  const wins: Record<Team, number> = { investigators: 0, cultists: 0 };
  const reasons: Partial<Record<`${Team}/${VictoryReason}`, number>> = {};
  for (const g of games) {
    wins[g.winner] += 1;
    const key = `${g.winner}/${g.reason}` as const;
    reasons[key] = (reasons[key] ?? 0) + 1;
  }
  const mean = (f: (g: GameSummary) => number): number => games.reduce((s, g) => s + f(g), 0) / games.length;
  return {
    games: games.length,
    players: options.players,
    automa: options.automa,
    roles: options.roles.label,
    bots: botsLabel(options.bots),
    botKinds: options.bots,
    seed: options.seed,
    workers: options.workers,
    board: boardRecord(options.board),
    rooms: roomsOf(tableOf(options)),
    wins,
    reasons,
    meanRounds: mean((g) => g.rounds),
    meanVp: mean((g) => g.vp),
    votes: addVoteFigures(games.flatMap((g) => (g.votes ? [g.votes] : []))),
    talk: addTalkFigures(games.flatMap((g) => (g.talk ? [g.talk] : []))),
    seconds,
  };
}

/** A share with its 95% Wilson interval: "48.0% [43.1, 52.9]". */
function pct(n: number, of: number): string {
  return formatProportion(wilson(n, of));
}

export function formatSummary(summary: SimulationSummary): string {
  const table = new Table({
    head: ['winner', 'reason', 'games', 'share [95% CI]'],
    style: { head: [], border: [], compact: true },
  });
  for (const [key, n] of Object.entries(summary.reasons).sort((a, b) => b[1] - a[1])) {
    const [winner, reason] = key.split('/');
    table.push([winner!, reason!, n, pct(n, summary.games)]);
  }
  table.push([
    'investigators',
    'all',
    summary.wins.investigators,
    pct(summary.wins.investigators, summary.games),
  ]);
  table.push(['cultists', 'all', summary.wins.cultists, pct(summary.wins.cultists, summary.games)]);
  return [
    `${summary.games} games, ${summary.players} players${summary.automa ? ' + AUTOMA' : ''}, ${summary.bots.includes(':') ? `bots: ${summary.bots}` : `${summary.bots} bots`}, roles: ${summary.roles}, ${summary.seconds.toFixed(1)} s (${(summary.games / summary.seconds).toFixed(0)} games/s)`,
    table.toString(),
    `mean rounds: ${summary.meanRounds.toFixed(2)}   mean VP: ${summary.meanVp.toFixed(2)}`,
    `books (VP target reached): ${pct(summary.reasons['investigators/vpTarget'] ?? 0, summary.games)}`,
    ...(summary.votes ? voteRows(summary.votes, summary.games).map((r) => `${r.label}: ${r.value}`) : []),
    ...(summary.talk ? talkRows(summary.talk, summary.games).map((r) => `${r.label}: ${r.value}`) : []),
    ...(otherBoard(summary.board) ? [`board: ${boardLabel(summary.board)}`] : []),
  ].join('\n');
}

export async function runSimulate(args: string[]): Promise<void> {
  if (args.some((a) => a === '--compare' || a.startsWith('--compare='))) {
    runCompare(args);
    return;
  }
  const options = parseSimulateArgs(args);
  if (options === 'help') {
    process.stdout.write(SIMULATE_HELP);
    return;
  }
  const { games, summary } = await simulate(options);
  process.stdout.write(`${formatSummary(summary)}\n`);
  const record: SimulationRecord = { games, summary };
  if (options.json !== null) writeOutput(options.json, `${JSON.stringify(record, null, 1)}\n`);
  if (options.html !== null) writeOutput(options.html, simulationReport(record));
}

/** What --json writes (simulate-schema.json describes it). */
export interface SimulationRecord {
  readonly games: readonly GameSummary[];
  readonly summary: SimulationSummary;
}

/** Writes an output file and says so on stderr; a file that cannot be written is a usage error. */
export function writeOutput(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new UsageError(`Cannot write ${file}: ${(e as Error).message}`);
  }
  process.stderr.write(`wrote ${file}\n`);
}
