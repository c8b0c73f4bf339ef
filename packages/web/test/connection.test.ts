import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createGame, viewFor, type PlayerView } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { encodeView, type WireMessage } from '@among-cultists/protocol';
import { backoffDelay } from '../src/net/backoff.ts';
import { GameConnection, mergeLog, socketUrl, type SocketLike } from '../src/net/connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: unknown[] = [];
  closed = false;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: WireMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function views(): [PlayerView, PlayerView] {
  const created = createGame({ players: 5, seed: seedOf(9) });
  assert.ok(created.ok);
  const a = viewFor(created.state, 0);
  return [a, { ...a, round: a.round + 1 }];
}

describe('GameConnection', () => {
  let sockets: FakeSocket[];
  let connection: GameConnection;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'] });
    sockets = [];
    connection = new GameConnection('ABCDEFGH', 'ab'.repeat(16), {
      url: 'ws://x/ws',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
    });
    connection.start();
  });
  afterEach(() => {
    connection.stop();
    mock.timers.reset();
  });

  it('says hello with the token, rebuilds views from patches and acts on the latest version', () => {
    const s = sockets[0]!;
    s.open();
    assert.deepEqual(s.sent[0], { t: 'hello', game: 'ABCDEFGH', token: 'ab'.repeat(16) });
    const [a, b] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    const patch = encodeView(a, b);
    assert.ok('patch' in patch);
    s.push({ t: 'update', version: 2, patch: patch.patch, events: [], deadline: null });
    assert.equal(connection.getSnapshot().view?.round, b.round);
    connection.act({ type: 'ready' });
    assert.deepEqual(s.sent.at(-1), { t: 'act', version: 2, action: { type: 'ready' } });
  });

  it('never shows a patch that does not apply: it reconnects for a whole view instead', () => {
    const s = sockets[0]!;
    s.open();
    const [a] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    const before = connection.getSnapshot();
    s.push({
      t: 'update',
      version: 2,
      patch: [{ op: 'replace', path: '/no/such/path', value: 1 }],
      events: [],
      deadline: null,
    });
    assert.equal(connection.getSnapshot().view, before.view);
    assert.equal(connection.getSnapshot().version, 1);
    assert.ok(s.closed);
    assert.equal(sockets.length, 2);
  });

  it('reconnects with backoff after a drop, resumes where it was, shows it, and keeps log entries once', () => {
    const s = sockets[0]!;
    s.open();
    const [a] = views();
    const event = { t: 'noEvent', seq: 0, round: 1 } as const;
    s.push({ t: 'update', version: 1, view: a, events: [event], deadline: null });
    s.drop();
    assert.equal(connection.getSnapshot().link, 'reconnecting');
    assert.equal(sockets.length, 1);
    mock.timers.tick(10_000);
    assert.equal(sockets.length, 2);
    const again = sockets[1]!;
    again.open();
    // It names what it has, so that the server sends only what it missed.
    assert.deepEqual(again.sent[0], {
      t: 'hello',
      game: 'ABCDEFGH',
      token: 'ab'.repeat(16),
      resume: { version: 1, logSeq: 0, chatSeq: -1 },
    });
    again.push({ t: 'update', version: 1, view: a, events: [event], deadline: null });
    assert.equal(connection.getSnapshot().link, 'open');
    assert.equal(connection.getSnapshot().log.length, 1);
  });

  it('drops a refused token and watches instead', () => {
    sockets[0]!.open();
    sockets[0]!.push({ t: 'error', code: 'auth/bad-token', message: 'no' });
    sockets[0]!.drop();
    mock.timers.tick(10_000);
    sockets[1]!.open();
    assert.deepEqual(sockets[1]!.sent[0], { t: 'hello', game: 'ABCDEFGH' });
    assert.equal(connection.getSnapshot().tokenRefused, true);
  });
});

describe('the log', () => {
  it('keeps entries in seq order, each once, and fits in the hidden ones revealed at the end', () => {
    const entry = (seq: number) => ({ t: 'noEvent', seq, round: 1 }) as const;
    const log = mergeLog(mergeLog([], [entry(0), entry(2)]), [entry(2), entry(5)]);
    assert.deepEqual(
      log.map((e) => e.seq),
      [0, 2, 5],
    );
    const end = mergeLog(log, [entry(0), entry(1), entry(2), entry(3), entry(4), entry(5), entry(6)]);
    assert.deepEqual(
      end.map((e) => e.seq),
      [0, 1, 2, 3, 4, 5, 6],
    );
    assert.equal(mergeLog(end, []), end);
  });
});

describe('backoff and address', () => {
  it('grows, stays capped and uses jitter', () => {
    assert.equal(
      backoffDelay(0, () => 0),
      250,
    );
    assert.equal(
      backoffDelay(1, () => 1),
      1000,
    );
    assert.equal(
      backoffDelay(50, () => 1),
      10_000,
    );
  });
  it('uses wss on https pages', () => {
    assert.equal(socketUrl({ protocol: 'https:', host: 'a.b' }), 'wss://a.b/ws');
    assert.equal(socketUrl({ protocol: 'http:', host: 'localhost:5173' }), 'ws://localhost:5173/ws');
  });
});
