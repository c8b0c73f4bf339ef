/** The ratings' storage on SQLite (the same tests on PostgreSQL: ratings-postgres.test.ts). */
import { openDatabase } from '../db.ts';
import { ratingStoreTests } from './testing-ratings.ts';

ratingStoreTests('SQLite', async () => {
  const db = await openDatabase({ url: ':memory:' });
  return { db, close: () => db.destroy() };
});
