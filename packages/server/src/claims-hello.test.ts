/**
 * Claims on hello are bounded (issue 24, finding 7): every hello used to resend every claim line of the
 * game (188 KiB with 1,000 claims). A fresh client gets the last CLAIMS_PAGE, a resumed one only those
 * after its last line, and older ones come a page at a time (`claimsHistory`, one a second per connection).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CLAIMS_PAGE, type ServerMessage } from '@among-cultists/protocol';
import { ManualClock } from './testing-clock.ts';
import { errorAfter, hello, startTable, startServer, TestClient } from './testing.ts';

type Claims = Extract<ServerMessage, { t: 'claims' }>;
const claimsFrame = (m: ServerMessage): m is Claims => m.t === 'claims' && m.older !== true;
const olderClaims = (m: ServerMessage): m is Claims => m.t === 'claims' && m.older === true;

const CLAIMS = 1000;

describe('claims on hello', () => {
  test('a hello with 1,000 claims sends at most a page of them; a resumed client only the newer; the rest come a page a second', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      limits: { chat: { burst: 1e6, perSecond: 1e6 }, messages: { burst: 1e6, perSecond: 1e6 } },
    });
    try {
      const { id, host } = await startTable(srv, { people: ['Bea', 'Cy', 'Dan', 'Eve'], bots: false });
      for (let n = 0; n < CLAIMS; n++)
        host.send({ t: 'claim', claim: { kind: 'suspect', target: 1 + (n % 4) } });
      await host.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.seq === CLAIMS - 1));

      const fresh = await hello(srv, id);
      const first = await fresh.waitFor(claimsFrame);
      assert.equal(first.lines.length, CLAIMS_PAGE);
      assert.equal(first.lines[0]!.seq, CLAIMS - CLAIMS_PAGE);
      assert.equal(first.more, true);
      // Paging back collects every claim, one page a second.
      const seen = new Set(first.lines.map((l) => l.seq));
      let before = first.lines[0]!.seq;
      for (let more = true; more;) {
        const from = fresh.messages.length;
        fresh.send({ t: 'claimsHistory', before });
        const page = await fresh.waitFor(olderClaims, from);
        assert.ok(page.lines.length <= CLAIMS_PAGE);
        assert.ok(page.lines.every((l) => l.seq < before && l.claim !== undefined));
        for (const l of page.lines) seen.add(l.seq);
        more = page.more === true;
        before = page.lines[0]?.seq ?? 0;
        // Within the same second, another page is refused.
        const again = fresh.messages.length;
        fresh.send({ t: 'claimsHistory', before });
        assert.equal((await errorAfter(fresh, again)).code, 'chat/history-rate');
        await clock.advance(1000);
      }
      assert.equal(seen.size, CLAIMS);

      // A client back after a drop holds the claims up to its last line: only the newer ones come.
      const latest = host.latest()!;
      const resumed = await TestClient.connect(srv.ws);
      resumed.send({
        t: 'hello',
        game: id,
        resume: { version: latest.version, logSeq: 0, chatSeq: CLAIMS - 101 },
      });
      const newer = await resumed.waitFor(claimsFrame);
      assert.deepEqual(
        newer.lines.map((l) => l.seq),
        Array.from({ length: 100 }, (_, i) => CLAIMS - 100 + i),
      );
      assert.equal(newer.more, undefined);
      for (const c of [host, fresh, resumed]) c.close();
    } finally {
      await srv.close();
    }
  });
});
