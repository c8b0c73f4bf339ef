import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRoute } from '../route.ts';
import { SoloConnection, type WorkerLike } from './client.ts';
import { SoloHost } from './host.ts';
import type { FromWorker, ToWorker } from './types.ts';

/** The real host, in-process, behind the worker's interface (timers that never fire, no store needed). */
function inProcess(): { worker: WorkerLike; posted: ToWorker[] } {
  const posted: ToWorker[] = [];
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => {
      posted.push(message);
      void host.receive(message);
    },
    terminate: () => {
      host.stop();
    },
  };
  const stored = new Map<string, unknown>();
  const host = new SoloHost({
    clock: { now: () => Date.UTC(2026, 10, 29), after: () => () => undefined },
    store: () =>
      Promise.resolve({
        put: (save: { id: string }) => {
          stored.set(save.id, save);
          return Promise.resolve();
        },
      } as never),
    send: (message: FromWorker) => worker.onmessage?.({ data: message }),
  });
  return { worker, posted };
}

describe('solo client (issue 31)', () => {
  it('folds the worker messages into the game screen snapshot, and sends actions with their version', async () => {
    const { worker, posted } = inProcess();
    const connection = new SoloConnection(worker);
    let changes = 0;
    connection.subscribe(() => (changes += 1));
    connection.start({
      t: 'new',
      setup: { name: 'Ada', character: 1, options: { players: 5 }, bots: 'random', pace: 'watch' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const snapshot = connection.getSnapshot();
    assert.equal(snapshot.link, 'open');
    assert.match(snapshot.id ?? '', /^solo-/);
    assert.equal(snapshot.seat, 0);
    assert.equal(snapshot.view?.viewer, 0);
    assert.equal(snapshot.lobby?.seats[0]?.name, 'Ada');
    assert.ok(snapshot.log.length > 0, 'the log so far, as the player sees it');
    assert.equal(snapshot.autoEnd.delayMs, 4_000);
    assert.ok(changes > 0);
    const action = snapshot.view.legal[0]!;
    connection.act(action);
    assert.deepEqual(posted.at(-1), { t: 'act', version: 0, action });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(connection.getSnapshot().version, 1);
    connection.claim({ kind: 'suspect', target: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    const { chat, claims } = connection.getSnapshot();
    assert.equal(chat.length, 1);
    assert.deepEqual(claims, chat, 'a claim is in the chat and among the claims');
    connection.stop();
    assert.equal(connection.getSnapshot().link, 'stopped');
  });

  it('pass and play: holds nothing of the last person while the device is passed, then the next one’s seat', async () => {
    const { worker, posted } = inProcess();
    const connection = new SoloConnection(worker);
    connection.start({
      t: 'new',
      setup: {
        name: 'Ada',
        character: 1,
        others: [{ name: 'Bea', character: 2 }],
        options: { players: 5 },
        bots: 'random',
        pace: 'watch',
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    let snapshot = connection.getSnapshot();
    assert.equal(snapshot.pass, 0, 'Ada is handed the device before her role shows');
    assert.equal(snapshot.view, null);
    assert.match(snapshot.id ?? '', /^solo-/);
    connection.take();
    assert.deepEqual(posted.at(-1), { t: 'take' });
    await new Promise((resolve) => setImmediate(resolve));
    snapshot = connection.getSnapshot();
    assert.equal(snapshot.pass, null);
    assert.equal(snapshot.view?.viewer, 0);
    connection.chat('hello');
    connection.saveNotebook({ marks: [null, null, null, null, null], notes: 'Ada’s' });
    // Ada is ready (the night's only step): the device goes to Bea, and nothing of Ada's stays.
    connection.act(snapshot.view.legal[0]!);
    await new Promise((resolve) => setImmediate(resolve));
    snapshot = connection.getSnapshot();
    assert.equal(snapshot.pass, 1);
    assert.deepEqual(
      [snapshot.view, snapshot.log, snapshot.chat, snapshot.notebook, snapshot.seat],
      [null, [], [], null, null],
    );
    connection.take();
    await new Promise((resolve) => setImmediate(resolve));
    snapshot = connection.getSnapshot();
    assert.equal(snapshot.view?.viewer, 1);
    assert.equal(snapshot.notebook, null, 'Bea has a notebook of her own');
    assert.deepEqual(
      snapshot.chat.map((l) => [l.seat, l.text]),
      [[0, 'hello']],
    );
    connection.stop();
  });

  it('routes /solo to the choices and /solo/<id> to a saved game', () => {
    assert.deepEqual(parseRoute('/solo'), { page: 'solo', id: null });
    assert.deepEqual(parseRoute('/solo/'), { page: 'solo', id: null });
    assert.deepEqual(parseRoute('/solo/solo-0123456789abcdef'), {
      page: 'solo',
      id: 'solo-0123456789abcdef',
    });
    assert.deepEqual(parseRoute('/solo/x'), { page: 'landing' });
  });
});
