import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TableListSchema, type QuickPlayResult, type TableList } from '@among-cultists/protocol';
import { ManualClock } from '../testing-clock.ts';
import { createDatabase } from '../testing-cluster.ts';
import { startServer, TEST_POSTGRES, type RunningServer } from '../testing.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

/** A JSON request from the address `ip` (the servers here trust X-Forwarded-For from the test). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function call<T>(
  srv: RunningServer,
  path: string,
  body?: unknown,
  ip = '10.0.0.1',
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${srv.http}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-forwarded-for': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const TIMERS = { movement: 60, encounter: 30 };

async function createTable(
  srv: RunningServer,
  settings: Record<string, unknown>,
): Promise<{ id: string; token: string }> {
  const res = await call<{ id: string; token: string }>(srv, '/api/games', {
    players: 5,
    name: 'Host',
    timers: TIMERS,
    ...settings,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

async function list(srv: RunningServer, query = ''): Promise<TableList> {
  const res = await call<TableList>(srv, `/api/tables${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  // The answer is what the protocol's schema says (the web reads it through the same types).
  return TableListSchema.parse(res.body);
}

/** Each storage from empty: SQLite in memory, and a PostgreSQL database of the test's own (dropped after). */
const STORAGES: [string, () => Promise<{ url: string; drop(): Promise<void> }>, string | false][] = [
  ['SQLite', () => Promise.resolve({ url: ':memory:', drop: () => Promise.resolve() }), false],
  [
    'PostgreSQL',
    createDatabase,
    TEST_POSTGRES === undefined ? 'DATABASE_URL is not a postgres:// URL' : false,
  ],
];

/** A server on a fresh database of `storage`'s kind; both are closed after `run`. */
async function withServer(
  storage: () => Promise<{ url: string; drop(): Promise<void> }>,
  run: (srv: RunningServer) => Promise<void>,
): Promise<void> {
  const database = await storage();
  const srv = await startServer({ database: { url: database.url }, trustProxy: true });
  try {
    await run(srv);
  } finally {
    await srv.close();
    await database.drop();
  }
}

for (const [name, storage, skip] of STORAGES) {
  describe(`public tables (${name})`, { skip }, () => {
    test('a public table needs timers; private stays the default and is never listed', async () => {
      await withServer(storage, async (srv) => {
        const refused = await call<ErrorBody>(srv, '/api/games', { players: 5, name: 'Host', public: true });
        assert.equal(refused.status, 400);
        assert.equal(refused.body.error.code, 'table/timers-required');
        await createTable(srv, {});
        await createTable(srv, { public: false });
        assert.deepEqual((await list(srv)).tables, []);
      });
    });

    test('the list shows public lobbies with a free seat, filtered, fullest first', async () => {
      await withServer(storage, async (srv) => {
        const five = await createTable(srv, { public: true, language: 'de', name: 'Ada' });
        const six = await createTable(srv, {
          public: true,
          players: 6,
          board: 'mountains',
          roleSet: 'recommended',
        });
        for (const name of ['Bo', 'Cy'])
          assert.equal((await call(srv, `/api/games/${six.id}/join`, { name })).status, 200);
        // Started, and full: neither is listed.
        const started = await createTable(srv, { public: true });
        for (let seat = 1; seat < 5; seat++)
          await call(srv, `/api/games/${started.id}/seats/${seat}`, { token: started.token, kind: 'bot' });
        const full = await createTable(srv, { public: true });
        for (let seat = 1; seat < 5; seat++)
          await call(srv, `/api/games/${full.id}/seats/${seat}`, { token: full.token, kind: 'bot' });
        assert.equal(
          (await call(srv, `/api/games/${started.id}/start`, { token: started.token })).status,
          200,
        );

        const all = await list(srv);
        assert.deepEqual(
          all.tables.map((t) => [t.id, t.players, t.seated, t.free]),
          [
            [six.id, 6, 3, 3],
            [five.id, 5, 1, 4],
          ],
        );
        assert.equal(all.more, false);
        const [first, second] = all.tables;
        assert.deepEqual(
          { map: first?.map, roleSet: first?.roleSet, language: first?.language, host: first?.hostName },
          { map: 'mountains', roleSet: 'recommended', language: 'en', host: 'Host' },
        );
        assert.deepEqual(
          { map: second?.map, language: second?.language, host: second?.hostName, timers: second?.timers },
          { map: 'university', language: 'de', host: 'Ada', timers: TIMERS },
        );
        assert.deepEqual(
          (await list(srv, '?language=de')).tables.map((t) => t.id),
          [five.id],
        );
        assert.deepEqual(
          (await list(srv, '?players=6')).tables.map((t) => t.id),
          [six.id],
        );
        assert.deepEqual(
          (await list(srv, '?map=default')).tables.map((t) => t.id),
          [five.id],
        );
        assert.deepEqual((await list(srv, '?map=mountains&players=5')).tables, []);
        const bad = await call<ErrorBody>(srv, '/api/tables?players=9');
        assert.equal(bad.status, 400);
        assert.equal(bad.body.error.code, 'request/invalid');
      });
    });
  });
}

describe('public tables: bounds', () => {
  test('a page holds tablesPage tables and says more follow; reads are limited per address', async () => {
    const srv = await startServer({
      trustProxy: true,
      limits: { tablesPage: 2, tables: { burst: 4, perSecond: 0.001 } },
    });
    try {
      for (let i = 0; i < 3; i++) await createTable(srv, { public: true });
      const first = await list(srv);
      assert.equal(first.tables.length, 2);
      assert.equal(first.more, true);
      const second = await list(srv, '?page=1');
      assert.deepEqual([second.tables.length, second.more, second.page], [1, false, 1]);
      assert.equal(new Set([...first.tables, ...second.tables].map((t) => t.id)).size, 3);
      await list(srv);
      await list(srv);
      const limited = await call<ErrorBody>(srv, '/api/tables');
      assert.equal(limited.status, 429);
      assert.equal(limited.body.error.code, 'rate/tables');
      // Another address is not affected.
      assert.equal((await call(srv, '/api/tables', undefined, '10.0.0.2')).status, 200);
    } finally {
      await srv.close();
    }
  });
});

describe('public tables: who and how long', () => {
  test('a table leaves the list tablesListedMs after its creation; its host is named as now', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, trustProxy: true, limits: { tablesListedMs: 60_000 } });
    try {
      const first = await createTable(srv, { public: true, name: 'Ada' });
      const renamed = await call(srv, `/api/games/${first.id}/name`, { token: first.token, name: 'Zed' });
      assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
      assert.deepEqual(
        (await list(srv)).tables.map((t) => t.hostName),
        ['Zed'],
      );
      await clock.advance(30_000);
      const second = await createTable(srv, { public: true });
      assert.deepEqual(
        (await list(srv)).tables.map((t) => t.id),
        [first.id, second.id],
      );
      await clock.advance(30_001);
      assert.deepEqual(
        (await list(srv)).tables.map((t) => t.id),
        [second.id],
      );
      await clock.advance(30_000);
      assert.deepEqual((await list(srv)).tables, []);
      // Unlisted, not gone: its code still works.
      assert.equal((await call(srv, `/api/games/${second.id}/join`, { name: 'Bo' })).status, 200);
    } finally {
      await srv.close();
    }
  });
});

describe('quick play', () => {
  test('seats the player at the fullest matching table, or opens a new public one', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, trustProxy: true });
    try {
      const emptier = await createTable(srv, { public: true });
      const fuller = await createTable(srv, { public: true });
      await call(srv, `/api/games/${fuller.id}/join`, { name: 'Bo' });
      await createTable(srv, { public: true, language: 'fr' });
      await createTable(srv, { players: 6, public: true });
      await createTable(srv, {});

      const choice = { players: 5, language: 'en', name: 'Cy' };
      const first = await call<QuickPlayResult>(srv, '/api/quick-play', choice);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.deepEqual([first.body.id, first.body.seat, first.body.created], [fuller.id, 2, false]);
      // The token is the seat's: the lobby shows the player there.
      const lobby = await call<{ seats: { name: string | null }[] }>(srv, `/api/games/${fuller.id}`);
      assert.equal(lobby.body.seats[2]?.name, 'Cy');

      // Fuller still has two seats: the next two go there too, then the emptier table takes the fourth.
      const seats: [string, number][] = [];
      for (const name of ['Di', 'Ed', 'Fa']) {
        const r = await call<QuickPlayResult>(srv, '/api/quick-play', { ...choice, name });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        seats.push([r.body.id, r.body.seat]);
      }
      assert.deepEqual(seats, [
        [fuller.id, 3],
        [fuller.id, 4],
        [emptier.id, 1],
      ]);

      // Nothing for 7 players on the Mountains in Dutch: a new public table, with its countdown.
      const opened = await call<QuickPlayResult>(srv, '/api/quick-play', {
        players: 7,
        map: 'mountains',
        language: 'nl',
        name: 'Gé',
        fillAfterSeconds: 60,
      });
      assert.equal(opened.status, 200, JSON.stringify(opened.body));
      assert.equal(opened.body.created, true);
      assert.equal(opened.body.seat, 0);
      const [listed] = (await list(srv, '?language=nl')).tables;
      assert.deepEqual(
        [listed?.id, listed?.players, listed?.map, listed?.hostName, listed?.fillAt],
        [opened.body.id, 7, 'mountains', 'Gé', clock.now() + 60_000],
      );
      assert.ok(Object.keys(listed?.timers ?? {}).length > 0, 'a quick-play table has timers');
    } finally {
      await srv.close();
    }
  });

  test('is limited as a join, and as a new game when it opens one', async () => {
    const srv = await startServer({
      trustProxy: true,
      limits: { create: { burst: 1, perSecond: 0.001 }, join: { burst: 3, perSecond: 0.001 } },
    });
    try {
      const choice = { players: 5, language: 'en', name: 'Al' };
      assert.equal((await call(srv, '/api/quick-play', choice)).status, 200);
      // The address's one new game is used: the next quick play finds the table and joins it.
      const joined = await call<QuickPlayResult>(srv, '/api/quick-play', { ...choice, players: 5 });
      assert.equal(joined.body.created, false);
      const noNew = await call<ErrorBody>(srv, '/api/quick-play', { ...choice, players: 6 });
      assert.equal(noNew.status, 429);
      assert.equal(noNew.body.error.code, 'rate/create');
      const noJoin = await call<ErrorBody>(srv, '/api/quick-play', choice);
      assert.equal(noJoin.status, 429);
      assert.equal(noJoin.body.error.code, 'rate/join');
    } finally {
      await srv.close();
    }
  });
});
