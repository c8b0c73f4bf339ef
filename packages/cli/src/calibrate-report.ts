import { TEAM_NAMES } from '@among-cultists/engine/words';
import {
  BOOKS_RANGE,
  BOOKS_TARGET,
  crossCheckSentence,
  matrixRows,
  outOfRange,
  rowLabel,
  TEAM_RANGE,
  within,
  type CalibrationRun,
  type PercentRange,
  type PlayedRow,
} from './calibration.ts';
import { boardLabel } from './board-file.ts';
import { page, reasonLabel, signed, table, type HtmlCell } from './report.ts';
import { formatProportion, type Proportion } from './stats.ts';
import { escapeXml, PALETTE, TEAM_COLOURS } from './svg.ts';

/**
 * The report `calibrate` writes as index.html: one self-contained page (inline CSS and SVG, no
 * scripts, nothing from elsewhere) with every row of the balance matrix and its verdict.
 */

const STYLE = `
td.in { background: #e5f4e3; }
td.out { background: #fbe1de; }
td.cross { padding-left: 18px; font-style: italic; }
td.bar { white-space: nowrap; }
td.bar svg { vertical-align: middle; margin-right: 6px; }
.verdict { font-weight: 600; padding: 2px 8px; border-radius: 3px; }
.verdict.in { background: #cde9c9; }
.verdict.out { background: #f6c4be; }
`;

const BAR_WIDTH = 160;
const BAR_HEIGHT = 20;
/** Rounded to 0.1 px: short, stable output. */
const px = (x: number): string => String(Math.round(x * 10) / 10);

/**
 * A share on a 0 to `max` scale: the allowed range shaded green (and the target, if any, darker
 * inside it), the share as a bar and its 95% interval as a whisker.
 */
export function rangeBar(
  x: Proportion,
  range: PercentRange,
  colour: string,
  max: number,
  target?: PercentRange,
): string {
  const at = (share: number): number => (Math.min(share, max) / max) * BAR_WIDTH;
  const band = (r: PercentRange, fill: string): string =>
    `<rect x="${px(at(r.from / 100))}" y="0" width="${px(at(r.to / 100) - at(r.from / 100))}" height="${BAR_HEIGHT}" fill="${fill}"/>`;
  const mid = BAR_HEIGHT / 2;
  const tip = `${formatProportion(x)} of ${x.n} games; in range: ${range.from}-${range.to}%${
    target ? `, target ${target.from}-${target.to}%` : ''
  }`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BAR_WIDTH}" height="${BAR_HEIGHT}" viewBox="0 0 ${BAR_WIDTH} ${BAR_HEIGHT}" role="img">` +
    `<title>${escapeXml(tip)}</title>` +
    `<rect x="0" y="0" width="${BAR_WIDTH}" height="${BAR_HEIGHT}" fill="#f1f1f1"/>` +
    band(range, '#cfe8cb') +
    (target ? band(target, '#9fd197') : '') +
    `<rect x="0" y="${px(mid - 4)}" width="${px(at(x.p))}" height="8" fill="${colour}" fill-opacity="0.85"/>` +
    `<path d="M${px(at(x.low))} ${px(mid)}H${px(at(x.high))}M${px(at(x.low))} ${px(mid - 6)}V${px(mid + 6)}` +
    `M${px(at(x.high))} ${px(mid - 6)}V${px(mid + 6)}" stroke="#222" stroke-width="1.3" fill="none"/>` +
    `</svg>`
  );
}

function shareCell(
  x: Proportion,
  range: PercentRange,
  colour: string,
  max: number,
  target?: PercentRange,
): HtmlCell {
  return {
    html: `${rangeBar(x, range, colour, max, target)}${escapeXml(formatProportion(x))}`,
    className: `bar ${within(x, range) ? 'in' : 'out'}`,
  };
}

function verdictCell(row: PlayedRow): HtmlCell {
  const text = row.verdict.inRange ? 'in range' : `out of range: ${row.verdict.problems.join(', ')}`;
  const note = row.spec.crossChecks === undefined ? '' : ` <small>(cross-check, not counted)</small>`;
  return {
    html: `<span class="verdict ${row.verdict.inRange ? 'in' : 'out'}">${escapeXml(text)}</span>${note}`,
  };
}

/** The rows' table: each row's figures with bars, the ranges shaded, the verdict marked. */
function rowsTable(run: CalibrationRun): string {
  const head = [
    'row',
    'configuration',
    'bots',
    'games',
    TEAM_NAMES.investigators,
    TEAM_NAMES.cultists,
    'books (VP target)',
    'mean rounds',
    'verdict',
  ];
  const body = run.rows.map((r) => [
    // A cross-check row sits under the row it checks, indented.
    r.spec.crossChecks === undefined ? r.spec.id : { html: `↳ ${escapeXml(r.spec.id)}`, className: 'cross' },
    rowLabel(r.spec),
    r.spec.bots,
    r.figures.games,
    shareCell(r.figures.investigators, TEAM_RANGE, TEAM_COLOURS.investigators, 1),
    shareCell(r.figures.cultists, TEAM_RANGE, TEAM_COLOURS.cultists, 1),
    shareCell(r.figures.books, BOOKS_RANGE, PALETTE[3], 0.6, BOOKS_TARGET),
    { html: r.figures.meanRounds.toFixed(2), className: 'num' },
    verdictCell(r),
  ]);
  return table(head, body);
}

/** Every victory reason that occurred in some row: one column each. */
function reasonsTable(run: CalibrationRun): string {
  const keys = [
    ...new Set(run.rows.flatMap((r) => r.figures.reasons.map((x) => `${x.winner}/${x.reason}`))),
  ].sort();
  const columns = keys.map((key) => {
    const found = run.rows.flatMap((r) => r.figures.reasons).find((x) => `${x.winner}/${x.reason}` === key)!;
    return { key, label: reasonLabel(found.winner, found.reason) };
  });
  return table(
    ['row', 'games', ...columns.map((c) => c.label)],
    run.rows.map((r) => [
      r.spec.id,
      r.figures.games,
      ...columns.map((c) => {
        const x = r.figures.reasons.find((y) => `${y.winner}/${y.reason}` === c.key);
        return x ? formatProportion(x.share) : '0';
      }),
    ]),
  );
}

function crossCheckSection(run: CalibrationRun): string {
  const rows = run.rows.filter((r) => r.spec.crossChecks !== undefined);
  if (rows.length === 0) return '';
  let out = `<h2>Cross-check with stronger bots</h2><p class="note">The search bot (in every seat) plays one configuration with fewer games, to tell whether the heuristic bots’ balance holds for stronger play. Differences are cross-check − heuristic row, in percentage points with Newcombe’s 95% interval: where it includes 0, the games cannot tell the two apart.</p>`;
  out += table(
    ['row', 'checks', 'games', 'Investigators − heuristic', 'books − heuristic', 'says'],
    rows.map((r) => [
      r.spec.id,
      r.spec.crossChecks!,
      r.figures.games,
      r.crossCheck ? signed(r.crossCheck.investigators) : 'n/a (row not played)',
      r.crossCheck ? signed(r.crossCheck.books) : 'n/a',
      crossCheckSentence(r),
    ]),
  );
  return out;
}

function settingsTable(run: CalibrationRun): string {
  return table(
    ['setting', 'value'],
    [
      ['seed', `${run.seed} (game i of every row: SHA-256("${run.seed}:i"))`],
      ['games per row', String(run.gamesPerRow)],
      ['search bot cross-check', run.searchGames > 0 ? `${run.searchGames} games` : 'not played'],
      ['roles', 'recommended (the random role drawn from each seed)'],
      ['University board', boardLabel(run.boards.university, 64)],
      ['Mountains of Chaos board', boardLabel(run.boards.mountains, 64)],
      ['worker threads', `${run.workers} (the results do not depend on them)`],
      ['time', `${run.seconds.toFixed(0)} s`],
    ],
  );
}

/** index.html of a calibration run. */
export function calibrationReport(run: CalibrationRun): string {
  const matrix = matrixRows(run);
  const outside = outOfRange(run);
  const inRange = matrix.length - outside.length;
  let body = `<p class="note">Heuristic bots in every seat, the recommended roles, ${run.gamesPerRow} games a row. A row is <b>in range</b> when each team wins ${TEAM_RANGE.from}-${TEAM_RANGE.to}% of its games and the Investigators win on books (reaching the VP target) in ${BOOKS_RANGE.from}-${BOOKS_RANGE.to}% of them; the FAQ’s “about ${BOOKS_TARGET.from}-${BOOKS_TARGET.to}% of games end on books” is the target, drawn darker inside the books’ range. The verdict reads the shares themselves; the whiskers and brackets are their 95% Wilson score intervals. Each bar runs from 0 to 100% (the books’ from 0 to 60%), its range shaded green; a cell is green in range, red out of it.</p>`;
  body += `<p><span class="verdict ${outside.length === 0 ? 'in' : 'out'}">${inRange} of ${matrix.length} rows in range</span>${
    outside.length > 0 ? ` — out of range: ${escapeXml(outside.join('; '))}` : ''
  }</p>`;
  body += `<h2>Rows</h2>${rowsTable(run)}`;
  body += crossCheckSection(run);
  body += `<h2>Victory reasons</h2><p class="note">Share of each row’s games won for each reason, with its 95% interval.</p>${reasonsTable(run)}`;
  body += `<h2>Settings</h2>${settingsTable(run)}`;
  return page(
    `Among Cultists calibration: ${inRange} of ${matrix.length} rows in range (${run.gamesPerRow} games a row)`,
    body,
    STYLE,
  );
}
