/** The ratings' storage on SQLite (the same tests on PostgreSQL: ratings-postgres.test.ts). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrateDatabase, openDatabase, type Database } from '../db.ts';
import { insertPublicTable } from '../public-tables/store.ts';
import { gamesToRateQuery } from './store.ts';
import { publicTable, ratingStoreCases } from './testing-ratings.ts';

void describe('ratings in storage (SQLite)', () => {
  for (const c of ratingStoreCases(async () => {
    const db = await openDatabase({ url: ':memory:' });
    return { db, close: () => db.destroy() };
  }))
    void test(c.name, c.run);
});

void test('migration 022 marks the public games looked at before it as done, the others pending', async () => {
  // The database as the server left it before: migrations up to 021.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await migrateDatabase(db as unknown as Kysely<unknown>, '021_bot_kind');
  try {
    for (const id of ['looked', 'waiting']) await insertPublicTable(db, publicTable(id));
    await db
      .insertInto('rated_games')
      .values({ game_id: 'looked', outcome: 'rated', finished_at: 1, rated_at: 2 })
      .execute();
    await migrateDatabase(db as unknown as Kysely<unknown>);
    const rows = await db
      .selectFrom('public_tables')
      .select(['game_id', 'rating_pending'])
      .orderBy('game_id')
      .execute();
    assert.deepEqual(rows, [
      { game_id: 'looked', rating_pending: 0 },
      { game_id: 'waiting', rating_pending: 1 },
    ]);
  } finally {
    await db.destroy();
  }
});

void test('a look reads the pending public tables by their index, never every finished game (SQLite’s plan)', async () => {
  const db = await openDatabase({ url: ':memory:' });
  try {
    const { sql: text, parameters } = gamesToRateQuery(db, 20).compile();
    let i = 0;
    const inlined = text.replace(/\?/g, () => JSON.stringify(parameters[i++]).replace(/"/g, "'"));
    const plan = await sql.raw<{ detail: string }>(`explain query plan ${inlined}`).execute(db);
    const steps = plan.rows.map((r) => r.detail);
    assert.match(steps[0] ?? '', /public_tables_rating_pending/, steps.join('\n'));
    assert.ok(!steps.some((s) => s.includes('games_status')), steps.join('\n'));
  } finally {
    await db.destroy();
  }
});
