import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Claim } from '@among-cultists/engine';
import { CHAT_PAGE, type ChatLine, type ServerMessage } from '@among-cultists/protocol';
import type { ServerConfig } from './app.ts';
import { countOf } from './metrics.ts';
import { loadGame } from './store.ts';
import { ManualClock } from './testing-clock.ts';
import {
  errorAfter,
  hello,
  post,
  seatTable,
  startServer,
  startTable,
  type RunningServer,
  type SeatedTable,
  type TableOptions,
  type TestClient,
} from './testing.ts';

/** A 5-player game: Host (seat 0) and Bea (seat 1) are people, the other seats bots. */
const TABLE: TableOptions = { people: ['Bea'] };

/** A server of this config and a game of TABLE on it, started; the server is closed once `play` is done. */
async function atStartedTable(
  config: Partial<ServerConfig>,
  play: (srv: RunningServer, table: SeatedTable & { host: TestClient }) => Promise<void>,
): Promise<void> {
  const srv = await startServer(config);
  try {
    await play(srv, await startTable(srv, TABLE));
  } finally {
    await srv.close();
  }
}

const claimLine = (m: ServerMessage): ChatLine | undefined =>
  m.t === 'chat' ? m.lines.find((l) => l.claim !== undefined) : undefined;

describe('claims on the wire', () => {
  test('GEN-08: a seat posts a claim; every connection, spectators too, gets its chat line with the claim, stored with the game', async () => {
    // The clock stands still: the bots wait, and the chat allowance does not refill.
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const { id, tokens } = await seatTable(srv, TABLE);
      const host = await hello(srv, id, tokens[0]);
      const bea = await hello(srv, id, tokens[1]);
      const watcher = await hello(srv, id);

      // Before the start there is nothing to claim about.
      const from = host.messages.length;
      host.send({ t: 'claim', claim: { kind: 'suspect', target: 1 } });
      assert.equal((await errorAfter(host, from)).code, 'game/not-started');

      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      await host.waitFor((m) => m.t === 'update');
      const claim: Claim = { kind: 'checked', target: 1, round: 1, verdict: 'alive' };
      host.send({ t: 'claim', claim });
      for (const c of [host, bea, watcher]) {
        const line = claimLine(await c.waitFor((m) => claimLine(m) !== undefined));
        assert.ok(line);
        assert.deepEqual(line.claim, claim);
        assert.equal(line.seat, 0);
        assert.equal(line.round, 1);
        assert.equal(line.text, 'I checked Bea in round 1: alive.', 'older clients read the plain text');
      }
      const stored = await loadGame(srv.server.db, id);
      assert.deepEqual(
        stored?.chat.map((l) => [l.seat, l.claim, l.round]),
        [[0, claim, 1]],
      );
      // Free chat is unchanged: a line without a claim has no claim field.
      bea.send({ t: 'chat', text: 'hm' });
      const plain = await watcher.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'hm'));
      assert.equal(plain.t === 'chat' && 'claim' in plain.lines[0]!, false);
      for (const c of [host, bea, watcher]) c.close();
    } finally {
      await srv.close();
    }
  });

  test('a spectator cannot post a claim; a claim naming a seat outside the game, one’s own seat or a later round is refused with a code', async () => {
    await atStartedTable({ clock: new ManualClock() }, async (srv, { id, host }) => {
      const watcher = await hello(srv, id);

      let from = watcher.messages.length;
      watcher.send({ t: 'claim', claim: { kind: 'trust', target: 0 } });
      assert.equal((await errorAfter(watcher, from)).code, 'chat/spectator');

      const refused: [Claim, RegExp][] = [
        [{ kind: 'suspect', target: 6 }, /no seat 7 in this game of 5/],
        [{ kind: 'gave', to: 5, round: 1, card: 'dead' }, /no seat 6/],
        [{ kind: 'trust', target: 0 }, /another seat than your own/],
        [{ kind: 'route', round: 3, colours: ['red'] }, /Round 3 has not begun/],
      ];
      for (const [claim, why] of refused) {
        from = host.messages.length;
        host.send({ t: 'claim', claim });
        const error = await errorAfter(host, from);
        assert.equal(error.code, 'claim/invalid', JSON.stringify(claim));
        assert.match(error.message, why);
      }
      // A malformed claim is a strike like any malformed message.
      from = host.messages.length;
      host.send({ t: 'claim', claim: { kind: 'suspect', target: 9 } });
      assert.equal((await errorAfter(host, from)).code, 'message/malformed');
      // Nothing of it reached anyone.
      assert.equal(
        [...host.messages, ...watcher.messages].some((m) => m.t === 'chat'),
        false,
      );
      host.close();
      watcher.close();
    });
  });

  test('GEN-08: a chat longer than the page sent on hello: every claim of the game follows whole (seats and spectators), for the ledger and the checker', async () => {
    const limits = { chat: { burst: 200, perSecond: 100 }, messages: { burst: 200, perSecond: 100 } };
    await atStartedTable({ limits }, async (srv, { id, tokens, host }) => {
      const early: Claim = { kind: 'suspect', target: 2 };
      const late: Claim = { kind: 'trust', target: 1 };
      const lines = () => host.messages.flatMap((m) => (m.t === 'chat' ? m.lines : []));
      host.send({ t: 'claim', claim: early });
      await host.until(() => lines().length === 1, 5000, 'the early claim');
      // Sent in small bursts, each heard before the next.
      for (let i = 0; i < CHAT_PAGE + 10; i++) {
        host.send({ t: 'chat', text: `line ${i}` });
        if (i % 10 === 9) await host.until(() => lines().length === i + 2, 5000, `line ${i}`);
      }
      host.send({ t: 'claim', claim: late });
      await host.until(() => lines().length === CHAT_PAGE + 12, 5000, 'the late claim');

      for (const [who, token] of [
        ['a seat', tokens[1]],
        ['a spectator', undefined],
      ] as const) {
        const c = await hello(srv, id, token);
        const page = await c.waitFor((m) => m.t === 'chat');
        assert.equal(page.more, true, `${who}: older lines exist`);
        assert.ok(
          !page.lines.some((l) => l.seq === 0),
          `${who}: the page does not reach back to the early claim`,
        );
        const whole = await c.waitFor((m) => m.t === 'claims');
        assert.deepEqual(
          whole.lines.map((l) => [l.seq, l.seat, l.claim, l.round]),
          [
            [0, 0, early, 1],
            [CHAT_PAGE + 11, 0, late, 1],
          ],
          who,
        );
        c.close();
      }
      host.close();
    });
  });

  test('a chat within one page: its claims come in that page, and no frame of claims follows', async () => {
    await atStartedTable({ clock: new ManualClock() }, async (srv, { id, tokens, host }) => {
      host.send({ t: 'claim', claim: { kind: 'suspect', target: 2 } });
      await host.waitFor((m) => claimLine(m) !== undefined);
      const bea = await hello(srv, id, tokens[1]);
      const page = await bea.waitFor((m) => m.t === 'chat');
      assert.ok(page.lines.length === 1 && page.more === undefined);
      // A message sent after the hello's frames comes after any frame of claims would have.
      bea.send({ t: 'ping' });
      await bea.waitFor((m) => m.t === 'pong');
      assert.ok(!bea.messages.some((m) => m.t === 'claims'));
      for (const c of [host, bea]) c.close();
    });
  });

  test('claims share the chat’s allowance per seat (chat/rate)', async () => {
    await atStartedTable({ clock: new ManualClock() }, async (srv, { host }) => {
      const burst = srv.server.limits.chat.burst;
      host.send({ t: 'chat', text: 'first, in words' });
      for (let i = 0; i < burst; i++)
        host.send({ t: 'claim', claim: { kind: 'suspect', target: 1 + (i % 4) } });
      const refused = await errorAfter(host, 0);
      assert.equal(refused.code, 'chat/rate');
      await host.until(
        () => host.messages.flatMap((m) => (m.t === 'chat' ? m.lines : [])).length === burst,
        5000,
        'the lines within the burst',
      );
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'chat' }), 1);
      host.close();
    });
  });
});
