import type { BotKind } from '@among-cultists/bots';
import type { PlayerCount, Team, VictoryReason } from '@among-cultists/engine';
import { TEAM_NAMES } from '@among-cultists/engine/words';
import type { BoardRecord } from './board-file.ts';
import type { SimulationSummary } from './simulate.ts';
import { newcombe, wilson, type Difference, type Proportion } from './stats.ts';

/**
 * The balance matrix of `among-cultists calibrate` (issue 25) and what each of its rows must meet:
 * the configurations, the figures of a played row and their verdict. No I/O here.
 */

/** The shipped maps the matrix plays (board ids). */
export type CalibrationMap = 'university' | 'mountains';

export interface CalibrationRowSpec {
  /** What --rows names: "base-6", "mountains-4", "professions-mountains-6a", "lifelines-8", "search-base-6". */
  readonly id: string;
  readonly map: CalibrationMap;
  /** Human players; 4 plays with the AUTOMA. */
  readonly players: PlayerCount | 4;
  readonly automa: boolean;
  /** --rule flags over the recommended role set's ruleset, e.g. "professions=true". */
  readonly rules: readonly string[];
  /** The bot kind in every seat. */
  readonly bots: BotKind;
  /** For a cross-check row: the id of the heuristic row of the same configuration. */
  readonly crossChecks?: string;
}

const PROFESSIONS = 'professions=true';
const LIFELINES = 'lifelines=true';

/** "6a" for 6 players with the AUTOMA (as the per-configuration reports are named); 4 always has it. */
const seats = (players: PlayerCount | 4, automa: boolean): string =>
  `${players}${automa && players !== 4 ? 'a' : ''}`;

function spec(
  prefix: string,
  map: CalibrationMap,
  players: PlayerCount | 4,
  options: { automa?: boolean; rules?: readonly string[]; bots?: BotKind; crossChecks?: string } = {},
): CalibrationRowSpec {
  const automa = players === 4 || options.automa === true;
  return {
    id: `${prefix}-${seats(players, automa)}`,
    map,
    players,
    automa,
    rules: options.rules ?? [],
    bots: options.bots ?? 'heuristic',
    ...(options.crossChecks ? { crossChecks: options.crossChecks } : {}),
  };
}

const MAP_NAMES: Readonly<Record<CalibrationMap, string>> = {
  university: 'University',
  mountains: 'Mountains of Chaos',
};

const RULE_NAMES: Readonly<Record<string, string>> = {
  [PROFESSIONS]: 'Professions',
  [LIFELINES]: 'Lifelines',
};

/** "Mountains of Chaos, 6 + AUTOMA, Professions": how reports name a row. */
export function rowLabel(row: CalibrationRowSpec): string {
  return [
    MAP_NAMES[row.map],
    `${row.players}${row.automa ? ' + AUTOMA' : ' players'}`,
    ...row.rules.map((r) => RULE_NAMES[r] ?? r),
  ].join(', ');
}

/** The id of the configuration the search bot cross-checks. */
export const CROSS_CHECKED_ROW = 'base-6';

/**
 * Every row, in the order played and shown: the search bot's cross-check stands right after the
 * heuristic row of its configuration.
 */
export const CALIBRATION_ROWS: readonly CalibrationRowSpec[] = [
  spec('base', 'university', 4),
  spec('base', 'university', 5),
  spec('base', 'university', 6),
  spec('search-base', 'university', 6, { bots: 'search', crossChecks: CROSS_CHECKED_ROW }),
  spec('base', 'university', 7),
  spec('base', 'university', 8),
  spec('base', 'university', 6, { automa: true }),
  spec('mountains', 'mountains', 4),
  spec('mountains', 'mountains', 5),
  spec('mountains', 'mountains', 6),
  spec('mountains', 'mountains', 7),
  spec('mountains', 'mountains', 8),
  // PROF-GEN-01: the Professions need two Cultists: 7 or 8 players, or 6 with the AUTOMA.
  ...(['university', 'mountains'] as const).flatMap((map) => [
    spec(`professions-${map === 'university' ? 'base' : map}`, map, 6, {
      automa: true,
      rules: [PROFESSIONS],
    }),
    spec(`professions-${map === 'university' ? 'base' : map}`, map, 7, { rules: [PROFESSIONS] }),
    spec(`professions-${map === 'university' ? 'base' : map}`, map, 8, { rules: [PROFESSIONS] }),
  ]),
  // EVT-LIFELINES: the token is not used at 7 seats, so neither 7 players nor 6 with the AUTOMA.
  ...([4, 5, 6, 8] as const).map((players) =>
    spec('lifelines', 'university', players, { rules: [LIFELINES] }),
  ),
];

/** A range of shares in whole percent, both ends included. */
export interface PercentRange {
  readonly from: number;
  readonly to: number;
}

/** Each team's share of wins must lie here. */
export const TEAM_RANGE: PercentRange = { from: 42, to: 58 };
/** The share of games the Investigators win on books (the VP target) must lie here. */
export const BOOKS_RANGE: PercentRange = { from: 15, to: 35 };
/** The FAQ's "about 20-25% of games end on books": the centre the books' range is built round. */
export const BOOKS_TARGET: PercentRange = { from: 20, to: 25 };

export interface RowFigures {
  readonly games: number;
  readonly investigators: Proportion;
  readonly cultists: Proportion;
  /** Games the Investigators won by reaching the VP target (reason vpTarget). */
  readonly books: Proportion;
  /** Every victory reason that occurred, most frequent first. */
  readonly reasons: readonly {
    readonly winner: Team;
    readonly reason: VictoryReason;
    readonly share: Proportion;
  }[];
  readonly meanRounds: number;
}

/** A played row's figures from its summary (as simulate prints it). */
export function rowFigures(summary: SimulationSummary): RowFigures {
  const n = summary.games;
  return {
    games: n,
    investigators: wilson(summary.wins.investigators, n),
    cultists: wilson(summary.wins.cultists, n),
    books: wilson(summary.reasons['investigators/vpTarget'] ?? 0, n),
    reasons: Object.entries(summary.reasons)
      .map(([key, k]) => {
        const [winner, reason] = key.split('/') as [Team, VictoryReason];
        return { winner, reason, share: wilson(k, n) };
      })
      .sort(
        (a, b) => b.share.k - a.share.k || `${a.winner}/${a.reason}`.localeCompare(`${b.winner}/${b.reason}`),
      ),
    meanRounds: summary.meanRounds,
  };
}

export interface Verdict {
  readonly inRange: boolean;
  /** What is out of range, e.g. "Cultists 63.3% > 58%"; empty when in range. */
  readonly problems: readonly string[];
}

/** Whether k of n lies in the range, compared in whole numbers so that 42.0% is exactly in 42-58%. */
export function within(x: Proportion, range: PercentRange): boolean {
  return x.n > 0 && 100 * x.k >= range.from * x.n && 100 * x.k <= range.to * x.n;
}

/**
 * A row is in range when each team's share and the books' share (the point estimates, which are
 * the intervals' centres of interest) lie in their ranges.
 */
export function verdict(figures: Pick<RowFigures, 'investigators' | 'cultists' | 'books'>): Verdict {
  const checks: [string, Proportion, PercentRange][] = [
    [TEAM_NAMES.investigators, figures.investigators, TEAM_RANGE],
    [TEAM_NAMES.cultists, figures.cultists, TEAM_RANGE],
    ['books', figures.books, BOOKS_RANGE],
  ];
  const problems = checks.flatMap(([name, x, range]) => {
    if (within(x, range)) return [];
    const share = `${(100 * x.p).toFixed(1)}%`;
    return [
      100 * x.k < range.from * x.n ? `${name} ${share} < ${range.from}%` : `${name} ${share} > ${range.to}%`,
    ];
  });
  return { inRange: problems.length === 0, problems };
}

/** A cross-check row beside the row it checks: the differences (cross-check − checked). */
export interface CrossCheck {
  /** The heuristic row's id. */
  readonly of: string;
  readonly investigators: Difference;
  readonly books: Difference;
  /** Whether either difference's 95% interval excludes 0: the stronger bots play a different balance. */
  readonly differs: boolean;
}

export function crossCheck(of: string, row: RowFigures, checked: RowFigures): CrossCheck {
  const investigators = newcombe(row.investigators.k, row.games, checked.investigators.k, checked.games);
  const books = newcombe(row.books.k, row.games, checked.books.k, checked.games);
  const excludesZero = (d: Difference): boolean => d.low > 0 || d.high < 0;
  return { of, investigators, books, differs: excludesZero(investigators) || excludesZero(books) };
}

/** A row as played. */
export interface PlayedRow {
  readonly spec: CalibrationRowSpec;
  readonly summary: SimulationSummary;
  readonly figures: RowFigures;
  readonly verdict: Verdict;
  /** For a cross-check row whose checked row was played too. */
  readonly crossCheck?: CrossCheck;
}

/** A whole calibration run. */
export interface CalibrationRun {
  readonly seed: string;
  readonly gamesPerRow: number;
  /** Games of the search bot's cross-check row (0: not played). */
  readonly searchGames: number;
  /** The rows played, in CALIBRATION_ROWS order (all of them unless --rows chose some). */
  readonly rows: readonly PlayedRow[];
  /** The board each map played on, with its SHA-256 as the engine computes it. */
  readonly boards: Readonly<Record<CalibrationMap, BoardRecord>>;
  /** Worker threads at most (a row of few games uses fewer); the results do not depend on them. */
  readonly workers: number;
  readonly seconds: number;
}

/** The rows' verdicts, all that the count of rows in range needs. */
export interface Verdicts<
  R extends Pick<PlayedRow, 'spec' | 'verdict'> = Pick<PlayedRow, 'spec' | 'verdict'>,
> {
  readonly rows: readonly R[];
}

/** The balance matrix's rows (the cross-check rows are reported, not counted). */
export function matrixRows<R extends Pick<PlayedRow, 'spec' | 'verdict'>>(run: Verdicts<R>): R[] {
  return run.rows.filter((r) => r.spec.crossChecks === undefined);
}

/** Matrix rows out of range, as "base-4 (books 36.1% > 35%)". */
export function outOfRange(run: Verdicts): string[] {
  return matrixRows(run)
    .filter((r) => !r.verdict.inRange)
    .map((r) => `${r.spec.id} (${r.verdict.problems.join(', ')})`);
}

/** calibrate's exit code for a complete run: 1 with --check when a matrix row is out of range. */
export function calibrateExitCode(run: Verdicts, check: boolean): 0 | 1 {
  return check && outOfRange(run).length > 0 ? 1 : 0;
}

/** What the cross-check says about the heuristic bots' balance under stronger play, in a sentence. */
export function crossCheckSentence(row: PlayedRow): string {
  const search = `${row.spec.bots} bots`;
  if (!row.verdict.inRange) {
    return `the heuristic bots' balance does not hold for the ${search}: out of range (${row.verdict.problems.join(', ')})`;
  }
  if (row.crossCheck?.differs) {
    return `the ${search} are in range too, though their shares differ from the heuristic bots' beyond chance`;
  }
  return `the heuristic bots' balance holds for the ${search}: in range${row.crossCheck ? ', no difference beyond chance' : ''}`;
}

/** What summary.json holds (version 1). */
export type CalibrationSummary = ReturnType<typeof calibrationSummary>;

/** summary.json of a run. */
export function calibrationSummary(run: CalibrationRun) {
  const outside = outOfRange(run);
  return {
    version: 1,
    command: 'among-cultists calibrate',
    settings: {
      seed: run.seed,
      gamesPerRow: run.gamesPerRow,
      searchGames: run.searchGames,
      roles: 'recommended',
      bots: { matrix: 'heuristic', crossCheck: 'search' },
      boards: run.boards,
      goals: {
        teamShare: [TEAM_RANGE.from / 100, TEAM_RANGE.to / 100],
        books: [BOOKS_RANGE.from / 100, BOOKS_RANGE.to / 100],
        booksTarget: [BOOKS_TARGET.from / 100, BOOKS_TARGET.to / 100],
      },
      workers: run.workers,
    },
    rows: run.rows.map((r) => ({
      id: r.spec.id,
      label: rowLabel(r.spec),
      map: r.spec.map,
      players: r.spec.players,
      automa: r.spec.automa,
      rules: r.spec.rules,
      bots: r.spec.bots,
      games: r.figures.games,
      investigators: r.figures.investigators,
      cultists: r.figures.cultists,
      books: r.figures.books,
      reasons: r.figures.reasons.map((x) => ({ winner: x.winner, reason: x.reason, ...x.share })),
      meanRounds: r.figures.meanRounds,
      meanVp: r.summary.meanVp,
      inRange: r.verdict.inRange,
      problems: r.verdict.problems,
      ...(r.spec.crossChecks === undefined ? {} : { crossChecks: r.spec.crossChecks }),
      ...(r.crossCheck ? { crossCheck: r.crossCheck } : {}),
      seconds: r.summary.seconds,
    })),
    inRange: matrixRows(run).length - outside.length,
    matrixRows: matrixRows(run).length,
    outOfRange: outside,
    seconds: run.seconds,
  };
}
