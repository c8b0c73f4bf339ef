import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { createGame, viewFor, type PlayerView } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { CHAT_PAGE, CLOSE_SLOW_READER, encodeView, type ChatLine } from '@among-cultists/protocol';
import { backoffDelay } from '../src/net/backoff.ts';
import { socketUrl } from '../src/net/connection.ts';
import { mergeChat, mergeClaims, mergeLog } from '../src/net/merge.ts';
import { mockedConnection } from './helpers.ts';

function views(): [PlayerView, PlayerView] {
  const created = createGame({ players: 5, seed: seedOf(9) });
  assert.ok(created.ok);
  const a = viewFor(created.state, 0);
  return [a, { ...a, round: a.round + 1 }];
}

describe('GameConnection', () => {
  const net = mockedConnection();

  it('keeps what was played for this seat when its time ran out, and clears the notice when it acts again', () => {
    const s = net.sockets[0]!;
    s.open();
    const [a] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    s.push({ t: 'timedOut', actions: [{ type: 'ready' }], logSeq: 4 });
    let snap = net.connection.getSnapshot();
    assert.deepEqual(snap.timeouts, [{ afterSeq: 4, actions: [{ type: 'ready' }] }]);
    assert.deepEqual(snap.timedOut, { afterSeq: 4, actions: [{ type: 'ready' }] });
    net.connection.act({ type: 'pass' });
    snap = net.connection.getSnapshot();
    assert.equal(snap.timedOut, null, 'the notice goes once the player acts');
    assert.equal(snap.timeouts.length, 1, 'the log keeps it');
  });

  it('says hello with the token, rebuilds views from patches and acts on the latest version', () => {
    const s = net.sockets[0]!;
    s.open();
    assert.deepEqual(s.sent[0], { t: 'hello', game: 'ABCDEFGH', token: 'ab'.repeat(16) });
    const [a, b] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    const patch = encodeView(a, b);
    assert.ok('patch' in patch);
    s.push({ t: 'update', version: 2, patch: patch.patch, events: [], deadline: null });
    assert.equal(net.connection.getSnapshot().view?.round, b.round);
    net.connection.act({ type: 'ready' });
    assert.deepEqual(s.sent.at(-1), { t: 'act', version: 2, action: { type: 'ready' } });
  });

  it('never shows a patch that does not apply: it reconnects for a whole view instead', () => {
    const s = net.sockets[0]!;
    s.open();
    const [a] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    const before = net.connection.getSnapshot();
    s.push({
      t: 'update',
      version: 2,
      patch: [{ op: 'replace', path: '/no/such/path', value: 1 }],
      events: [],
      deadline: null,
    });
    assert.equal(net.connection.getSnapshot().view, before.view);
    assert.equal(net.connection.getSnapshot().version, 1);
    assert.ok(s.closed);
    assert.equal(net.sockets.length, 2);
  });

  it('reconnects with backoff after a drop, resumes where it was, shows it, and keeps log entries once', () => {
    const s = net.sockets[0]!;
    s.open();
    const [a] = views();
    const event = { t: 'noEvent', seq: 0, round: 1 } as const;
    s.push({ t: 'update', version: 1, view: a, events: [event], deadline: null });
    s.drop();
    assert.equal(net.connection.getSnapshot().link, 'reconnecting');
    assert.equal(net.sockets.length, 1);
    mock.timers.tick(10_000);
    assert.equal(net.sockets.length, 2);
    const again = net.sockets[1]!;
    again.open();
    // It names what it has, so that the server sends only what it missed.
    assert.deepEqual(again.sent[0], {
      t: 'hello',
      game: 'ABCDEFGH',
      token: 'ab'.repeat(16),
      resume: { version: 1, logSeq: 0, chatSeq: -1 },
    });
    again.push({ t: 'update', version: 1, view: a, events: [event], deadline: null });
    assert.equal(net.connection.getSnapshot().link, 'open');
    assert.equal(net.connection.getSnapshot().log.length, 1);
  });

  it('reconnects and resumes after the server closed it for not reading fast enough (CLOSE_SLOW_READER)', () => {
    const s = net.sockets[0]!;
    s.open();
    const [a] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    s.drop(CLOSE_SLOW_READER, 'limit/socket-buffer');
    assert.equal(net.connection.getSnapshot().link, 'reconnecting');
    mock.timers.tick(10_000);
    assert.equal(net.sockets.length, 2, 'not a dead end: it connects again');
    net.sockets[1]!.open();
    assert.deepEqual(net.sockets[1]!.sent[0], {
      t: 'hello',
      game: 'ABCDEFGH',
      token: 'ab'.repeat(16),
      resume: { version: 1, logSeq: -1, chatSeq: -1 },
    });
    assert.equal(net.connection.getSnapshot().link, 'open');
  });

  it('drops a refused token and watches instead', () => {
    net.sockets[0]!.open();
    net.sockets[0]!.push({ t: 'error', code: 'auth/bad-token', message: 'no' });
    net.sockets[0]!.drop();
    mock.timers.tick(10_000);
    net.sockets[1]!.open();
    assert.deepEqual(net.sockets[1]!.sent[0], { t: 'hello', game: 'ABCDEFGH' });
    assert.equal(net.connection.getSnapshot().tokenRefused, true);
  });

  it('a table screen says hello with its key once it has one, and watches as a spectator if it is refused', () => {
    net.restart(null);
    net.sockets[0]!.open();
    assert.deepEqual(net.sockets[0]!.sent[0], { t: 'hello', game: 'ABCDEFGH' });
    const key = 'c'.repeat(64);
    net.connection.useTableKey(key);
    net.sockets[1]!.open();
    assert.deepEqual(net.sockets[1]!.sent[0], { t: 'hello', game: 'ABCDEFGH', table: key });
    net.sockets[1]!.push({ t: 'error', code: 'auth/bad-table-key', message: 'no' });
    net.sockets[1]!.drop();
    mock.timers.tick(10_000);
    net.sockets[2]!.open();
    assert.deepEqual(net.sockets[2]!.sent[0], { t: 'hello', game: 'ABCDEFGH' });
    assert.equal(net.connection.getSnapshot().notice?.code, 'auth/bad-table-key');
  });
});

describe('the chat', () => {
  const line = (seq: number, text = `line ${seq}`): ChatLine => ({
    seq,
    seat: seq % 3 === 0 ? null : 1,
    text,
    at: seq,
  });
  const lines = (from: number, to: number): ChatLine[] =>
    Array.from({ length: to - from + 1 }, (_, i) => line(from + i));
  const seqs = (held: { lines: readonly ChatLine[] }) => held.lines.map((l) => l.seq);

  const net = mockedConnection();

  it('merges by seq: older pages go first, live lines last, each line once, in order', () => {
    let held = mergeChat({ lines: [], more: false }, { lines: lines(100, 149), more: true });
    assert.deepEqual(
      seqs(held),
      lines(100, 149).map((l) => l.seq),
    );
    assert.equal(held.more, true);
    // A live line, then the same again (sent twice): once.
    held = mergeChat(held, { lines: [line(150)] });
    held = mergeChat(held, { lines: [line(150, 'again')] });
    assert.deepEqual(seqs(held).slice(-2), [149, 150]);
    assert.equal(held.lines.at(-1)?.text, 'line 150');
    assert.equal(held.more, true, 'a live line says nothing about older ones');
    // A page of older lines, overlapping the first one held and out of order.
    held = mergeChat(held, { lines: [...lines(50, 100)].reverse(), more: true, older: true });
    assert.deepEqual(
      seqs(held),
      lines(50, 150).map((l) => l.seq),
    );
    assert.equal(held.more, true);
    held = mergeChat(held, { lines: lines(0, 49), older: true });
    assert.deepEqual(
      seqs(held),
      lines(0, 150).map((l) => l.seq),
    );
    assert.equal(held.more, false, 'the first page says there is nothing older');
    // Nothing new: the very same object, so the screen does not redraw.
    assert.equal(mergeChat(held, { lines: lines(140, 150) }), held);
    assert.equal(mergeChat(held, { lines: [] }), held);
  });

  it('never holds a gap: lines past one replace the held ones, an answer that no longer fits is dropped', () => {
    const held = { lines: lines(10, 20), more: true };
    // Back after many lines: the server sent only the last page, and says older ones exist.
    const after = mergeChat(held, { lines: lines(200, 249), more: true });
    assert.deepEqual(
      seqs(after),
      lines(200, 249).map((l) => l.seq),
    );
    assert.equal(after.more, true);
    // A resume with nothing missed in between keeps everything.
    const resumed = mergeChat(held, { lines: lines(21, 22) });
    assert.deepEqual(
      seqs(resumed),
      lines(10, 22).map((l) => l.seq),
    );
    assert.equal(resumed.more, true);
    // An older page that does not end just before the first line held.
    assert.equal(mergeChat(after, { lines: lines(10, 20), more: true, older: true }), after);
    // An empty answer: nothing before the first line held.
    assert.deepEqual(mergeChat(held, { lines: [], older: true }), { lines: held.lines, more: false });
  });

  it('keeps the last page from hello, asks for the page before it, and prepends it', () => {
    const s = net.sockets[0]!;
    s.open();
    s.push({ t: 'chat', lines: lines(70, 70 + CHAT_PAGE - 1), more: true });
    assert.equal(net.connection.getSnapshot().chatMore, true);
    assert.equal(net.connection.getSnapshot().chatLoading, false);
    net.connection.chatHistory();
    assert.deepEqual(s.sent.at(-1), { t: 'chatHistory', before: 70 });
    assert.equal(net.connection.getSnapshot().chatLoading, true);
    // Asked once, however often pressed.
    net.connection.chatHistory();
    assert.equal(s.sent.filter((m) => (m as { t: string }).t === 'chatHistory').length, 1);
    // A live line meanwhile goes last and does not end the wait.
    s.push({ t: 'chat', lines: [line(120)] });
    assert.equal(net.connection.getSnapshot().chatLoading, true);
    s.push({ t: 'chat', lines: lines(20, 69), more: true, older: true });
    let snap = net.connection.getSnapshot();
    assert.deepEqual(
      snap.chat.map((l) => l.seq),
      lines(20, 120).map((l) => l.seq),
    );
    assert.equal(snap.chatMore, true);
    assert.equal(snap.chatLoading, false);
    net.connection.chatHistory();
    assert.deepEqual(s.sent.at(-1), { t: 'chatHistory', before: 20 });
    s.push({ t: 'chat', lines: lines(0, 19), older: true });
    snap = net.connection.getSnapshot();
    assert.equal(snap.chat.length, 121);
    assert.equal(snap.chatMore, false);
    // Nothing older: nothing to ask.
    const sent = s.sent.length;
    net.connection.chatHistory();
    assert.equal(s.sent.length, sent);
  });

  it('asks again after a failed page or a new socket, and resumes after the last line held', () => {
    const s = net.sockets[0]!;
    s.open();
    s.push({ t: 'chat', lines: lines(50, 99), more: true });
    net.connection.chatHistory();
    s.push({
      t: 'error',
      code: 'server/unavailable',
      message: 'Older messages could not be read; try again.',
    });
    assert.equal(net.connection.getSnapshot().chatLoading, false);
    assert.equal(net.connection.getSnapshot().notice?.code, 'server/unavailable');
    net.connection.chatHistory();
    assert.equal(net.connection.getSnapshot().chatLoading, true);
    const [a] = views();
    s.push({ t: 'update', version: 1, view: a, events: [], deadline: null });
    s.drop();
    assert.equal(net.connection.getSnapshot().chatLoading, false);
    mock.timers.tick(10_000);
    const again = net.sockets[1]!;
    again.open();
    assert.deepEqual(again.sent[0], {
      t: 'hello',
      game: 'ABCDEFGH',
      token: 'ab'.repeat(16),
      resume: { version: 1, logSeq: -1, chatSeq: 99 },
    });
    again.push({ t: 'chat', lines: lines(100, 101) });
    assert.deepEqual(
      net.connection.getSnapshot().chat.map((l) => l.seq),
      lines(50, 101).map((l) => l.seq),
    );
    assert.equal(net.connection.getSnapshot().chatMore, true);
    net.connection.chatHistory();
    assert.deepEqual(again.sent.at(-1), { t: 'chatHistory', before: 50 });
  });

  it('holds every claim line apart from the chat page: those sent whole after hello and those of chat frames, each once, in order', () => {
    const claimed = (seq: number): ChatLine => ({
      ...line(seq),
      seat: 2,
      claim: { kind: 'suspect', target: seq % 5 },
      round: 1,
    });
    const s = net.sockets[0]!;
    s.open();
    // The page sent on hello holds the latest claim; the older ones come whole, in a frame of their own.
    s.push({ t: 'chat', lines: [...lines(60, 108), claimed(109)], more: true });
    assert.deepEqual(
      net.connection.getSnapshot().claims.map((l) => l.seq),
      [109],
    );
    s.push({ t: 'claims', lines: [claimed(3), claimed(40), claimed(109)] });
    let snap = net.connection.getSnapshot();
    assert.deepEqual(
      snap.claims.map((l) => l.seq),
      [3, 40, 109],
    );
    assert.equal(snap.chat[0]?.seq, 60, 'the chat shown is still the page');
    assert.equal(snap.chatMore, true);
    // A live claim goes last; lines without a claim never join; a page asked for adds nothing new.
    s.push({ t: 'chat', lines: [line(110), claimed(111)] });
    s.push({ t: 'chat', lines: [...lines(10, 39), claimed(40), ...lines(41, 59)], more: true, older: true });
    snap = net.connection.getSnapshot();
    assert.deepEqual(
      snap.claims.map((l) => l.seq),
      [3, 40, 109, 111],
    );
    // Sent again after a reconnection: the same object, nothing to redraw.
    const before = snap.claims;
    s.push({ t: 'claims', lines: [claimed(3), claimed(40), claimed(109), claimed(111)] });
    assert.equal(net.connection.getSnapshot().claims, before);
    assert.equal(mergeClaims(before, [line(5)]), before);
  });

  it('clears the notice of a server restart once it is back', () => {
    const s = net.sockets[0]!;
    s.open();
    s.push({ t: 'error', code: 'server/shutdown', message: 'The server is restarting; reconnecting…' });
    s.drop();
    mock.timers.tick(10_000);
    net.sockets[1]!.open();
    assert.equal(net.connection.getSnapshot().notice?.code, 'server/shutdown');
    net.sockets[1]!.push({
      t: 'welcome',
      seat: 0,
      lobby: { id: 'ABCDEFGH', status: 'lobby', players: 5, seats: [], commitment: null, seed: null },
    });
    assert.equal(net.connection.getSnapshot().notice, null);
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
  it('uses wss on https pages, and names the game so that a load balancer keeps a game on one node', () => {
    assert.equal(socketUrl({ protocol: 'https:', host: 'a.b' }, 'K6HKDPMG'), 'wss://a.b/ws?game=K6HKDPMG');
    assert.equal(
      socketUrl({ protocol: 'http:', host: 'localhost:5173' }, 'ABC'),
      'ws://localhost:5173/ws?game=ABC',
    );
  });
});
