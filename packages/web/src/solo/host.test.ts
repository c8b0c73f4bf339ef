// fake-indexeddb: an in-memory IndexedDB, the browser's storage API in Node (the store itself is the real one).
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SoloHost } from './host.ts';
import { SoloStore } from './store.ts';
import type { FromWorker, SoloSave } from './types.ts';
import { resumeOfWorkerName, soloWorkerName } from './worker-name.ts';

/** Timers that never fire: these tests look at what the host does at once. */
const still = { now: () => Date.UTC(2026, 10, 29), after: () => () => undefined };

function host() {
  const sent: FromWorker[] = [];
  const opened = SoloStore.open();
  const made = new SoloHost({ clock: still, store: () => opened, send: (m) => sent.push(m) });
  return { made, sent, opened };
}

describe('solo worker host (issue 31)', () => {
  it('stores a new game before showing it, and resumes it by id in another host (a reload)', async () => {
    const first = host();
    await first.made.receive({
      t: 'new',
      setup: { name: 'Ada', character: 2, options: { players: 6 }, bots: 'random', pace: 'watch' },
    });
    const started = first.sent.find((m) => m.t === 'started');
    assert.ok(started?.t === 'started');
    assert.match(started.id, /^solo-[0-9a-f]{16}$/);
    const stored = await (await first.opened).get(started.id);
    assert.ok(stored);
    assert.match(stored.seed, /^[0-9a-f]{64}$/, 'a seed of 32 random bytes');
    assert.equal(started.lobby.commitment, stored.commitment);
    assert.equal(started.lobby.seed, null, 'the seed stays secret during the game');
    first.made.stop();

    const second = host();
    await second.made.receive({ t: 'resume', id: started.id });
    const again = second.sent.find((m) => m.t === 'started');
    assert.ok(again?.t === 'started' && again.id === started.id);
    assert.ok(second.sent.some((m) => m.t === 'update'));
    second.made.stop();
  });

  it('says so when the game is not stored, when a move comes before any game, and when the setup is not a game', async () => {
    const h = host();
    await h.made.receive({ t: 'resume', id: 'solo-0000000000000000' });
    assert.deepEqual(h.sent.at(-1), { t: 'missing', id: 'solo-0000000000000000' });
    await h.made.receive({ t: 'act', version: 0, action: { type: 'endRound' } });
    assert.equal(h.sent.at(-1)?.t, 'rejected');
    await h.made.receive({
      t: 'new',
      setup: { name: 'Ada', character: 0, options: { players: 9 as never }, bots: 'random', pace: 'watch' },
    });
    const failed = h.sent.at(-1);
    assert.ok(failed?.t === 'failed' && failed.code === 'setup', JSON.stringify(failed));
  });

  it("resumes from the read the worker began before the host was made, once, and tells that read's failure", async () => {
    const first = host();
    await first.made.receive({
      t: 'new',
      setup: { name: 'Ada', character: 1, options: { players: 5 }, bots: 'random', pace: 'watch' },
    });
    const started = first.sent.find((m) => m.t === 'started');
    assert.ok(started?.t === 'started');
    first.made.stop();
    const stored = await (await first.opened).get(started.id);
    assert.ok(stored);

    // The early read is the one used: the store is asked for nothing else.
    const asked: string[] = [];
    const sent: FromWorker[] = [];
    let early: Promise<SoloSave | null> | undefined = Promise.resolve(stored);
    const opened = SoloStore.open();
    const made = new SoloHost({
      clock: still,
      store: () => opened,
      send: (m) => sent.push(m),
      read: (id) => {
        asked.push(id);
        const taken = early;
        early = undefined;
        return taken;
      },
    });
    await made.receive({ t: 'resume', id: started.id });
    assert.deepEqual(asked, [started.id]);
    const again = sent.find((m) => m.t === 'started');
    assert.ok(again?.t === 'started' && again.id === started.id);
    made.stop();

    const failing = new SoloHost({
      clock: still,
      store: () => opened,
      send: (m) => sent.push(m),
      read: () => Promise.reject(new Error('IndexedDB went away')),
    });
    await failing.receive({ t: 'resume', id: started.id });
    assert.deepEqual(sent.at(-1), { t: 'failed', code: 'storage', message: 'IndexedDB went away' });
  });

  it("names a stored game's worker after the game, and a new game's worker after nothing", () => {
    assert.equal(resumeOfWorkerName(soloWorkerName('solo-0123456789abcdef')), 'solo-0123456789abcdef');
    assert.equal(resumeOfWorkerName(soloWorkerName(null)), null);
    assert.equal(resumeOfWorkerName(''), null);
  });
});
