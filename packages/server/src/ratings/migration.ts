/**
 * The ratings' tables (issue 30), one migration applied on SQLite and PostgreSQL alike (migrations.ts): each
 * account's OpenSkill rating, every public game looked at once (rated or why not), and each rated account's
 * change in each game (what the limits on repeated games between the same accounts count).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const ratingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ratings')
      .ifNotExists()
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('mu', 'double precision', (c) => c.notNull())
      .addColumn('sigma', 'double precision', (c) => c.notNull())
      // mu - 3 sigma, stored so that the leaderboard is one indexed read.
      .addColumn('score', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ratings_board')
      .ifNotExists()
      .on('ratings')
      .columns(['listed', 'score'])
      .execute();
    await db.schema
      .createTable('rated_games')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'double precision', (c) => c.notNull())
      .addColumn('rated_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('rating_changes')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'double precision', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('mu_before', 'double precision', (c) => c.notNull())
      .addColumn('sigma_before', 'double precision', (c) => c.notNull())
      .addColumn('mu_after', 'double precision', (c) => c.notNull())
      .addColumn('sigma_after', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('rating_changes_pk', ['game_id', 'account_id'])
      .execute();
    await db.schema
      .createIndex('rating_changes_account')
      .ifNotExists()
      .on('rating_changes')
      .columns(['account_id', 'finished_at'])
      .execute();
  },
};

/**
 * The public games still to look at, kept apart (migration 022): without it each node's pass (every
 * `pollMs`) joined every public game ever played to `rated_games` to find the few not yet looked at, a cost
 * that grew with the site's history. A public table is pending from its creation (the column's default) until
 * its game is looked at (store.ts clears it in the claim's transaction); a partial index holds the pending
 * ones only. Games looked at before this migration are marked done here.
 */
export const ratingPendingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('public_tables')
      .addColumn('rating_pending', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`update public_tables set rating_pending = 0 where game_id in (select game_id from rated_games)`.execute(
      db,
    );
    await db.schema
      .createIndex('public_tables_rating_pending')
      .ifNotExists()
      .on('public_tables')
      .column('game_id')
      .where(sql.ref('rating_pending'), '=', 1)
      .execute();
  },
};

/** The tables above, as db.ts's `Database` includes them. */
export interface RatingTables {
  /** An account's rating (OpenSkill's Plackett-Luce model), how many games made it, and whether it is listed. */
  ratings: {
    account_id: string;
    mu: number;
    sigma: number;
    score: number;
    games: number;
    /** 1: the player chose to appear on the public leaderboard (never by default). */
    listed: number;
    /** Moved by every write: two nodes rating games of one account at once never lose an update. */
    version: number;
    updated_at: number;
  };
  /** A finished public game, looked at once by one node: 'rated', or why not ('bots', 'accounts', …). */
  rated_games: { game_id: string; outcome: string; finished_at: number; rated_at: number };
  /** One account's rating before and after one rated game. */
  rating_changes: {
    game_id: string;
    account_id: string;
    finished_at: number;
    won: number;
    mu_before: number;
    sigma_before: number;
    mu_after: number;
    sigma_after: number;
  };
}
