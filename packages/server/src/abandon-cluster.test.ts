/**
 * Several nodes (issue 24, finding 1): the node running a game in play whose players all left lets it go
 * like any idle game, and gives its lease up, so that no node loads it again until a player comes back;
 * the node that player comes through takes the lease, and the bots play on there. Two servers in this
 * process on one manual clock, over a PostgreSQL database and a Redis server of the test's own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Lobby } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { ManualClock } from './testing-clock.ts';
import { drive, get, hello, seatTable, post, startServer, type RunningServer } from './testing.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from './testing-cluster.ts';

const IDLE_EVICT_MS = 30_000;
const ABANDON_MS = 3600_000;

let database: TestDatabase;
let redis: TestRedis;
const servers: RunningServer[] = [];

async function node(name: string, clock: ManualClock): Promise<RunningServer> {
  const srv = await startServer({
    clock,
    database: { url: database.url, startupTimeoutMs: 5000 },
    // Leases expire by the database's clock: long enough that the real time this test takes never matters.
    cluster: { redisUrl: redis.url, node: name, leases: { ttlMs: 120_000 } },
    limits: {
      idleEvictMs: IDLE_EVICT_MS,
      abandonAfterMs: ABANDON_MS,
      messages: { burst: 100_000, perSecond: 100_000 },
    },
  });
  servers.push(srv);
  return srv;
}

async function loaded(srv: RunningServer, id: string): Promise<boolean> {
  return (await srv.server.rooms.loaded()).some((r) => r.id === id);
}

async function leaseRows(id: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const rows = await client.query<{ node: string }>('select node from leases where game_id = $1', [id]);
    return rows.rows.map((r) => r.node);
  } finally {
    await client.end();
  }
}

/**
 * Advances the clock a second at a time. The clock starts each node's lease ticks and polls without waiting
 * for their I/O, so each step also runs them on every node and waits for them: whatever a tick or a poll
 * would do in that second (claim a lease, load a game) is done before the next step and before any assert.
 */
async function pass(clock: ManualClock, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 1000) {
    await clock.advance(1000);
    await Promise.all(servers.map(({ server }) => Promise.all([server.leases?.tick(), server.rooms.poll()])));
  }
}

describe('games in play whose players all left, on several nodes', { timeout: 120_000 }, () => {
  before(async () => {
    database = await createDatabase();
    redis = await startRedis();
  });
  after(async () => {
    for (const s of servers) await s.close();
    await redis.close();
    await database.drop();
  });

  test('the node running it lets it go and gives its lease up; nobody loads it until a player is back, whose node runs it then', async () => {
    const clock = new ManualClock();
    const a = await node('a', clock);
    const b = await node('b', clock);
    const { id, tokens } = await seatTable(a);
    const host = await hello(a, id, tokens[0]);
    assert.equal((await post(`${a.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
    await host.waitFor((m) => m.t === 'update');
    assert.deepEqual(await leaseRows(id), ['a'], 'the node that started it runs it');
    const first = host.latest()!.version;
    await drive(clock, host, () => host.latest()!.version >= first + 3);
    host.close();
    const room = (await a.server.rooms.get(id))!;
    await until(() => room.idleSince !== null, 'the server saw the close');
    await pass(clock, IDLE_EVICT_MS + 1000);
    await a.server.rooms.sweep();
    assert.equal(await loaded(a, id), false, 'the node running it let it go');
    assert.deepEqual(await leaseRows(id), [], 'and gave its lease up');
    // Lease ticks and polls go on: no node claims it or loads it again.
    await pass(clock, 10_000);
    assert.deepEqual(await leaseRows(id), []);
    assert.equal(a.server.leases!.holds(id) || b.server.leases!.holds(id), false);
    assert.equal(await loaded(a, id), false);
    assert.equal(await loaded(b, id), false);
    assert.equal((await get<Lobby>(`${b.http}/api/games/${id}`)).body.status, 'playing');
    // The host comes back through the other node: it takes the lease, and the bots answer there.
    const back = await hello(b, id, tokens[0]);
    await back.waitFor((m) => m.t === 'update');
    await until(() => b.server.leases!.holds(id), 'the other node to hold the lease', { timeoutMs: 2000 });
    assert.equal(b.server.leases!.holds(id), true, 'the node the player came through runs it');
    const before = back.latest()!.version;
    await drive(clock, back, () => back.latest()!.version >= before + 3);
    // Long past the abandon setting with the player there: the game goes on.
    await clock.advance(2 * ABANDON_MS);
    await Promise.all([a.server.rooms.sweep(), b.server.rooms.sweep()]);
    assert.equal((await get<Lobby>(`${a.http}/api/games/${id}`)).body.status, 'playing');
    back.close();
  });

  test('a game every player left ends as abandoned once, whichever node sweeps; both nodes show it', async () => {
    const clock = new ManualClock();
    const a = await node('a2', clock);
    const b = await node('b2', clock);
    const { id, tokens } = await seatTable(a);
    const host = await hello(a, id, tokens[0]);
    assert.equal((await post(`${a.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);
    await host.waitFor((m) => m.t === 'update');
    // A spectator keeps a copy on the other node.
    const watcher = await hello(b, id);
    host.close();
    const room = (await a.server.rooms.get(id))!;
    await until(() => room.idleSince !== null, 'the server saw the close');
    await pass(clock, IDLE_EVICT_MS + 1000);
    await a.server.rooms.sweep();
    await clock.advance(ABANDON_MS);
    const swept = await Promise.all([a.server.rooms.sweep(), b.server.rooms.sweep()]);
    // The sweeps the clock ran may have ended it already: one conditional update ends it once in all.
    assert.ok(swept.reduce((n, s) => n + s.abandoned, 0) <= 1);
    for (const srv of [a, b]) {
      const lobby = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
      assert.equal(lobby.status, 'finished');
      assert.equal(lobby.ended, 'abandoned');
    }
    // The spectator on the other node is shown the end.
    await watcher.waitFor((m) => m.t === 'lobby' && m.lobby.ended === 'abandoned');
    watcher.close();
  });
});
