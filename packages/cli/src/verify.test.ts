import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actors, applyInPlace, createGame, legalActions, type Action } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { verify } from './verify.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;

test('verify accepts a true record and refuses a changed seed, a broken commitment or an illegal action', () => {
  const seed = seedOf(77);
  const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
  // A complete game, recorded as the server stores it: setup with the seed, and every action.
  const created = createGame({ players: 5, seed });
  assert.ok(created.ok);
  const state = created.state;
  const actions: { seat: number; action: Action }[] = [];
  while (state.phase.kind !== 'over') {
    const seat = actors(state)[0]!;
    const action = legalActions(state, seat).at(-1)!;
    actions.push({ seat, action });
    applyInPlace(state, seat, action);
  }
  const good = verify({ options: { players: 5, seed }, commitment, actions });
  assert.ok(good.ok, good.lines.join('\n'));
  assert.match(good.lines.join('\n'), /matches the seed/);
  assert.equal(verify({ options: { players: 5, seed: seedOf(78) }, commitment, actions }).ok, false);
  assert.equal(verify({ options: { players: 5, seed }, commitment: 'ab'.repeat(32), actions }).ok, false);
  const tampered = [
    ...actions.slice(0, 3),
    { seat: 0, action: { type: 'pass' as const } },
    ...actions.slice(3),
  ];
  const bad = verify({ options: { players: 5, seed }, commitment, actions: tampered });
  assert.equal(bad.ok, false);
  assert.match(bad.lines.at(-1)!, /was not legal/);

  const dir = mkdtempSync(join(tmpdir(), 'verify-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify({ options: { players: 5, seed }, commitment, actions }));
  const run = spawnSync(process.execPath, [BIN, 'verify', file], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /Result: the (investigators|cultists) win/);
  writeFileSync(file, '{"not":"a record"}');
  const refused = spawnSync(process.execPath, [BIN, 'verify', file], { encoding: 'utf8' });
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /is not a game record/);
});
