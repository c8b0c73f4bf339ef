import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Table from 'cli-table3';
import { boardChoice, boardRecord } from './board-file.ts';
import { calibrationReport } from './calibrate-report.ts';
import {
  BOOKS_RANGE,
  BOOKS_TARGET,
  calibrateExitCode,
  CALIBRATION_ROWS,
  calibrationSummary,
  crossCheck,
  crossCheckSentence,
  matrixRows,
  outOfRange,
  rowFigures,
  TEAM_RANGE,
  verdict,
  type CalibrationRowSpec,
  type CalibrationRun,
  type PlayedRow,
} from './calibration.ts';
import { defaultWorkers } from './pool.ts';
import { signed } from './report.ts';
import { checkGameOptions, parseRoles, parseWorkers, simulate, withRules, writeOutput } from './simulate.ts';
import { formatProportion } from './stats.ts';
import { parseFlags, UsageError } from './usage-error.ts';

/** docs/calibration of this repository, wherever the command is run from. */
export const DEFAULT_OUT = fileURLToPath(new URL('../../../docs/calibration/', import.meta.url));

const DEFAULT_GAMES = 1000;
/**
 * The search bot plays a 6-player game in about 8 s of one core: its 100 games took 18 of the 25 minutes
 * of the whole default run on 2 cores shared with other runs (the heuristic rows 7). Against the
 * heuristic row's 1,000 games they tell a difference of about 10 points in a team's share.
 */
const DEFAULT_SEARCH_GAMES = 100;
const DEFAULT_SEED = '101';

/** The row ids as a comma-separated list, wrapped and indented for the usage text. */
function wrap(ids: readonly string[], indent: string): string {
  const lines: string[] = [];
  for (const id of ids) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + id.length + 2 <= 96) lines[lines.length - 1] = `${last}, ${id}`;
    else lines.push(`${indent}${id}`);
  }
  return lines.join(',\n');
}

export const CALIBRATE_HELP = `Usage: among-cultists calibrate [options]

Plays the balance matrix with heuristic bots in every seat and the recommended roles: the
University at 4 (with the AUTOMA), 5, 6, 7, 8 players and 6 + AUTOMA; the Mountains of Chaos
at 4 to 8; the Professions at 6 + AUTOMA, 7 and 8 on both maps; the Lifelines at 4, 5, 6 and 8;
and, as a cross-check, the search bot at 6 players on the University. Each row is in range when
each team wins ${TEAM_RANGE.from}-${TEAM_RANGE.to}% of its games and the Investigators win on books (the VP target) in
${BOOKS_RANGE.from}-${BOOKS_RANGE.to}% (the FAQ's "about ${BOOKS_TARGET.from}-${BOOKS_TARGET.to}%" is the centre). Writes index.html (a self-contained
report with 95% Wilson intervals) and summary.json to the output directory. The whole default run
takes 15-25 minutes on 2 cores, most of it the search bot's games.

Options:
  --games <n>         games per row, 1 to 1000000 (default ${DEFAULT_GAMES})
  --search-games <n>  games of the search bot's cross-check row, 0 (none) to 1000000 (default ${DEFAULT_SEARCH_GAMES})
  --seed <text>       base seed of every row; game i uses SHA-256("<seed>:<i>") (default ${DEFAULT_SEED})
  --rows <a,b,...>    only these rows, of:
${wrap(
  CALIBRATION_ROWS.map((r) => r.id),
  '                        ',
)}
  --out <dir>         write index.html and summary.json here (default: docs/calibration of this
                      repository)
  --workers <n>       worker threads, 1 to 256 (default: all cores, here ${defaultWorkers()}, with at least
                      25 games each); the results do not depend on it
  --check             exit with code 1 when a row of the matrix is out of range (the cross-check
                      row is reported, not checked)
  --quiet             no progress bars
  -h, --help          this help
`;

export interface CalibrateOptions {
  readonly games: number;
  readonly searchGames: number;
  readonly seed: string;
  readonly rows: readonly CalibrationRowSpec[];
  readonly out: string;
  /** --workers as given (each row's default depends on its number of games). */
  readonly workers: string | undefined;
  readonly check: boolean;
  readonly quiet: boolean;
}

function count(flag: string, text: string, min: number): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > 1_000_000) {
    throw new UsageError(`${flag} must be a whole number from ${min} to 1000000 (got "${text}").`);
  }
  return n;
}

/** --rows: the rows named, in the matrix's order; absent: every row (the cross-check unless its games are 0). */
function chooseRows(text: string | undefined, searchGames: number): CalibrationRowSpec[] {
  const played = (r: CalibrationRowSpec): boolean => r.crossChecks === undefined || searchGames > 0;
  if (text === undefined) return CALIBRATION_ROWS.filter(played);
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  if (ids.length === 0) throw new UsageError('--rows needs at least one row id.');
  const known = new Set(CALIBRATION_ROWS.map((r) => r.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new UsageError(
      `--rows: no row ${unknown.map((id) => `"${id}"`).join(', ')} (rows: ${[...known].join(', ')}).`,
    );
  }
  const rows = CALIBRATION_ROWS.filter((r) => ids.includes(r.id));
  const unplayable = rows.filter((r) => !played(r));
  if (unplayable.length > 0) {
    throw new UsageError(`--rows names ${unplayable.map((r) => r.id).join(', ')}, but --search-games is 0.`);
  }
  return rows;
}

export function parseCalibrateArgs(args: string[]): CalibrateOptions | 'help' {
  const v = parseFlags(
    args,
    {
      games: { type: 'string', default: String(DEFAULT_GAMES) },
      'search-games': { type: 'string', default: String(DEFAULT_SEARCH_GAMES) },
      seed: { type: 'string', default: DEFAULT_SEED },
      rows: { type: 'string' },
      out: { type: 'string' },
      workers: { type: 'string' },
      check: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    CALIBRATE_HELP,
  );
  if (v.help) return 'help';
  const games = count('--games', v.games, 1);
  const searchGames = count('--search-games', v['search-games'], 0);
  if (v.seed.length === 0) throw new UsageError('--seed must not be empty.');
  if (v.out !== undefined && v.out.length === 0) throw new UsageError('--out needs a directory name.');
  // Checked here, once; each row's default number of threads depends on its games (playRow).
  parseWorkers(v.workers);
  return {
    games,
    searchGames,
    seed: v.seed,
    rows: chooseRows(v.rows, searchGames),
    out: v.out ?? DEFAULT_OUT,
    workers: v.workers,
    check: v.check,
    quiet: v.quiet,
  };
}

/** Plays one row on all cores (with a progress bar) and judges it. */
async function playRow(
  spec: CalibrationRowSpec,
  options: CalibrateOptions,
  progress: string,
): Promise<PlayedRow> {
  const games = spec.crossChecks === undefined ? options.games : options.searchGames;
  const roles = withRules(parseRoles('recommended'), spec.rules);
  checkGameOptions(spec.players, spec.automa, roles);
  const { summary } = await simulate(
    {
      players: spec.players,
      automa: spec.automa,
      roles,
      games,
      seed: options.seed,
      bots: { investigators: spec.bots, cultists: spec.bots },
      workers: parseWorkers(options.workers, games),
      board: boardChoice(spec.map, undefined),
      quiet: options.quiet,
    },
    `${progress} ${spec.id}`,
  );
  const figures = rowFigures(summary);
  return { spec, summary, figures, verdict: verdict(figures) };
}

/** Plays the chosen rows one after another, each on all cores. */
export async function calibrate(options: CalibrateOptions): Promise<CalibrationRun> {
  const started = performance.now();
  const played: PlayedRow[] = [];
  for (const [i, spec] of options.rows.entries()) {
    played.push(await playRow(spec, options, `[${i + 1}/${options.rows.length}]`));
  }
  const rows = played.map((row) => {
    const checked = played.find((r) => r.spec.id === row.spec.crossChecks);
    return checked ? { ...row, crossCheck: crossCheck(checked.spec.id, row.figures, checked.figures) } : row;
  });
  return {
    seed: options.seed,
    gamesPerRow: options.games,
    searchGames: options.rows.some((r) => r.crossChecks !== undefined) ? options.searchGames : 0,
    rows,
    boards: {
      university: boardRecord(boardChoice('university', undefined)),
      mountains: boardRecord(boardChoice('mountains', undefined)),
    },
    workers: Math.max(...rows.map((r) => r.summary.workers)),
    seconds: (performance.now() - started) / 1000,
  };
}

/** "12.3 min" or "45.6 s". */
function duration(seconds: number): string {
  return seconds >= 120
    ? `${seconds.toFixed(0)} s (${(seconds / 60).toFixed(1)} min)`
    : `${seconds.toFixed(1)} s`;
}

/** What calibrate prints: the table, the cross-check, the time, and last how many rows are in range. */
export function formatCalibration(run: CalibrationRun): string {
  const table = new Table({
    head: [
      'row',
      'games',
      'Investigators [95% CI]',
      'Cultists [95% CI]',
      'books [95% CI]',
      'rounds',
      'verdict',
    ],
    style: { head: [], border: [], compact: true },
  });
  for (const r of run.rows) {
    table.push([
      r.spec.id,
      r.figures.games,
      formatProportion(r.figures.investigators),
      formatProportion(r.figures.cultists),
      formatProportion(r.figures.books),
      r.figures.meanRounds.toFixed(2),
      // The details of a row out of range are in the list under the table.
      `${r.verdict.inRange ? 'in range' : 'OUT'}${r.spec.crossChecks === undefined ? '' : ' (cross-check)'}`,
    ]);
  }
  const matrix = matrixRows(run);
  const outside = outOfRange(run);
  const lines = [
    `calibration: heuristic bots, recommended roles, ${run.gamesPerRow} games a row, seed ${run.seed}; ` +
      `in range: each team ${TEAM_RANGE.from}-${TEAM_RANGE.to}%, books ${BOOKS_RANGE.from}-${BOOKS_RANGE.to}% (target ${BOOKS_TARGET.from}-${BOOKS_TARGET.to}%)`,
    table.toString(),
    ...run.rows
      .filter((r) => r.spec.crossChecks !== undefined)
      .map(
        (r) =>
          `cross-check ${r.spec.id} (${r.figures.games} game${r.figures.games === 1 ? '' : 's'}): ${crossCheckSentence(r)}` +
          (r.crossCheck
            ? `; minus ${r.crossCheck.of}: Investigators ${signed(r.crossCheck.investigators)}, books ${signed(r.crossCheck.books)}`
            : ''),
      ),
    ...outside.map((row) => `out of range: ${row}`),
    `elapsed: ${duration(run.seconds)}`,
    `${matrix.length - outside.length} of ${matrix.length} rows in range`,
  ];
  return lines.join('\n');
}

/** `among-cultists calibrate`: 0 for a complete run, 1 with --check when a row is out of range. */
export async function runCalibrate(args: string[]): Promise<number> {
  const options = parseCalibrateArgs(args);
  if (options === 'help') {
    process.stdout.write(CALIBRATE_HELP);
    return 0;
  }
  try {
    mkdirSync(options.out, { recursive: true });
  } catch (e) {
    throw new UsageError(`--out: cannot create ${options.out}: ${(e as Error).message}`);
  }
  const run = await calibrate(options);
  writeOutput(join(options.out, 'index.html'), calibrationReport(run));
  writeOutput(join(options.out, 'summary.json'), `${JSON.stringify(calibrationSummary(run), null, 1)}\n`);
  process.stdout.write(`${formatCalibration(run)}\n`);
  const code = calibrateExitCode(run, options.check);
  if (code !== 0) {
    process.stderr.write(`among-cultists calibrate --check: out of range: ${outOfRange(run).join('; ')}\n`);
  }
  return code;
}
