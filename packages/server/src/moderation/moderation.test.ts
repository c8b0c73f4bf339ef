import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChatLine, Lobby, ServerMessage } from '@among-cultists/protocol';
import { countOf } from '../metrics.ts';
import { ManualClock } from '../testing-clock.ts';
import { hello, post, seatTable, startServer, TestClient } from '../testing.ts';

type Mutes = Extract<ServerMessage, { t: 'mutes' }>;

function texts(c: TestClient): string[] {
  return c.messages.flatMap((m) => (m.t === 'chat' ? m.lines.map((l: ChatLine) => l.text) : []));
}

function lastMutes(c: TestClient): Mutes | undefined {
  return c.messages.filter((m): m is Mutes => m.t === 'mutes').at(-1);
}

/** Says a line and waits until `watcher` has it: later frames to others were sent before it. */
async function say(from: TestClient, text: string, watcher: TestClient): Promise<void> {
  from.send({ t: 'chat', text });
  await watcher.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === text));
}

describe('moderation (issue 30)', () => {
  test('the host removes a person from the lobby: seat freed, sockets told and closed, the token refused for good; bounded', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { removalsPerGame: 1 } });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Ana', 'Bo'], bots: false });
      const [host, ana, bo] = tokens as [string, string, string];
      const boSocket = await hello(srv, id, bo);
      const watcher = await hello(srv, id);

      const notHost = await post(`${srv.http}/api/games/${id}/seats/2/remove`, { token: ana });
      assert.equal(notHost.status, 403);
      const hostSeat = await post(`${srv.http}/api/games/${id}/seats/0/remove`, { token: host });
      assert.equal((hostSeat.body as { error: { code: string } }).error.code, 'seat/host');
      const empty = await post(`${srv.http}/api/games/${id}/seats/3/remove`, { token: host });
      assert.equal((empty.body as { error: { code: string } }).error.code, 'seat/not-a-person');

      const removed = await post<Lobby>(`${srv.http}/api/games/${id}/seats/2/remove`, { token: host });
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.equal(removed.body.seats[2]!.kind, 'open');
      assert.equal(removed.body.seats[2]!.name, null);
      const closed = await boSocket.waitForClose();
      assert.equal(closed.reason, 'moderation/removed');
      assert.ok(boSocket.messages.some((m) => m.t === 'error' && m.code === 'moderation/removed'));
      await watcher.waitFor((m) => m.t === 'lobby' && m.lobby.seats[2]!.kind === 'open');

      // The token never says hello again, nor acts through HTTP as a seat.
      const again = await TestClient.connect(srv.ws);
      again.send({ t: 'hello', game: id, token: bo });
      await again.waitFor((m) => m.t === 'error' && m.code === 'moderation/removed');
      assert.equal((await again.waitForClose()).reason, 'moderation/removed');

      // Bounded per game (LIMIT_REMOVALS_PER_GAME, here 1).
      const second = await post(`${srv.http}/api/games/${id}/seats/1/remove`, { token: host });
      assert.equal(second.status, 429);
      assert.equal((second.body as { error: { code: string } }).error.code, 'limit/removals');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'removals' }), 1);
      watcher.close();
    } finally {
      await srv.close();
    }
  });

  test('the host mutes a seat for the table: its lines are refused, everyone is shown it; unmute; stored across reconnects', async () => {
    const srv = await startServer({ clock: new ManualClock() });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Ana', 'Bo'], bots: false });
      const [hostToken, anaToken] = tokens as [string, string, string];
      const host = await hello(srv, id, hostToken);
      const ana = await hello(srv, id, anaToken);
      const watcher = await hello(srv, id);

      // Only the host mutes for the table.
      ana.send({ t: 'mute', seat: 0, on: true, table: true });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'auth/not-host');

      host.send({ t: 'mute', seat: 1, on: true, table: true });
      for (const c of [host, ana, watcher]) await c.waitFor((m) => m.t === 'mutes' && m.table.includes(1));
      const from = ana.messages.length;
      ana.send({ t: 'chat', text: 'spam spam' });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'chat/muted', from);
      await say(host, 'host speaks', watcher);
      assert.ok(!texts(watcher).includes('spam spam'));

      // Stored: a new connection is shown it at once.
      const late = await hello(srv, id);
      await late.waitFor((m) => m.t === 'mutes' && m.table.includes(1));

      host.send({ t: 'mute', seat: 1, on: false, table: true });
      await watcher.waitFor((m) => m.t === 'mutes' && m.table.length === 0);
      await say(ana, 'sorry', watcher);
      for (const c of [host, ana, watcher, late]) c.close();
    } finally {
      await srv.close();
    }
  });

  test('a player mutes another for themself: that seat’s lines stop coming to them (stored per seat), nobody else is told', async () => {
    const srv = await startServer({ clock: new ManualClock() });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Ana', 'Bo'], bots: false });
      const [hostToken, anaToken, boToken] = tokens as [string, string, string];
      const host = await hello(srv, id, hostToken);
      const ana = await hello(srv, id, anaToken);
      const bo = await hello(srv, id, boToken);

      await say(bo, 'before the mute', ana);
      ana.send({ t: 'mute', seat: 2, on: true });
      const mutes = await ana.waitFor((m): m is Mutes => m.t === 'mutes');
      assert.deepEqual(mutes, { t: 'mutes', table: [], mine: [2] });
      await say(bo, 'after the mute', host);
      await say(host, 'the host again', ana);
      assert.ok(texts(ana).includes('before the mute'));
      assert.ok(!texts(ana).includes('after the mute'), 'the muted seat’s line does not reach Ana');
      assert.ok(texts(host).includes('after the mute'));
      // The muted seat and the others are not told.
      assert.equal(lastMutes(bo), undefined);
      assert.equal(lastMutes(host), undefined);

      // Stored per seat: Ana's new connection is shown it, and its hello's chat leaves the line out.
      ana.close();
      const ana2 = await hello(srv, id, anaToken);
      await ana2.waitFor((m) => m.t === 'mutes' && m.mine.includes(2));
      assert.ok(texts(ana2).includes('the host again'), 'the others’ lines come');
      assert.ok(!texts(ana2).includes('after the mute'));
      assert.ok(!texts(ana2).includes('before the mute'), 'the muted seat’s older lines are left out too');
      // Older pages are filtered alike.
      ana2.send({ t: 'chatHistory', before: 3 });
      await ana2.waitFor((m) => m.t === 'chat' && m.older === true);
      assert.ok(!texts(ana2).includes('after the mute'));

      ana2.send({ t: 'mute', seat: 2, on: false });
      await ana2.waitFor((m) => m.t === 'mutes' && m.mine.length === 0);
      await say(bo, 'heard again', ana2);

      ana2.send({ t: 'mute', seat: 1, on: true });
      await ana2.waitFor((m) => m.t === 'error' && m.code === 'mute/self');
      for (const c of [host, bo, ana2]) c.close();
    } finally {
      await srv.close();
    }
  });

  test('a report stores the reported seat’s lines from storage (not the client’s), bounded per seat and per address', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { reportsPerSeat: 2, reportsPerAddressHour: 3 } });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Ana', 'Bo'], bots: true });
      const [hostToken, anaToken, boToken] = tokens as [string, string, string];
      const host = await hello(srv, id, hostToken);
      const ana = await hello(srv, id, anaToken);
      const bo = await hello(srv, id, boToken);
      await say(bo, 'you are all idiots', ana);
      await say(bo, 'really', ana);

      ana.send({ t: 'report', seat: 2, reason: 'harassment', text: 'insults everyone' });
      await ana.waitFor((m) => m.t === 'reported' && m.seat === 2);
      const db = srv.server.db;
      const rows = await db.selectFrom('reports').selectAll().execute();
      assert.equal(rows.length, 1);
      const row = rows[0]!;
      assert.equal(row.game_id, id);
      assert.equal(row.reporter_seat, 1);
      assert.equal(row.reported_seat, 2);
      assert.equal(row.reported_name, 'Bo');
      assert.equal(row.reason, 'harassment');
      assert.equal(row.text, 'insults everyone');
      assert.deepEqual(
        (JSON.parse(row.lines) as { text: string }[]).map((l) => l.text),
        ['you are all idiots', 'really'],
      );
      assert.equal(row.closed_at, null);

      // Refused: oneself, a bot, a spectator, an unknown reason (the schema).
      ana.send({ t: 'report', seat: 1, reason: 'spam' });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'report/self');
      ana.send({ t: 'report', seat: 3, reason: 'spam' });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'report/not-a-person');
      const watcher = await hello(srv, id);
      watcher.send({ t: 'report', seat: 2, reason: 'spam' });
      await watcher.waitFor((m) => m.t === 'error' && m.code === 'report/spectator');
      ana.send({ t: 'report', seat: 2, reason: 'because' });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'message/malformed');

      // Per seat per game (here 2), then per address per hour (here 3: every test client is 127.0.0.1).
      ana.send({ t: 'report', seat: 0, reason: 'spam' });
      await ana.waitFor((m) => m.t === 'reported' && m.seat === 0);
      ana.send({ t: 'report', seat: 0, reason: 'other' });
      await ana.waitFor((m) => m.t === 'error' && m.code === 'report/limit');
      host.send({ t: 'report', seat: 2, reason: 'spam' });
      await host.waitFor((m) => m.t === 'reported');
      bo.send({ t: 'report', seat: 1, reason: 'spam' });
      await bo.waitFor((m) => m.t === 'error' && m.code === 'report/rate');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'reports' }), 1);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'report-address' }), 1);
      // An hour later the address may report again.
      await clock.advance(3600_000);
      bo.send({ t: 'report', seat: 1, reason: 'spam' });
      await bo.waitFor((m) => m.t === 'reported');
      for (const c of [host, ana, bo, watcher]) c.close();
    } finally {
      await srv.close();
    }
  });
});
