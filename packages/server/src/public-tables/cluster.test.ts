/**
 * Public tables on several nodes (issue 30): the list is read from the database, so every node gives the
 * same one; quick plays sent at once through two nodes never seat two people in one seat; a countdown is
 * filled and started by one node. Two servers in this process on one manual clock, over a PostgreSQL
 * database and a Redis server of the test's own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, QuickPlayResult, TableList } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { ManualClock } from '../testing-clock.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from '../testing-cluster.ts';
import { get, post, startServer, type RunningServer } from '../testing.ts';

let database: TestDatabase;
let redis: TestRedis;
const servers: RunningServer[] = [];

async function node(name: string, clock: ManualClock): Promise<RunningServer> {
  const srv = await startServer({
    clock,
    database: { url: database.url, startupTimeoutMs: 5000 },
    cluster: { redisUrl: redis.url, node: name, leases: { ttlMs: 120_000 } },
    limits: {
      create: { burst: 100, perSecond: 1 },
      join: { burst: 100, perSecond: 1 },
      quickPlay: { burst: 100, perSecond: 1 },
    },
  });
  servers.push(srv);
  return srv;
}

const lobbyOf = async (srv: RunningServer, id: string): Promise<Lobby> =>
  (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
const tablesOf = async (srv: RunningServer): Promise<TableList> =>
  (await get<TableList>(`${srv.http}/api/tables`)).body;

describe('public tables on several nodes', { timeout: 120_000 }, () => {
  before(async () => {
    database = await createDatabase();
    redis = await startRedis();
  });
  after(async () => {
    for (const s of servers) await s.close();
    await redis.close();
    await database.drop();
  });

  test('one list on every node; quick plays at once through both never share a seat; one node fills a countdown', async () => {
    const clock = new ManualClock();
    const a = await node('a', clock);
    const b = await node('b', clock);

    const created = await post<{ id: string; token: string }>(`${a.http}/api/games`, {
      players: 5,
      name: 'Host',
      timers: { movement: 60 },
      public: true,
      language: 'it',
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const table = created.body.id;
    assert.deepEqual(await tablesOf(b), await tablesOf(a), 'the same list through either node');
    assert.deepEqual(
      (await tablesOf(b)).tables.map((t) => [t.id, t.free, t.language]),
      [[table, 4, 'it']],
    );

    // Ten players at once, every other one through the other node: the table's four seats go to four of
    // them, and the others open tables of their own (or join those).
    const names = Array.from({ length: 10 }, (_, i) => `P${i}`);
    const results = await Promise.all(
      names.map((name, i) =>
        post<QuickPlayResult>(`${(i % 2 === 0 ? a : b).http}/api/quick-play`, {
          players: 5,
          language: 'it',
          name,
        }),
      ),
    );
    for (const r of results) assert.equal(r.status, 200, JSON.stringify(r.body));
    const places = results.map((r) => `${r.body.id}/${r.body.seat}`);
    assert.equal(new Set(places).size, places.length, `one seat each: ${places.join(' ')}`);
    // Each seat, as stored, is the one of the player it was given to (read through the other node too).
    for (const [i, r] of results.entries()) {
      const lobby = await lobbyOf(i % 2 === 0 ? b : a, r.body.id);
      assert.equal(lobby.seats[r.body.seat]?.name, names[i], `${names[i]} in ${places[i]}`);
    }
    const joined = results.filter((r) => r.body.id === table);
    assert.equal(joined.length, 4, 'the open table was filled first');
    assert.deepEqual(
      (await lobbyOf(b, table)).seats.map((s) => s.kind),
      Array(5).fill('human'),
    );
    assert.deepEqual(await tablesOf(b), await tablesOf(a));
    assert.equal(
      (await tablesOf(a)).tables.some((t) => t.id === table),
      false,
      'a full table is no longer listed',
    );

    // A countdown opened through b: when it ends, one of the nodes fills it and starts it, once.
    const countdown = await post<QuickPlayResult>(`${b.http}/api/quick-play`, {
      players: 4,
      language: 'nl',
      name: 'Timed',
      fillAfterSeconds: 30,
      botStrength: 'random',
    });
    assert.equal(countdown.body.created, true);
    // Both nodes' lobbies (the opener's copy and the other's, loaded from storage) show the same fill time.
    const waiting = await lobbyOf(a, countdown.body.id);
    assert.equal(waiting.fillAt, clock.now() + 30_000);
    assert.equal(waiting.settings?.botStrength, 'random');
    assert.deepEqual(await lobbyOf(b, countdown.body.id), waiting);
    await clock.advance(29_000);
    assert.equal((await lobbyOf(a, countdown.body.id)).status, 'lobby', 'not before its time');
    // A second at a time: each node looks again only once its last look's queries are done (real I/O).
    await until(async () => {
      await clock.advance(1000);
      return (await lobbyOf(a, countdown.body.id)).status === 'playing';
    }, 'the countdown table starts');
    const started = await lobbyOf(a, countdown.body.id);
    assert.deepEqual(
      started.seats.map((s) => s.kind).sort(),
      // A 4-seat game takes the AUTOMA at its start (in a seat the deal decides).
      ['automa', 'bot', 'bot', 'bot', 'human'],
    );
    assert.deepEqual(await lobbyOf(b, countdown.body.id), started);
  });
});
