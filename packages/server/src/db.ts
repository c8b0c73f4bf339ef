import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';

/**
 * Storage through Kysely: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is a
 * postgres:// URL. A game is stored as its options, its secret seed and an append-only list of
 * actions (plus chat); its state is always rebuilt by replaying them.
 */
export interface Database {
  games: {
    id: string;
    status: string;
    options: string;
    seed: string;
    commitment: string;
    created_at: number;
    timers: string | null;
  };
  seats: {
    game_id: string;
    seat: number;
    name: string | null;
    kind: string;
    token_hash: string | null;
    character: number | null;
  };
  actions: {
    game_id: string;
    seq: number;
    seat: number;
    action: string;
    at: number;
  };
  chat: {
    game_id: string;
    seq: number;
    seat: number | null;
    text: string;
    at: number;
  };
}

export type Db = Kysely<Database>;

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
};

export interface DatabaseConfig {
  /** postgres://… for PostgreSQL, ':memory:' for a throwaway SQLite database, or a SQLite file path. */
  readonly url?: string;
  /** Folder for the default SQLite file (./data). */
  readonly dataDir?: string;
}

export function describeDatabase(config: DatabaseConfig): string {
  if (config.url?.startsWith('postgres')) return 'PostgreSQL';
  return `SQLite ${config.url ?? join(config.dataDir ?? 'data', 'among-cultists.sqlite')}`;
}

/** Statements kept compiled, at most this many (the same few come back with every action). */
const STATEMENT_CACHE = 100;

/**
 * Kysely prepares every query afresh and better-sqlite3 compiles it each time: about a tenth of the server's
 * time under load. Queries are run one at a time and never streamed, so a compiled statement can be reused.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      sqlite.close();
    },
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size < STATEMENT_CACHE) statements.set(text, statement);
      }
      return statement;
    },
  };
}

export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Db;
  if (config.url?.startsWith('postgres://') || config.url?.startsWith('postgresql://')) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
    });
  } else {
    let file = config.url ?? join(config.dataDir ?? 'data', 'among-cultists.sqlite');
    if (file.startsWith('sqlite:')) file = file.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
    const sqlite = new SQLite(file);
    // WAL keeps readers and the single writer out of each other's way; a committed action survives a crash.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  }
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
  const { error } = await migrator.migrateToLatest();
  if (error)
    throw new Error(
      `Database migration failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  return db;
}

/** Removes every table's rows (tests against a shared PostgreSQL database). */
export async function clearDatabase(db: Db): Promise<void> {
  for (const table of ['actions', 'chat', 'seats', 'games'] as const)
    await sql`delete from ${sql.table(table)}`.execute(db);
}
