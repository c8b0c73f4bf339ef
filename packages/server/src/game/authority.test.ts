import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { legalActions } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { GameAuthority, LostRaceError } from './authority.ts';
import { hashToken } from './secrets.ts';
import { valueOrThrow } from './outcome.ts';
import { openDatabase, type Db } from '../db.ts';
import { ConflictError, loadGame } from '../store.ts';

/**
 * Two copies of one game over one database, as two nodes hold them: a write made through one is read by
 * the other (played incrementally, or from storage on a gap), and two writes of the same action number
 * end with one winner, the loser catching up and deciding again.
 */
async function twoCopies(): Promise<{
  a: GameAuthority;
  b: GameAuthority;
  dbs: Db[];
  done: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-authority-'));
  const file = join(dir, 'games.sqlite');
  const first = await openDatabase({ url: file });
  const second = await openDatabase({ url: file });
  const { authority: a, token } = await GameAuthority.create(first, {
    options: { players: 5 },
    hostName: 'Host',
    timers: {},
    hostCharacter: 0,
    seed: seedOf(7),
    now: 1000,
  });
  for (let i = 1; i < 5; i++) await a.run(() => a.join(`P${i}`));
  await a.run(() => a.start(token, 5000));
  const stored = await loadGame(second, a.id);
  assert.ok(stored);
  const b = GameAuthority.fromStored(second, stored);
  return {
    a,
    b,
    dbs: [first, second],
    done: async () => {
      await first.destroy();
      await second.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first seat with something to do, and its first legal action. */
function someMove(authority: GameAuthority) {
  const state = authority.state!;
  for (let seat = 0; seat < state.seats.length; seat++) {
    const legal = legalActions(state, seat);
    if (legal.length > 0) return { seat, action: legal[0]! };
  }
  throw new Error('nobody can act');
}

test('a copy hears another node’s action: the next one is played at once, a known one ignored, a gap read from storage; both show the same deadlines', async () => {
  const { a, b, done } = await twoCopies();
  try {
    assert.equal(b.seq, 0);
    assert.equal(b.stepSince, 5000, 'the first step began at the stored start');
    for (let i = 0; i < 3; i++) {
      const move = someMove(a);
      const seq = a.seq;
      assert.equal(await a.run(() => a.commit(move.seat, move.action, 6000 + i)), null);
      assert.equal(b.receive(seq, { ...move, at: 6000 + i }), 'applied');
      assert.equal(b.receive(seq, { ...move, at: 6000 + i }), 'known');
    }
    assert.deepEqual(b.state, a.state);
    // Two actions later, the message for the second arrives first: a gap, read from storage.
    const m1 = someMove(a);
    await a.run(() => a.commit(m1.seat, m1.action, 7000));
    const m2 = someMove(a);
    await a.run(() => a.commit(m2.seat, m2.action, 7001));
    assert.equal(b.receive(a.seq - 1, { ...m2, at: 7001 }), 'gap');
    assert.equal(await b.run(() => b.refresh()), true);
    assert.equal(await b.run(() => b.refresh()), false, 'nothing more to read');
    assert.deepEqual(b.state, a.state);
    assert.equal(b.stepSince, a.stepSince);
    assert.equal(b.phaseSince, a.phaseSince);
  } finally {
    await done();
  }
});

test('two copies store an action at the same number: one wins; the loser reads it, and its command runs again on the new state ', async () => {
  const { a, b, dbs, done } = await twoCopies();
  try {
    const move = someMove(a);
    assert.equal(await a.run(() => a.commit(move.seat, move.action, 6000)), null);
    // b has not heard of it: its own write at number 0 loses, and its command runs again, told so.
    const runs: boolean[] = [];
    const result = await b.run(async (retry) => {
      runs.push(retry);
      const mine = someMove(b);
      return b.commit(mine.seat, mine.action, 6001);
    });
    assert.deepEqual(runs, [false, true]);
    assert.equal(result, null);
    assert.equal(b.seq, 2);
    const stored = await loadGame(dbs[0]!, a.id);
    assert.equal(stored?.actions.length, 2, 'both stored, one after the other, none overwritten');
    assert.deepEqual(stored.actions[0], { ...move, at: 6000 });
  } finally {
    await done();
  }
});

test('seats written through two copies on the same version: the second is refused, read again, and tried on the new seats', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'among-cultists-authority-'));
  const file = join(dir, 'games.sqlite');
  const first = await openDatabase({ url: file });
  const second = await openDatabase({ url: file });
  try {
    const { authority: a } = await GameAuthority.create(first, {
      options: { players: 5 },
      hostName: 'Host',
      timers: {},
      hostCharacter: 0,
      seed: seedOf(8),
      now: 1000,
    });
    const stored = await loadGame(second, a.id);
    const b = GameAuthority.fromStored(second, stored!);
    const joinedA = valueOrThrow(await a.run(() => a.join('Ann')));
    // b still believes seat 1 open: its join loses the race, reads the seats again and takes seat 2.
    const joinedB = valueOrThrow(await b.run(() => b.join('Bob')));
    assert.equal(joinedA.seat, 1);
    assert.equal(joinedB.seat, 2);
    const final = await loadGame(first, a.id);
    assert.deepEqual(
      final!.seats.map((s) => [s.name, s.tokenHash]),
      [
        ['Host', final!.seats[0]!.tokenHash],
        ['Ann', hashToken(joinedA.token)],
        ['Bob', hashToken(joinedB.token)],
        [null, null],
        [null, null],
      ],
    );
  } finally {
    await first.destroy();
    await second.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a rematch linked through one copy is read by the other; a second link loses and reads the first', async () => {
  const { a, b, done } = await twoCopies();
  try {
    while (a.state!.phase.kind !== 'over') {
      const move = someMove(a);
      await a.run(() => a.commit(move.seat, move.action, 9000));
    }
    assert.equal(a.status, 'finished');
    await a.run(() => a.linkRematch({ id: 'FIRST', by: 0 }));
    await assert.rejects(
      b.run(() => b.linkRematch({ id: 'SECOND', by: 1 })),
      /lost \d+ races|rematch is already linked/,
    );
    assert.equal(await b.run(() => b.refresh()), false);
    assert.deepEqual(b.rematch, { id: 'FIRST', by: 0 });
    assert.equal(b.status, 'finished');
    assert.equal(b.version, a.version);
  } finally {
    await done();
  }
});

test('a command that loses every race gives up with LostRaceError after six attempts, nothing stored', async () => {
  const { a, done } = await twoCopies();
  try {
    let attempts = 0;
    await assert.rejects(
      a.run(() => {
        attempts += 1;
        return Promise.reject(new ConflictError('another node stored it first'));
      }),
      LostRaceError,
    );
    assert.equal(attempts, 6);
    assert.equal(a.seq, 0);
  } finally {
    await done();
  }
});
