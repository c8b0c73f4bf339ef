import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { until } from '@among-cultists/protocol/testing';
import { RedisBus, type BusMessage } from './bus.ts';
import { RecordingLog } from './testing.ts';
import { countOf, createMetrics } from './metrics.ts';
import { startRedis, type TestRedis } from './testing-cluster.ts';

/** The Redis bus against a Redis server of the test's own, stopped and started again. */
let redis: TestRedis;

describe('the Redis bus between nodes', () => {
  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await redis.close();
  });

  test('a message about a game reaches the other nodes serving it, in order, never its sender; an unsubscribed node hears nothing', async () => {
    const logs = [new RecordingLog(), new RecordingLog(), new RecordingLog()];
    const [a, b, c] = logs.map((log, i) => new RedisBus(redis.url, `n${i}`, log, createMetrics())) as [
      RedisBus,
      RedisBus,
      RedisBus,
    ];
    try {
      const heard: { node: string; from: string; m: BusMessage }[] = [];
      for (const bus of [a, b]) bus.subscribe('GAME', (from, m) => heard.push({ node: bus.node, from, m }));
      const stop = c.subscribe('GAME', (from, m) => heard.push({ node: 'n2', from, m }));
      stop();
      c.subscribe('OTHER', (from, m) => heard.push({ node: 'n2', from, m }));
      await until(() => a.healthy && b.healthy && c.healthy, 'the buses to connect', { timeoutMs: 5000 });
      // Subscriptions are made asynchronously: wait until one reaches the other node.
      await until(
        () => {
          a.publish('GAME', { t: 'hello' });
          return heard.some((h) => h.node === 'n1');
        },
        'the subscription',
        { timeoutMs: 5000 },
      );
      for (let seq = 0; seq < 20; seq++)
        a.publish('GAME', { t: 'action', seq, seat: 0, action: { type: 'ready' }, at: seq });
      const actions = () => heard.filter((h) => h.m.t === 'action');
      await until(() => actions().length >= 20, '20 actions', { timeoutMs: 5000 });
      // Nothing more is on its way: Redis delivers each subscription's messages in order, so a duplicate, an
      // echo to the sender or a message to the unsubscribed node would be heard before these later ones.
      a.publish('GAME', { t: 'bye' });
      b.publish('GAME', { t: 'bye' });
      a.publish('OTHER', { t: 'bye' });
      await until(
        () => ['n0', 'n1', 'n2'].every((node) => heard.some((h) => h.node === node && h.m.t === 'bye')),
        'a later message on every node',
        { timeoutMs: 5000 },
      );
      assert.deepEqual(
        actions().map((h) => [h.node, h.from, h.m.t === 'action' ? h.m.seq : -1]),
        Array.from({ length: 20 }, (_, seq) => ['n1', 'n0', seq]),
      );
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  test('Redis going away makes the bus unhealthy (logged once, counted); it recovers, and resubscribes, on its own', async () => {
    const log = new RecordingLog();
    const metrics = createMetrics();
    const a = new RedisBus(redis.url, 'a', log, metrics);
    const b = new RedisBus(redis.url, 'b', new RecordingLog(), createMetrics());
    const health: boolean[] = [];
    a.onHealth((h) => health.push(h));
    const heard: BusMessage[] = [];
    a.subscribe('GAME', (_from, m) => heard.push(m));
    try {
      await until(() => a.healthy && b.healthy, 'connected', { timeoutMs: 5000 });
      await redis.stop();
      await until(() => !a.healthy, 'unhealthy', { timeoutMs: 5000 });
      // Publishing while it is away fails at once, counted, without throwing.
      b.publish('GAME', { t: 'hello' });
      // ioredis fails again at every reconnection attempt (each failure counted): once both connections
      // failed a few times, the warning must still have been logged once per connection at most.
      await until(
        async () => (await countOf(metrics.failures, { operation: 'bus' })) >= 6,
        'failed reconnections',
      );
      const warnings = log.entries.filter((e) => e.message.startsWith('Redis connection failed'));
      assert.ok(warnings.length >= 1 && warnings.length <= 2, `logged ${warnings.length} times`);
      const failures = await metrics.failures.get();
      assert.ok(failures.values.some((v) => v.labels.operation === 'bus' && v.value > 0));
      await redis.start();
      await until(() => a.healthy && b.healthy, 'healthy again');
      await until(
        () => {
          b.publish('GAME', { t: 'bye' });
          return heard.some((m) => m.t === 'bye');
        },
        'the subscription renewed',
        { timeoutMs: 5000 },
      );
      assert.deepEqual(health.slice(-3), [true, false, true]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
