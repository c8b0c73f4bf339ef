import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBoard, SHIPPED_BOARD, shippedBoardData, type BoardData } from '@among-cultists/engine/content';
import { boardRecord, readBoardFile, shippedBoardRecord } from './board-file.ts';
import { simulateSchema } from './compare.ts';
import { validate } from './json-schema.ts';
import { simulationReport } from './report.ts';
import { formatSummary, parseSimulateArgs, simulate } from './simulate.ts';
import { parseTournamentArgs, tournament } from './tournament.ts';
import { UsageError } from './usage-error.ts';
import { simulateUsageError } from './usage.testing.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
/** The SHA-256 the engine gives a board file's content. */
const sha256 = (file: string): string => loadBoard(JSON.parse(readFileSync(file, 'utf8'))).sha256;

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

const dir = mkdtempSync(join(tmpdir(), 'board-'));

/** Writes a copy of the shipped board, changed by `change`, and returns its path. */
function boardFile(name: string, change: (b: Mutable<BoardData>) => void): string {
  const data = shippedBoardData() as Mutable<BoardData>;
  change(data);
  const file = join(dir, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

// Every rack at 4 VP: a valid board (racks are worth 2, 3 or 4), richer than the shipped one.
const rich = boardFile('rich.json', (b) => {
  for (const layout of b.layouts) for (const rack of layout.racks) rack.vp = 4;
});
const broken = boardFile('broken.json', (b) => {
  b.layouts[0]!.racks[0]!.vp = 9;
  b.cultistTokens = ['nowhere'];
});
const notJson = join(dir, 'not-json.json');
writeFileSync(notJson, '{ "layouts": [');

function parseOrFail(args: string[]) {
  const parsed = parseSimulateArgs(args);
  assert.ok(parsed !== 'help');
  return parsed;
}

test('--board: a missing file, text that is not JSON and a board the validator rejects are usage errors', () => {
  assert.match(
    simulateUsageError(['--board', join(dir, 'nope.json')]),
    /^--board: cannot read .*nope\.json: no such file\.$/,
  );
  assert.match(simulateUsageError(['--board', notJson]), /^--board: .*not-json\.json is not JSON \(/);
  assert.match(simulateUsageError(['--board', dir]), /^--board: cannot read /);
  assert.match(simulateUsageError(['--board=']), /^--board needs a file name\.$/);
  const invalid = simulateUsageError(['--board', broken]);
  assert.match(
    invalid,
    /^--board: .*broken\.json is not a valid board \(\d+ problems; see docs\/board\.md\):\n- /,
  );
  assert.match(invalid, /\n- layout 'small': rack '\w+' is worth 9 VP; racks are worth 2, 3 or 4\n/);
  assert.match(invalid, /\n- the game has 3 Cultist tokens \(COMP-11\), found 1/);
  assert.throws(
    () => parseTournamentArgs(['--board', broken]),
    (e: unknown) => e instanceof UsageError && /^--board: .*is not a valid board/.test(e.message),
  );
});

test('--board: the command exits with code 2 and prints the validator’s problems', () => {
  const r = cli('simulate', '--games', '1', '--quiet', '--board', broken);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^among-cultists: --board: .*broken\.json is not a valid board/);
  assert.match(r.stderr, /Cultist token room 'nowhere' is not a room of layout 'small' \(M-C17\)/);
  assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
  assert.equal(r.stdout, '');
  const missing = cli('tournament', '--board', join(dir, 'nope.json'));
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /--board: cannot read .*: no such file/);
});

test('the help names --board', () => {
  const simulateHelp = cli('simulate', '--help');
  assert.match(simulateHelp.stdout, /--board <file> +play on this board file/);
  const tournamentHelp = cli('tournament', '--help');
  assert.match(tournamentHelp.stdout, /--board <file> +play on this board file/);
});

test('readBoardFile records the file as given and the SHA-256 of its content, not of its bytes', () => {
  const read = readBoardFile(rich);
  assert.equal(read.file, rich);
  assert.equal(read.board.id, 'university');
  assert.notEqual(read.board.sha256, SHIPPED_BOARD.sha256);
  assert.deepEqual(boardRecord(read), { file: rich, id: 'university', sha256: read.board.sha256 });
  // The same content written another way (no indentation, keys in another order) is the same board.
  const compact = join(dir, 'compact.json');
  const data = JSON.parse(readFileSync(rich, 'utf8')) as Record<string, unknown>;
  writeFileSync(compact, JSON.stringify(Object.fromEntries(Object.entries(data).reverse())));
  assert.equal(readBoardFile(compact).board.sha256, read.board.sha256);
  assert.deepEqual(shippedBoardRecord(), { file: null, id: SHIPPED_BOARD.id, sha256: SHIPPED_BOARD.sha256 });
});

test('--board changes the results, the same for the same seed on any number of threads, and is recorded', async () => {
  const args = ['--players', '6', '--games', '16', '--seed', 'board', '--bots', 'heuristic', '--quiet'];
  const parse = (...more: string[]) => parseOrFail([...args, ...more]);
  const shipped = await simulate(parse('--workers', '1'));
  const onRich = await simulate(parse('--workers', '1', '--board', rich));
  const again = await simulate(parse('--workers', '2', '--board', rich));

  // Deterministic: the same board file and seed give the same games, on one thread or two.
  assert.deepEqual(again.games, onRich.games);
  // Every rack at 4 VP changes the games against the shipped board (same seeds, same deals).
  assert.deepEqual(
    onRich.games.map((g) => g.seed),
    shipped.games.map((g) => g.seed),
  );
  assert.notDeepEqual(onRich.games, shipped.games);
  assert.ok(onRich.summary.meanVp > shipped.summary.meanVp, 'richer racks, more VP');
  // The shipped board again after the run: the first run's games come back unchanged.
  assert.deepEqual((await simulate(parse('--workers', '1'))).games, shipped.games);

  assert.deepEqual(shipped.summary.board, shippedBoardRecord());
  assert.deepEqual(onRich.summary.board, { file: rich, id: 'university', sha256: sha256(rich) });
  for (const record of [shipped, onRich])
    assert.deepEqual(validate(simulateSchema(), JSON.parse(JSON.stringify(record))), []);
  assert.match(formatSummary(onRich.summary), /\nboard: .*rich\.json \(sha256 [0-9a-f]{12}\)$/);
  assert.doesNotMatch(formatSummary(shipped.summary), /board:/);
  const html = simulationReport(onRich);
  assert.match(
    html,
    /<h1>Among Cultists simulation: .* on the board .*rich\.json \(sha256 [0-9a-f]{12}\)<\/h1>/,
  );
  assert.ok(html.includes(`<td>board</td><td>${rich} (sha256 ${sha256(rich)})</td>`));
  assert.ok(
    simulationReport(shipped).includes(`<td>shipped board.json (sha256 ${shippedBoardRecord().sha256})`),
  );
});

test('the schema checks the board record', async () => {
  const record = JSON.parse(
    JSON.stringify(await simulate(parseOrFail(['--games', '1', '--quiet', '--workers', '1']))),
  ) as { summary: Record<string, unknown> };
  record.summary.board = { file: '', sha256: 'abc', extra: 1 };
  assert.deepEqual(validate(simulateSchema(), record), [
    '$.summary.board.file: must have at least 1 characters',
    '$.summary.board.sha256: must match ^[0-9a-f]{64}$',
    '$.summary.board: has an unexpected property "extra"',
  ]);
  // Records written before --board have no board: still valid (they played the shipped board).
  delete record.summary.board;
  assert.deepEqual(validate(simulateSchema(), record), []);
});

test('tournament --board plays on the board and records it', async () => {
  const options = parseTournamentArgs([
    ...['--players', '6', '--games', '8', '--seed', 'tb', '--quiet', '--workers', '1'],
    ...['--bots', 'heuristic,random', '--board', rich],
  ]);
  assert.ok(options !== 'help');
  const onRich = await tournament(options);
  assert.deepEqual(onRich.summary.board, { file: rich, id: 'university', sha256: sha256(rich) });
  const shipped = await tournament({ ...options, board: null });
  assert.deepEqual(shipped.summary.board, shippedBoardRecord());
  assert.notDeepEqual(onRich.games, shipped.games);
  assert.deepEqual((await tournament(options)).games, onRich.games);
});

test('runs on several boards at once in one process (worker threads too) give what one board per process gives', async () => {
  const args = ['--players', '5', '--games', '12', '--seed', 'mixed', '--bots', 'heuristic', '--quiet'];
  const parse = (...more: string[]) => parseOrFail([...args, ...more]);
  // Interleaved: both runs are under way at once, on this thread and on worker threads.
  const [shipped, onRich, shippedThreads, onRichThreads] = await Promise.all([
    simulate(parse('--workers', '1')),
    simulate(parse('--workers', '1', '--board', rich)),
    simulate(parse('--workers', '2')),
    simulate(parse('--workers', '2', '--board', rich)),
  ]);
  assert.deepEqual(shippedThreads.games, shipped.games);
  assert.deepEqual(onRichThreads.games, onRich.games);
  assert.notDeepEqual(onRich.games, shipped.games);
  // One board per process: the command line, each run in a process of its own.
  const alone = (...more: string[]): unknown => {
    const out = join(dir, `alone-${more.length}.json`);
    const r = cli('simulate', ...args, '--workers', '1', '--json', out, ...more);
    assert.equal(r.status, 0, r.stderr);
    return (JSON.parse(readFileSync(out, 'utf8')) as { games: unknown }).games;
  };
  assert.deepEqual(alone(), JSON.parse(JSON.stringify(shipped.games)));
  assert.deepEqual(alone('--board', rich), JSON.parse(JSON.stringify(onRich.games)));
});
