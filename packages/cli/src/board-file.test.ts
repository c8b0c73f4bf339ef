import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOARD,
  SHIPPED_BOARD,
  shippedBoardData,
  useShippedBoard,
  type BoardData,
} from '@among-cultists/engine/content';
import { readBoardFile, shippedBoardRecord } from './board-file.ts';
import { simulateSchema } from './compare.ts';
import { validate } from './json-schema.ts';
import { simulationReport } from './report.ts';
import { formatSummary, parseSimulateArgs, simulate } from './simulate.ts';
import { parseTournamentArgs, tournament } from './tournament.ts';
import { UsageError } from './usage-error.ts';
import { simulateUsageError } from './usage.testing.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
const sha256 = (file: string | URL): string => createHash('sha256').update(readFileSync(file)).digest('hex');

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

// A failing test must not leave its board for the next one.
afterEach(() => {
  useShippedBoard();
});

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
  assert.equal(BOARD, SHIPPED_BOARD, 'a refused board is not installed');
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

test('readBoardFile records the file as given and the SHA-256 of its bytes', () => {
  const read = readBoardFile(rich);
  assert.equal(read.file, rich);
  assert.equal(read.sha256, sha256(rich));
  assert.deepEqual(read.data, JSON.parse(readFileSync(rich, 'utf8')));
  const shipped = new URL('./board.json', import.meta.resolve('@among-cultists/engine/content'));
  assert.deepEqual(shippedBoardRecord(), { file: null, sha256: sha256(shipped) });
});

test('--board changes the results, the same for the same seed on any number of threads, and is recorded', async () => {
  const args = ['--players', '6', '--games', '16', '--seed', 'board', '--bots', 'heuristic', '--quiet'];
  const parse = (...more: string[]) => parseOrFail([...args, ...more]);
  const shipped = await simulate(parse('--workers', '1'));
  const onRich = await simulate(parse('--workers', '1', '--board', rich));
  assert.equal(BOARD, SHIPPED_BOARD, 'the run puts the shipped board back');
  const again = await simulate(parse('--workers', '2', '--board', rich));
  assert.equal(BOARD, SHIPPED_BOARD);

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
  assert.deepEqual(onRich.summary.board, { file: rich, sha256: sha256(rich) });
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
  assert.equal(BOARD, SHIPPED_BOARD);
  assert.deepEqual(onRich.summary.board, { file: rich, sha256: sha256(rich) });
  const shipped = await tournament({ ...options, board: null });
  assert.deepEqual(shipped.summary.board, shippedBoardRecord());
  assert.notDeepEqual(onRich.games, shipped.games);
  assert.deepEqual((await tournament(options)).games, onRich.games);
});
