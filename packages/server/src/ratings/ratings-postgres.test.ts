/**
 * The ratings on PostgreSQL, where several nodes share one database: the storage tests of SQLite, and two
 * nodes' connections rating at once — one game seen ending by both is rated once, and two games of the same
 * accounts rated at the same moment both count (no update lost), and two games racing over a pair's last
 * rated game count it once.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../db.ts';
import { createDatabase } from '../testing-cluster.ts';
import { DEFAULT_RATINGS } from './settings.ts';
import { sql } from 'kysely';
import { until } from '@among-cultists/protocol/testing';
import { rateOnce, ratingOf, rateStored, type RateOutcome } from './store.ts';
import { facts, ratingStoreCases } from './testing-ratings.ts';

void describe('ratings in storage (PostgreSQL)', () => {
  for (const c of ratingStoreCases(async () => {
    const database = await createDatabase();
    const db = await openDatabase({ url: database.url });
    return {
      db,
      close: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  }))
    void test(c.name, c.run);
});

test('two nodes rating at once: one game is rated once, two games of the same accounts both count (PostgreSQL)', async () => {
  const database = await createDatabase();
  const [one, two] = [await openDatabase({ url: database.url }), await openDatabase({ url: database.url })];
  try {
    for (let round = 0; round < 5; round++) {
      const game = facts(`same${round}`, ['id-a', 'id-c', null, null, 'id-b'], 'investigators', 1000 + round);
      const outcomes = await Promise.all([
        rateStored(one, game, DEFAULT_RATINGS, 0),
        rateStored(two, game, DEFAULT_RATINGS, 0),
      ]);
      // One connection looked at it (rated it, or from round 3 on found the pair limit); the other found it done.
      assert.deepEqual(
        outcomes.map((o) => o.rated === 'already'),
        outcomes[0].rated === 'already' ? [true, false] : [false, true],
        `round ${round}`,
      );
      assert.equal(outcomes.find((o) => o.rated !== 'already')?.rated, round < DEFAULT_RATINGS.pairGames);
    }
    // Within the pair limit: three rated games each pair (rounds 0-2); the next two found the limit.
    assert.equal((await ratingOf(one, 'id-a')).games, DEFAULT_RATINGS.pairGames);

    const fresh = ['id-x', 'id-y', 'id-z', 'id-w'];
    await Promise.all([
      rateStored(
        one,
        facts('left', [fresh[0]!, fresh[1]!, null, null, fresh[2]!], 'cultists', 2000),
        DEFAULT_RATINGS,
        0,
      ),
      rateStored(
        two,
        facts('right', [fresh[0]!, fresh[3]!, null, null, fresh[2]!], 'cultists', 2001),
        DEFAULT_RATINGS,
        0,
      ),
    ]);
    assert.equal((await ratingOf(one, 'id-x')).games, 2, 'both games updated the account in both');
    assert.equal((await ratingOf(one, 'id-z')).games, 2);
    const changes = await one
      .selectFrom('rating_changes')
      .selectAll()
      .where('account_id', '=', 'id-z')
      .execute();
    const [first, second] = changes.sort((p, q) => p.mu_before - q.mu_before).reverse();
    // The second game started from the first one's result, whichever committed first.
    assert.ok(first !== undefined && second !== undefined);
    assert.ok(
      Math.abs(first.mu_after - second.mu_before) < 1e-9 ||
        Math.abs(second.mu_after - first.mu_before) < 1e-9,
      JSON.stringify(changes),
    );
  } finally {
    await one.destroy();
    await two.destroy();
    await database.drop();
  }
});

test("two games of one pair racing over the pair's last rated game: the one that commits second finds the limit (PostgreSQL)", async () => {
  const database = await createDatabase();
  const [one, two] = [await openDatabase({ url: database.url }), await openDatabase({ url: database.url })];
  const pair = ['id-a', 'id-c', null, null, 'id-b'];
  try {
    // The pair's games so far: one short of the limit, rated one after another.
    for (let i = 0; i < DEFAULT_RATINGS.pairGames - 1; i++) {
      const before = await rateStored(
        one,
        facts(`before${i}`, pair, 'investigators', 1000 + i),
        DEFAULT_RATINGS,
        0,
      );
      assert.equal(before.rated, true);
    }
    let second: Promise<RateOutcome> | undefined;
    const first = await one.transaction().execute(async (trx) => {
      const outcome = await rateOnce(trx, facts('race1', pair, 'cultists', 2000), DEFAULT_RATINGS, 0);
      // The other node's look starts while this attempt's writes are not committed: it counts the pair's games
      // without this one, decides to rate, and waits on the rating rows this transaction wrote.
      second = rateStored(two, facts('race2', pair, 'investigators', 2001), DEFAULT_RATINGS, 0);
      await until(async () => {
        const waiting = await sql<{ n: number | string }>`
          select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(one);
        return Number(waiting.rows[0]?.n ?? 0) > 0;
      }, "the second look waits on the first one's rating rows");
      return outcome;
    });
    assert.equal(first.rated, true, 'the first to commit is the last game the pair limit allows');
    // Its update found the rows changed: it started again, counted the pair's games anew and found the limit.
    assert.deepEqual(await second, { rated: false, why: 'accounts' });
    for (const account of ['id-a', 'id-b', 'id-c'])
      assert.equal((await ratingOf(one, account)).games, DEFAULT_RATINGS.pairGames, account);
  } finally {
    await one.destroy();
    await two.destroy();
    await database.drop();
  }
});
