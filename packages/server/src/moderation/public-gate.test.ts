import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { countOf } from '../metrics.ts';
import { ManualClock } from '../testing-clock.ts';
import { hello, startServer, type RunningServer } from '../testing.ts';
import { liftSuspensions, parseRange, suspendRange, suspensionOf } from './suspensions.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

/** A JSON POST from the address `ip` (the server trusts X-Forwarded-For from the test). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function call<T>(
  srv: RunningServer,
  path: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${srv.http}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const TIMERS = { movement: 60, encounter: 30 };

describe('the public tables’ gate (issue 30)', () => {
  test('parseRange takes CIDR ranges and single addresses of both families, nothing else', () => {
    assert.deepEqual(parseRange('203.0.113.0/24'), { network: '203.0.113.0', prefix: 24, family: 'ipv4' });
    assert.deepEqual(parseRange('2001:db8::/32'), { network: '2001:db8::', prefix: 32, family: 'ipv6' });
    assert.deepEqual(parseRange('10.1.2.3'), { network: '10.1.2.3', prefix: 32, family: 'ipv4' });
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'example.org', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x'])
      assert.equal(parseRange(bad), null, bad);
  });

  test('a suspended range creates and joins no public table (until it lapses or is lifted); private games stay open', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, trustProxy: true });
    try {
      const db = srv.server.db;
      const id = await suspendRange(
        db,
        parseRange('198.51.100.0/24')!,
        clock.now(),
        clock.now() + 60_000,
        'spam',
      );
      assert.equal((await suspensionOf(db, '::ffff:198.51.100.7', clock.now()))?.id, id, 'IPv4 through IPv6');
      assert.equal(await suspensionOf(db, '198.51.101.7', clock.now()), null);

      const publicGame = { players: 5, name: 'Host', timers: TIMERS, public: true };
      const refused = await call<ErrorBody>(srv, '/api/games', publicGame, '198.51.100.7');
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error.code, 'suspended');
      const quick = await call<ErrorBody>(
        srv,
        '/api/quick-play',
        { name: 'Ann', players: 5, language: 'en' },
        '198.51.100.8',
      );
      assert.equal(quick.body.error.code, 'suspended');
      // A private game is the friends' own business.
      const own = await call<{ id: string }>(srv, '/api/games', { players: 5, name: 'Host' }, '198.51.100.7');
      assert.equal(own.status, 200);
      // Joining: a public table refuses, a private one takes them.
      const table = await call<{ id: string }>(srv, '/api/games', publicGame, '192.0.2.1');
      assert.equal(table.status, 200, JSON.stringify(table.body));
      const join = await call<ErrorBody>(
        srv,
        `/api/games/${table.body.id}/join`,
        { name: 'Ann' },
        '198.51.100.9',
      );
      assert.equal(join.body.error.code, 'suspended');
      const joinOwn = await call(srv, `/api/games/${own.body.id}/join`, { name: 'Ann' }, '198.51.100.9');
      assert.equal(joinOwn.status, 200);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'suspended' }), 3);

      // It lapses at its end; a lifted one is over at once.
      await clock.advance(60_000);
      const later = await call(srv, `/api/games/${table.body.id}/join`, { name: 'Ann' }, '198.51.100.9');
      assert.equal(later.status, 200);
      await suspendRange(db, parseRange('2001:db8::/32')!, clock.now(), null, null);
      assert.notEqual(await suspensionOf(db, '2001:db8::5', clock.now()), null);
      assert.equal(await liftSuspensions(db, { range: parseRange('2001:db8::/32')! }, clock.now()), 1);
      assert.equal(await suspensionOf(db, '2001:db8::5', clock.now()), null);
    } finally {
      await srv.close();
    }
  });

  test('names and chat lines at a public table pass the profanity filter (refused names say why); private tables are not filtered', async () => {
    const srv = await startServer({ clock: new ManualClock(), trustProxy: true });
    try {
      const profaneHost = await call<ErrorBody>(
        srv,
        '/api/games',
        { players: 5, name: 'shithead', timers: TIMERS, public: true },
        '192.0.2.1',
      );
      assert.equal(profaneHost.status, 400);
      assert.equal(profaneHost.body.error.code, 'text/profane');
      const table = await call<{ id: string; token: string }>(
        srv,
        '/api/games',
        { players: 5, name: 'Host', timers: TIMERS, public: true, language: 'de' },
        '192.0.2.1',
      );
      const join = await call<ErrorBody>(
        srv,
        `/api/games/${table.body.id}/join`,
        { name: 'Arschloch' },
        '192.0.2.2',
      );
      assert.equal(join.body.error.code, 'text/profane');
      const quick = await call<ErrorBody>(
        srv,
        '/api/quick-play',
        { name: 'fuck', players: 5, language: 'en' },
        '192.0.2.3',
      );
      assert.equal(quick.body.error.code, 'text/profane');

      const host = await hello(srv, table.body.id, table.body.token);
      host.send({ t: 'chat', text: 'du bist ein Arschloch' });
      await host.waitFor((m) => m.t === 'error' && m.code === 'text/profane');
      host.send({ t: 'chat', text: 'willkommen' });
      await host.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'willkommen'));
      // Read once per copy of the game: what it learnt stays with the copy whatever storage says later.
      await srv.server.db.deleteFrom('public_tables').execute();
      host.send({ t: 'chat', text: 'fuck' });
      await host.waitFor((m) => m.t === 'error' && m.code === 'text/profane', host.messages.length - 1);

      // A private table: the friends' words are their own business.
      const own = await call<{ id: string; token: string }>(
        srv,
        '/api/games',
        { players: 5, name: 'shithead' },
        '192.0.2.1',
      );
      assert.equal(own.status, 200);
      const friend = await hello(srv, own.body.id, own.body.token);
      friend.send({ t: 'chat', text: 'fuck' });
      await friend.waitFor((m) => m.t === 'chat' && m.lines.some((l) => l.text === 'fuck'));
      host.close();
      friend.close();
    } finally {
      await srv.close();
    }
  });
});
