import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  actors,
  applyInPlace,
  boardRef,
  createGame,
  legalActions,
  loadBoard,
  SHIPPED_BOARD,
  type Action,
} from '@among-cultists/engine';
import { shippedBoardData } from '@among-cultists/engine/content';
import { readBoardFile } from './board-file.ts';
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

  // A game the server ended as abandoned (every player left, issue 24): fair as far as it went, no result.
  const abandoned = verify({
    options: { players: 5, seed },
    commitment,
    actions: actions.slice(0, 9),
    ended: 'abandoned',
  });
  assert.ok(abandoned.ok, abandoned.lines.join('\n'));
  assert.match(
    abandoned.lines.at(-1)!,
    /All 9 actions are legal\. No result: the game was abandoned in round 1/,
  );
  const unfinished = verify({ options: { players: 5, seed }, commitment, actions: actions.slice(0, 9) });
  assert.equal(unfinished.ok, false, 'a record that stops early without saying why is refused');

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

test('verify names the board: a record on a board this version does not ship is refused unless its file is given', () => {
  const raw = shippedBoardData() as { layouts: { id: string; racks: { vp: number }[] }[] };
  for (const rack of raw.layouts.find((l) => l.id === 'small')!.racks) rack.vp = 4;
  const dir = mkdtempSync(join(tmpdir(), 'verify-board-'));
  const boardPath = join(dir, 'corrected.json');
  writeFileSync(boardPath, JSON.stringify(raw));
  const corrected = loadBoard(raw);
  const seed = seedOf(79);
  const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
  const created = createGame({ players: 5, seed, board: corrected });
  assert.ok(created.ok);
  const state = created.state;
  const actions: { seat: number; action: Action }[] = [];
  while (state.phase.kind !== 'over') {
    const seat = actors(state)[0]!;
    const action = legalActions(state, seat)[0]!;
    actions.push({ seat, action });
    applyInPlace(state, seat, action);
  }
  // What a record file holds: the board's id and hash.
  const record = { options: { players: 5 as const, seed, board: boardRef(corrected) }, commitment, actions };
  const refused = verify(record);
  assert.equal(refused.ok, false);
  assert.match(
    refused.lines.join('\n'),
    new RegExp(
      `played on board 'university' \\(SHA-256 ${corrected.sha256.slice(0, 12)}…\\), but this version ships 'university' with SHA-256 ${SHIPPED_BOARD.sha256.slice(0, 12)}…: give the board file it was played on with --board\\.`,
    ),
  );
  const accepted = verify(record, readBoardFile(boardPath));
  assert.ok(accepted.ok, accepted.lines.join('\n'));
  assert.match(
    accepted.lines[0]!,
    /^Board: board 'university' \(SHA-256 [0-9a-f]{12}…\), the file .*corrected\.json\.$/,
  );
  // The shipped board's file is not the one the game was played on.
  const wrongFile = join(dir, 'shipped.json');
  writeFileSync(wrongFile, JSON.stringify(shippedBoardData()));
  const mismatch = verify(record, readBoardFile(wrongFile));
  assert.equal(mismatch.ok, false);
  assert.match(mismatch.lines[0]!, /but .*shipped\.json is board 'university' \(SHA-256 /);
  // An unknown board id, and a board that is not a reference at all.
  const unknown = verify({
    ...record,
    options: { ...record.options, board: { id: 'atlantis', sha256: 'ab'.repeat(32) } },
  });
  assert.match(unknown.lines[0]!, /board 'atlantis' .* which this version does not ship/);
  const malformed = verify({ ...record, options: { ...record.options, board: 'university' } });
  assert.equal(malformed.ok, false);
  // A record of a game on the shipped board names it and passes without a file.
  const shippedGame = verify({
    options: { players: 5, seed, board: boardRef(SHIPPED_BOARD) },
    commitment,
    actions: [],
  });
  assert.match(
    shippedGame.lines[0]!,
    /^Board: board 'university' \(SHA-256 [0-9a-f]{12}…\), shipped with this version\.$/,
  );

  // Through the command line: exit 1 without the file, 0 with it, 2 for a bad flag.
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  const without = spawnSync(process.execPath, [BIN, 'verify', file], { encoding: 'utf8' });
  assert.equal(without.status, 1);
  assert.match(without.stdout, /give the board file it was played on with --board/);
  const withFile = spawnSync(process.execPath, [BIN, 'verify', file, '--board', boardPath], {
    encoding: 'utf8',
  });
  assert.equal(withFile.status, 0, withFile.stdout + withFile.stderr);
  assert.match(withFile.stdout, /All \d+ actions are legal/);
  const badFlag = spawnSync(process.execPath, [BIN, 'verify', file, '--bored', boardPath], {
    encoding: 'utf8',
  });
  assert.equal(badFlag.status, 2);
  assert.match(badFlag.stderr, /Unknown option '--bored'/);
});
