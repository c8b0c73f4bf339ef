import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_BOARD, shippedBoardData } from '@among-cultists/engine/content';
import { UsageError } from './usage-error.ts';
import { watchText, WATCH_HELP } from './watch.ts';

function refused(args: string[], message: RegExp): void {
  assert.throws(
    () => watchText(args),
    (e: unknown) => e instanceof UsageError && message.test(e.message),
  );
}

test('watch tells the same game for the same seed, to the end and every role', () => {
  const a = watchText(['--players', '6', '--seed', 'story']);
  assert.equal(watchText(['--players', '6', '--seed', 'story']), a);
  assert.notEqual(watchText(['--players', '6', '--seed', 'other']), a);
  assert.match(a, /^Seed [0-9a-f]{64} \(replay with --seed story\)\n/);
  assert.match(a, /\nRoles: Seat 1: \w+.*Seat 6: \w+/);
  assert.match(a, /The (Investigators|Cultists) win/);
});

test('watch plays the bot kind asked for (heuristic by default) and names the AUTOMA', () => {
  const heuristic = watchText(['--seed', 'kinds']);
  assert.equal(watchText(['--seed', 'kinds', '--bots', 'heuristic']), heuristic);
  assert.notEqual(watchText(['--seed', 'kinds', '--bots', 'random']), heuristic);
  assert.match(watchText(['--players', '4', '--seed', 'kinds']), /^Seat \d is the AUTOMA\.\n/);
});

test('watch --board plays the given board and puts the shipped one back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'watch-'));
  const data = shippedBoardData() as { layouts: { racks: { id: string; vp: number }[] }[] };
  // Every rack at 2 VP but orange, which the rules fix at 4 (BOOK-06): the books score less.
  for (const layout of data.layouts) for (const rack of layout.racks) if (rack.id !== 'orange') rack.vp = 2;
  const poor = join(dir, 'poor.json');
  writeFileSync(poor, JSON.stringify(data));
  const args = ['--players', '5', '--seed', 'board'];
  const shipped = watchText(args);
  assert.notEqual(watchText([...args, '--board', poor]), shipped);
  assert.equal(SHIPPED_BOARD, SHIPPED_BOARD);
  assert.equal(watchText(args), shipped);
  refused(['--board', join(dir, 'missing.json')], /--board: .*missing\.json/);
});

test('watch refuses bad flags with a clear message, and --help shows the usage', () => {
  refused(['--players', '9'], /--players must be 4 to 8 \(got "9"\)/);
  refused(['--bots', 'genius'], /--bots is one of random, heuristic, search \(got "genius"\)/);
  refused(['--players', '5', '--automa'], /--automa adds the AUTOMA to a 6-player game/);
  refused(['--colour', 'red'], /colour/);
  assert.equal(watchText(['--help']), WATCH_HELP);
});

test('MOC-SETUP-04 EVT-LIFELINES-02 watch --lifelines plays with the Lifelines token and tells who was named and what each showed', () => {
  let told = '';
  for (let i = 0; i < 30 && !told.includes('Lifelines: Seat'); i++)
    told = watchText(['--players', '5', '--seed', `lifelines${i}`, '--lifelines']);
  assert.match(told, /Event: lifelines\./);
  assert.match(told, /Lifelines: Seat \d names Seat \d\./);
  assert.match(told, /Seat \d shuffles their Pulse deck and reveals an? (Alive|Dead) card/);
  assert.doesNotMatch(told, /Event: falseEyes\./);
  refused(['--players', '7', '--lifelines'], /--lifelines is not played at 7 seats/);
  refused(['--players', '6', '--automa', '--lifelines'], /--lifelines is not played at 7 seats/);
});
