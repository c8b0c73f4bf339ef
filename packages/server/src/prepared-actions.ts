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

/**
 * SQLite: one compiled statement, run at once (better-sqlite3 is synchronous; an insert on its own is its
 * own transaction). Kysely shares the connection, and its transactions span several awaits: while one is
 * open, an insert here would join it, and go if it rolled back. Then the insert waits its turn through
 * Kysely instead (false).
 */
export function sqliteActionWriter(sqlite: SQLite.Database): ActionWriter {
  const insert = sqlite.prepare(`insert into ${INSERT_COLUMNS} values (?, ?, ?, ?, ?)`);
  return (row) => {
    if (sqlite.inTransaction) return Promise.resolve(false);
    try {
      insert.run(row.gameId, row.seq, row.seat, row.action, row.at);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    return Promise.resolve(true);
  };
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
