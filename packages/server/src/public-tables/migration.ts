/**
 * The public tables' table (issue 30), one migration applied on SQLite and PostgreSQL alike (migrations.ts):
 * a row beside each game listed for strangers, read by every node (`GET /api/tables`, quick play).
 */
import type { Generated, Kysely, Migration } from 'kysely';

export interface PublicTableTables {
  /**
   * A table listed for strangers, beside its game: the language it is played in, its host's name, and when
   * bots fill its empty seats and it starts (epoch ms; null: the host starts it).
   */
  public_tables: {
    game_id: string;
    language: string;
    host_name: string;
    fill_at: number | null;
    created_at: number;
    /** Streamer mode: seconds its spectators see it late (0: none; migration 019). */
    spectator_delay: number;
    /** Quick play's countdown: the bots' kind its host chose (null: the server's BOT_KIND; migration 021). */
    bot_kind: string | null;
    /** 1 until the ratings looked at its finished game (ratings/migration.ts, migration 022). */
    rating_pending: Generated<number>;
  };
}

export const publicTablesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('public_tables')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('host_name', 'text', (c) => c.notNull())
      .addColumn('fill_at', 'double precision')
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('public_tables_fill_at')
      .ifNotExists()
      .on('public_tables')
      .column('fill_at')
      .execute();
  },
};

/**
 * Streamer mode (issue 30): a public table's spectators may see its game late. Kept beside the table (a
 * delay is a public table's setting), so every node reads the same one when it loads the game.
 */
export const spectatorDelayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('public_tables')
      .addColumn('spectator_delay', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * Quick play's countdown (issue 30): the bots its host chose for the empty seats. Kept beside the table, so
 * whichever node takes the countdown fills the seats with the same bots.
 */
export const botKindMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('public_tables').addColumn('bot_kind', 'text').execute();
  },
};
