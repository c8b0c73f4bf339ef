/**
 * A lobby troll cannot silence the game that follows (issue 24, finding 8): the lobby's chat has a bound
 * of its own, play always has `chatStored` plain lines, and claims have room beyond those. The bounds
 * follow from the number of lines stored, so a game loaded again (a restart, another node) counts the same.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatFull } from './chat-bounds.ts';
import { countOf } from './metrics.ts';
import { errorAfter, hello, post, seatTable, startServer, type TestClient } from './testing.ts';

const BOUNDS = { lobbyChatStored: 3, chatStored: 4, claimsReserved: 2 };

/** Sends a line (or a claim) and waits for its answer: the code of a refusal, or null once it is shown. */
async function say(c: TestClient, message: Parameters<TestClient['send']>[0]): Promise<string | null> {
  const from = c.messages.length;
  c.send(message);
  const answer = await c.waitFor(
    (m) => m.t === 'error' || (m.t === 'chat' && m.lines.some((l) => l.seat === 0)),
    from,
  );
  return answer.t === 'error' ? answer.code : null;
}

describe('the chat’s bounds', () => {
  test('the lobby fills only its own share; after the start plain lines still fit, and claims fit after plain lines are full', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'among-cultists-chat-bounds-')), 'games.sqlite');
    const config = {
      database: { url: file },
      limits: { ...BOUNDS, chat: { burst: 1e6, perSecond: 1e6 }, messages: { burst: 1e6, perSecond: 1e6 } },
    };
    let srv = await startServer(config);
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Bea', 'Cy', 'Dan', 'Eve'], bots: false });
      let host = await hello(srv, id, tokens[0]);
      for (let n = 0; n < 3; n++) assert.equal(await say(host, { t: 'chat', text: `troll ${n}` }), null);
      assert.equal(await say(host, { t: 'chat', text: 'troll 3' }), 'chat/full');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'lobby-chat-stored' }), 1);

      assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
      await host.waitFor((m) => m.t === 'update');
      // A restart counts the same: the bounds follow from the lines stored.
      host.close();
      await srv.close();
      srv = await startServer(config);
      host = await hello(srv, id, tokens[0]);
      for (let n = 0; n < 4; n++) assert.equal(await say(host, { t: 'chat', text: `play ${n}` }), null);
      assert.equal(await say(host, { t: 'chat', text: 'play 4' }), 'chat/full');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'chat-stored' }), 1);
      const claimed = {
        t: 'claim',
        claim: { kind: 'checked', target: 1, round: 1, verdict: 'alive' },
      } as const;
      assert.equal(await say(host, claimed), null);
      assert.equal(await say(host, { t: 'claim', claim: { kind: 'suspect', target: 2 } }), null);
      assert.equal(await say(host, { t: 'claim', claim: { kind: 'trust', target: 3 } }), 'chat/full');
      const from = host.messages.length;
      host.send({ t: 'chat', text: 'still full' });
      assert.equal((await errorAfter(host, from)).code, 'chat/full');
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('each kind of line has its bound, counted from the lines stored', () => {
    assert.equal(chatFull(BOUNDS, 2, 'lobby'), false);
    assert.equal(chatFull(BOUNDS, 3, 'lobby'), true);
    // However many lines the lobby left, play has its own.
    assert.equal(chatFull(BOUNDS, 6, 'line'), false);
    assert.equal(chatFull(BOUNDS, 7, 'line'), true);
    assert.equal(chatFull(BOUNDS, 8, 'claim'), false);
    assert.equal(chatFull(BOUNDS, 9, 'claim'), true);
  });
});
