// The one record verifier (used by `among-cultists verify` and the web replay's badge): a real game's
// record verifies; each way of spoiling it is named.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { playRandomGame } from '../test/random-play.ts';
import type { GameOptions } from './options.ts';
import { seedOf } from './testing.ts';
import { commitmentOf, verifyRecord, type RecordToVerify } from './verify-record.ts';

const options: GameOptions = { players: 5, seed: seedOf(2029) };
const played = playRandomGame(options, 7);
const actions = played.steps.map(({ seat, action }) => ({ seat, action }));
const record: RecordToVerify = {
  options,
  commitment: createHash('sha256').update(Buffer.from(options.seed, 'hex')).digest('hex'),
  actions,
  result: played.state.result,
};

describe('verifyRecord', () => {
  test('the commitment is SHA-256 of the seed’s bytes, as the server publishes it', () => {
    assert.equal(commitmentOf(options.seed), record.commitment);
  });

  test('a game played to its end verifies: the deal, every action, the recorded end', () => {
    const verdict = verifyRecord(record);
    assert.equal(verdict.mismatch, null);
    assert.equal(verdict.abandoned, false);
    assert.deepEqual(verdict.final?.result, played.state.result);
    assert.equal(verdict.start?.phase.kind, 'night', 'the deal, before any action');
    // Upper-case hex is the same commitment; a record without one is checked on its replay only.
    assert.equal(verifyRecord({ ...record, commitment: record.commitment!.toUpperCase() }).mismatch, null);
    assert.equal(verifyRecord({ ...record, commitment: null }).mismatch, null);
  });

  test('each spoiled record is named: seed, commitment, options, an illegal action, no end, another end', () => {
    const code = (r: RecordToVerify) => verifyRecord(r).mismatch?.code;
    assert.equal(code({ ...record, options: { ...options, seed: 'xyz' } }), 'seed');
    const other = verifyRecord({ ...record, commitment: 'ab'.repeat(32) }).mismatch;
    assert.deepEqual(other, { code: 'commitment', computed: record.commitment, published: 'ab'.repeat(32) });
    assert.equal(
      code({ ...record, options: { ...options, players: 9 as GameOptions['players'] } }),
      'options',
    );
    const first = actions[0]!;
    const illegal = verifyRecord({ ...record, actions: [first, first, ...actions.slice(1)] }).mismatch;
    assert.ok(illegal?.code === 'rejected', JSON.stringify(illegal));
    assert.deepEqual([illegal.index, illegal.seat], [1, first.seat]);
    const cut = { ...record, actions: actions.slice(0, 20), result: null };
    assert.deepEqual(verifyRecord(cut).mismatch, { code: 'unfinished', actions: 20 });
    const lastRound = { ...played.state.result!, round: played.state.result!.round + 1 };
    assert.equal(code({ ...record, result: lastRound }), 'differentEnd');
  });

  test('a game the server ended as abandoned verifies as far as it went, with no end', () => {
    const verdict = verifyRecord({
      ...record,
      actions: actions.slice(0, 20),
      result: null,
      ended: 'abandoned',
    });
    assert.equal(verdict.mismatch, null);
    assert.equal(verdict.abandoned, true);
    assert.equal(verdict.final?.result, null);
  });
});
