/**
 * The ratings on PostgreSQL, where several nodes share one database: the storage tests of SQLite, and two
 * nodes' connections rating at once — one game seen ending by both is rated once, and two games of the same
 * accounts rated at the same moment both count (no update lost).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase } from '../db.ts';
import { createDatabase } from '../testing-cluster.ts';
import { DEFAULT_RATINGS } from './settings.ts';
import { ratingOf, rateStored } from './store.ts';
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
