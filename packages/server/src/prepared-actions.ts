/**
 * Storing an action, the one write of every move, with a statement prepared once instead of a query that
 * Kysely builds and compiles on every call (a third of the storage share of the server's CPU at saturation:
 * docs/server.md, "Where the CPU goes"). Only the plain insert is prepared: the last action of a game also
 * finishes it (two statements in a transaction), once per game, and goes through Kysely (store.ts).
 *
 * db.ts gives each database it opens its writer here; a Kysely instance made elsewhere (a test's own) has
 * none, and store.ts then builds the insert with Kysely as before.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from './db.ts';

/** One action's row, as store.ts writes it. */
export interface ActionRow {
  readonly gameId: string;
  readonly seq: number;
  readonly seat: number;
  /** The action's JSON. */
  readonly action: string;
  readonly at: number;
}

/** Inserts an action's row; false when it cannot now and the caller is to use Kysely (nothing written). */
export type ActionWriter = (row: ActionRow) => Promise<boolean>;

const writers = new WeakMap<Db, ActionWriter>();

/** The prepared writer of a database opened by db.ts, if it has one. */
export function actionWriterOf(db: Db): ActionWriter | undefined {
  return writers.get(db);
}

/** Gives `db` its prepared writer (db.ts, when it opens a database). */
export function setActionWriter(db: Db, writer: ActionWriter): void {
  writers.set(db, writer);
}

const INSERT_COLUMNS = '"actions" ("game_id", "seq", "seat", "action", "at")';

/** The actions of one event-loop turn stored together, at most this many in one transaction. */
const SQLITE_BATCH_MAX = 256;

interface Waiting {
  readonly row: ActionRow;
  readonly resolve: (stored: boolean) => void;
  readonly reject: (error: Error) => void;
}

/**
 * SQLite: one compiled statement, and the actions of one event-loop turn (every game's moves read from
 * the sockets in that turn) inserted in one transaction: one commit, one write to the WAL, instead of one
 * per action. Each action's promise settles only once its batch is committed, so nothing is acknowledged
 * unstored. A batch that fails on a constraint (a place already taken) is tried again action by action,
 * so that each gets what its own insert would have (stored, or a conflict); any other failure (the file
 * locked by another process, the disk) is each action's failure, as its own insert's would have been.
 *
 * Kysely shares the connection, and its transactions span several awaits: while one is open, an insert
 * here would join it, and go if it rolled back. Then the batch's actions wait their turn through Kysely
 * instead (false).
 */
export function sqliteActionWriter(sqlite: SQLite.Database): ActionWriter {
  const insert = sqlite.prepare(`insert into ${INSERT_COLUMNS} values (?, ?, ?, ?, ?)`);
  const run = (row: ActionRow): void => {
    insert.run(row.gameId, row.seq, row.seat, row.action, row.at);
  };
  const insertAll = sqlite.transaction((rows: readonly Waiting[]) => {
    for (const w of rows) run(w.row);
  });
  let waiting: Waiting[] = [];
  const flush = (): void => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    if (sqlite.inTransaction) {
      for (const w of batch) w.resolve(false);
      return;
    }
    try {
      insertAll(batch);
    } catch (e) {
      if (!isConstraint(e)) {
        for (const w of batch) w.reject(asError(e));
        return;
      }
      for (const w of batch) {
        try {
          run(w.row);
          w.resolve(true);
        } catch (one) {
          w.reject(asError(one));
        }
      }
      return;
    }
    for (const w of batch) w.resolve(true);
  };
  return (row) =>
    new Promise((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (waiting.length >= SQLITE_BATCH_MAX) flush();
      else if (waiting.length === 1) setImmediate(flush);
    });
}

function isConstraint(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * PostgreSQL: a named prepared statement (each pooled connection parses and plans it once, then only binds
 * it), outside any transaction (one insert is atomic). `lost` says whether a failure leaves the connection
 * in doubt: such a connection is closed rather than given back to the pool, as db.ts does for Kysely's.
 */
export function postgresActionWriter(pool: pg.Pool, lost: (error: unknown) => boolean): ActionWriter {
  const text = `insert into ${INSERT_COLUMNS} values ($1, $2, $3, $4, $5)`;
  return async (row) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query({
        name: 'among-cultists-append-action',
        text,
        values: [row.gameId, row.seq, row.seat, row.action, row.at],
      });
    } catch (e) {
      broken = lost(e);
      throw e;
    } finally {
      client.release(broken);
    }
    return true;
  };
}
