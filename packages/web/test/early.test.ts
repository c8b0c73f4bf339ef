import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { GameConnection } from '../src/net/connection.ts';
import { dropEarly, openEarly, takeEarly, UNTAKEN_MS, type EarlyClock } from '../src/net/early.ts';
import { FakeSocket } from './helpers.ts';

/** A clock whose timers run when the test says. */
function manualClock(): EarlyClock & { run(): void; pending(): number } {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout: (run, ms) => {
      timers.set(++next, { run, ms });
      return next;
    },
    clearTimeout: (timer) => {
      timers.delete(timer as number);
    },
    run: () => {
      for (const [id, t] of [...timers]) {
        assert.equal(t.ms, UNTAKEN_MS);
        timers.delete(id);
        t.run();
      }
    },
    pending: () => timers.size,
  };
}

const URL_A = 'ws://x/ws?game=ABCDEFGH';

describe('a game page socket opened before the page draws (net/early.ts)', () => {
  afterEach(() => {
    dropEarly();
  });

  it('is taken once, by a connection to its own address only', () => {
    const clock = manualClock();
    const socket = new FakeSocket();
    openEarly(URL_A, () => socket, clock);
    assert.equal(takeEarly('ws://x/ws?game=OTHERGAM'), null, 'another game never gets it');
    assert.equal(takeEarly(URL_A), socket);
    assert.equal(takeEarly(URL_A), null, 'nobody takes it twice');
    assert.equal(clock.pending(), 0, 'taken: no timer left to close it');
    assert.equal(socket.closed, false);
  });

  it('is closed when nobody takes it in time', () => {
    const clock = manualClock();
    const socket = new FakeSocket();
    openEarly(URL_A, () => socket, clock);
    clock.run();
    assert.equal(socket.closed, true);
    assert.equal(takeEarly(URL_A), null);
  });

  it('already open when the connection takes it: the connection says hello at once', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, () => socket, manualClock());
    socket.readyState = 1; // it opened while the page was still loading (no handler yet)
    const connection = new GameConnection('ABCDEFGH', 'ab'.repeat(16), { url: URL_A });
    connection.start();
    try {
      assert.deepEqual(socket.sent[0], { t: 'hello', game: 'ABCDEFGH', token: 'ab'.repeat(16) });
      assert.equal(connection.getSnapshot().link, 'open');
    } finally {
      connection.stop();
    }
  });

  it('still opening when taken: the hello goes when it opens', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, () => socket, manualClock());
    const connection = new GameConnection('ABCDEFGH', null, { url: URL_A });
    connection.start();
    try {
      assert.equal(socket.sent.length, 0);
      socket.open();
      assert.deepEqual(socket.sent[0], { t: 'hello', game: 'ABCDEFGH' });
    } finally {
      connection.stop();
    }
  });

  it('closed before it was taken: the connection reconnects as after any drop', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, () => socket, manualClock());
    socket.readyState = 3;
    const connection = new GameConnection('ABCDEFGH', null, { url: URL_A });
    connection.start();
    try {
      assert.equal(connection.getSnapshot().link, 'reconnecting');
    } finally {
      connection.stop();
    }
  });
});
