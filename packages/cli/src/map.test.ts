import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { MOUNTAINS_BOARD, SHIPPED_BOARD } from '@among-cultists/engine';
import { boardChoice, boardLabel, boardRecord, otherBoard, shippedBoardRecord } from './board-file.ts';
import { simulateSchema } from './compare.ts';
import { validate } from './json-schema.ts';
import { simulationReport } from './report.ts';
import { formatSummary, parseSimulateArgs, simulate } from './simulate.ts';
import { formatTournament, parseTournamentArgs, tournament } from './tournament.ts';
import { UsageError } from './usage-error.ts';
import { simulateUsageError } from './usage.testing.ts';
import { watchText } from './watch.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });

function parseOrFail(args: string[]) {
  const parsed = parseSimulateArgs(args);
  assert.ok(parsed !== 'help');
  return parsed;
}

const mountainsRecord = { file: null, id: 'mountains', sha256: MOUNTAINS_BOARD.sha256 };

test('--map names a shipped map; the default map is recorded as before', () => {
  assert.equal(parseOrFail([]).board, null);
  assert.equal(parseOrFail(['--map', 'university']).board, null);
  const mountains = parseOrFail(['--map', 'mountains']).board;
  assert.ok(mountains !== null);
  assert.equal(mountains.file, null);
  assert.equal(mountains.board, MOUNTAINS_BOARD);
  assert.deepEqual(boardRecord(mountains), mountainsRecord);
  assert.equal(otherBoard(shippedBoardRecord()), false);
  assert.equal(otherBoard(boardRecord(mountains)), true);
  assert.equal(
    boardLabel(boardRecord(mountains)),
    `the Mountains of Chaos map (shipped, --map mountains, sha256 ${MOUNTAINS_BOARD.sha256.slice(0, 12)})`,
  );
  assert.equal(
    boardLabel(shippedBoardRecord()),
    `shipped board.json (sha256 ${SHIPPED_BOARD.sha256.slice(0, 12)})`,
  );
});

test('--map with --board, or an unknown map, is a usage error that says why', () => {
  assert.match(
    simulateUsageError(['--map', 'mountains', '--board', 'x.json']),
    /^--map and --board cannot be used together/,
  );
  assert.match(
    simulateUsageError(['--map', 'university', '--board', 'x.json']),
    /^--map and --board cannot be used together/,
  );
  assert.match(
    simulateUsageError(['--map', 'moon']),
    /^--map must be one of: university, mountains \(got "moon"\)\.$/,
  );
  assert.throws(
    () => parseTournamentArgs(['--map', 'mountains', '--board', 'x.json']),
    (e: unknown) => e instanceof UsageError && /--map and --board cannot be used together/.test(e.message),
  );
  assert.throws(
    () => watchText(['--map', 'mountains', '--board', 'x.json']),
    (e: unknown) => e instanceof UsageError && /--map and --board cannot be used together/.test(e.message),
  );
  assert.throws(() => boardChoice('', undefined), UsageError);
  const r = cli('simulate', '--games', '1', '--quiet', '--map', 'mountains', '--board', 'x.json');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^among-cultists: --map and --board cannot be used together/);
  assert.equal(r.stdout, '');
});

test('MOC-WIN-01: simulate --map mountains plays the Mountains of Chaos map and names it in every output', async () => {
  const args = [
    '--players',
    '7',
    '--games',
    '6',
    '--seed',
    'map',
    '--bots',
    'heuristic',
    '--quiet',
    '--workers',
    '1',
  ];
  const run = await simulate(parseOrFail([...args, '--map', 'mountains']));
  const base = await simulate(parseOrFail(args));
  assert.deepEqual(run.summary.board, mountainsRecord);
  assert.deepEqual(base.summary.board, shippedBoardRecord());
  assert.notDeepEqual(run.games, base.games);
  // The map's own victory table: 11 VP at 7 players (a Portal penalty may raise it by one).
  for (const g of run.games) assert.ok(g.vpTarget === 11 || g.vpTarget === 12, `target ${g.vpTarget}`);
  // The same run on two threads: the map travels to the workers in the table.
  assert.deepEqual(
    (await simulate(parseOrFail([...args, '--map', 'mountains', '--workers', '2']))).games,
    run.games,
  );
  assert.deepEqual(validate(simulateSchema(), JSON.parse(JSON.stringify(run))), []);
  assert.match(
    formatSummary(run.summary),
    /\nboard: the Mountains of Chaos map \(shipped, --map mountains, sha256 [0-9a-f]{12}\)$/,
  );
  assert.doesNotMatch(formatSummary(base.summary), /board:/);
  const html = simulationReport(run);
  assert.match(html, /<h1>Among Cultists simulation: [^<]* on the Mountains of Chaos map \(shipped/);
  assert.ok(
    html.includes(
      `<td>board</td><td>the Mountains of Chaos map (shipped, --map mountains, sha256 ${MOUNTAINS_BOARD.sha256})`,
    ),
  );
});

test('tournament --map mountains plays on the map and records it', async () => {
  const options = parseTournamentArgs([
    ...['--players', '5', '--games', '4', '--seed', 'tm', '--quiet', '--workers', '1'],
    ...['--bots', 'heuristic,random', '--map', 'mountains'],
  ]);
  assert.ok(options !== 'help');
  const run = await tournament(options);
  assert.deepEqual(run.summary.board, mountainsRecord);
  assert.match(formatTournament(run), /\nboard: the Mountains of Chaos map/);
  const base = await tournament({ ...options, board: null });
  assert.notDeepEqual(run.games, base.games);
});

test('MOC-DOOR-01: watch --map mountains tells the Revolving Door turning', () => {
  const text = watchText(['--players', '5', '--seed', 'door', '--map', 'mountains']);
  assert.match(text, /The Revolving Door turns and now blocks Hallway [A-D]\./);
  assert.equal(watchText(['--players', '5', '--seed', 'door', '--map', 'mountains']), text);
  assert.doesNotMatch(watchText(['--players', '5', '--seed', 'door']), /Revolving Door/);
});

test('PROF-GEN-01: --professions stands for --rule professions=true and needs 2 Cultists', () => {
  const options = parseOrFail(['--players', '7', '--professions']);
  assert.equal(options.roles.options.ruleset?.professions, true);
  assert.deepEqual(
    options.roles.options.ruleset,
    parseOrFail(['--players', '7', '--rule', 'professions=true']).roles.options.ruleset,
  );
  assert.match(options.roles.label, /professions=true/);
  assert.match(
    simulateUsageError(['--players', '5', '--professions']),
    /^--professions: The Professions module needs 2 Cultists/,
  );
  const t = parseTournamentArgs(['--players', '8', '--professions']);
  assert.ok(t !== 'help');
  assert.equal(t.roles.options.ruleset?.professions, true);
  assert.throws(
    () => watchText(['--players', '5', '--professions']),
    (e: unknown) => e instanceof UsageError && /--professions needs 2 Cultists/.test(e.message),
  );
});

test('the help texts name --map and --professions', () => {
  for (const command of ['simulate', 'tournament', 'watch']) {
    const help = cli(command, '--help').stdout;
    assert.match(help, /--map/, command);
    assert.match(help, /--professions/, command);
  }
});
