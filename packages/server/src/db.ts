import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Generated,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { AccountTables } from './accounts/migration.ts';
import type { RatingTables } from './ratings/migration.ts';
import { migrateDatabase } from './migrations.ts';
import { postgresActionWriter, setActionWriter, sqliteActionWriter } from './prepared-actions.ts';
import type { ModerationTables } from './moderation/migration.ts';
import type { PublicTableTables } from './public-tables/migration.ts';

export { migrateDatabase } from './migrations.ts';

/**
 * Storage through Kysely: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is a
 * postgres:// URL. A game is stored as its options, its secret seed and an append-only list of
 * actions (plus chat); its state is always rebuilt by replaying them.
 */
export interface Database extends AccountTables, PublicTableTables, ModerationTables, RatingTables {
  games: {
    id: string;
    status: string;
    options: string;
    seed: string;
    commitment: string;
    created_at: number;
    timers: string | null;
    /** The board the game is played on (null: stored before boards were recorded, the default board). */
    board_id: string | null;
    board_sha256: string | null;
    /** The host's seat (null: stored before rematches, the first seat). */
    host_seat: number | null;
    /** The game proposed as this one's rematch, and the seat that proposed it. */
    rematch_id: string | null;
    rematch_by: number | null;
    /** Bumped by every write of the seats or the status: a write names the version it read (several nodes). */
    version: Generated<number>;
    /** When the game started (epoch ms; null: a lobby, or stored before this was recorded). */
    started_at: number | null;
    /**
     * A game in play nobody has been at since (epoch ms), stored when it leaves memory unattended; cleared
     * when a player comes back. Null: attended, or not yet found idle (idle.ts).
     */
    idle_since: number | null;
    /** How a game that did not play to its end ended ('abandoned'); null for every other game. */
    ended: string | null;
  };
  seats: {
    game_id: string;
    seat: number;
    name: string | null;
    kind: string;
    token_hash: string | null;
    character: number | null;
    /** An open seat kept for the player of the previous game whose token hashes to this (a rematch). */
    reserved_hash: string | null;
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
    /** A structured claim (issue 16), as JSON; null for a line of free text. */
    claim: string | null;
    /** With a claim: the game's round when it was posted. */
    claim_round: number | null;
  };
  /** Each seat's private notebook (issue 16): marks per seat as JSON, free notes; `version` counts saves. */
  notebooks: {
    game_id: string;
    seat: number;
    marks: string;
    notes: string;
    version: number;
    updated_at: number;
  };
  /**
   * The saves of a notebook, the last of each window of time and the last `notebookSavesKept` of those per
   * seat (notebook.ts), so that a replay shows each notebook as it stood at each step; `version` is the
   * `notebooks` row's version made by the first save the row holds.
   */
  notebook_saves: {
    game_id: string;
    seat: number;
    version: number;
    marks: string;
    notes: string;
    saved_at: number;
  };
  /**
   * A seat's own settings the server acts on (issue 27; auto-end.ts): `auto_end` 1 when the server ends the
   * seat's Rounds in Cleanup for it. Beside `seats`, which every lobby change rewrites whole: a setting
   * written from any node is never lost to another node's rewrite of the seating.
   */
  seat_settings: {
    game_id: string;
    seat: number;
    auto_end: number;
    updated_at: number;
  };
  /**
   * The tutorial's coach holds a lesson's bots until `held_until` (epoch ms; 0: released) while the player
   * reads (issue 27; coach-hold.ts). In storage, so that the node running the game's bots sees a hold asked
   * through any node, and a node taking the game over finds it.
   */
  coach_holds: {
    game_id: string;
    held_until: number;
    updated_at: number;
  };
  /** Which node runs a game's timers and bots, until when (several nodes; server/leases.ts). */
  leases: {
    game_id: string;
    node: string;
    expires_at: number;
  };
  /**
   * Table mode's single-use codes that hand the host's seat to a phone (handover.ts): the code's hash, the
   * seat's token sealed with a key only the code gives, until when it works, whether it was used.
   */
  handovers: {
    code_hash: string;
    game_id: string;
    seat: number;
    sealed: string;
    expires_at: number;
    used: number;
  };
  /** When each node last heard Redis (several nodes; bus-health.ts), on the database's clock (epoch ms). */
  node_buses: {
    node: string;
    heard_at: number;
  };
}

export type Db = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… for PostgreSQL, ':memory:' for a throwaway SQLite database, or a SQLite file path. */
  readonly url?: string;
  /** Folder for the default SQLite file (./data). */
  readonly dataDir?: string;
  /** PostgreSQL: how long start-up keeps trying to reach the database before giving up (default 60 s). */
  readonly startupTimeoutMs?: number;
  /** PostgreSQL: how long a statement may run before it fails (default 10 s). */
  readonly queryTimeoutMs?: number;
  /**
   * PostgreSQL: how long a statement waits for a row another connection holds before it fails (default 3 s;
   * `PG_LOCK_TIMEOUT_MS`): a write stuck behind another node's open transaction fails, retryably, instead of
   * holding the game until the statement timeout.
   */
  readonly lockTimeoutMs?: number;
  /**
   * PostgreSQL: how long a connection may sit in an open transaction doing nothing before the database ends
   * its session, rolling the transaction back (default 5 s; `PG_IDLE_IN_TRANSACTION_TIMEOUT_MS`). A node
   * frozen between an INSERT and its COMMIT (SIGSTOP, a VM paused, a stop-the-world pause) then releases
   * the rows it holds, as a dead node does: the game goes on through the other nodes.
   */
  readonly idleInTransactionTimeoutMs?: number;
}

/** What the server is told about database faults it rides through (it logs and counts them). */
export interface DatabaseHooks {
  /**
   * A fault that did not stop the server: a PostgreSQL connection lost while idle in the pool or in use
   * (`context` says which), or a failed start-up attempt that will be retried. A throw here is ignored.
   */
  onError?(error: unknown, context: string): void;
}

/** The database cannot be used; the message is one line that says what is wrong and what to do. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
}

export function describeDatabase(config: DatabaseConfig): string {
  if (isPostgres(config.url)) return 'PostgreSQL';
  return `SQLite ${sqliteFile(config)}`;
}

export function isPostgres(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith('postgres://') || url.startsWith('postgresql://'));
}

function sqliteFile(config: DatabaseConfig): string {
  const file = config.url ?? join(config.dataDir ?? 'data', 'among-cultists.sqlite');
  return file.startsWith('sqlite:') ? file.slice('sqlite:'.length) : file;
}

/** An error's message on one line (Node gives an empty AggregateError when every address refuses). */
function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0)
    return [...new Set(error.errors.map(errorText))].join('; ');
  const code = (error as { code?: unknown } | null)?.code;
  const text =
    error instanceof Error ? error.message || (typeof code === 'string' ? code : error.name) : String(error);
  return text.replace(/\s+/g, ' ').trim();
}

function report(hooks: DatabaseHooks, error: unknown, context: string): void {
  try {
    hooks.onError?.(error, context);
  } catch {
    // The hook is for logging; its failure must not become the server's.
  }
}

async function migrate(db: Db): Promise<void> {
  await migrateDatabase(db as unknown as Kysely<unknown>);
}

/**
 * Opens (creating or migrating) the database. A database that cannot be used throws a DatabaseError
 * with a one-line message: SQLite at once; PostgreSQL after retrying for `startupTimeoutMs`, since at
 * start-up the database may simply not be up yet.
 */
export async function openDatabase(config: DatabaseConfig, hooks: DatabaseHooks = {}): Promise<Db> {
  return isPostgres(config.url) ? openPostgres(config.url, config, hooks) : openSqlite(sqliteFile(config));
}

// ---------------------------------------------------------------------------------------------------
// SQLite

/**
 * How long a SQLite statement waits for a lock held by another connection or process. better-sqlite3
 * is synchronous and waits 5 s by default, freezing the event loop (every game, every socket) for that
 * long. The server retries a failed write with backoff instead, so the wait is kept short: long enough
 * to ride over another writer's commit, too short for anyone to notice.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 25;

/** At start-up nothing else runs yet, so waiting for a lock (another process's write) harms nobody. */
const SQLITE_STARTUP_BUSY_TIMEOUT_MS = 5_000;

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

/** What a SQLite file's failure to open means, and what to do about it, in one line. */
function sqliteFailure(file: string, error: unknown): DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  const why = errorText(error);
  const folder = dirname(resolve(file));
  switch (code) {
    case 'SQLITE_NOTADB':
      return new DatabaseError(
        `${file} is not a SQLite database (${why}): restore a backup or move it away.`,
      );
    case 'SQLITE_CORRUPT':
      return new DatabaseError(`${file} is corrupt (${why}): restore a backup or move it away.`);
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
    case 'SQLITE_PERM':
      return new DatabaseError(
        `cannot write ${file} (${why}): make ${folder} and the file writable for this user, or set DATA_DIR to a folder it can write.`,
      );
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
      return new DatabaseError(
        `${file} is locked by another process (${why}): stop it, or use another DATA_DIR.`,
      );
    case 'SQLITE_FULL':
      return new DatabaseError(`${file}: the disk is full (${why}): free some space.`);
    default:
      return new DatabaseError(`cannot open the SQLite database ${file} (${why}).`);
  }
}

async function openSqlite(file: string): Promise<Db> {
  if (file !== ':memory:') {
    const folder = dirname(resolve(file));
    try {
      mkdirSync(folder, { recursive: true });
    } catch (e) {
      throw new DatabaseError(
        `cannot create the data folder ${folder} (${errorText(e)}): set DATA_DIR to a folder this user can write.`,
      );
    }
  }
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file, { timeout: SQLITE_STARTUP_BUSY_TIMEOUT_MS });
    // WAL keeps readers and the single writer out of each other's way; a committed action survives a crash.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
    await migrate(db);
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    setActionWriter(db, sqliteActionWriter(sqlite));
    return db;
  } catch (e) {
    try {
      sqlite?.close();
    } catch {
      // already failing
    }
    throw sqliteFailure(file, e);
  }
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

/** A connection attempt (or a wait for a free pooled connection) fails after this long. */
const PG_CONNECT_TIMEOUT_MS = 5_000;
/** Idle pooled connections are closed after this long. */
const PG_IDLE_TIMEOUT_MS = 30_000;
/** The default statement timeout (the server cancels the statement; the connection stays usable). */
const PG_QUERY_TIMEOUT_MS = 10_000;
/** The default lock wait: a few seconds, well above a healthy writer's commit, well below the query timeout. */
export const PG_LOCK_TIMEOUT_MS = 3_000;
/** The default life of a transaction left open and idle: the server's own never stay idle for a millisecond. */
export const PG_IDLE_IN_TRANSACTION_TIMEOUT_MS = 5_000;
/**
 * A query whose answer has not come this long after its statement timeout is given up by the client: the
 * database is gone (frozen, unplugged), and the connection is thrown away rather than reused.
 */
const PG_READ_GRACE_MS = 1_000;
/** Start-up retries: the first wait, doubled after each failure up to the cap. */
const PG_STARTUP_FIRST_RETRY_MS = 200;
const PG_STARTUP_MAX_RETRY_MS = 5_000;
const PG_STARTUP_TIMEOUT_MS = 60_000;

/** Where a PostgreSQL URL points, without the credentials. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.host}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Whether a query's failure leaves its connection in doubt: anything but an error reported by the server. */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  // connection_exception, operator_intervention (admin shutdown, crash shutdown, cannot connect now), and
  // idle_in_transaction_session_timeout (25P03): the database ended the session of a frozen transaction.
  return code.startsWith('08') || code.startsWith('57P') || code === '25P03';
}

/** Errors that waiting will not cure: a malformed URL, bad credentials (28…), a schema the migrations cannot apply (42…). */
function permanent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code === 'ERR_INVALID_URL' || code.startsWith('28') || code.startsWith('42'))
  );
}

/**
 * The pg pool as Kysely's driver sees it, with one change: a connection on which a query failed for any
 * reason but an SQL error (a read timeout, a reset) is closed on release instead of going back to the
 * pool, where the next query would wait behind whatever it is stuck on.
 */
function discardingBrokenConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      const query = async (text: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(text, [...parameters]);
        } catch (e) {
          if (connectionLost(e)) broken = true;
          throw e;
        }
      };
      return {
        // Only this form is used: the dialect has no `cursor`, so nothing is streamed.
        query: query as unknown as PostgresPoolClient['query'],
        release(destroy?: boolean) {
          client.release(destroy === true || broken);
        },
      };
    },
    end: () => pool.end(),
  };
}

function postgresPool(url: string, config: DatabaseConfig, hooks: DatabaseHooks): pg.Pool {
  const queryTimeout = config.queryTimeoutMs ?? PG_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: PG_IDLE_TIMEOUT_MS,
    statement_timeout: queryTimeout,
    query_timeout: queryTimeout + PG_READ_GRACE_MS,
    // Sent with every connection's start-up, so every session of the pool has them (migrations included).
    lock_timeout: config.lockTimeoutMs ?? PG_LOCK_TIMEOUT_MS,
    idle_in_transaction_session_timeout:
      config.idleInTransactionTimeoutMs ?? PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A database that vanished without closing the connection is noticed by TCP keep-alive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A connection the server closes (pg_terminate_backend, a restart, a network fault) emits 'error': on
  // the pool when it was idle, which without a listener kills the process; on the client itself when it
  // was in use, where pg-pool listens to nothing. Each is reported once; the pool replaces the connection.
  const inUse = new WeakSet<pg.PoolClient>();
  const reported = new WeakSet<pg.PoolClient>();
  const once = (client: pg.PoolClient, error: unknown, context: string): void => {
    if (reported.has(client)) return;
    reported.add(client);
    report(hooks, error, context);
  };
  pool.on('error', (error, client) => {
    once(client, error, 'idle PostgreSQL connection');
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (inUse.has(client)) once(client, error, 'PostgreSQL connection in use');
    });
  });
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  return pool;
}

async function openPostgres(url: string, config: DatabaseConfig, hooks: DatabaseHooks): Promise<Db> {
  const pool = postgresPool(url, config, hooks);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool) }),
  });
  setActionWriter(db, postgresActionWriter(pool, connectionLost));
  const timeout = config.startupTimeoutMs ?? PG_STARTUP_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  let wait = PG_STARTUP_FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(db);
      return db;
    } catch (e) {
      const remaining = deadline - Date.now();
      if (permanent(e) || remaining <= 0) {
        // The pool is closed before giving up; a failure to close is reported, not hidden.
        await db.destroy().catch((closing: unknown) => {
          report(hooks, closing, 'closing the PostgreSQL pool after a failed start-up');
        });
        const after =
          attempt > 1 ? ` after ${attempt} attempts in ${Number((timeout / 1000).toFixed(1))} s` : '';
        throw new DatabaseError(
          `${describeUrl(url)} cannot be used${after} (${errorText(e)}): check DATABASE_URL and that the database is running.`,
        );
      }
      report(hooks, e, `PostgreSQL start-up (attempt ${attempt}; next in ${Math.min(wait, remaining)} ms)`);
      await new Promise((r) => setTimeout(r, Math.min(wait, remaining)));
      wait = Math.min(wait * 2, PG_STARTUP_MAX_RETRY_MS);
    }
  }
}

/**
 * Whether the database answers `select 1` within `timeoutMs` (for /healthz). Never throws: a failure or a
 * timeout is false (a query still running is left to its own timeout).
 */
export async function checkDatabase(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  try {
    return await Promise.race([query, late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Removes every table's rows (tests against a shared PostgreSQL database). */
export async function clearDatabase(db: Db): Promise<void> {
  for (const table of [
    'moderation_removals',
    'table_mutes',
    'seat_mutes',
    'reports',
    'suspensions',
    'public_games',
    'public_tables',
    'node_buses',
    'handovers',
    'seat_settings',
    'coach_holds',
    'notebook_saves',
    'notebooks',
    'leases',
    'actions',
    'chat',
    'seats',
    'games',
  ] as const)
    await sql`delete from ${sql.table(table)}`.execute(db);
}
