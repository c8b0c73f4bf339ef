import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSimulateArgs, simulate } from './simulate.ts';
import { UsageError } from './usage-error.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;

function cli(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
}

test('bad simulate flags are refused with a message naming the flag', () => {
  const cases: [string[], RegExp][] = [
    [['--players', '9'], /--players must be 5, 6, 7 or 8/],
    [['--players', 'four'], /--players must be 5, 6, 7 or 8/],
    [['--games', '0'], /--games must be a whole number/],
    [['--games', '2.5'], /--games must be a whole number/],
    [['--bots', 'clever'], /--bots must be one of: random/],
    [['--speed', '3'], /Unknown option '--speed'/],
    [['--json'], /argument missing|--json/],
  ];
  for (const [args, message] of cases)
    assert.throws(
      () => parseSimulateArgs(args),
      (e: unknown) => e instanceof UsageError && message.test(e.message),
    );
});

test('the command exits with code 2 and no stack trace on a usage error', () => {
  const r = cli('simulate', '--players', '3');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /among-cultists: --players must be 5, 6, 7 or 8/);
  assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
  const unknown = cli('fly');
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /Unknown command "fly"/);
});

test('simulate plays complete games, summarises them and writes the JSON record', () => {
  const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
  const out = join(dir, 'out.json');
  const r = cli('simulate', '--players', '8', '--games', '6', '--seed', 'test', '--json', out, '--quiet');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /6 games, 8 players, random bots/);
  assert.match(r.stdout, /mean rounds: \d+\.\d\d {3}mean VP: \d+\.\d\d/);
  const json = JSON.parse(readFileSync(out, 'utf8')) as {
    games: Record<string, unknown>[];
    summary: Record<string, unknown>;
  };
  assert.equal(json.games.length, 6);
  for (const g of json.games) {
    assert.deepEqual(Object.keys(g).sort(), ['players', 'reason', 'rounds', 'seed', 'vp', 'winner']);
    assert.match(g.seed as string, /^[0-9a-f]{64}$/);
    assert.ok(['investigators', 'cultists'].includes(g.winner as string));
    assert.ok((g.rounds as number) >= 1 && (g.rounds as number) <= 10);
  }
  const wins = json.summary.wins as Record<string, number>;
  assert.equal((wins.investigators ?? 0) + (wins.cultists ?? 0), 6);
});

test('the same seed gives the same games', () => {
  const options = {
    players: 6 as const,
    games: 4,
    seed: 'same',
    bots: 'random' as const,
    json: null,
    quiet: true,
  };
  assert.deepEqual(simulate(options).games, simulate(options).games);
  assert.notDeepEqual(simulate(options).games, simulate({ ...options, seed: 'other' }).games);
});
