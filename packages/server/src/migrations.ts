/**
 * The database's schema, step by step: each migration once, in order, on SQLite and PostgreSQL alike
 * (db.ts opens the database and applies them; its `Database` interface is the schema they make).
 */
import { Migrator, type Kysely, type Migration } from 'kysely';
import { moderationMigration, publicGamesMigration } from './moderation/migration.ts';
import { accountResultsMigration, accountsMigration } from './accounts/migration.ts';
import { ratingPendingMigration, ratingsMigration } from './ratings/migration.ts';
import {
  botKindMigration,
  publicTablesMigration,
  spectatorDelayMigration,
} from './public-tables/migration.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001_games': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('games')
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('commitment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('seats')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text')
        .addPrimaryKeyConstraint('seats_pk', ['game_id', 'seat'])
        .execute();
      await db.schema
        .createTable('actions')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('at', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
        .execute();
      await db.schema
        .createTable('chat')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['game_id', 'seq'])
        .execute();
      await db.schema.createIndex('games_status').ifNotExists().on('games').column('status').execute();
    },
  },
  '002_timers': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('timers', 'text').execute();
    },
  },
  '003_characters': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('seats').addColumn('character', 'integer').execute();
    },
  },
  // Games stored before keep null: they were played on the default board, which is how they load.
  '004_boards': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('board_id', 'text').execute();
      await db.schema.alterTable('games').addColumn('board_sha256', 'text').execute();
    },
  },
  // A rematch: the old game points to the new one (and who proposed it); the new one keeps its humans'
  // seats for them (by their old token's hash) and may have its host in any seat. Older rows keep null.
  '005_rematch': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('host_seat', 'integer').execute();
      await db.schema.alterTable('games').addColumn('rematch_id', 'text').execute();
      await db.schema.alterTable('games').addColumn('rematch_by', 'integer').execute();
      await db.schema.alterTable('seats').addColumn('reserved_hash', 'text').execute();
    },
  },
  // Several nodes over one database: the seats' write version (optimistic concurrency), the start time
  // every node derives deadlines from, and the leases that give each game's timers and bots to one node.
  '006_cluster': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('games')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('games').addColumn('started_at', 'double precision').execute();
      await db.schema
        .createTable('leases')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leases_node').ifNotExists().on('leases').column('node').execute();
    },
  },
  // Issue 16: a chat line may be a structured claim (older lines keep null: free text); each seat keeps a
  // private notebook, stored with the game (not in one node's memory) and published in the record at the end.
  '007_claims_notebooks': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('chat').addColumn('claim', 'text').execute();
      await db.schema.alterTable('chat').addColumn('claim_round', 'integer').execute();
      await db.schema
        .createTable('notebooks')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('marks', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('notebooks_pk', ['game_id', 'seat'])
        .execute();
    },
  },
  // The notebooks' history: each save appended beside the upsert of `notebooks` (which keeps only the last),
  // published in the record so that a replay shows a notebook as it stood at each step. Games saved before
  // have none: their replay shows the notebooks as they ended.
  '008_notebook_saves': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notebook_saves')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('marks', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('notebook_saves_pk', ['game_id', 'seat', 'version'])
        .execute();
    },
  },
  // Issue 24: a game in play whose players all left is found by one query on any node (idle.ts): since
  // when nobody is at it, and that it ended abandoned. Games stored before keep null (attended; not ended).
  '009_idle_games': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('idle_since', 'double precision').execute();
      await db.schema.alterTable('games').addColumn('ended', 'text').execute();
      await db.schema
        .createIndex('games_idle_since')
        .ifNotExists()
        .on('games')
        .column('idle_since')
        .execute();
    },
  },
  // Issue 24: the host seat's handover codes live in the database, so that any node redeems a code another
  // node issued, and only once (a conditional update).
  '010_handovers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('handovers')
        .ifNotExists()
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'double precision', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('handovers_expires')
        .ifNotExists()
        .on('handovers')
        .column('expires_at')
        .execute();
      await db.schema.createIndex('handovers_game').ifNotExists().on('handovers').column('game_id').execute();
    },
  },
  // Issue 24: each node says when it last heard Redis, so that a node without it knows whether the others
  // hear it (then it sends its players to them) or Redis itself is down (then it keeps them: bus-health.ts).
  '011_node_buses': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('node_buses')
        .ifNotExists()
        .addColumn('node', 'text', (c) => c.primaryKey())
        .addColumn('heard_at', 'double precision', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 27: each seat's "end my Rounds automatically", kept by the server (any node reads it there).
  '012_seat_settings': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('seat_settings')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('auto_end', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_settings_pk', ['game_id', 'seat'])
        .execute();
    },
  },
  // Issue 27: the tutorial's coach holding a lesson's bots while the player reads (any node reads it there).
  '013_coach_holds': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coach_holds')
        .ifNotExists()
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('held_until', 'double precision', (c) => c.notNull())
        .addColumn('updated_at', 'double precision', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 30: optional accounts (accounts/migration.ts): a name, passkeys, recovery codes, sessions, the
  // pending WebAuthn challenges and the seats a signed-in player took.
  '014_accounts': accountsMigration,
  // Issue 30: the tables listed for strangers (public-tables/migration.ts).
  '015_public_tables': publicTablesMigration,
  // Issue 30: moderation (moderation/migration.ts): removals, mutes, reports, suspensions.
  '016_moderation': moderationMigration,
  '017_public_games': publicGamesMigration,
  // Issue 30: a signed-in player's finished games summed up for their profile (accounts/results.ts).
  '018_account_results': accountResultsMigration,
  // Issue 30: streamer mode, a public table's spectators see its game late (public-tables/migration.ts).
  '019_spectator_delay': spectatorDelayMigration,
  // Issue 30: the accounts' ratings from public games, and the leaderboard (ratings/migration.ts).
  '020_ratings': ratingsMigration,
  // Issue 30: the bots a quick-play table's host chose for its countdown (public-tables/migration.ts).
  '021_bot_kind': botKindMigration,
  // Issue 30: the public games the ratings have still to look at, indexed (ratings/migration.ts).
  '022_rating_pending': ratingPendingMigration,
};

/**
 * Applies the migrations not yet applied, up to `target` (a migration's name; default: the latest).
 * Tests use `target` to make a database as an older version of the server left it.
 */
export async function migrateDatabase(db: Kysely<unknown>, target?: string): Promise<void> {
  // Migrations written side by side (009, 010, 011 of issue 24) touch separate tables: a database that got
  // a later one first (a test database, a node of a branch) still takes the earlier one when it comes.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    allowUnorderedMigrations: true,
  });
  const { error } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error !== undefined) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}
