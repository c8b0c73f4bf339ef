/**
 * Quick play's choice, made one at a time per choice key (issue 30): "seat me at the best open table for these
 * choices, or open one" is a read followed by a write, and two quick plays arriving together with no open
 * table would each open their own. Within a node a chain per key serialises them; across nodes, on
 * PostgreSQL, a session advisory lock on the key, held on one pooled connection for the length of the choice,
 * does (SQLite serves one node: the chain is enough). The second quick play then finds the table the first
 * opened, and joins it.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';

/** Quick plays waiting their turn for one key on this node, at most (beyond: 503, try again). */
const QUICK_PLAY_WAITING = 200;
/**
 * Keys whose choice runs at once on this node (PostgreSQL), at most: each holds a pooled connection for its
 * lock and needs another for its work, so they must stay well below the pool's size.
 */
const LOCKS_AT_ONCE = 3;

export class QuickPlayTurns {
  readonly #db: Db;
  readonly #log: Log;
  readonly #metrics: Metrics;
  readonly #postgres: boolean;
  /** Per key: the end of the last choice queued, and how many are queued. */
  readonly #queues = new Map<string, { tail: Promise<void>; waiting: number }>();
  /** Advisory locks held or asked for now, and the choices waiting for one of those places. */
  #locks = 0;
  readonly #lockQueue: (() => void)[] = [];

  constructor(db: Db, log: Log, metrics: Metrics) {
    this.#db = db;
    this.#log = log;
    this.#metrics = metrics;
    this.#postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Runs `choose` once no other quick play with this key runs, on this node or (PostgreSQL) any other. */
  async run<T>(key: string, choose: () => Promise<T>): Promise<T> {
    const queue = this.#queues.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    if (queue.waiting >= QUICK_PLAY_WAITING) {
      this.#metrics.limited.inc({ limit: 'quick-play' });
      throw new HttpError(503, 'server/unavailable', 'Quick play is busy just now; try again in a moment.');
    }
    let done!: () => void;
    const before = queue.tail;
    queue.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    queue.waiting++;
    this.#queues.set(key, queue);
    try {
      await before;
      return await (this.#postgres ? this.#locked(key, choose) : choose());
    } finally {
      queue.waiting--;
      if (queue.waiting === 0) this.#queues.delete(key);
      done();
    }
  }

  /** `choose` under the key's advisory lock (waited for within the connection's lock timeout). */
  async #locked<T>(key: string, choose: () => Promise<T>): Promise<T> {
    if (this.#locks >= LOCKS_AT_ONCE)
      await new Promise<void>((resolve) => {
        this.#lockQueue.push(resolve);
      });
    else this.#locks++;
    try {
      return await this.#underLock(key, choose);
    } finally {
      // The place goes to the next waiting choice, if any (the count stays), else it is given back.
      const next = this.#lockQueue.shift();
      if (next) next();
      else this.#locks--;
    }
  }

  async #underLock<T>(key: string, choose: () => Promise<T>): Promise<T> {
    const lock = `among-cultists:quick-play:${key}`;
    return await this.#db.connection().execute(async (connection) => {
      try {
        await sql`select pg_advisory_lock(hashtext(${lock}))`.execute(connection);
      } catch (e) {
        this.#metrics.failures.inc({ operation: 'load' });
        this.#log.error({ key, error: errorText(e) }, "quick play could not take its choice's turn");
        throw new HttpError(503, 'server/unavailable', 'Quick play is busy just now; try again in a moment.');
      }
      try {
        return await choose();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${lock}))`.execute(connection).catch((e: unknown) => {
          // A broken connection is thrown away, and its locks with it; a healthy one that failed here would
          // keep the key locked until it closes: said loudly.
          this.#metrics.failures.inc({ operation: 'write' });
          this.#log.error({ key, error: errorText(e) }, "quick play's turn could not be given back");
        });
      }
    });
  }
}
