import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyRecord } from '@among-cultists/engine';
import { AUTO_END_MS } from './loop.ts';
import { counterHex, harness, playToEnd, setup } from './loop.testing.ts';
import { newSave } from './setup.ts';

describe('solo game loop (issue 31)', () => {
  it('plays a 5-player game against heuristic bots to its end; the record verifies with the engine verifier', async () => {
    const h = harness(newSave(setup({ players: 5 }), counterHex(1), Date.UTC(2026, 10, 29)));
    h.game.open();
    const started = h.sent[0];
    assert.equal(started?.t, 'started');
    const update = h.lastView()!;
    assert.equal(update.view.viewer, h.game.save.people[0]!, 'the page is sent the player seat view only');
    assert.equal(h.game.record(), null, 'no record (no seed) before the end');
    await playToEnd(h);
    await h.game.settled();
    const record = h.game.record();
    assert.ok(record, 'a finished game has its record');
    assert.equal(record.actions.length, h.game.save.actions.length);
    const verdict = verifyRecord({ ...record, options: record.options, commitment: record.commitment });
    assert.equal(verdict.mismatch, null);
    assert.ok(verdict.final?.result, 'the record replays to its end');
    // The store holds the game as it ended.
    const kept = h.stored.get(h.game.save.id)!;
    assert.equal(kept.finished, true);
    assert.equal(kept.actions.length, record.actions.length);
    // Every bot decided from its own seat's view.
    assert.ok(h.decided.length > 0);
    for (const d of h.decided) assert.equal(d.seat, d.viewer);
    assert.ok(
      h.sent.some(
        (m) => m.t === 'lobby' && m.lobby.status === 'finished' && m.lobby.seed === h.game.save.seed,
      ),
    );
    assert.equal(h.clock.timers.size, 0, 'nothing is left running after the end');
  });

  it('resumes from its save mid-game: the same view, the whole log again, the bots going on to the end', async () => {
    const first = harness(
      newSave(setup({ players: 6, automa: true }), counterHex(2), Date.UTC(2026, 10, 29)),
    );
    first.game.open();
    for (let i = 0; i < 40; i++) {
      const u = first.lastView()!;
      if (u.view.legal.length > 0) first.game.act(u.version, u.view.legal[0]!);
      else assert.ok(first.clock.step());
    }
    await first.game.settled();
    first.game.stop();
    const save = first.stored.get(first.game.save.id)!;
    assert.ok(save.actions.length > 0);
    const before = first.lastView()!;
    const second = harness(save);
    second.game.open();
    const after = second.lastView()!;
    assert.equal(after.version, save.actions.length);
    assert.deepEqual(after.view, before.view, 'the rebuilt view is the one before the reload');
    assert.equal(after.events.at(-1)?.seq, before.events.at(-1)?.seq ?? after.events.at(-1)?.seq);
    assert.equal(second.game.save.seats.find((s) => s.kind === 'automa')?.name, 'AUTOMA');
    await playToEnd(second);
    await second.game.settled();
    const record = second.game.record()!;
    assert.equal(verifyRecord(record).mismatch, null);
  });

  it('refuses an action on a stale view, and an illegal one with the engine words', () => {
    const h = harness(newSave(setup({ players: 5 }), counterHex(3), Date.UTC(2026, 10, 29)));
    h.game.open();
    const u = h.lastView()!;
    h.game.act(u.version + 1, u.view.legal[0] ?? { type: 'endRound' });
    assert.deepEqual(h.sent.at(-1), {
      t: 'rejected',
      code: 'version/stale',
      message: 'The game moved on before your action arrived.',
    });
    h.game.act(u.version, { type: 'noSuchAction' } as never);
    const refused = h.sent.at(-1)!;
    assert.equal(refused.t, 'rejected');
    assert.equal(h.game.version, u.version, 'nothing was played');
  });

  it('paces the bots like the server at the watchable pace (600-1800 ms a decision)', () => {
    const h = harness(newSave(setup({ players: 5 }, 'watch'), counterHex(4), Date.UTC(2026, 10, 29)));
    h.game.open();
    assert.ok(h.clock.timers.size > 0, 'bots with something to decide are waited for');
    for (const t of h.clock.timers) assert.ok(t.ms >= 600 && t.ms <= 1800, `${t.ms} ms`);
  });

  it('posts the player claim for every bot to hear, and refuses one about their own seat', () => {
    const h = harness(newSave(setup({ players: 5 }), counterHex(5), Date.UTC(2026, 10, 29)));
    h.game.open();
    h.game.claim({ kind: 'suspect', target: (h.game.save.people[0]! + 1) % 5 });
    const line = h.sent.findLast((m) => m.t === 'chat');
    assert.ok(
      line?.t === 'chat' &&
        line.lines[0]?.claim !== undefined &&
        line.lines[0].seat === h.game.save.people[0]!,
    );
    assert.equal(h.game.save.chat.length, 1);
    h.game.claim({ kind: 'trust', target: h.game.save.people[0] });
    assert.equal(h.sent.at(-1)?.t, 'rejected');
    assert.equal(h.game.save.chat.length, 1);
  });

  it('ends the player Round by itself in Cleanup when asked to, after the server delay', () => {
    const h = harness(newSave(setup({ players: 5 }, 'instant'), counterHex(6), Date.UTC(2026, 10, 29)));
    h.game.open();
    h.game.setAutoEnd(true);
    assert.deepEqual(h.sent.at(-1), { t: 'autoEnd', on: true, delayMs: AUTO_END_MS });
    // Play on (the player taking anything but ending a Round) until Cleanup asks the player to end theirs.
    for (let i = 0; i < 5_000; i++) {
      const u = h.lastView()!;
      if (u.view.phase.kind === 'cleanup' && u.view.legal.some((a) => a.type === 'endRound')) break;
      const mine = u.view.legal.filter((a) => a.type !== 'endRound');
      if (u.view.phase.kind !== 'cleanup' && mine.length > 0) h.game.act(u.version, mine[0]!);
      else assert.ok(h.clock.step());
    }
    const before = h.game.version;
    const ends = [...h.clock.timers].filter((t) => t.ms <= AUTO_END_MS);
    assert.ok(ends.length > 0);
    while (h.game.version === before) assert.ok(h.clock.step());
    assert.deepEqual(h.game.save.actions.at(-1)?.action, { type: 'endRound' });
  });
});
