/**
 * Moderation per account (issue 30): an account the operator suspended creates, quick-plays and joins no
 * public table from any address; new public tables, quick plays and reports are bounded per account as well
 * as per address (red team: one account cycling addresses floods neither the list nor the operators), and
 * reports against one player are bounded.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { countOf } from '../metrics.ts';
import { ManualClock } from '../testing-clock.ts';
import { hello, startServer, type RunningServer } from '../testing.ts';
import { accountSettings, type AccountLimits } from '../accounts/settings.ts';
import { Browser, ORIGIN, signUp } from '../accounts/testing-accounts.ts';
import type { Limits } from '../limits.ts';
import { liftSuspensions, suspendAccount } from './suspensions.ts';

interface Answer {
  readonly status: number;
  readonly body: { error?: { code: string }; id?: string; token?: string; seat?: number };
}

/** A JSON POST from address `ip`, with `browser`'s session cookie if given (signed in). */
async function call(
  srv: RunningServer,
  path: string,
  body: unknown,
  ip: string,
  browser?: Browser,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'content-type': 'application/json' };
  if (browser) headers.cookie = browser.cookieHeader;
  const res = await fetch(`${srv.http}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const TIMERS = { movement: 60, encounter: 30 };
const PUBLIC = { players: 5, name: 'Host', timers: TIMERS, public: true };

async function server(
  clock: ManualClock,
  limits: Partial<Limits> = {},
  accountLimits: Partial<AccountLimits> = {},
): Promise<RunningServer> {
  return await startServer({
    clock,
    trustProxy: true,
    limits,
    accounts: accountSettings(ORIGIN, { cookieSecure: false, limits: accountLimits }),
  });
}

/** A signed-in browser and its account's id. */
async function member(srv: RunningServer, name: string): Promise<{ browser: Browser; account: string }> {
  const browser = new Browser(srv.http);
  await signUp(browser, name);
  const row = await srv.server.db
    .selectFrom('accounts')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { browser, account: row.id };
}

describe('moderation per account (issue 30)', () => {
  test('a suspended account creates, quick-plays and joins no public table from any address; lifted, it may; private games stay open', async () => {
    const clock = new ManualClock();
    const srv = await server(clock);
    try {
      const { browser, account } = await member(srv, 'Troll');
      const open = await call(srv, '/api/games', PUBLIC, '192.0.2.1');
      assert.equal(open.status, 200);
      const id = await suspendAccount(srv.server.db, account, clock.now(), null, 'harassment');
      assert.ok(id !== null);

      for (const ip of ['198.51.100.1', '203.0.113.9', '2001:db8::7']) {
        const created = await call(srv, '/api/games', PUBLIC, ip, browser);
        assert.equal(created.status, 403, ip);
        assert.equal(created.body.error?.code, 'suspended/account');
        const quick = await call(
          srv,
          '/api/quick-play',
          { name: 'T', players: 5, language: 'en' },
          ip,
          browser,
        );
        assert.equal(quick.body.error?.code, 'suspended/account');
        const joined = await call(srv, `/api/games/${open.body.id}/join`, { name: 'T' }, ip, browser);
        assert.equal(joined.body.error?.code, 'suspended/account');
      }
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'suspended' }), 9);
      // The same address signed out, another account, a private game: not suspended.
      assert.equal(
        (await call(srv, `/api/games/${open.body.id}/join`, { name: 'Anon' }, '198.51.100.1')).status,
        200,
      );
      const own = await call(srv, '/api/games', { players: 5, name: 'Friend' }, '198.51.100.1', browser);
      assert.equal(own.status, 200, 'a private game is the friends’ business');

      assert.equal(await liftSuspensions(srv.server.db, { account }, clock.now()), 1);
      assert.equal(
        (await call(srv, `/api/games/${open.body.id}/join`, { name: 'T' }, '198.51.100.1', browser)).status,
        200,
      );
    } finally {
      await srv.close();
    }
  });

  test('red team: a flood of public tables from one account across many addresses is bounded per account (and per address); others unaffected; it refills', async () => {
    const clock = new ManualClock();
    const srv = await server(clock, {
      publicTables: { burst: 2, perSecond: 2 / 3600 },
      publicTablesPerAccount: { burst: 3, perSecond: 3 / 3600 },
    });
    try {
      const { browser } = await member(srv, 'Flooder');
      const codes: (string | number)[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await call(srv, '/api/games', PUBLIC, `198.51.100.${i + 1}`, browser);
        codes.push(answer.body.error?.code ?? answer.status);
      }
      assert.deepEqual(codes, [200, 200, 200, ...Array<string>(7).fill('rate/public-tables')]);
      // Quick play opening a table counts too (no 6-seat table is open).
      const quick = await call(
        srv,
        '/api/quick-play',
        { name: 'F', players: 6, language: 'en' },
        '198.51.100.77',
        browser,
      );
      assert.equal(quick.body.error?.code, 'rate/public-tables');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'public-tables-account' }), 8);
      const listed = await srv.server.db.selectFrom('public_tables').select('game_id').execute();
      assert.equal(listed.length, 3, 'the list holds the account’s allowance, no more');

      // Someone else, from one of those addresses: their own allowance (the refusals spent none of it).
      assert.equal((await call(srv, '/api/games', PUBLIC, '198.51.100.9')).status, 200);
      // Per address, signed out: 2 an hour.
      assert.equal((await call(srv, '/api/games', PUBLIC, '192.0.2.50')).status, 200);
      assert.equal((await call(srv, '/api/games', PUBLIC, '192.0.2.50')).status, 200);
      const third = await call(srv, '/api/games', PUBLIC, '192.0.2.50');
      assert.equal(third.body.error?.code, 'rate/public-tables');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'public-tables' }), 1);

      await clock.advance(3600_000 / 3);
      assert.equal(
        (await call(srv, '/api/games', PUBLIC, '198.51.100.200', browser)).status,
        200,
        'refilled',
      );
      assert.equal((await call(srv, '/api/games', PUBLIC, '198.51.100.201', browser)).status, 429);
    } finally {
      await srv.close();
    }
  });

  test('quick play is bounded per account across addresses, and per address', async () => {
    const clock = new ManualClock();
    const srv = await server(clock, { quickPlay: { burst: 2, perSecond: 2 / 60 } });
    try {
      const { browser } = await member(srv, 'Clicker');
      const choice = { name: 'C', players: 5, language: 'en' };
      const codes: (string | number)[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await call(srv, '/api/quick-play', choice, `203.0.113.${i + 1}`, browser);
        codes.push(answer.body.error?.code ?? answer.status);
      }
      assert.deepEqual(codes, [200, 200, 'rate/quick-play', 'rate/quick-play']);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'quick-play-account' }), 2);
      // Signed out, from the first address (its allowance of 2 had 1 spent by the account): one more.
      assert.equal((await call(srv, '/api/quick-play', choice, '203.0.113.1')).status, 200);
      const fourth = await call(srv, '/api/quick-play', choice, '203.0.113.1');
      assert.equal(fourth.body.error?.code, 'rate/quick-play');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'quick-play' }), 1);
      // The refusals by the account spent nothing of those addresses'.
      assert.equal((await call(srv, '/api/quick-play', choice, '203.0.113.4')).status, 200);
    } finally {
      await srv.close();
    }
  });

  test('red team: a flood of reports is bounded per reporter account (over every game and address) and against one player', async () => {
    const clock = new ManualClock();
    const srv = await server(clock, {
      reportsPerSeat: 10,
      reportsPerAddressHour: 100,
      reportsPerAccountHour: 2,
      reportsAgainstHour: 2,
    });
    try {
      const { browser } = await member(srv, 'Reporter');
      const target = await member(srv, 'Target');
      // Game 1: the reporter (signed in) and three anonymous people.
      const game = await call(srv, '/api/games', { players: 5, name: 'Host' }, '192.0.2.1');
      const id = game.body.id!;
      const mine = await call(srv, `/api/games/${id}/join`, { name: 'Rep' }, '192.0.2.2', browser);
      for (const name of ['A', 'B', 'C']) await call(srv, `/api/games/${id}/join`, { name }, '192.0.2.3');
      const reporter = await hello(srv, id, mine.body.token);
      const answers: string[] = [];
      for (const seat of [0, 2, 3, 4]) {
        const from = reporter.messages.length;
        reporter.send({ t: 'report', seat, reason: 'spam' });
        const m = await reporter.waitFor((x) => x.t === 'reported' || x.t === 'error', from);
        answers.push(m.t === 'error' ? m.code : m.t);
      }
      assert.deepEqual(answers, ['reported', 'reported', 'report/rate', 'report/rate']);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'report-account' }), 2);
      reporter.close();

      // Against one player: the target's account, over two games, reported by anonymous seats.
      const reportsAgainst = async (): Promise<string[]> => {
        const g = await call(srv, '/api/games', { players: 5, name: 'H' }, '192.0.2.10');
        const t = await call(
          srv,
          `/api/games/${g.body.id}/join`,
          { name: 'Tgt' },
          '192.0.2.11',
          target.browser,
        );
        const out: string[] = [];
        for (const n of ['X', 'Y']) {
          const j = await call(
            srv,
            `/api/games/${g.body.id}/join`,
            { name: n },
            `192.0.2.${n === 'X' ? 12 : 13}`,
          );
          const c = await hello(srv, g.body.id!, j.body.token);
          c.send({ t: 'report', seat: t.body.seat!, reason: 'harassment' });
          const m = await c.waitFor((x) => x.t === 'reported' || x.t === 'error');
          out.push(m.t === 'error' ? m.code : m.t);
          c.close();
        }
        return out;
      };
      assert.deepEqual(await reportsAgainst(), ['reported', 'reported']);
      assert.deepEqual(
        await reportsAgainst(),
        ['report/enough', 'report/enough'],
        'follows the account to the next game',
      );
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'report-against' }), 2);
      const stored = await srv.server.db.selectFrom('reports').select('id').execute();
      assert.equal(stored.length, 4);

      await clock.advance(3600_000 + 1);
      assert.deepEqual((await reportsAgainst())[0], 'reported', 'an hour later');
    } finally {
      await srv.close();
    }
  });

  test('red team: one account’s own requests are bounded per account over every address (data downloads, profile pages, rating, deletion)', async () => {
    const clock = new ManualClock();
    const srv = await server(clock, {}, { perAccount: { burst: 3, perSecond: 3 / 60 } });
    try {
      const { browser } = await member(srv, 'Sharer');
      const statuses: number[] = [];
      // One allowance whichever route the requests reach: the account routes' and the ratings' alike.
      const paths = ['/api/account/rating', '/api/account/games', '/api/account/data'];
      for (let i = 0; i < 5; i++) {
        const path = paths[i % paths.length]!;
        const res = await fetch(`${srv.http}${path}`, {
          headers: { cookie: browser.cookieHeader, 'x-forwarded-for': `198.51.100.${i + 1}` },
          signal: AbortSignal.timeout(15_000),
        });
        statuses.push(res.status);
        if (res.status === 429)
          assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'rate/account');
        else await res.arrayBuffer();
      }
      assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'account-changes' }), 2);
      // Another account at one of those addresses has its own allowance.
      const other = await member(srv, 'Other');
      assert.equal((await other.browser.get('/api/account/games')).status, 200);
      await clock.advance(20_000);
      assert.equal((await browser.get('/api/account/games')).status, 200, 'refilled');
    } finally {
      await srv.close();
    }
  });
});
