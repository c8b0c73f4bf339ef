import Table from 'cli-table3';
import { BOT_KINDS, type BotKind } from '@among-cultists/bots';
import { playsWithAutoma } from '@among-cultists/engine';
import { TEAM_NAMES } from '@among-cultists/engine/words';
import type { TeamBots, TournamentGame } from './games.ts';
import { defaultWorkers, runGamesWithProgress } from './pool.ts';
import { boardChoice, boardLabel, boardRecord, mapHelp, otherBoard, type BoardRecord } from './board-file.ts';
import { escapeXml, intervalChart, PALETTE } from './svg.ts';
import {
  botKind,
  checkGameOptions,
  fileFlag,
  parsePlayers,
  parseRoles,
  parseWorkers,
  PROFESSIONS_RULE,
  tableOf,
  withRules,
  writeOutput,
  type SimulateOptions,
} from './simulate.ts';
import { formatProportion, type Difference } from './stats.ts';
import { tournamentStats, type TournamentStats } from './tournament-stats.ts';
import { parseFlags, UsageError } from './usage-error.ts';

/** The quick bots; `search` takes tens of milliseconds a decision, so it is played only when named. */
const DEFAULT_BOTS = 'random,heuristic';

export const TOURNAMENT_HELP = `Usage: among-cultists tournament [options]

Plays bot kinds against each other and reports each kind's win rate with each team, with 95%
confidence intervals. Every deal (seed) is played once by each ordered pairing of two different
kinds (one holds every Investigator seat, the other every Cultist seat), so each kind plays each
team equally often, on the same deals; the seats a kind holds change with each deal's roles.

Options:
  --bots <a,b,...>  two or more bot kinds: ${BOT_KINDS.join(', ')} (default ${DEFAULT_BOTS})
  --players <n>     4, 5, 6, 7 or 8 (default 6)
  --automa          add the AUTOMA Investigator (4 or 6 players)
  --roles <set>     as for simulate (default: the Seer at 5, 6 and 8 players)
  --professions     the Professions module (Mountains of Chaos; 7 or 8 players, or 6 with --automa)
  --games <n>       games in all, a multiple of the pairings (2 for two kinds, 6 for three;
                    default 200)
  --seed <text>     base seed; deal d uses SHA-256("<seed>:<d>") (default 1)
${mapHelp(20)}
  --board <file>    play on this board file instead of the shipped board.json (as for simulate)
  --workers <n>     worker threads (default: all cores, here ${defaultWorkers()})
  --json <file>     also write every game and the standings as JSON
  --html <file>     also write a self-contained HTML report
  --quiet           no progress bar
  -h, --help        this help
`;

export interface TournamentOptions extends Pick<
  SimulateOptions,
  'players' | 'automa' | 'roles' | 'seed' | 'workers' | 'board'
> {
  readonly kinds: readonly BotKind[];
  readonly games: number;
  readonly json: string | null;
  readonly html: string | null;
  readonly quiet: boolean;
}

/** Every ordered pair of two different kinds: (investigators, cultists). */
export function pairingsOf(kinds: readonly BotKind[]): TeamBots[] {
  return kinds.flatMap((investigators) =>
    kinds.filter((k) => k !== investigators).map((cultists) => ({ investigators, cultists })),
  );
}

export function parseTournamentArgs(args: string[]): TournamentOptions | 'help' {
  const v = parseFlags(
    args,
    {
      bots: { type: 'string', default: DEFAULT_BOTS },
      players: { type: 'string', default: '6' },
      automa: { type: 'boolean', default: false },
      roles: { type: 'string' },
      professions: { type: 'boolean', default: false },
      games: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      workers: { type: 'string' },
      board: { type: 'string' },
      map: { type: 'string' },
      json: { type: 'string' },
      html: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    TOURNAMENT_HELP,
  );
  if (v.help) return 'help';
  const kinds = v.bots
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0)
    .map((k) => botKind('--bots', k));
  if (new Set(kinds).size !== kinds.length) throw new UsageError(`--bots names a kind twice ("${v.bots}").`);
  if (kinds.length < 2) {
    throw new UsageError(`--bots needs at least two different kinds, comma-separated (got "${v.bots}").`);
  }
  const players = parsePlayers(v.players);
  const roles = withRules(parseRoles(v.roles), v.professions ? [PROFESSIONS_RULE] : []);
  checkGameOptions(players, v.automa, roles);
  const pairings = kinds.length * (kinds.length - 1);
  const games = Number(v.games);
  if (!Number.isInteger(games) || games < pairings || games > 1_000_000 || games % pairings !== 0) {
    throw new UsageError(
      `--games must be a whole multiple of ${pairings} (the ordered pairings of ${kinds.join(', ')}) from ${pairings} to 1000000 (got "${v.games}").`,
    );
  }
  if (v.seed.length === 0) throw new UsageError('--seed must not be empty.');
  return {
    kinds,
    players,
    automa: playsWithAutoma(players, v.automa),
    roles,
    games,
    seed: v.seed,
    workers: parseWorkers(v.workers, games),
    board: boardChoice(v.map, v.board),
    json: fileFlag('--json', v.json),
    html: fileFlag('--html', v.html),
    quiet: v.quiet,
  };
}

export interface TournamentRecord {
  readonly games: readonly TournamentGame[];
  readonly summary: {
    readonly kinds: readonly BotKind[];
    readonly games: number;
    readonly deals: number;
    readonly players: number;
    readonly automa: boolean;
    readonly roles: string;
    readonly seed: string;
    readonly workers: number;
    /** The board played on: the --board file, or a shipped map (file null; its id says which). */
    readonly board: BoardRecord;
    readonly seconds: number;
  };
  readonly stats: TournamentStats;
}

/** Plays the tournament (on the --board file or --map, if any: it travels in each game's options). */
export async function tournament(options: TournamentOptions): Promise<TournamentRecord> {
  const started = performance.now();
  const pairings = pairingsOf(options.kinds);
  const games = await runGamesWithProgress<TournamentGame>(
    { kind: 'tournament', table: tableOf(options), seed: options.seed, pairings },
    options.games,
    options.workers,
    'tournament',
    options.quiet,
  );
  return {
    games,
    summary: {
      kinds: options.kinds,
      games: options.games,
      deals: options.games / pairings.length,
      players: options.players,
      automa: options.automa,
      roles: options.roles.label,
      seed: options.seed,
      workers: options.workers,
      board: boardRecord(options.board),
      seconds: (performance.now() - started) / 1000,
    },
    stats: tournamentStats(options.kinds, games),
  };
}

function points(d: Difference): string {
  const pts = (v: number): string => `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}`;
  return `${pts(d.d)} pts [${pts(d.low)}, ${pts(d.high)}]`;
}

/** The verdicts: for each two kinds and each team, who wins more often with it. */
function verdicts(stats: TournamentStats): string[] {
  return stats.headToHead.map((h) => {
    const verdict =
      h.better === 'unclear'
        ? 'no clear difference'
        : `${h.better === 'a' ? h.a : h.b} wins more often as ${TEAM_NAMES[h.team]}`;
    return `${h.a} − ${h.b} as ${TEAM_NAMES[h.team]}: ${points(h.difference)}: ${verdict}`;
  });
}

export function formatTournament(record: TournamentRecord): string {
  const { summary, stats } = record;
  const standings = new Table({
    head: ['bot', 'as Investigators [95% CI]', 'as Cultists [95% CI]', 'overall [95% CI]', 'games'],
    style: { head: [], border: [], compact: true },
  });
  for (const s of stats.standings)
    standings.push([
      s.kind,
      formatProportion(s.asTeam.investigators),
      formatProportion(s.asTeam.cultists),
      formatProportion(s.overall),
      s.overall.n,
    ]);
  const pairings = new Table({
    head: ['Investigators', 'Cultists', 'Investigators win [95% CI]', 'games'],
    style: { head: [], border: [], compact: true },
  });
  for (const p of stats.pairings)
    pairings.push([p.investigators, p.cultists, formatProportion(p.investigatorsWin), p.investigatorsWin.n]);
  return [
    `tournament: ${summary.kinds.join(' vs ')}, ${summary.games} games (${summary.deals} deals × ${summary.games / summary.deals} pairings), ${summary.players} players${summary.automa ? ' + AUTOMA' : ''}, roles: ${summary.roles}, seed ${summary.seed}, ${summary.seconds.toFixed(1)} s`,
    'win rate of each bot kind with each team (against the other kinds):',
    standings.toString(),
    'by pairing:',
    pairings.toString(),
    ...verdicts(stats),
    '(95% intervals: Wilson for rates, Newcombe for differences; the deals are shared, so these are conservative)',
    ...(otherBoard(summary.board) ? [`board: ${boardLabel(summary.board)}`] : []),
  ].join('\n');
}

export function tournamentReport(record: TournamentRecord): string {
  const { summary, stats } = record;
  const iv = (p: { p: number; low: number; high: number; k: number; n: number }) => ({
    ...p,
    detail: `${p.k} of ${p.n} games`,
  });
  const rows = (cells: readonly (readonly string[])[]): string =>
    cells.map((r) => `<tr>${r.map((c) => `<td>${escapeXml(c)}</td>`).join('')}</tr>`).join('');
  const title = `Among Cultists tournament: ${summary.kinds.join(' vs ')}, ${summary.players} players`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 24px auto; max-width: 1100px; color: #222; padding: 0 16px; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 13px; margin: 6px 0 12px; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; } th { background: #f4f4f4; }
p.note { color: #555; font-size: 13px; }
svg.chart { max-width: 100%; height: auto; }
</style>
</head>
<body>
<h1>${escapeXml(title)}</h1>
<p class="note">Each deal is played once by every ordered pairing of two different kinds: each kind plays each team equally often, on the same deals. Bars are win rates with 95% Wilson intervals; differences use Newcombe’s interval (conservative here, as the deals are shared).</p>
<h2>Settings</h2>
<table><tbody>${rows([
    ['bot kinds', summary.kinds.join(', ')],
    ['games', `${summary.games} (${summary.deals} deals)`],
    ['players', `${summary.players}${summary.automa ? ' + AUTOMA' : ''}`],
    ['roles', summary.roles],
    ['seed', summary.seed],
    ['board', boardLabel(summary.board, 64)],
    ['worker threads', String(summary.workers)],
    ['time', `${summary.seconds.toFixed(1)} s`],
  ])}</tbody></table>
<h2>Win rate of each kind with each team</h2>
${intervalChart({
  title: 'Win rate by bot kind and team',
  series: ['as Investigators', 'as Cultists'],
  colours: [PALETTE[0], '#c2403a'],
  rows: stats.standings.map((s) => ({
    label: s.kind,
    values: [iv(s.asTeam.investigators), iv(s.asTeam.cultists)],
  })),
  max: 1,
})}
<table><thead><tr><th>bot</th><th>as Investigators</th><th>as Cultists</th><th>overall</th><th>games</th></tr></thead><tbody>${rows(
    stats.standings.map((s) => [
      s.kind,
      formatProportion(s.asTeam.investigators),
      formatProportion(s.asTeam.cultists),
      formatProportion(s.overall),
      String(s.overall.n),
    ]),
  )}</tbody></table>
<h2>Pairings</h2>
${intervalChart({
  title: 'Investigators’ win rate by pairing (Investigators vs Cultists)',
  rows: stats.pairings.map((p) => ({
    label: `${p.investigators} vs ${p.cultists}`,
    values: [iv(p.investigatorsWin)],
  })),
  max: 1,
})}
<h2>Head to head</h2>
<table><thead><tr><th>kinds</th><th>team</th><th>difference of win rates</th><th>verdict</th></tr></thead><tbody>${rows(
    stats.headToHead.map((h) => [
      `${h.a} − ${h.b}`,
      TEAM_NAMES[h.team],
      points(h.difference),
      h.better === 'unclear'
        ? 'no clear difference'
        : `${h.better === 'a' ? h.a : h.b} better (${(100 * Math.abs(h.difference.d)).toFixed(1)} points)`,
    ]),
  )}</tbody></table>
</body>
</html>
`;
}

export async function runTournament(args: string[]): Promise<void> {
  const options = parseTournamentArgs(args);
  if (options === 'help') {
    process.stdout.write(TOURNAMENT_HELP);
    return;
  }
  const record = await tournament(options);
  process.stdout.write(`${formatTournament(record)}\n`);
  if (options.json !== null) writeOutput(options.json, `${JSON.stringify(record, null, 1)}\n`);
  if (options.html !== null) writeOutput(options.html, tournamentReport(record));
}
