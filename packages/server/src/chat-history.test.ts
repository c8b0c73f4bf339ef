/**
 * Older chat pages (issue 24, finding 3): a `chatHistory` of a few bytes answers with up to a page of lines,
 * so each connection gets one page a second (`chat/history-rate` beyond), and a page is read from storage
 * once per game copy, whoever asks for it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { CHAT_PAGE, type ServerMessage } from '@among-cultists/protocol';
import { ChatLog } from './chat.ts';
import { openDatabase } from './db.ts';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { errorAfter, hello, seatTable, startServer } from './testing.ts';

/** Counts the queries that read the chat table. */
class ChatReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): PluginTransformQueryArgs['node'] {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from).includes('"chat"'))
      this.count += 1;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<PluginTransformResultArgs['result']> {
    return Promise.resolve(args.result);
  }
}

const older = (m: ServerMessage): m is Extract<ServerMessage, { t: 'chat' }> =>
  m.t === 'chat' && m.older === true;

describe('older chat pages', () => {
  test('one page a second per connection: a second request within the second is refused (chat/history-rate) and counted', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      limits: { chat: { burst: 1e6, perSecond: 1e6 }, messages: { burst: 1e6, perSecond: 1e6 } },
    });
    try {
      const { id, tokens } = await seatTable(srv, { bots: false });
      const host = await hello(srv, id, tokens[0]);
      for (let n = 0; n < CHAT_PAGE + 20; n++) host.send({ t: 'chat', text: `line ${n}` });
      await host.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.seq === CHAT_PAGE + 19));
      const watcher = await hello(srv, id);
      const other = await hello(srv, id);
      let from = watcher.messages.length;
      watcher.send({ t: 'chatHistory', before: 20 });
      assert.deepEqual(
        (await watcher.waitFor(older, from)).lines.map((l) => l.seq),
        Array.from({ length: 20 }, (_, i) => i),
      );
      from = watcher.messages.length;
      watcher.send({ t: 'chatHistory', before: 20 });
      assert.equal((await errorAfter(watcher, from)).code, 'chat/history-rate');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'chat-history' }), 1);
      // Each connection has its own allowance.
      from = other.messages.length;
      other.send({ t: 'chatHistory', before: 20 });
      await other.waitFor(older, from);
      // A second later the same connection may ask again.
      await clock.advance(1000);
      from = watcher.messages.length;
      watcher.send({ t: 'chatHistory', before: 20 });
      await watcher.waitFor(older, from);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'chat-history' }), 1);
      for (const c of [host, watcher, other]) c.close();
    } finally {
      await srv.close();
    }
  });

  test('a page is read from storage once, however many ask for it; a page reaching past the lines held is the same page', async () => {
    const reads = new ChatReads();
    const db = await openDatabase({ url: ':memory:' });
    try {
      const chat = new ChatLog(db.withPlugin(reads), 'GAME0001', [], 0);
      for (let n = 0; n < CHAT_PAGE + 20; n++) await chat.append(0, `line ${n}`, n);
      const before = reads.count;
      const first = await chat.page(30);
      assert.deepEqual(
        first.lines.map((l) => l.seq),
        Array.from({ length: 30 }, (_, i) => i),
      );
      assert.equal(first.more, false);
      for (let i = 0; i < 10; i++) assert.deepEqual(await chat.page(30), first);
      assert.equal(reads.count - before, 1, 'read once');
      // Asked for before a line not stored yet: the page ends at the last line, and is kept as such.
      const last = await chat.page(10_000);
      assert.equal(last.lines.at(-1)?.seq, CHAT_PAGE + 19);
      assert.equal(last.more, true);
      await chat.page(CHAT_PAGE + 20);
      assert.equal(reads.count - before, 2);
    } finally {
      await db.destroy();
    }
  });
});
