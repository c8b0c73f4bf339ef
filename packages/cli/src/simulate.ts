import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import { BOT_KINDS, createBot, type Bot, type BotKind } from '@among-cultists/bots';
import {
  checkOptions,
  ROLE_INFO,
  ROLES,
  type GameOptions,
  type GameState,
  type PlayerCount,
  type Role,
  type Team,
  type VictoryReason,
} from '@among-cultists/engine';
import { playGame } from './play-game.ts';
import { UsageError } from './usage-error.ts';

const SPECIAL_ROLES: readonly Role[] = ROLES.filter((r) => ROLE_INFO[r].special);

export const SIMULATE_HELP = `Usage: among-cultists simulate [options]

Plays complete games with bots in every seat and summarises the results.

Options:
  --players <n>   4, 5, 6, 7 or 8 (default 5); 4 players play with the AUTOMA
  --automa        add the AUTOMA Investigator (4 or 6 players)
  --roles <set>   the roles in play (default: the Seer at 5, 6 and 8 players, with Unsafe Passage):
                    first              the first game: that role set without Unsafe Passage
                    recommended        the recommended sets, the random role drawn from each seed
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
  --json <file>   also write every game and the summary as JSON
  --quiet         no progress bar
  -h, --help      this help
`;

export interface GameSummary {
  readonly seed: string;
  readonly players: number;
  /** The special roles in play (they differ between games with --roles recommended). */
  readonly specialRoles: readonly Role[];
  readonly winner: Team;
  readonly reason: VictoryReason;
  readonly rounds: number;
  readonly vp: number;
}

export interface SimulationSummary {
  readonly games: number;
  readonly players: number;
  readonly automa: boolean;
  readonly roles: string;
  /** "random", or "investigators: heuristic, cultists: random" when the teams differ. */
  readonly bots: string;
  readonly wins: Record<Team, number>;
  readonly reasons: Partial<Record<`${Team}/${VictoryReason}`, number>>;
  readonly meanRounds: number;
  readonly meanVp: number;
  readonly seconds: number;
}

/** The role options passed to `createGame`, with the --roles text they came from. */
export interface RoleChoice {
  readonly label: string;
  readonly options: Pick<GameOptions, 'roleSet' | 'specialRoles' | 'ruleset'>;
}

export interface SimulateOptions {
  /** Human players: 4 to 8. */
  players: PlayerCount | 4;
  automa: boolean;
  roles: RoleChoice;
  games: number;
  seed: string;
  /** The bot kind of each team's seats. */
  bots: TeamBots;
  json: string | null;
  quiet: boolean;
}

export type TeamBots = Readonly<Record<Team, BotKind>>;

/** How a run's bots are named in its summary. */
export function botsLabel(bots: TeamBots): string {
  return bots.investigators === bots.cultists
    ? bots.investigators
    : `investigators: ${bots.investigators}, cultists: ${bots.cultists}`;
}

function botKind(flag: string, value: string): BotKind {
  if (!(BOT_KINDS as readonly string[]).includes(value)) {
    throw new UsageError(`${flag} must be one of: ${BOT_KINDS.join(', ')} (got "${value}").`);
  }
  return value as BotKind;
}

export function parseSimulateArgs(args: string[]): SimulateOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        players: { type: 'string', default: '5' },
        automa: { type: 'boolean', default: false },
        roles: { type: 'string' },
        games: { type: 'string', default: '100' },
        seed: { type: 'string', default: '1' },
        bots: { type: 'string', default: 'random' },
        investigators: { type: 'string' },
        cultists: { type: 'string' },
        json: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${SIMULATE_HELP}`);
  }
  const v = parsed.values;
  if (v.help) return 'help';
  const players = Number(v.players);
  if (![4, 5, 6, 7, 8].includes(players)) {
    throw new UsageError(`--players must be 4, 5, 6, 7 or 8 (got "${v.players}").`);
  }
  const roles = parseRoles(v.roles);
  checkGameOptions(players as PlayerCount | 4, v.automa, roles);
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
  if (v.json !== undefined && v.json.length === 0) throw new UsageError('--json needs a file name.');
  return {
    players: players as PlayerCount | 4,
    automa: v.automa || players === 4,
    roles,
    games,
    seed: v.seed,
    bots,
    json: v.json ?? null,
    quiet: v.quiet,
  };
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

/** --roles first | recommended | expert:<list> | <list> | none; absent: the engine's default. */
export function parseRoles(text: string | undefined): RoleChoice {
  if (text === undefined) return { label: 'default', options: {} };
  const value = text.trim();
  if (value === 'first') {
    // FIRST-03: a first game also leaves out the Unsafe Passage module.
    return { label: 'first', options: { roleSet: 'first', ruleset: { unsafePassage: false } } };
  }
  if (value === 'recommended') return { label: 'recommended', options: { roleSet: 'recommended' } };
  if (value.startsWith('expert:')) {
    const specialRoles = roleList(value.slice('expert:'.length));
    return { label: `expert:${specialRoles.join(',')}`, options: { roleSet: 'expert', specialRoles } };
  }
  const specialRoles = value === 'none' ? [] : roleList(value);
  return { label: specialRoles.join(',') || 'none', options: { specialRoles } };
}

const FLAG_OF: Readonly<Record<string, string>> = {
  players: '--players',
  automa: '--automa',
  roleSet: '--roles',
  specialRoles: '--roles',
};

/** The engine's own option check, its problems told in terms of the flags. */
function checkGameOptions(players: PlayerCount | 4, automa: boolean, roles: RoleChoice): void {
  const checked = checkOptions(gameOptions({ players, automa, roles }, '0'.repeat(64)));
  if (!('problems' in checked)) return;
  throw new UsageError(
    checked.problems
      .map((p) => {
        const flag = FLAG_OF[p.field] ?? p.field;
        return `${flag}${flag === '--roles' ? ` ${roles.label}` : ''}: ${p.message}`;
      })
      .join('\n'),
  );
}

/** What `createGame` gets for one game of the run. */
export function gameOptions(
  options: Pick<SimulateOptions, 'players' | 'automa' | 'roles'>,
  seed: string,
): GameOptions {
  return {
    players: options.players,
    ...(options.automa ? { automa: true } : {}),
    ...options.roles.options,
    seed,
  };
}

/** The 256-bit seed of game `index` of a run. */
export function gameSeed(base: string, index: number): string {
  return createHash('sha256').update(`${base}:${index}`).digest('hex');
}

/**
 * One bot per seat, the AUTOMA's seat included (the engine plays it and leaves its bot unused).
 * The harness reads each seat's team to seat the right kind; the bots themselves never see it.
 */
function makeBots(bots: TeamBots, seed: string): (state: GameState) => Bot[] {
  return (state) =>
    state.seats.map((st, seat) =>
      createBot(
        bots[ROLE_INFO[st.role].team],
        createHash('sha256').update(`${seed}:bot:${seat}`).digest('hex'),
      ),
    );
}

export function simulate(options: SimulateOptions): { games: GameSummary[]; summary: SimulationSummary } {
  const started = performance.now();
  const bar = options.quiet
    ? null
    : new SingleBar({
        format: 'simulating |{bar}| {value}/{total} games | {rate} games/s | {eta_formatted} left',
        stream: process.stderr,
        noTTYOutput: true, // also in logs: a line every few seconds
        notTTYSchedule: 3000,
        etaBuffer: 50,
      });
  bar?.start(options.games, 0, { rate: '-' });
  const games: GameSummary[] = [];
  for (let i = 0; i < options.games; i++) {
    const seed = gameSeed(options.seed, i);
    const state = playGame(gameOptions(options, seed), makeBots(options.bots, seed));
    const result = state.result!;
    games.push({
      seed,
      players: options.players,
      specialRoles: state.config.specialRoles,
      winner: result.winner,
      reason: result.reason,
      rounds: result.round,
      vp: state.vp,
    });
    if (bar && (i % 10 === 9 || i === options.games - 1)) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(i + 1, { rate: ((i + 1) / seconds).toFixed(0) });
    }
  }
  bar?.stop();
  return { games, summary: summarise(games, options, (performance.now() - started) / 1000) };
}

export function summarise(
  games: readonly GameSummary[],
  options: Pick<SimulateOptions, 'players' | 'automa' | 'roles' | 'bots'>,
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
    wins,
    reasons,
    meanRounds: mean((g) => g.rounds),
    meanVp: mean((g) => g.vp),
    seconds,
  };
}

function pct(n: number, of: number): string {
  return `${((100 * n) / of).toFixed(1)}%`;
}

export function formatSummary(summary: SimulationSummary): string {
  const table = new Table({
    head: ['winner', 'reason', 'games', 'share'],
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
  ].join('\n');
}

export function runSimulate(args: string[]): void {
  const options = parseSimulateArgs(args);
  if (options === 'help') {
    process.stdout.write(SIMULATE_HELP);
    return;
  }
  const { games, summary } = simulate(options);
  process.stdout.write(`${formatSummary(summary)}\n`);
  if (options.json !== null) {
    try {
      writeFileSync(options.json, `${JSON.stringify({ games, summary }, null, 1)}\n`);
    } catch (e) {
      throw new UsageError(`Cannot write ${options.json}: ${(e as Error).message}`);
    }
    process.stderr.write(`wrote ${options.json}\n`);
  }
}
