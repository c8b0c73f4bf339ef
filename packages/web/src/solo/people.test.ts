import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyRecord } from '@among-cultists/engine';
import type { Notebook } from '@among-cultists/protocol';
import { counterHex, harness, playToEnd, setup } from './loop.testing.ts';
import { readSave, type StoredSave } from './save-format.ts';
import { newSave } from './setup.ts';
import type { FromWorker, SoloSave } from './types.ts';

const NOW = Date.UTC(2026, 10, 29);

/** A 4-player game of two people (Ada, Bea) and two bots. */
function twoPeople(start: number): SoloSave {
  return newSave(
    { ...setup({ players: 4 }), others: [{ name: 'Bea', character: 3 }] },
    counterHex(start),
    NOW,
  );
}

function notebook(seats: number, notes: string): Notebook {
  return { marks: Array.from({ length: seats }, () => null), notes };
}

/**
 * Checks what the page was sent, in order: after a 'pass' nothing of any seat (no view, log, chat, notebook)
 * until the next 'started', and every view is of the seat last started. Answers the seats passed to.
 */
function checkPasses(sent: readonly FromWorker[]): number[] {
  let shown: number | null = null;
  const passes: number[] = [];
  for (const [i, m] of sent.entries()) {
    if (m.t === 'pass') {
      shown = null;
      passes.push(m.seat);
    } else if (m.t === 'started') shown = m.seat;
    else if (m.t === 'update' || m.t === 'chat' || m.t === 'notebook') {
      assert.notEqual(shown, null, `message ${i} (${m.t}) reached the page while it showed a pass`);
      if (m.t === 'update') assert.equal(m.view.viewer, shown, `message ${i}: another seat's view`);
    }
  }
  return passes;
}

describe('pass and play (issue 31): several people at one device', () => {
  it('deals the people the first seats with their names and Characters, bots the rest', () => {
    const save = twoPeople(11);
    assert.deepEqual(save.people, [0, 1]);
    assert.deepEqual(
      save.seats.slice(0, 2).map((s) => [s.kind, s.name, s.character]),
      [
        ['human', 'Ada', 3],
        // Bea asked for Ada's Character: she gets the first one free.
        ['human', 'Bea', 0],
      ],
    );
    // Four players: the engine seats the AUTOMA too (NIGHT-03), the two other players are bots.
    assert.deepEqual(save.seats.map((s) => s.kind).sort(), ['automa', 'bot', 'bot', 'human', 'human']);
    assert.throws(() =>
      newSave(
        {
          ...setup({ players: 4 }),
          others: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, character: i })),
        },
        counterHex(1),
        NOW,
      ),
    );
  });

  it('passes the device before any view of the next person, shows only the holder, to the end; the record verifies', async () => {
    const h = harness(twoPeople(12));
    h.game.open();
    assert.deepEqual(
      h.sent.map((m) => m.t),
      ['pass'],
      'the first person says who they are before their role shows',
    );
    // Each person writes in their own notebook, and is sent only their own again.
    const noted = new Set<number>();
    let notebooksSent = 0;
    for (let i = 0; i < 20_000 && !h.lastView()?.view.result; i++) {
      if (h.game.passingTo !== null) {
        const before = h.sent.length;
        h.game.take();
        const seat = h.game.holding;
        const again = h.sent.slice(before).find((m) => m.t === 'notebook');
        if (noted.has(seat)) {
          notebooksSent += 1;
          assert.deepEqual(again, { t: 'notebook', notebook: notebook(5, `seat ${seat}`) });
        } else {
          assert.equal(again, undefined, 'nobody is shown another person’s notebook');
          h.game.saveNotebook(notebook(5, `seat ${seat}`));
          noted.add(seat);
          h.game.chat(`I am seat ${seat}`);
        }
        continue;
      }
      const update = h.lastView()!;
      if (update.view.legal.length > 0 && update.version === h.game.version) {
        h.game.act(update.version, update.view.legal[(i * 7919) % update.view.legal.length]!);
      } else assert.ok(h.clock.step(), 'the game waits for nobody');
    }
    await h.game.settled();
    const passes = checkPasses(h.sent);
    assert.ok(passes.length >= 3, `the device went round (${passes.length} passes)`);
    assert.deepEqual([...noted].sort(), [0, 1]);
    assert.ok(notebooksSent > 0, 'a person who took the device back had their notebook back');
    // Chat lines are the holder's.
    for (const seat of [0, 1])
      assert.ok(h.game.save.chat.some((l) => l.seat === seat && l.text === `I am seat ${seat}`));
    const record = h.game.record();
    assert.ok(record, 'the game ended');
    assert.equal(h.sent.filter((m) => m.t === 'record').length, 1, 'the end is sent once');
    assert.equal(verifyRecord(record).mismatch, null);
    assert.deepEqual(
      record.notebooks.map((n) => [n.seat, n.notes]),
      [
        [0, 'seat 0'],
        [1, 'seat 1'],
      ],
    );
    assert.ok(h.lastView()!.view.result, 'the end is shown');
  });

  it('refuses a move while the device is being passed', () => {
    const h = harness(twoPeople(13));
    h.game.open();
    h.game.act(h.game.version, { type: 'ready' });
    h.game.chat('peek');
    assert.equal(h.game.version, 0);
    assert.equal(h.game.save.chat.length, 0);
    assert.equal(h.sent.at(-1)?.t, 'rejected');
  });

  it('resumes a game of several people at a pass, to the person the device was for', async () => {
    const first = harness(twoPeople(14));
    first.game.open();
    for (let i = 0; i < 60; i++) {
      if (first.game.passingTo !== null) first.game.take();
      const u = first.lastView()!;
      if (u.view.legal.length > 0 && u.version === first.game.version)
        first.game.act(u.version, u.view.legal[0]!);
      else assert.ok(first.clock.step());
    }
    await first.game.settled();
    first.game.stop();
    const save = first.stored.get(first.game.save.id)!;
    const second = harness(save);
    second.game.open();
    assert.deepEqual(
      second.sent.map((m) => m.t),
      ['pass'],
    );
    const pass = second.sent[0] as FromWorker & { t: 'pass' };
    assert.ok(save.people.includes(pass.seat));
    second.game.take();
    assert.equal(second.lastView()!.view.viewer, pass.seat);
    await playToEnd(second);
    await second.game.settled();
    assert.equal(verifyRecord(second.game.record()!).mismatch, null);
  });

  it('resumes a format-1 save (one person) as before: no pass, that person’s view and notebook', async () => {
    const current = newSave(setup({ players: 5 }), counterHex(15), NOW);
    const { people, showing, notebooks, ...rest } = current;
    assert.deepEqual([people, showing, notebooks.length], [[0], 0, 5]);
    const kept = notebook(5, 'from before');
    const v1 = { ...rest, format: 1, human: 0, notebook: kept } as StoredSave;
    const save = readSave(v1);
    assert.ok(save);
    assert.equal(readSave({ id: 'x', format: 99 }), null, 'an unknown format is refused');
    const h = harness(save);
    h.game.open();
    assert.deepEqual(
      h.sent.slice(0, 2).map((m) => m.t),
      ['started', 'update'],
    );
    assert.equal(h.lastView()!.view.viewer, 0);
    assert.deepEqual(
      h.sent.find((m) => m.t === 'notebook'),
      { t: 'notebook', notebook: kept },
    );
    await playToEnd(h);
    await h.game.settled();
    const record = h.game.record()!;
    assert.equal(verifyRecord(record).mismatch, null);
    assert.deepEqual(record.notebooks, [{ seat: 0, ...kept }]);
    assert.equal(h.stored.get(save.id)!.format, 2, 'stored again in the current format');
    assert.ok(!h.sent.some((m) => m.t === 'pass'));
  });
});
