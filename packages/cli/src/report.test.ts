import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_KINDS } from '@among-cultists/bots';
import { SPECIAL_ROLES } from '@among-cultists/engine';
import { analyse } from './analysis.ts';
import { loadRecord, simulateSchema } from './compare.ts';
import { validate } from './json-schema.ts';
import { comparisonReport, formatComparison, REASON_NAMES, simulationReport } from './report.ts';
import { parseSimulateArgs, simulate, type SimulationRecord } from './simulate.ts';
import { UsageError } from './usage-error.ts';
import { assertSelfContained } from './xml-check.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

async function run(...args: string[]): Promise<SimulationRecord> {
  const options = parseSimulateArgs([...args, '--quiet', '--workers', '1']);
  assert.ok(options !== 'help');
  return simulate(options);
}

// One small run with the recommended roles (they vary between games) for the tests below.
const recorded = run('--players', '6', '--games', '30', '--seed', 'report', '--roles', 'recommended');

test('the simulator JSON validates against simulate-schema.json', async () => {
  const record = JSON.parse(JSON.stringify(await recorded)) as unknown;
  assert.deepEqual(validate(simulateSchema(), record), []);
  const four = JSON.parse(JSON.stringify(await run('--players', '4', '--games', '3'))) as unknown;
  assert.deepEqual(validate(simulateSchema(), four), []);
});

test('the schema names every special role, victory reason and bot kind, and catches broken records', async () => {
  const schema = simulateSchema() as { $defs: Record<string, { enum: string[] }> };
  assert.deepEqual(schema.$defs.specialRole!.enum, [...SPECIAL_ROLES]);
  assert.deepEqual(schema.$defs.reason!.enum.sort(), Object.keys(REASON_NAMES).sort());
  assert.deepEqual(schema.$defs.botKind!.enum, BOT_KINDS);
  const record = JSON.parse(JSON.stringify(await recorded)) as {
    games: Record<string, unknown>[];
    summary: Record<string, unknown>;
  };
  record.games[2]!.winner = 'nobody';
  delete record.games[3]!.deathRounds;
  record.games[4]!.seed = 'xyz';
  record.summary.extra = 1;
  assert.deepEqual(validate(simulateSchema(), record), [
    '$.games[2].winner: must be one of "investigators", "cultists" (got "nobody")',
    '$.games[3]: misses the required property "deathRounds"',
    '$.games[4].seed: must match ^[0-9a-f]{64}$',
    '$.summary: has an unexpected property "extra"',
  ]);
});

test('analyse: shares, histograms, deaths per round, rooms and role effects add up', async () => {
  const { games, summary } = await recorded;
  const a = analyse(games, summary.rooms);
  assert.equal(a.wins.investigators.k + a.wins.cultists.k, 30);
  assert.equal(
    a.reasons.reduce((s, r) => s + r.share.k, 0),
    30,
  );
  assert.equal(
    a.rounds.counts.reduce((s, c) => s + c, 0),
    30,
  );
  assert.equal(
    a.deathsPerRound.reduce((s, d) => s + d.deaths, 0),
    games.reduce((s, g) => s + g.deathRounds.length, 0),
  );
  assert.equal(a.deathsPerRound[0]!.games, 30);
  assert.equal(a.rooms.length, summary.rooms.length);
  // Recommended at 6: the Seer and the Firestarter in every game, one of three others.
  const seer = a.roles.find((r) => r.role === 'seer')!;
  assert.equal(seer.with.n, 30);
  assert.equal(seer.difference, null);
  const varying = a.roles.filter((r) => r.difference !== null);
  assert.ok(varying.length >= 2);
  for (const r of varying) assert.equal(r.with.n + r.without.n, 30);
});

test('the HTML report is self-contained and holds every chart', async () => {
  const html = simulationReport(await recorded);
  assertSelfContained(html);
  for (const title of [
    'Win rate by team',
    'Victories by reason',
    'Game length',
    'VP reached',
    'Deaths per round',
    'Games in which each room was finished',
    'win rate with and without each role',
    'Settings',
  ])
    assert.ok(html.includes(title), title);
  assert.equal((html.match(/<svg /g) ?? []).length, 7);
  assert.match(html, /<td>seed<\/td><td>report<\/td>/);
});

test('--compare: a text summary with B − A and a self-contained side-by-side report', async () => {
  const a = await recorded;
  const b = await run('--players', '6', '--games', '20', '--seed', 'other', '--bots', 'heuristic');
  const text = formatComparison([a, b], ['a.json', 'b.json']);
  assert.match(text, /^A: a\.json \(30 games, 6 players, bots: random, roles: recommended, seed report\)/);
  assert.match(text, /\nB: b\.json \(20 games, 6 players, bots: heuristic, roles: default, seed other\)/);
  assert.match(
    text,
    /Investigators win +\d+\.\d% \[[\d.]+, [\d.]+\] +\d+\.\d% \[[\d.]+, [\d.]+\] +[-+][\d.]+ pts/,
  );
  const html = comparisonReport([a, b], ['a.json', 'b.json']);
  assertSelfContained(html);
  assert.ok(html.includes('A: a.json') && html.includes('B: b.json'));
});

test('simulate --html and --compare through the command line; bad --compare input names the flag', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  const [one, two, html, cmp] = ['one.json', 'two.json', 'one.html', 'cmp.html'].map((f) => join(dir, f)) as [
    string,
    string,
    string,
    string,
  ];
  const r = cli(
    'simulate',
    '--games',
    '6',
    '--seed',
    'cli',
    '--json',
    one,
    '--html',
    html,
    '--quiet',
    '--workers',
    '1',
  );
  assert.equal(r.status, 0, r.stderr);
  assertSelfContained(readFileSync(html, 'utf8'));
  writeFileSync(two, JSON.stringify(await recorded));
  const c = cli('simulate', '--compare', one, two, '--html', cmp);
  assert.equal(c.status, 0, c.stderr);
  assert.match(c.stdout, /^A: one\.json/);
  assertSelfContained(readFileSync(cmp, 'utf8'));

  const missing = cli('simulate', '--compare', one, join(dir, 'nope.json'));
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /among-cultists: --compare: cannot read .*nope\.json: no such file/);
  const only = cli('simulate', '--compare', one);
  assert.equal(only.status, 2);
  assert.match(only.stderr, /--compare needs two files/);
  const extra = cli('simulate', '--compare', one, two, '--players', '5');
  assert.equal(extra.status, 2);
  assert.match(
    extra.stderr,
    /--compare reads two runs and plays no games; it takes only --html\. Unknown option '--players'/,
  );
  writeFileSync(join(dir, 'bad.json'), '{"games": []');
  assert.throws(
    () => loadRecord(join(dir, 'bad.json')),
    (e: unknown) => e instanceof UsageError && /--compare: .*bad\.json is not JSON/.test(e.message),
  );
  writeFileSync(join(dir, 'other.json'), '{"games": [], "summary": {}}');
  assert.throws(
    () => loadRecord(join(dir, 'other.json')),
    (e: unknown) =>
      e instanceof UsageError &&
      /other\.json is not a file written by simulate --json:\n {2}\$\.games: must have at least 1 items/.test(
        e.message,
      ),
  );
  const noHtml = cli('simulate', '--games', '2', '--html', '', '--quiet');
  assert.equal(noHtml.status, 2);
  assert.match(noHtml.stderr, /--html needs a file name/);
  const unwritable = cli(
    'simulate',
    '--games',
    '2',
    '--html',
    join(dir, 'no', 'such', 'dir.html'),
    '--quiet',
    '--workers',
    '1',
  );
  assert.equal(unwritable.status, 2);
  assert.match(unwritable.stderr, /Cannot write .*dir\.html/);
});
