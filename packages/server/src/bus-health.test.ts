/**
 * A node that cannot reach Redis cannot be heard by the other nodes (who is connected through it), so
 * after a grace period its /healthz fails and the load balancer sends its players to the others; it is
 * healthy again as soon as Redis is back. The grace runs on the injected clock; Redis is a server of the
 * test's own (stopped and started again), PostgreSQL a database of its own on the shared server.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_BUS_GRACE_MS } from './bus-health.ts';
import { ManualClock } from './testing-clock.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from './testing-cluster.ts';
import { get, startServer, type RunningServer } from './testing.ts';

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
  const deadline = Date.now() + 15_000;
  for (;;) {
    const health = await get<Health>(`${srv.http}/healthz`);
    if (health.body.bus === bus) return health;
    if (Date.now() > deadline) throw new Error(`the bus never went ${bus}: ${JSON.stringify(health.body)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('/healthz and the bus', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  before(async () => {
    database = await createDatabase();
    redis = await startRedis();
  });
  after(async () => {
    await redis.close();
    await database.drop();
  });

  test('without Redis a node says it is healthy for BUS_GRACE_SECONDS, then 503 (bus down) until Redis is back', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      database: { url: database.url, startupTimeoutMs: 5000 },
      cluster: { redisUrl: redis.url, node: 'grace-1' },
    });
    try {
      const up = await healthOnceBus(srv, 'up');
      assert.equal(up.status, 200);

      await redis.stop();
      // Within the grace: still healthy (a Redis restart, a blip), saying the bus is down.
      const blip = await healthOnceBus(srv, 'down');
      assert.equal(blip.status, 200);
      assert.equal(blip.body.ok, true);
      await clock.advance(DEFAULT_BUS_GRACE_MS - 1);
      assert.equal((await get(`${srv.http}/healthz`)).status, 200);
      // Past it: the balancer is told to send the players elsewhere.
      await clock.advance(1);
      const down = await get<Health>(`${srv.http}/healthz`);
      assert.equal(down.status, 503);
      assert.deepEqual(down.body, { ok: false, database: 'up', node: 'grace-1', bus: 'down' });

      // Redis back: healthy at once.
      await redis.start();
      const back = await healthOnceBus(srv, 'up');
      assert.equal(back.status, 200);
      assert.equal(back.body.ok, true);
      // A new outage gets a new grace.
      await redis.stop();
      assert.equal((await healthOnceBus(srv, 'down')).status, 200);
      await redis.start();
      await healthOnceBus(srv, 'up');
    } finally {
      await srv.close();
    }
  });
});
