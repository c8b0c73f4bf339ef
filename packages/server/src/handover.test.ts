// Issue 24, finding 4: the table's shared screen hands the host's seat to a phone by a single-use,
// short-lived code the server issues, never by the seat's token, and the code works through any node.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { HandoverCode } from '@among-cultists/protocol';
import { ManualClock } from './testing-clock.ts';
import { post, seatTable, startServer, storageTargets, type RunningServer } from './testing.ts';

interface Refusal {
  error: { code: string; message: string };
}

describe('the host seat handed over by a code', () => {
  const clock = new ManualClock();
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ clock });
  });
  after(() => srv.close());

  const issue = (id: string, token: string) =>
    post<HandoverCode & Refusal>(`${srv.http}/api/games/${id}/handover`, { token });
  const redeem = (id: string, code: string) =>
    post<{ seat: number; token: string } & Refusal>(`${srv.http}/api/games/${id}/handover/redeem`, { code });

  test('a code is issued to the host token alone, and its answer holds no token', async () => {
    const { id, tokens } = await seatTable(srv, { people: ['Bea'], bots: false });
    const issued = await issue(id, tokens[0]!);
    assert.equal(issued.status, 200, JSON.stringify(issued.body));
    assert.deepEqual(Object.keys(issued.body).sort(), ['code', 'expiresAt', 'ttlMs']);
    assert.equal(issued.body.ttlMs, srv.server.limits.handoverTtlMs);
    assert.match(issued.body.code, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(issued.body.expiresAt, clock.now() + srv.server.limits.handoverTtlMs);
    assert.ok(!JSON.stringify(issued.body).includes(tokens[0]!), 'the token is not in the answer');
    // Another player's token, or none that fits, gets no code.
    const other = await issue(id, tokens[1]!);
    assert.equal(other.status, 403);
    assert.equal(other.body.error.code, 'auth/not-host');
  });

  test('the code gives the seat and its token once; a second redeem is refused', async () => {
    const { id, tokens } = await seatTable(srv, { bots: false });
    const { code } = (await issue(id, tokens[0]!)).body;
    const taken = await redeem(id, code);
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.deepEqual(taken.body, { seat: 0, token: tokens[0] });
    const again = await redeem(id, code);
    assert.equal(again.status, 410);
    assert.equal(again.body.error.code, 'handover/used');
    assert.ok(!JSON.stringify(again.body).includes(tokens[0]!));
  });

  test('once the seat is taken, the other codes the screen showed no longer work', async () => {
    const { id, tokens } = await seatTable(srv, { bots: false });
    const first = (await issue(id, tokens[0]!)).body.code;
    const second = (await issue(id, tokens[0]!)).body.code;
    assert.equal((await redeem(id, second)).status, 200);
    const late = await redeem(id, first);
    assert.equal(late.status, 410);
    assert.equal(late.body.error.code, 'handover/used');
  });

  test('an expired code is refused, on the server clock', async () => {
    const { id, tokens } = await seatTable(srv, { bots: false });
    const { code, expiresAt } = (await issue(id, tokens[0]!)).body;
    await clock.advance(expiresAt - clock.now());
    const late = await redeem(id, code);
    assert.equal(late.status, 410);
    assert.equal(late.body.error.code, 'handover/expired');
    // A fresh one still works.
    const fresh = (await issue(id, tokens[0]!)).body.code;
    assert.equal((await redeem(id, fresh)).status, 200);
  });

  test('a code redeemed at another game, or made up, is unknown', async () => {
    const a = await seatTable(srv, { bots: false });
    const b = await seatTable(srv, { bots: false });
    const { code } = (await issue(a.id, a.tokens[0]!)).body;
    const elsewhere = await redeem(b.id, code);
    assert.equal(elsewhere.status, 404);
    assert.equal(elsewhere.body.error.code, 'handover/unknown');
    const madeUp = await redeem(a.id, 'A'.repeat(22));
    assert.equal(madeUp.body.error.code, 'handover/unknown');
    // The code is still good where it belongs.
    assert.equal((await redeem(a.id, code)).status, 200);
    const malformed = await redeem(a.id, 'short');
    assert.equal(malformed.status, 400);
  });

  test('no code once the game has started', async () => {
    const { id, tokens } = await seatTable(srv);
    assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
    const refused = await issue(id, tokens[0]!);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, 'game/started');
  });
});

describe('handover limits', () => {
  test('issuing and redeeming are rate-limited per address', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      limits: {
        handoverIssue: { burst: 2, perSecond: 1 / 60 },
        handoverRedeem: { burst: 2, perSecond: 1 / 60 },
      },
    });
    try {
      const { id, tokens } = await seatTable(srv, { bots: false });
      const url = `${srv.http}/api/games/${id}/handover`;
      assert.equal((await post(url, { token: tokens[0] })).status, 200);
      assert.equal((await post(url, { token: tokens[0] })).status, 200);
      const third = await post<Refusal>(url, { token: tokens[0] });
      assert.equal(third.status, 429);
      assert.equal(third.body.error.code, 'rate/handover');
      const guess = (n: number) => post<Refusal>(`${url}/redeem`, { code: String(n).padStart(22, 'x') });
      assert.equal((await guess(1)).body.error.code, 'handover/unknown');
      assert.equal((await guess(2)).body.error.code, 'handover/unknown');
      const flood = await guess(3);
      assert.equal(flood.status, 429);
      assert.equal(flood.body.error.code, 'rate/handover');
      // A minute later, one more each.
      await clock.advance(60_000);
      assert.equal((await post(url, { token: tokens[0] })).status, 200);
      assert.equal((await guess(4)).body.error.code, 'handover/unknown');
    } finally {
      await srv.close();
    }
  });
});

describe('a handover across nodes', () => {
  for (const [name, database, skip] of storageTargets('handover'))
    test(`a code issued through one node is redeemed through another, once (${name})`, { skip }, async () => {
      const url = database();
      const one = await startServer({ database: { url } });
      const two = await startServer({ database: { url } });
      try {
        const { id, tokens } = await seatTable(one, { bots: false });
        const { code } = (
          await post<HandoverCode>(`${one.http}/api/games/${id}/handover`, { token: tokens[0] })
        ).body;
        const taken = await post<{ token: string }>(`${two.http}/api/games/${id}/handover/redeem`, { code });
        assert.equal(taken.status, 200, JSON.stringify(taken.body));
        assert.equal(taken.body.token, tokens[0]);
        const again = await post<Refusal>(`${one.http}/api/games/${id}/handover/redeem`, { code });
        assert.equal(again.body.error.code, 'handover/used');
      } finally {
        await one.close();
        await two.close();
      }
    });
});
