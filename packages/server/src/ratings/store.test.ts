/** The ratings' storage on SQLite (the same tests on PostgreSQL: ratings-postgres.test.ts). */
import { openDatabase } from '../db.ts';
import { describe, test } from 'node:test';
import { ratingStoreCases } from './testing-ratings.ts';

void describe('ratings in storage (SQLite)', () => {
  for (const c of ratingStoreCases(async () => {
    const db = await openDatabase({ url: ':memory:' });
    return { db, close: () => db.destroy() };
  }))
    void test(c.name, c.run);
});
