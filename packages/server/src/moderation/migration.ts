/**
 * Moderation's tables (issue 30), one migration applied on SQLite and PostgreSQL alike (migrations.ts): who
 * a host removed from a lobby, the chat mutes (the table's and each seat's own), the players' reports with
 * the lines attached from storage, and the operator's suspensions of address ranges (and, once accounts
 * exist, of accounts).
 */
import type { Kysely, Migration } from 'kysely';

export interface ModerationTables {
  /** A person the host removed from a lobby: their token (its hash) no longer says hello to the game. */
  moderation_removals: {
    game_id: string;
    token_hash: string;
    seat: number;
    removed_at: number;
  };
  /** A seat whose chat the host muted for the whole table (a row while muted). */
  table_mutes: {
    game_id: string;
    seat: number;
    muted_at: number;
  };
  /** A seat (`muted`) that another seat (`seat`) muted for itself (a row while muted). */
  seat_mutes: {
    game_id: string;
    seat: number;
    muted: number;
    muted_at: number;
  };
  /**
   * A player's report of a seat: the reason, their own words, the reported seat's name and chat lines
   * (JSON, read from storage when reported), the reporter's address (bounds per hour), and when an
   * operator closed it (null: open).
   */
  reports: {
    id: string;
    game_id: string;
    reporter_seat: number;
    reported_seat: number;
    reported_name: string | null;
    reason: string;
    text: string | null;
    lines: string;
    address: string;
    created_at: number;
    closed_at: number | null;
  };
  /**
   * An operator's suspension from public tables: of an address range (`address_range`, CIDR), or (once
   * accounts exist: the extension point) of an account (`account_id`); until when (null: until lifted),
   * why, and when it was lifted (null: in force).
   */
  suspensions: {
    id: string;
    address_range: string | null;
    account_id: string | null;
    reason: string | null;
    created_at: number;
    until: number | null;
    lifted_at: number | null;
  };
  /**
   * Unused since issue 30's second pass (a game's public-table language is read with its settings from the
   * public tables' own row, which stays to the end: public-tables/playing.ts): kept, not dropped, so that a node
   * of the previous version still finds it during a rolling upgrade.
   */
  public_games: {
    game_id: string;
    language: string;
  };
}

export const moderationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('moderation_removals')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('removed_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('moderation_removals_pk', ['game_id', 'token_hash'])
      .execute();
    await db.schema
      .createTable('table_mutes')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('muted_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('table_mutes_pk', ['game_id', 'seat'])
      .execute();
    await db.schema
      .createTable('seat_mutes')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('muted', 'integer', (c) => c.notNull())
      .addColumn('muted_at', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_mutes_pk', ['game_id', 'seat', 'muted'])
      .execute();
    await db.schema
      .createTable('reports')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('reporter_seat', 'integer', (c) => c.notNull())
      .addColumn('reported_seat', 'integer', (c) => c.notNull())
      .addColumn('reported_name', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('text', 'text')
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('closed_at', 'double precision')
      .execute();
    await db.schema
      .createIndex('reports_game_reporter')
      .ifNotExists()
      .on('reports')
      .columns(['game_id', 'reporter_seat'])
      .execute();
    await db.schema
      .createIndex('reports_address')
      .ifNotExists()
      .on('reports')
      .columns(['address', 'created_at'])
      .execute();
    await db.schema
      .createTable('suspensions')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('address_range', 'text')
      .addColumn('account_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('created_at', 'double precision', (c) => c.notNull())
      .addColumn('until', 'double precision')
      .addColumn('lifted_at', 'double precision')
      .execute();
  },
};

/** The games listed for strangers, kept to the end (issue 30; `public_games`). */
export const publicGamesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('public_games')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.primaryKey())
      .addColumn('language', 'text', (c) => c.notNull())
      .execute();
  },
};
