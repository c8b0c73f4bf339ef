/**
 * A node that cannot reach Redis cannot be heard by the other nodes (who is connected through it), so
 * after a grace period, while other nodes still hear Redis, its /healthz fails and the load balancer sends
 * its players to them; it is healthy again as soon as Redis is back. When no node hears Redis (Redis itself
 * is down), every node stays healthy: moving players would help nobody and leave the balancer no node.
 *
 * Two nodes in this process over one PostgreSQL database of the test's own (on the shared server), each
 * with a Redis server of the test's own, so that one node can lose Redis while the other keeps it. The grace
 * and the nodes' beats run on the injected clock.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually } from '@among-cultists/protocol/testing';
import { BUS_BEAT_MS, DEFAULT_BUS_GRACE_MS } from './bus-health.ts';
import { ManualClock } from './testing-clock.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from './testing-cluster.ts';
import { get, startServer, type RunningServer } from './testing.ts';
import { WebSocket } from 'ws';

/** A WebSocket to `srv`, open; `closed` resolves with its close code and the frames it got. */
async function socketTo(
  srv: RunningServer,
): Promise<{ socket: WebSocket; closed: Promise<{ code: number; frames: string[] }> }> {
  const socket = new WebSocket(srv.ws);
  const frames: string[] = [];
  socket.on('message', (data: Buffer) => frames.push(data.toString()));
  const closed = new Promise<{ code: number; frames: string[] }>((resolve) => {
    socket.on('close', (code) => {
      resolve({ code, frames });
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('error', reject);
  });
  return { socket, closed };
}

interface Health {
  readonly ok: boolean;
  readonly database: string;
  readonly bus?: string;
}

/** /healthz once its `bus` says `bus` (Redis's connection changes on real time; fails after 15 s). */
async function healthOnceBus(
  srv: RunningServer,
  bus: 'up' | 'down',
): Promise<{ status: number; body: Health }> {
  let last: unknown = null;
  return eventually(
    async () => {
      const health = await get<Health>(`${srv.http}/healthz`);
      last = health.body;
      return health.body.bus === bus ? health : null;
    },
    () => `the bus to go ${bus}: ${JSON.stringify(last)}`,
    { timeoutMs: 15_000, everyMs: 50 },
  );
}

/**
 * /healthz of `srv` once it answers 503, the clock moving a beat at a time (the other node's beats must come
 * after this node lost Redis, by the database's clock: real time passes too; fails after 15 s).
 */
async function unhealthy(srv: RunningServer, clock: ManualClock): Promise<{ status: number; body: Health }> {
  let last: unknown = null;
  return eventually(
    async () => {
      await clock.advance(BUS_BEAT_MS);
      const health = await get<Health>(`${srv.http}/healthz`);
      last = health.body;
      return health.status === 503 ? health : null;
    },
    () => `/healthz to say 503: ${JSON.stringify(last)}`,
    { timeoutMs: 15_000, everyMs: 50 },
  );
}

describe('/healthz and the bus', () => {
  let database: TestDatabase;
  let redisA: TestRedis;
  let redisB: TestRedis;
  before(async () => {
    database = await createDatabase();
    [redisA, redisB] = await Promise.all([startRedis(), startRedis()]);
  });
  after(async () => {
    await Promise.all([redisA.close(), redisB.close()]);
    await database.drop();
  });

  test('a node without Redis says it is healthy for BUS_GRACE_SECONDS, then 503 while another node hears Redis; alone without it, it stays healthy', async () => {
    const clock = new ManualClock();
    const node = (name: string, redis: TestRedis) =>
      startServer({
        clock,
        database: { url: database.url, startupTimeoutMs: 5000 },
        cluster: { redisUrl: redis.url, node: name },
        // The players' sockets here never say hello, and waiting for the 503 moves the clock a beat at a time for
        // as long as real time takes: their hello deadline (same clock) must not close them first (1008).
        limits: { helloTimeoutMs: 3_600_000 },
      });
    const a = await node('grace-a', redisA);
    let b: RunningServer | null = null;
    try {
      assert.equal((await healthOnceBus(a, 'up')).status, 200);

      // Redis is away, and no other node hears it: nowhere better to send the players.
      await redisA.stop();
      const blip = await healthOnceBus(a, 'down');
      assert.equal(blip.status, 200);
      await clock.advance(DEFAULT_BUS_GRACE_MS + BUS_BEAT_MS);
      const alone = await get<Health>(`${a.http}/healthz`);
      assert.equal(alone.status, 200, 'no node hears Redis: stay');
      assert.equal(alone.body.bus, 'down');

      // Another node hears Redis (its own here): past the grace, the balancer is told to go there, and the
      // node's open WebSockets are closed (HAProxy keeps a down node's connections), new ones refused.
      const player = await socketTo(a);
      b = await node('grace-b', redisB);
      await healthOnceBus(b, 'up');
      const down = await unhealthy(a, clock);
      assert.deepEqual(down.body, { ok: false, database: 'up', node: 'grace-a', bus: 'down' });
      assert.equal((await get(`${b.http}/healthz`)).status, 200);
      await clock.advance(BUS_BEAT_MS);
      for (const moved of [await player.closed, await (await socketTo(a)).closed]) {
        assert.equal(moved.code, 1012);
        assert.ok(moved.frames.some((f) => f.includes('server/shutdown')));
      }
      // The other node takes them.
      const moved = await socketTo(b);
      moved.socket.send(JSON.stringify({ t: 'ping' }));
      moved.socket.close(1000);
      assert.equal((await moved.closed).code, 1000);

      // Redis back: healthy at once. A new outage gets a new grace.
      await redisA.start();
      assert.equal((await healthOnceBus(a, 'up')).status, 200);
      await redisA.stop();
      assert.equal((await healthOnceBus(a, 'down')).status, 200);
      await clock.advance(DEFAULT_BUS_GRACE_MS - 1);
      assert.equal((await get(`${a.http}/healthz`)).status, 200, 'within the grace');
      assert.equal((await unhealthy(a, clock)).status, 503, 'past the grace');
      await redisA.start();
      await healthOnceBus(a, 'up');

      // Redis down for every node: the others' last beats came before the loss, so nobody is moved.
      await Promise.all([redisA.stop(), redisB.stop()]);
      await Promise.all([healthOnceBus(a, 'down'), healthOnceBus(b, 'down')]);
      // Each /healthz reads the other node's beats itself: no wait between the rounds.
      for (let i = 0; i < 8; i++) {
        await clock.advance(DEFAULT_BUS_GRACE_MS);
        for (const n of [a, b] as RunningServer[])
          assert.equal((await get(`${n.http}/healthz`)).status, 200, 'Redis is down for all');
      }
    } finally {
      await b?.close();
      await a.close();
    }
  });
});
