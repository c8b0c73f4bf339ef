/**
 * Quick plays arriving together with no open table (issue 30): they open one table and join it, not one
 * each. On one node over SQLite, and through two nodes over one PostgreSQL database (the advisory lock of
 * opening.ts), with a Redis server of the test's own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { QuickPlayResult } from '@among-cultists/protocol';
import { ManualClock } from '../testing-clock.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from '../testing-cluster.ts';
import { post, startServer, type RunningServer } from '../testing.ts';

const LIMITS = {
  create: { burst: 100, perSecond: 1 },
  join: { burst: 100, perSecond: 1 },
  quickPlay: { burst: 100, perSecond: 1 },
};

/** `count` quick plays sent at once, the i-th through `nodes[i % nodes.length]`. */
async function together(
  nodes: readonly RunningServer[],
  count: number,
  choice: { players: number; language: string; map?: string },
): Promise<QuickPlayResult[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post<QuickPlayResult>(`${nodes[i % nodes.length]!.http}/api/quick-play`, { ...choice, name: `P${i}` }),
    ),
  );
  for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.body));
  return answers.map((a) => a.body);
}

/** The tables the answers went to, each with how many were seated there and how many opened it. */
function tablesOf(results: readonly QuickPlayResult[]): { seated: number; opened: number }[] {
  const by = new Map<string, { seated: number; opened: number }>();
  for (const r of results) {
    const t = by.get(r.id) ?? { seated: 0, opened: 0 };
    t.seated++;
    if (r.created) t.opened++;
    by.set(r.id, t);
  }
  const places = results.map((r) => `${r.id}/${r.seat}`);
  assert.equal(new Set(places).size, places.length, `one seat each: ${places.join(' ')}`);
  return [...by.values()].sort((a, b) => b.seated - a.seated);
}

describe('quick plays at once open one table (issue 30)', { timeout: 120_000 }, () => {
  test('one node (SQLite): five at once with no open table share one table, opened once', async () => {
    const srv = await startServer({ clock: new ManualClock(), limits: LIMITS });
    try {
      assert.deepEqual(tablesOf(await together([srv], 5, { players: 5, language: 'de' })), [
        { seated: 5, opened: 1 },
      ]);
      // Nine for 4-seat tables: two full tables and one with one player, each opened once.
      assert.deepEqual(tablesOf(await together([srv], 9, { players: 4, language: 'de' })), [
        { seated: 4, opened: 1 },
        { seated: 4, opened: 1 },
        { seated: 1, opened: 1 },
      ]);
    } finally {
      await srv.close();
    }
  });

  describe('two nodes over PostgreSQL', () => {
    let database: TestDatabase;
    let redis: TestRedis;
    const nodes: RunningServer[] = [];
    before(async () => {
      database = await createDatabase();
      redis = await startRedis();
      const clock = new ManualClock();
      for (const name of ['a', 'b'])
        nodes.push(
          await startServer({
            clock,
            database: { url: database.url, startupTimeoutMs: 5000 },
            cluster: { redisUrl: redis.url, node: name, leases: { ttlMs: 120_000 } },
            limits: LIMITS,
          }),
        );
    });
    after(async () => {
      for (const n of nodes) await n.close();
      await redis.close();
      await database.drop();
    });

    test('eight at once through two nodes, no open table: one table of eight, opened once; then two choices apart', async () => {
      assert.deepEqual(tablesOf(await together(nodes, 8, { players: 8, language: 'fr' })), [
        { seated: 8, opened: 1 },
      ]);
      // Two keys at once: each its own table, neither waiting on the other's.
      const [es, it] = await Promise.all([
        together(nodes, 5, { players: 5, language: 'es' }),
        together(nodes, 5, { players: 5, language: 'it' }),
      ]);
      assert.deepEqual(tablesOf(es), [{ seated: 5, opened: 1 }]);
      assert.deepEqual(tablesOf(it), [{ seated: 5, opened: 1 }]);
    });
  });
});
