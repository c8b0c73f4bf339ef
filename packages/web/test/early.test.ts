import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { GameConnection } from '../src/net/connection.ts';
import {
  dropEarly,
  firstHello,
  MAX_EARLY_FRAMES,
  openEarly,
  takeEarly,
  UNTAKEN_MS,
  type EarlyClock,
} from '../src/net/early.ts';
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
const TOKEN = 'ab'.repeat(16);
const HELLO = firstHello('ABCDEFGH', TOKEN, null);
/** What the server says to a seated hello: the welcome, then the whole view (sent as it is). */
const WELCOME = {
  t: 'welcome',
  seat: 0,
  lobby: { id: 'ABCDEFGH', status: 'lobby', players: 5, seats: [], commitment: null, seed: null },
} as const;

describe('a game page socket opened before the page draws (net/early.ts)', () => {
  afterEach(() => {
    dropEarly();
  });

  it('is taken once, by a connection to its own address only', () => {
    const clock = manualClock();
    const socket = new FakeSocket();
    openEarly(URL_A, null, () => socket, clock);
    assert.equal(takeEarly('ws://x/ws?game=OTHERGAM', HELLO), null, 'another game never gets it');
    assert.equal(takeEarly(URL_A, HELLO)?.socket, socket);
    assert.equal(takeEarly(URL_A, HELLO), null, 'nobody takes it twice');
    assert.equal(clock.pending(), 0, 'taken: no timer left to close it');
    assert.equal(socket.closed, false);
  });

  it('is closed when nobody takes it in time', () => {
    const clock = manualClock();
    const socket = new FakeSocket();
    openEarly(URL_A, null, () => socket, clock);
    clock.run();
    assert.equal(socket.closed, true);
    assert.equal(takeEarly(URL_A, HELLO), null);
  });

  it('already open when the connection takes it: the connection says hello at once', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, null, () => socket, manualClock());
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
    openEarly(URL_A, null, () => socket, manualClock());
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
    openEarly(URL_A, null, () => socket, manualClock());
    socket.readyState = 3;
    const connection = new GameConnection('ABCDEFGH', null, { url: URL_A });
    connection.start();
    try {
      assert.equal(connection.getSnapshot().link, 'reconnecting');
    } finally {
      connection.stop();
    }
  });
  it('says the hello with the seat held as it opens, and keeps what the server answers for the page', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, HELLO, () => socket, manualClock());
    socket.open();
    assert.deepEqual(socket.sent, [{ t: 'hello', game: 'ABCDEFGH', token: TOKEN }]);
    socket.push(WELCOME);
    const connection = new GameConnection('ABCDEFGH', TOKEN, { url: URL_A });
    connection.start();
    try {
      assert.equal(socket.sent.length, 1, 'the connection does not say hello twice');
      assert.equal(connection.getSnapshot().link, 'open');
      assert.equal(connection.getSnapshot().seat, 0, 'the welcome heard before the page took the socket');
      assert.equal(connection.getSnapshot().lobby?.id, 'ABCDEFGH');
    } finally {
      connection.stop();
    }
  });

  it("a hello said for another seat is not the page's: that socket is closed and the page opens its own", () => {
    const socket = new FakeSocket();
    openEarly(URL_A, HELLO, () => socket, manualClock());
    socket.open();
    // The page took a handed-over seat meanwhile: its connection says another hello.
    assert.equal(takeEarly(URL_A, firstHello('ABCDEFGH', 'cd'.repeat(16), null)), null);
    assert.equal(socket.closed, true);
  });

  it('not yet open when taken: the connection says its own hello, once', () => {
    const socket = new FakeSocket();
    openEarly(URL_A, HELLO, () => socket, manualClock());
    const connection = new GameConnection('ABCDEFGH', TOKEN, { url: URL_A });
    connection.start();
    try {
      socket.open();
      assert.deepEqual(socket.sent, [{ t: 'hello', game: 'ABCDEFGH', token: TOKEN }]);
    } finally {
      connection.stop();
    }
  });

  it(`keeps at most ${MAX_EARLY_FRAMES} frames: a server that says more is not waited for`, () => {
    const socket = new FakeSocket();
    openEarly(URL_A, HELLO, () => socket, manualClock());
    socket.open();
    for (let i = 0; i <= MAX_EARLY_FRAMES; i++) socket.push(WELCOME);
    assert.equal(socket.closed, true);
    const connection = new GameConnection('ABCDEFGH', TOKEN, { url: URL_A });
    connection.start();
    try {
      assert.equal(connection.getSnapshot().link, 'reconnecting', 'it starts again, as after any drop');
    } finally {
      connection.stop();
    }
  });

  it('a table screen says its own place, never a seat', () => {
    assert.deepEqual(firstHello('ABCDEFGH', null, 'k'.repeat(24)), {
      t: 'hello',
      game: 'ABCDEFGH',
      table: 'k'.repeat(24),
    });
    assert.deepEqual(firstHello('ABCDEFGH', TOKEN, 'k'.repeat(24)), {
      t: 'hello',
      game: 'ABCDEFGH',
      token: TOKEN,
    });
  });
});
