import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAT_PAGE, type ChatLine, type ServerMessage } from '@among-cultists/protocol';
import { countOf } from './metrics.ts';
import { ManualClock, settle } from './testing-clock.ts';
import { hello, post, seatTable, startServer, TestClient } from './testing.ts';

function lines(c: TestClient): ChatLine[] {
  return c.messages.flatMap((m) => (m.t === 'chat' ? m.lines : []));
}

describe('table chat', () => {
  test('the chat limit is per seat: forty windows of one seat write no faster than one (chat/rate)', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { socketsPerSeat: 50, socketsPerIp: 100 } });
    try {
      const { id, tokens } = await seatTable(srv, { bots: false });
      const watcher = await hello(srv, id);
      const windows: TestClient[] = [];
      for (let i = 0; i < 40; i++) windows.push(await hello(srv, id, tokens[0]));
      for (const w of windows) for (let n = 0; n < 10; n++) w.send({ t: 'chat', text: `flood ${n}` });
      await windows[39]!.waitFor((m) => m.t === 'error' && m.code === 'chat/rate');
      const room = (await srv.server.rooms.get(id))!;
      // Every line was answered (stored and sent, or refused) before the count is read.
      await settle(20);
      const burst = srv.server.limits.chat.burst;
      assert.equal(lines(watcher).length, burst, 'the burst, then nothing while the clock stands still');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'chat' }), 400 - burst);
      // Time refills the seat's allowance, for all its windows together.
      await clock.advance(10_000);
      windows[0]!.send({ t: 'chat', text: 'later' });
      await watcher.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'later'));
      assert.equal(room.clients.size, 41);
      for (const c of [watcher, ...windows]) c.close();
    } finally {
      await srv.close();
    }
  });

  test('a hello brings the last page of chat; older pages come on request; the stored chat is bounded (chat/full)', async () => {
    const total = CHAT_PAGE * 2 + 7;
    const srv = await startServer({
      limits: {
        chat: { burst: 1e6, perSecond: 1e6 },
        messages: { burst: 1e6, perSecond: 1e6 },
        // Said in the lobby: its bound is the one met here; pages as fast as the test asks.
        lobbyChatStored: total,
        chatPages: { burst: 1e6, perSecond: 1e6 },
      },
    });
    try {
      const { id, tokens } = await seatTable(srv, { bots: false });
      const host = await hello(srv, id, tokens[0]);
      for (let n = 0; n < total; n++) host.send({ t: 'chat', text: `line ${n}` });
      await host.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.seq === total - 1));
      host.send({ t: 'chat', text: 'one too many' });
      await host.waitFor((m) => m.t === 'error' && m.code === 'chat/full');

      const late = await hello(srv, id);
      const first = await late.waitFor((m) => m.t === 'chat');
      assert.equal(first.lines.length, CHAT_PAGE);
      assert.equal(first.lines[0]!.seq, total - CHAT_PAGE);
      assert.equal(first.more, true);
      // Page back to the first line.
      let before = first.lines[0]!.seq;
      const seen = [...first.lines];
      for (let page = 0; page < 5 && before > 0; page++) {
        const from = late.messages.length;
        late.send({ t: 'chatHistory', before });
        const older = await late.waitFor(
          (m): m is Extract<ServerMessage, { t: 'chat' }> => m.t === 'chat' && m.older === true,
          from,
        );
        assert.ok(older.lines.length <= CHAT_PAGE);
        seen.unshift(...older.lines);
        before = older.lines[0]!.seq;
        assert.equal(older.more === true, before > 0);
      }
      assert.deepEqual(
        seen.map((l) => l.seq),
        Array.from({ length: total }, (_, i) => i),
      );
      host.close();
      late.close();
    } finally {
      await srv.close();
    }
  });

  test('a reconnecting client gets only the lines after its last one', async () => {
    const srv = await startServer({ limits: { chat: { burst: 100, perSecond: 100 } } });
    try {
      const { id, tokens } = await seatTable(srv, { bots: false });
      const host = await hello(srv, id, tokens[0]);
      for (let n = 0; n < 5; n++) host.send({ t: 'chat', text: `line ${n}` });
      await host.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.seq === 4));
      const back = await TestClient.connect(srv.ws);
      back.send({
        t: 'hello',
        game: id,
        token: tokens[0],
        resume: { version: 0, logSeq: -1, chatSeq: 2 },
      });
      await back.waitFor((m) => m.t === 'welcome');
      const got = await back.waitFor((m) => m.t === 'chat');
      assert.deepEqual(
        got.lines.map((l) => l.seq),
        [3, 4],
      );
      assert.equal(got.more, undefined);
      host.close();
      back.close();
    } finally {
      await srv.close();
    }
  });

  test('chat lines and names with control characters (a NUL) are refused with a clear error', async () => {
    const srv = await startServer();
    try {
      const created = await post<{ error: { code: string; message: string } }>(`${srv.http}/api/games`, {
        players: 5,
        name: 'Ann\u0000',
      });
      assert.equal(created.status, 400);
      assert.equal(created.body.error.code, 'request/invalid');
      assert.match(created.body.error.message, /control characters/);
      const { body } = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
        players: 5,
        name: 'Ann',
      });
      const host = await hello(srv, body.id, body.token);
      host.send({ t: 'chat', text: 'a\u0000b' });
      const refused = await host.waitFor((m) => m.t === 'error');
      assert.equal(refused.code, 'message/malformed');
      assert.match(refused.message, /control characters/);
      host.close();
    } finally {
      await srv.close();
    }
  });
});
