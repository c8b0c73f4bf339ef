import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import type { ChatLine } from '@among-cultists/protocol';
import { mergeClaimsFrame, type ClaimsHeld } from '../src/net/merge.ts';
import { mockedConnection, pushSpectatorView } from './helpers.ts';

/** A claim line at `seq` (issue 24, finding 7: a hello brings at most a page of claims; older ones on request). */
const claimed = (seq: number): ChatLine => ({
  seq,
  seat: 2,
  text: `claim ${seq}`,
  at: seq,
  claim: { kind: 'suspect', target: seq % 5 },
  round: 1,
});
const claims = (from: number, to: number): ChatLine[] =>
  Array.from({ length: to - from + 1 }, (_, i) => claimed(from + i));
const seqs = (held: ClaimsHeld) => held.lines.map((l) => l.seq);

describe('older claims, a page at a time', () => {
  it('a hello’s frame with more marks the claims before its first as missing; the pages asked for fill them in by seq, down to none', () => {
    let held: ClaimsHeld = { lines: [], before: null };
    held = mergeClaimsFrame(held, { lines: claims(800, 999), more: true }, null);
    assert.equal(held.before, 800);
    held = mergeClaimsFrame(held, { lines: claims(600, 799), more: true, older: true }, 800);
    assert.equal(held.before, 600);
    // An answer to an older question adds its lines and moves nothing.
    held = mergeClaimsFrame(held, { lines: claims(600, 799), more: true, older: true }, 800);
    assert.equal(held.before, 600);
    held = mergeClaimsFrame(held, { lines: claims(0, 599), older: true }, 600);
    assert.equal(held.before, null, 'nothing older');
    assert.deepEqual(
      seqs(held),
      Array.from({ length: 1000 }, (_, i) => i),
    );
  });

  it('a resumed hello that leaves claims out asks back from its first; a frame without more (older servers: every claim) leaves nothing missing', () => {
    let held: ClaimsHeld = { lines: claims(0, 99), before: null };
    held = mergeClaimsFrame(held, { lines: claims(100, 150) }, null);
    assert.equal(held.before, null);
    held = mergeClaimsFrame(held, { lines: claims(400, 599), more: true }, null);
    assert.equal(held.before, 400, 'those between 150 and 400 are missing');
    held = mergeClaimsFrame(held, { lines: claims(200, 399), more: true, older: true }, 400);
    held = mergeClaimsFrame(held, { lines: claims(0, 199), older: true }, 200);
    assert.equal(held.before, null);
    assert.deepEqual(
      seqs(held),
      Array.from({ length: 600 }, (_, i) => i),
    );
    const same = mergeClaimsFrame(held, { lines: claims(10, 20) }, null);
    assert.equal(same, held, 'nothing new: the same object');
  });
});

describe('GameConnection and older claims', () => {
  const net = mockedConnection(null);

  it('asks for the claims missing once at a time, keeps them across a reconnection, and resumes after its last chat line', () => {
    const s = net.sockets[0]!;
    s.open();
    pushSpectatorView(s, 9);
    s.push({ t: 'chat', lines: claims(950, 999), more: true });
    s.push({ t: 'claims', lines: claims(800, 999), more: true });
    assert.equal(net.connection.getSnapshot().claimsBefore, 800);
    net.connection.claimsHistory();
    net.connection.claimsHistory();
    assert.deepEqual(
      s.sent.filter((m) => (m as { t?: string }).t === 'claimsHistory'),
      [{ t: 'claimsHistory', before: 800 }],
      'one page at a time',
    );
    assert.equal(net.connection.getSnapshot().claimsLoading, true);
    s.push({ t: 'claims', lines: claims(600, 799), more: true, older: true });
    let snap = net.connection.getSnapshot();
    assert.equal(snap.claimsLoading, false);
    assert.equal(snap.claimsBefore, 600);
    assert.equal(snap.claims.length, 400);

    // A drop: the claims held stay; the hello says the last chat line held, and the server sends what is newer.
    s.drop();
    mock.timers.tick(60_000);
    const t = net.sockets[1]!;
    t.open();
    assert.equal((t.sent[0] as { resume?: { chatSeq: number } }).resume?.chatSeq, 999);
    t.push({ t: 'chat', lines: [claimed(1000)] });
    snap = net.connection.getSnapshot();
    assert.equal(snap.claims.length, 401);
    assert.equal(snap.claimsBefore, 600);
    net.connection.claimsHistory();
    assert.deepEqual(t.sent.at(-1), { t: 'claimsHistory', before: 600 });
  });
});
