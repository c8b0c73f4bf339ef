import type { Team, VictoryReason } from '@among-cultists/engine';
import { TEAM_NAMES } from '@among-cultists/engine/words';
import { analyse, type Analysis } from './analysis.ts';
import { boardLabel, otherBoard } from './board-file.ts';
import type { SimulationRecord } from './simulate.ts';
import { formatProportion, newcombe, wilson, type Difference, type Proportion } from './stats.ts';
import { columnChart, escapeXml, intervalChart, PALETTE, TEAM_COLOURS, type Interval } from './svg.ts';
import { talkGameRows, talkRows } from './talk-figures.ts';
import { ballotsOf, voteRows } from './voting.ts';

/**
 * The simulator's HTML reports: one self-contained file each (inline CSS and SVG, no scripts, no
 * fonts or images from elsewhere), readable offline and attachable to an issue.
 */

export const REASON_NAMES: Readonly<Record<VictoryReason, string>> = {
  vpTarget: 'VP target reached (books)',
  cultistsEliminated: 'Cultists eliminated',
  kills: 'kill target met',
  claim: 'correct claim',
  failedClaim: 'failed claim',
  time: 'time ran out',
  seerIdentified: 'Seer identified',
};

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 24px auto; max-width: 1100px; color: #222; padding: 0 16px; }
h1 { font-size: 22px; margin-bottom: 4px; }
h2 { font-size: 17px; margin: 28px 0 6px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
p.note { color: #555; font-size: 13px; margin: 4px 0 10px; max-width: 900px; }
table { border-collapse: collapse; font-size: 13px; margin: 6px 0 12px; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; }
th { background: #f4f4f4; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: flex; flex-wrap: wrap; gap: 12px 28px; }
svg.chart { max-width: 100%; height: auto; }
`;

/** A whole report: `body` under an <h1> of `title`, with the reports' style and any `extraStyle` after it. */
export function page(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>${STYLE}${extraStyle}</style>
</head>
<body>
<h1>${escapeXml(title)}</h1>
${body}
</body>
</html>
`;
}

/** A table cell already written as HTML (a chart, a marked verdict), with the class of its <td>. */
export interface HtmlCell {
  readonly html: string;
  readonly className?: string;
}

/** A table; text cells are escaped, numbers right-aligned, HtmlCells written as they are. */
export function table(
  head: readonly string[],
  rows: readonly (readonly (string | number | HtmlCell)[])[],
): string {
  const cell = (v: string | number | HtmlCell): string =>
    typeof v === 'number'
      ? `<td class="num">${v}</td>`
      : typeof v === 'string'
        ? `<td>${escapeXml(v)}</td>`
        : `<td${v.className ? ` class="${escapeXml(v.className)}"` : ''}>${v.html}</td>`;
  return `<table><thead><tr>${head.map((h) => `<th>${escapeXml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map(cell).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

const interval = (x: Proportion): Interval => ({
  p: x.p,
  low: x.low,
  high: x.high,
  detail: `${x.k} of ${x.n} games`,
});

const ci = formatProportion;
/** "+4.1 pts [-2.0, +10.2]": a difference of shares with its 95% interval. */
export const signed = (d: Difference): string => {
  const pts = (v: number): string => `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}`;
  return `${pts(d.d)} pts [${pts(d.low)}, ${pts(d.high)}]`;
};

function settingsRows(record: SimulationRecord): [string, string][] {
  const s = record.summary;
  return [
    ['games', String(s.games)],
    ['players', `${s.players}${s.automa ? ' + AUTOMA' : ''}`],
    ['roles', s.roles],
    ['bots', s.bots],
    ['seed', s.seed],
    ['board', s.board ? boardLabel(s.board, 64) : 'shipped board.json (sha256 not recorded)'],
    ['worker threads', String(s.workers)],
    ['time', `${s.seconds.toFixed(1)} s (${(s.games / Math.max(s.seconds, 1e-9)).toFixed(0)} games/s)`],
  ];
}

/** "my-board.json (sha256 …)" for a run on a --board file, the map's name for a --map; null for the default board. */
function boardFileOf(record: SimulationRecord): string | null {
  const board = record.summary.board;
  return otherBoard(board) ? boardLabel(board) : null;
}

const onBoardFile = (record: SimulationRecord): string => {
  const file = boardFileOf(record);
  return file === null ? '' : ` on ${record.summary.board?.file != null ? 'the board ' : ''}${file}`;
};

/** "Cultists: kill target met". */
export const reasonLabel = (winner: Team, reason: VictoryReason): string =>
  `${TEAM_NAMES[winner]}: ${REASON_NAMES[reason]}`;

/** The columns of a histogram with shares of games: categories from `from` to the last count. */
function shares(h: { from: number; counts: readonly number[] }, games: number, upTo?: number): number[] {
  const length = Math.max(h.counts.length, upTo === undefined ? 0 : upTo - h.from + 1);
  return Array.from({ length }, (_, i) => (games > 0 ? (h.counts[i] ?? 0) / games : 0));
}

const shareFormat = (v: number): string => `${(100 * v).toFixed(v > 0 && v < 0.1 ? 1 : 0)}%`;
const CI_NOTE =
  'Bars show shares of games; whiskers and brackets are 95% Wilson score intervals. Differences are with/without (or B−A) in percentage points with Newcombe’s 95% interval: where it includes 0, the run cannot tell the two apart.';

/** The single-run report: `simulate --html`. */
export function simulationReport(record: SimulationRecord): string {
  const a = analyse(record.games, record.summary.rooms);
  const s = record.summary;
  let body = `<p class="note">Among Cultists balance simulator: ${s.games} games with ${escapeXml(s.bots)} bots at ${s.players} players${s.automa ? ' + AUTOMA' : ''}${escapeXml(onBoardFile(record))}. ${CI_NOTE}</p>`;
  body += `<h2>Settings</h2>${table(['setting', 'value'], settingsRows(record))}`;
  body += `<h2>Who wins</h2><div class="charts">`;
  body += intervalChart({
    title: 'Win rate by team',
    rows: (['investigators', 'cultists'] as const).map((t) => ({
      label: TEAM_NAMES[t],
      values: [interval(a.wins[t])],
      colour: TEAM_COLOURS[t],
    })),
    max: 1,
  });
  body += intervalChart({
    title: 'Victories by reason',
    rows: a.reasons.map((r) => ({
      label: reasonLabel(r.winner, r.reason),
      values: [interval(r.share)],
      colour: TEAM_COLOURS[r.winner],
    })),
  });
  body += `</div>`;
  body += table(
    ['winner', 'reason', 'games', 'share [95% CI]'],
    a.reasons.map((r) => [TEAM_NAMES[r.winner], REASON_NAMES[r.reason], r.share.k, ci(r.share)]),
  );
  body += `<h2>How games go</h2><div class="charts">`;
  body += lengthCharts([a], ['']);
  body += `</div>`;
  body += `<h2>Rooms finished</h2>`;
  body += intervalChart({
    title: 'Games in which each room was finished',
    rows: a.rooms.map((r) => ({ label: r.name, values: [interval(r.finished)] })),
    max: 1,
  });
  if (s.votes) {
    body += `<h2>Votes</h2><p class="note">Sealed ballots as cast (the Knife holder’s change left out, the AUTOMA’s abstention by rule too). The balance goal: Investigators win by books (VP target) in 15-35% of games, now ${ci(
      wilson(s.reasons['investigators/vpTarget'] ?? 0, s.games),
    )}.</p>`;
    body += table(
      ['', 'value'],
      voteRows(s.votes, s.games).map((r) => [r.label, r.value]),
    );
  }
  if (s.talk) body += talkSection(record);
  body += `<h2>Special roles</h2>`;
  body += rolesSection(a);
  return page(
    `Among Cultists simulation: ${s.games} games, ${s.players} players, ${s.bots}${onBoardFile(record)}`,
    body,
  );
}

/** Games listed one by one in the table talk section at most (a long run would list thousands). */
const TALK_GAMES_LISTED = 50;

/**
 * The bots' table talk (issue 27): lines, lines naming a bot and the replies to them, with the share of
 * ballots abstained, for the run and game by game.
 */
function talkSection(record: SimulationRecord): string {
  const s = record.summary;
  let html = `<h2>Table talk</h2><p class="note">Lines the bots said in the Votes’ discussions; a line naming a bot (a suspicion, a check, a card, a word of trust) counts as replied to when that bot answers its speaker later in the same discussion. Abstentions: sealed ballots cast with a closed fist (goal: below 40%).</p>`;
  const rows = talkRows(s.talk!, s.games).map((r) => [r.label, r.value]);
  if (s.votes) {
    const all = ballotsOf(s.votes);
    rows.push([
      'ballots abstained',
      all.cast === 0 ? 'no ballots' : `${formatProportion(wilson(all.abstained, all.cast))} of ${all.cast}`,
    ]);
  }
  html += table(['', 'value'], rows);
  const listed = record.games.slice(0, TALK_GAMES_LISTED);
  html += `<p class="note">Game by game${record.games.length > listed.length ? ` (the first ${listed.length} of ${record.games.length})` : ''}.</p>`;
  html += table(
    ['game', 'bot lines', 'lines naming a bot', 'replies', 'ballots abstained'],
    talkGameRows(listed),
  );
  return html;
}

/** Game length, VP reached and deaths per round, for one run or several side by side. */
function lengthCharts(runs: readonly Analysis[], names: readonly string[]): string {
  const series = runs.length > 1 ? names : undefined;
  const maxRound = Math.max(...runs.map((r) => r.rounds.from + r.rounds.counts.length - 1));
  const maxVp = Math.max(...runs.map((r) => r.vp.from + r.vp.counts.length - 1));
  const maxDeathRound = Math.max(...runs.map((r) => r.deathsPerRound.length - 1));
  const rounds = Array.from({ length: Math.max(0, maxRound) }, (_, i) => String(i + 1));
  const vps = Array.from({ length: Math.max(0, maxVp + 1) }, (_, i) => String(i));
  const targets = runs.map((r) => r.meanVpTarget.toFixed(1)).join(' / ');
  let out = columnChart({
    title: `Game length (mean ${runs.map((r) => r.meanRounds.toFixed(2)).join(' / ')} rounds)`,
    series,
    categories: rounds,
    values: runs.map((r) => shares(r.rounds, r.games, maxRound)),
    xLabel: 'round the game ended in',
    yLabel: 'share of games',
    format: shareFormat,
    width: 520,
  });
  out += columnChart({
    title: `VP reached (mean ${runs.map((r) => r.meanVp.toFixed(2)).join(' / ')}, target ${targets})`,
    series,
    categories: vps,
    values: runs.map((r) => shares(r.vp, r.games, maxVp)),
    xLabel: 'VP at the end',
    yLabel: 'share of games',
    format: shareFormat,
    width: 520,
  });
  out += columnChart({
    title: `Deaths per round (mean ${runs.map((r) => r.meanDeaths.toFixed(2)).join(' / ')} per game)`,
    series,
    categories: Array.from({ length: maxDeathRound + 1 }, (_, i) => (i === 0 ? 'Night' : String(i))),
    values: runs.map((r) =>
      Array.from({ length: maxDeathRound + 1 }, (_, i) => r.deathsPerRound[i]?.mean ?? 0),
    ),
    xLabel: 'round (Night: dead from the start)',
    yLabel: 'deaths per game still on in that round',
    format: (v) => v.toFixed(2),
    width: 520,
  });
  return out;
}

function rolesSection(a: Analysis): string {
  if (a.roles.length === 0) return '<p class="note">No special role was in play.</p>';
  let out = `<p class="note">For each special role in play: the win rate of its owner’s team (every special role sits on an Investigator deck) in games with the role and in games without it. A role in every game (or in none) has nothing to compare with: use <code>--roles recommended</code> to vary them.</p>`;
  out += intervalChart({
    title: 'Investigators’ win rate with and without each role',
    series: ['with the role', 'without it'],
    colours: [PALETTE[0], '#9aa5b1'],
    rows: a.roles.map((r) => ({
      label: r.role,
      values: [r.with.n > 0 ? interval(r.with) : null, r.without.n > 0 ? interval(r.without) : null],
    })),
    max: 1,
  });
  out += table(
    [
      'role',
      'its effect helps',
      'games with',
      'win rate with',
      'games without',
      'win rate without',
      'difference',
    ],
    a.roles.map((r) => [
      r.role,
      TEAM_NAMES[r.supports],
      r.with.n,
      ci(r.with),
      r.without.n,
      r.without.n > 0 ? ci(r.without) : 'n/a',
      r.difference ? signed(r.difference) : 'n/a (in every game)',
    ]),
  );
  return out;
}

/** `simulate --compare A B --html`: two runs side by side. */
export function comparisonReport(
  runs: readonly [SimulationRecord, SimulationRecord],
  names: readonly [string, string],
): string {
  const [a, b] = runs.map((r) => analyse(r.games, r.summary.rooms)) as [Analysis, Analysis];
  const labels = ['A', 'B'].map((l, i) => `${l}: ${names[i]!}`);
  let body = `<p class="note">${escapeXml(labels.join(' — '))}. ${CI_NOTE}</p>`;
  const settings = settingsRows(runs[0]).map(([k, v], i) => [k, v, settingsRows(runs[1])[i]![1]]);
  body += `<h2>Settings</h2>${table(['setting', 'A', 'B'], settings)}`;
  body += `<h2>Who wins</h2><div class="charts">`;
  body += intervalChart({
    title: 'Win rate by team',
    series: labels,
    rows: (['investigators', 'cultists'] as const).map((t) => ({
      label: TEAM_NAMES[t],
      values: [interval(a.wins[t]), interval(b.wins[t])],
    })),
    max: 1,
  });
  const reasons = reasonUnion(a, b);
  body += intervalChart({
    title: 'Victories by reason',
    series: labels,
    rows: reasons.map(({ winner, reason }) => ({
      label: reasonLabel(winner, reason),
      values: [interval(reasonShare(a, winner, reason)), interval(reasonShare(b, winner, reason))],
    })),
  });
  body += `</div>`;
  body += table(
    ['', 'A [95% CI]', 'B [95% CI]', 'B − A'],
    comparisonRows(a, b).map((r) => [r.label, ci(r.a), ci(r.b), signed(r.diff)]),
  );
  body += `<h2>How games go</h2><div class="charts">${lengthCharts([a, b], labels)}</div>`;
  const sameRooms =
    JSON.stringify(runs[0].summary.rooms.map((r) => r.id)) ===
    JSON.stringify(runs[1].summary.rooms.map((r) => r.id));
  if (sameRooms) {
    body += `<h2>Rooms finished</h2>`;
    body += intervalChart({
      title: 'Games in which each room was finished',
      series: labels,
      rows: a.rooms.map((r, i) => ({
        label: r.name,
        values: [interval(r.finished), interval(b.rooms[i]!.finished)],
      })),
      max: 1,
    });
  }
  return page(`Among Cultists: two simulator runs compared`, body);
}

function reasonUnion(a: Analysis, b: Analysis): { winner: Team; reason: VictoryReason }[] {
  const seen = new Map<string, { winner: Team; reason: VictoryReason }>();
  for (const r of [...a.reasons, ...b.reasons]) seen.set(`${r.winner}/${r.reason}`, r);
  return [...seen.values()].sort(
    (x, y) => x.winner.localeCompare(y.winner) || x.reason.localeCompare(y.reason),
  );
}

function reasonShare(a: Analysis, winner: Team, reason: VictoryReason): Proportion {
  const found = a.reasons.find((r) => r.winner === winner && r.reason === reason);
  return found?.share ?? wilson(0, a.games);
}

/** The rows of the comparison: team win rates, then every victory reason, with B − A. */
export function comparisonRows(
  a: Analysis,
  b: Analysis,
): { label: string; a: Proportion; b: Proportion; diff: Difference }[] {
  const row = (label: string, x: Proportion, y: Proportion) => ({
    label,
    a: x,
    b: y,
    diff: newcombe(y.k, y.n, x.k, x.n),
  });
  return [
    ...(['investigators', 'cultists'] as const).map((t) => row(`${TEAM_NAMES[t]} win`, a.wins[t], b.wins[t])),
    ...reasonUnion(a, b).map(({ winner, reason }) =>
      row(reasonLabel(winner, reason), reasonShare(a, winner, reason), reasonShare(b, winner, reason)),
    ),
  ];
}

/** The text summary `simulate --compare` prints. */
export function formatComparison(
  runs: readonly [SimulationRecord, SimulationRecord],
  names: readonly [string, string],
): string {
  const [a, b] = runs.map((r) => analyse(r.games, r.summary.rooms)) as [Analysis, Analysis];
  const describe = (r: SimulationRecord): string =>
    `${r.summary.games} games, ${r.summary.players} players${r.summary.automa ? ' + AUTOMA' : ''}, bots: ${r.summary.bots}, roles: ${r.summary.roles}, seed ${r.summary.seed}${boardFileOf(r) === null ? '' : `, board ${boardFileOf(r)}`}`;
  const rows = comparisonRows(a, b);
  const width = Math.max(...rows.map((r) => r.label.length), 'mean rounds'.length);
  const lines = [
    `A: ${names[0]} (${describe(runs[0])})`,
    `B: ${names[1]} (${describe(runs[1])})`,
    '',
    `${''.padEnd(width)}  ${'A [95% CI]'.padEnd(22)}  ${'B [95% CI]'.padEnd(22)}  B − A [95% CI]`,
    ...rows.map(
      (r) =>
        `${r.label.padEnd(width)}  ${ci(r.a).padEnd(22)}  ${ci(r.b).padEnd(22)}  ${signed(r.diff)}${
          r.diff.low > 0 || r.diff.high < 0 ? '  *' : ''
        }`,
    ),
    `${'mean rounds'.padEnd(width)}  ${a.meanRounds.toFixed(2).padEnd(22)}  ${b.meanRounds.toFixed(2).padEnd(22)}  ${(b.meanRounds - a.meanRounds).toFixed(2)}`,
    `${'mean VP'.padEnd(width)}  ${a.meanVp.toFixed(2).padEnd(22)}  ${b.meanVp.toFixed(2).padEnd(22)}  ${(b.meanVp - a.meanVp).toFixed(2)}`,
    `${'mean deaths'.padEnd(width)}  ${a.meanDeaths.toFixed(2).padEnd(22)}  ${b.meanDeaths.toFixed(2).padEnd(22)}  ${(b.meanDeaths - a.meanDeaths).toFixed(2)}`,
    '',
    '* the 95% interval of the difference excludes 0',
  ];
  return lines.join('\n');
}
