import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_BOARDS } from '@among-cultists/engine';
import { calibrate, formatCalibration, parseCalibrateArgs, type CalibrateOptions } from './calibrate.ts';
import { calibrationReport } from './calibrate-report.ts';
import {
  calibrateExitCode,
  CALIBRATION_ROWS,
  outOfRange,
  rowLabel,
  verdict,
  type CalibrationRowSpec,
  type CalibrationSummary,
} from './calibration.ts';
import { checkGameOptions, parseRoles, withRules } from './simulate.ts';
import { wilson } from './stats.ts';
import { UsageError } from './usage-error.ts';
import { assertSelfContained } from './xml-check.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;

function cli(...args: string[]) {
  return spawnSync(process.execPath, [BIN, 'calibrate', ...args], { encoding: 'utf8' });
}

const row = (id: string): CalibrationRowSpec => CALIBRATION_ROWS.find((r) => r.id === id)!;

test('the matrix holds the issue-25 rows, each a configuration the engine accepts', () => {
  assert.deepEqual(
    CALIBRATION_ROWS.map((r) => r.id),
    [
      ...['base-4', 'base-5', 'base-6', 'search-base-6', 'base-7', 'base-8', 'base-6a'],
      ...[4, 5, 6, 7, 8].map((n) => `mountains-${n}`),
      ...['base', 'mountains'].flatMap((m) => ['6a', '7', '8'].map((n) => `professions-${m}-${n}`)),
      ...[4, 5, 6, 8].map((n) => `lifelines-${n}`),
    ],
  );
  for (const r of CALIBRATION_ROWS) {
    // Throws a UsageError naming the problem if the engine refuses the configuration.
    checkGameOptions(r.players, r.automa, withRules(parseRoles('recommended'), r.rules));
    assert.equal(r.bots, r.id.startsWith('search-') ? 'search' : 'heuristic', r.id);
    assert.equal(r.automa, r.players === 4 || r.id.endsWith('a'), r.id);
  }
  assert.equal(row('search-base-6').crossChecks, 'base-6');
  assert.equal(rowLabel(row('professions-mountains-6a')), 'Mountains of Chaos, 6 + AUTOMA, Professions');
  assert.equal(rowLabel(row('lifelines-8')), 'University, 8 players, Lifelines');
});

test('the verdict: each team 42-58% and books 15-35%, both ends in range', () => {
  const judge = (investigators: number, books: number, n = 100) =>
    verdict({
      investigators: wilson(investigators, n),
      cultists: wilson(n - investigators, n),
      books: wilson(books, n),
    });
  for (const [inv, books] of [
    [42, 15],
    [58, 35],
    [50, 22],
  ]) {
    assert.deepEqual(judge(inv!, books!), { inRange: true, problems: [] }, `${inv} / ${books}`);
  }
  assert.deepEqual(judge(580, 150, 1000).problems, []);
  assert.deepEqual(judge(420, 350, 1000).problems, []);
  assert.deepEqual(judge(41, 20).problems, ['Investigators 41.0% < 42%', 'Cultists 59.0% > 58%']);
  assert.deepEqual(judge(59, 20).problems, ['Investigators 59.0% > 58%', 'Cultists 41.0% < 42%']);
  assert.deepEqual(judge(50, 14).problems, ['books 14.0% < 15%']);
  assert.deepEqual(judge(50, 36).problems, ['books 36.0% > 35%']);
  // One game in a thousand across the line is out.
  assert.deepEqual(judge(581, 200, 1000).problems, ['Investigators 58.1% > 58%', 'Cultists 41.9% < 42%']);
  assert.deepEqual(judge(500, 351, 1000).problems, ['books 35.1% > 35%']);
  assert.equal(judge(0, 0, 0).inRange, false);
});

test('--check fails a run only for a matrix row out of range (the cross-check row is reported, not checked)', () => {
  const judged = (id: string, investigators: number, books: number) => ({
    spec: row(id),
    verdict: verdict({
      investigators: wilson(investigators, 100),
      cultists: wilson(100 - investigators, 100),
      books: wilson(books, 100),
    }),
  });
  const good = { rows: [judged('base-6', 50, 22), judged('search-base-6', 80, 50)] };
  assert.equal(calibrateExitCode(good, true), 0);
  assert.deepEqual(outOfRange(good), []);
  const bad = { rows: [...good.rows, judged('mountains-8', 50, 40)] };
  assert.equal(calibrateExitCode(bad, false), 0);
  assert.equal(calibrateExitCode(bad, true), 1);
  assert.deepEqual(outOfRange(bad), ['mountains-8 (books 40.0% > 35%)']);
});

test('bad calibrate flags are refused with a message naming the flag', () => {
  const cases: [string[], RegExp][] = [
    [['--games', '0'], /^--games must be a whole number from 1 to 1000000 \(got "0"\)/],
    [['--games', 'many'], /^--games must be a whole number/],
    [['--search-games', '2.5'], /^--search-games must be a whole number from 0 to 1000000/],
    [['--rows', 'base-9,base-6'], /^--rows: no row "base-9" \(rows: base-4, base-5, /],
    [['--rows', ' , '], /^--rows needs at least one row id/],
    [
      ['--rows', 'search-base-6', '--search-games', '0'],
      /^--rows names search-base-6, but --search-games is 0/,
    ],
    [['--seed', ''], /^--seed must not be empty/],
    [['--out', ''], /^--out needs a directory name/],
    [['--workers', '0'], /^--workers must be a whole number from 1 to 256/],
    [['--players', '6'], /Unknown option '--players'/],
    [['base-6'], /Unexpected argument 'base-6'/],
  ];
  for (const [args, message] of cases) {
    assert.throws(
      () => parseCalibrateArgs(args),
      (e: unknown) => e instanceof UsageError && message.test(e.message),
      args.join(' '),
    );
  }
  const defaults = parseCalibrateArgs([]);
  assert.ok(defaults !== 'help');
  assert.equal(defaults.games, 1000);
  assert.equal(defaults.seed, '101');
  assert.equal(defaults.rows.length, CALIBRATION_ROWS.length);
  assert.match(defaults.out, /docs\/calibration\/?$/);
  const noSearch = parseCalibrateArgs(['--search-games', '0']);
  assert.ok(noSearch !== 'help');
  assert.ok(!noSearch.rows.some((r) => r.crossChecks !== undefined));
  assert.equal(parseCalibrateArgs(['-h']), 'help');
});

test('a cross-check row is played with --search-games games and set against the row it checks', async () => {
  // The search bot takes seconds a game: a heuristic stand-in plays the cross-check's part here.
  const options: CalibrateOptions = {
    games: 3,
    searchGames: 2,
    seed: '101',
    rows: [row('base-6'), { ...row('search-base-6'), bots: 'heuristic' }],
    out: '/nonexistent',
    workers: '1',
    check: false,
    quiet: true,
  };
  const run = await calibrate(options);
  assert.deepEqual(
    run.rows.map((r) => [r.spec.id, r.figures.games]),
    [
      ['base-6', 3],
      ['search-base-6', 2],
    ],
  );
  const [checked, cross] = run.rows;
  assert.equal(cross!.crossCheck?.of, 'base-6');
  assert.equal(
    cross!.crossCheck.investigators.d,
    cross!.figures.investigators.p - checked!.figures.investigators.p,
  );
  // Same seed, same configuration and bots: the cross-check's games are the first games of its row.
  assert.deepEqual(
    cross!.summary.wins.investigators,
    (await calibrate({ ...options, games: 2, rows: [row('base-6')] })).rows[0]!.summary.wins.investigators,
  );
  const text = formatCalibration(run);
  assert.match(text, /cross-check search-base-6 \(2 games\): /);
  assert.match(text, /minus base-6: Investigators [+-]\d+\.\d pts \[/);
  assert.match(text, /\n[01] of 1 rows in range$/);
  const html = calibrationReport(run);
  assertSelfContained(html);
  assert.match(html, /Cross-check with stronger bots/);
  assert.ok(
    html.indexOf('>base-6<') < html.indexOf('↳ search-base-6'),
    'the cross-check stands under its row',
  );
});

test('calibrate --games 4 --rows base-6,mountains-4 writes the report and summary.json', () => {
  const out = mkdtempSync(join(tmpdir(), 'calibrate-'));
  const run = cli('--games', '4', '--rows', 'base-6,mountains-4', '--out', out, '--quiet');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Investigators \[95% CI\]/);
  assert.match(run.stdout, /│ base-6 +│ 4 +│/);
  assert.match(run.stdout, /│ mountains-4 +│ 4 +│/);
  assert.match(run.stdout, /\nelapsed: \d+\.\d s\n[0-2] of 2 rows in range\n$/);
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assertSelfContained(html);
  for (const text of ['base-6', 'University, 6 players', 'mountains-4', 'Mountains of Chaos, 4 + AUTOMA'])
    assert.ok(html.includes(text), text);
  assert.match(html, /class="bar (in|out)"/);
  assert.ok(!html.includes('search-base-6'));
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as CalibrationSummary;
  assert.equal(summary.settings.seed, '101');
  assert.equal(summary.settings.gamesPerRow, 4);
  assert.equal(summary.settings.searchGames, 0);
  assert.deepEqual(
    Object.values(summary.settings.boards).map((b) => b.sha256),
    SHIPPED_BOARDS.map((b) => b.sha256),
  );
  assert.deepEqual(
    summary.rows.map((r) => [r.id, r.games, r.map, r.players, r.automa]),
    [
      ['base-6', 4, 'university', 6, false],
      ['mountains-4', 4, 'mountains', 4, true],
    ],
  );
  for (const r of summary.rows) {
    assert.equal(r.investigators.k + r.cultists.k, 4);
    assert.equal(
      r.reasons.reduce((s, x) => s + x.k, 0),
      4,
    );
    assert.ok(r.books.low <= r.books.p && r.books.p <= r.books.high);
    assert.equal(r.inRange, r.problems.length === 0);
  }
  assert.equal(summary.matrixRows, 2);
  assert.equal(summary.inRange + summary.outOfRange.length, 2);
  assert.ok(summary.seconds > 0);
});

test('calibrate --check exits 1 naming the rows out of range; bad flags exit 2', () => {
  const out = mkdtempSync(join(tmpdir(), 'calibrate-'));
  // A single game gives one team 100% of the wins: out of range whatever the bots.
  const checked = cli(
    '--games',
    '1',
    '--rows',
    'lifelines-8',
    '--search-games',
    '0',
    '--out',
    out,
    '--quiet',
    '--check',
  );
  assert.equal(checked.status, 1, checked.stderr);
  assert.match(
    checked.stderr,
    /calibrate --check: out of range: lifelines-8 \(.*(Investigators|Cultists) 100\.0% > 58%/,
  );
  assert.match(checked.stdout, /\n0 of 1 rows in range\n$/);
  const bad = cli('--games', '0');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^among-cultists: --games must be a whole number/);
});
