import { sql } from 'kysely';
import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';

/** How long a node without Redis still says it is healthy, by default (`BUS_GRACE_SECONDS`). */
export const DEFAULT_BUS_GRACE_MS = 10_000;

/** How often a node that hears Redis says so in the database. */
export const BUS_BEAT_MS = 2_000;

/** A node that said it heard Redis less than this long ago (the database's clock) hears it still. */
const HEARD_RECENTLY_MS = 3 * BUS_BEAT_MS;

/**
 * Nodes lose a Redis that went down within moments of each other; a beat this long after this node lost it
 * was made while Redis was up for that node.
 */
const AFTER_LOSS_MS = 250;

const DB_NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)`;

export interface BusHealthDeps {
  readonly bus: Bus;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  /** Several nodes: where they say when they last heard Redis (PostgreSQL). Null: one node alone. */
  readonly db: Db | null;
}

/**
 * Whether this node has been without the bus for too long to take players (several nodes; /healthz).
 *
 * A node that cannot reach Redis still serves its own players, but the other nodes no longer hear who is
 * connected through it: the node leading a game would wait for seats it cannot see. So once the bus has
 * been down longer than a grace period (a blip, a Redis restart: ride it out) and other nodes still hear
 * Redis, /healthz fails: the load balancer moves the players to those nodes, and their clients reconnect
 * there. When no node hears Redis (Redis itself is down), moving players would help nobody and would leave
 * the balancer without a node: every node stays healthy and plays on without it (docs/operations.md).
 */
export class BusHealth {
  readonly #deps: BusHealthDeps;
  readonly #graceMs: number;
  /** When the bus went down (the clock's ms), null while it is up. */
  #downSince: number | null = null;
  /** The same on the database's clock, which the nodes' beats are on (null: not read yet). */
  #downSinceDb: number | null = null;
  #cancelBeat: (() => void) | null = null;
  #closed = false;
  #moving = false;
  readonly #onMove: (() => void)[] = [];

  constructor(deps: BusHealthDeps, graceMs: number) {
    this.#deps = deps;
    this.#graceMs = graceMs;
    // A node starts without the bus until Redis answers: the grace covers its start too.
    if (!deps.bus.healthy) this.#lost();
    deps.bus.onHealth((healthy) => {
      if (healthy) {
        this.#downSince = null;
        this.#downSinceDb = null;
        this.#moving = false;
        void this.#beat();
      } else this.#lost();
    });
    if (deps.db !== null) this.#schedule();
  }

  /**
   * Whether players should go to other nodes: the bus has been down longer than the grace period, and
   * another node heard Redis recently. A failed read counts as no (the database check tells that).
   */
  async shouldMovePlayers(): Promise<boolean> {
    const { clock, db } = this.#deps;
    const since = this.#downSince;
    if (since === null) return false;
    const downFor = clock.now() - since;
    if (downFor < this.#graceMs) return false;
    if (db === null) return true;
    // When it could not be read at the loss, this node's own clock tells how long ago that was.
    const heardAfter =
      this.#downSinceDb !== null
        ? this.#downSinceDb + AFTER_LOSS_MS
        : sql<number>`${DB_NOW} - ${downFor - AFTER_LOSS_MS}`;
    // Another node heard Redis after this one lost it, and lately: when Redis itself went down, the
    // others' last beats are older than that, whatever the grace.
    try {
      const row = await db
        .selectFrom('node_buses')
        .select('node')
        .where('node', '<>', this.#deps.bus.node)
        .where('heard_at', '>', heardAfter)
        .where('heard_at', '>', sql<number>`${DB_NOW} - ${HEARD_RECENTLY_MS}`)
        .limit(1)
        .executeTakeFirst();
      // Redis may have come back while the database answered: then the players stay.
      return row !== undefined && this.#downSince === since;
    } catch (e) {
      this.#failed(e, 'read which nodes hear Redis');
      return false;
    }
  }

  /**
   * Whether this node is sending its players elsewhere (checked at every beat): open WebSockets are closed
   * once when that starts (`onMove`) and new ones refused meanwhile, since HAProxy does not end the
   * connections of a node it marks down; the clients reconnect through it to a node that hears Redis.
   */
  get moving(): boolean {
    return this.#moving;
  }

  /** Hears when this node starts sending its players elsewhere. */
  onMove(listener: () => void): void {
    this.#onMove.push(listener);
  }

  close(): void {
    this.#closed = true;
    this.#cancelBeat?.();
  }

  #schedule(): void {
    if (this.#closed) return;
    this.#cancelBeat = this.#deps.clock.after(BUS_BEAT_MS, () => {
      void Promise.all([this.#beat(), this.#check()]).finally(() => {
        this.#schedule();
      });
    });
  }

  /** The bus went down: since when, on this node's clock and (read at once) on the database's. */
  #lost(): void {
    if (this.#downSince !== null) return;
    const since = this.#deps.clock.now();
    this.#downSince = since;
    const db = this.#deps.db;
    if (db === null) return;
    sql<{ now: number }>`select ${DB_NOW} as now`.execute(db).then(
      ({ rows }) => {
        if (this.#downSince === since) this.#downSinceDb = Number(rows[0]?.now);
      },
      (e: unknown) => {
        // The checks count from this node's clock instead.
        this.#failed(e, 'read when this node lost Redis');
      },
    );
  }

  async #check(): Promise<void> {
    const moving = await this.shouldMovePlayers();
    if (moving === this.#moving || this.#closed) return;
    this.#moving = moving;
    if (!moving) return;
    this.#deps.log.warn(
      { node: this.#deps.bus.node },
      'Redis has been unreachable from this node while other nodes reach it: its players are sent to them',
    );
    for (const listener of this.#onMove) listener();
  }

  /** Says in the database that this node hears Redis now (only while it does). */
  async #beat(): Promise<void> {
    const { bus, db } = this.#deps;
    if (db === null || this.#closed || !bus.healthy) return;
    try {
      await db
        .insertInto('node_buses')
        .values({ node: bus.node, heard_at: DB_NOW })
        .onConflict((oc) => oc.column('node').doUpdateSet({ heard_at: DB_NOW }))
        .execute();
    } catch (e) {
      this.#failed(e, 'say that this node hears Redis');
    }
  }

  #failed(error: unknown, what: string): void {
    this.#deps.metrics.failures.inc({ operation: 'bus' });
    this.#deps.log.warn({ node: this.#deps.bus.node, error: errorText(error) }, `could not ${what}`);
  }
}
