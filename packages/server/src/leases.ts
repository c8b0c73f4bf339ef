import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';

/**
 * Which node runs a game's timers and bots (several nodes over PostgreSQL). A node holds a game's lease
 * row until `expires_at`, renews every lease it holds each tick, and claims the games being played whose
 * lease is missing or expired: a node that dies stops renewing, and another takes its games over one TTL
 * later. Expiry is judged by the database's clock, so nodes' clocks need not agree. Two nodes that both
 * believe they hold a game for a moment (a paused process) cannot both store a move: an action is stored
 * at its number once (appendAction), and the loser reloads.
 */
export interface LeaseSettings {
  /** How often leases are renewed and orphans claimed. */
  readonly renewMs: number;
  /** How long a lease lasts without renewal: the longest a dead node's games wait for a new one. */
  readonly ttlMs: number;
  /** Games claimed per tick at most (a node that took over many games spreads the load over ticks). */
  readonly claimBatch: number;
}

export const DEFAULT_LEASES: LeaseSettings = { renewMs: 1000, ttlMs: 5000, claimBatch: 100 };

export interface LeaseEvents {
  /** This node now runs the game's timers and bots. */
  gained(game: string): void;
  /** It no longer does (another node took it, or the lease could not be renewed in time). */
  lost(game: string): void;
}

/** Milliseconds since the epoch on the database's clock. */
const DB_NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)`;

export class LeaseKeeper {
  readonly #db: Db;
  readonly #node: string;
  readonly #clock: Clock;
  readonly #log: Log;
  readonly #metrics: Metrics;
  readonly #settings: LeaseSettings;
  readonly #events: LeaseEvents;
  /** The games held, and when (this node's clock) each lease was last renewed. */
  readonly #held = new Map<string, number>();
  #stop: (() => void) | null = null;
  #ticking: Promise<void> | null = null;
  #stopped = false;

  constructor(
    db: Db,
    node: string,
    deps: { clock: Clock; log: Log; metrics: Metrics },
    settings: LeaseSettings,
    events: LeaseEvents,
  ) {
    this.#db = db;
    this.#node = node;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#metrics = deps.metrics;
    this.#settings = settings;
    this.#events = events;
  }

  /** The games whose timers and bots this node runs. */
  get held(): ReadonlySet<string> {
    return new Set(this.#held.keys());
  }

  holds(game: string): boolean {
    return this.#held.has(game);
  }

  start(): void {
    this.#schedule(0);
  }

  #schedule(ms: number): void {
    if (this.#stopped) return;
    this.#stop = this.#clock.after(ms, () => {
      this.#ticking = this.tick().finally(() => {
        this.#ticking = null;
        this.#schedule(this.#settings.renewMs);
      });
    });
  }

  /** Renews, releases what is no longer played, claims orphans; never throws (failures are logged). */
  async tick(): Promise<void> {
    try {
      await this.#renew();
      await this.#claim();
    } catch (e) {
      this.#metrics.failures.inc({ operation: 'lease' });
      this.#log.error({ node: this.#node, error: errorText(e) }, 'leases could not be renewed or claimed');
    }
    // Leases not renewed for a whole TTL may belong to another node by now: stop acting on them.
    const now = this.#clock.now();
    for (const [game, renewed] of this.#held) {
      if (now - renewed < this.#settings.ttlMs) continue;
      this.#drop(game);
    }
  }

  async #renew(): Promise<void> {
    const { ttlMs } = this.#settings;
    // Leases of games no longer being played, or that nobody is at (idle.ts: they wait in storage until a
    // player comes back), are given up; the others are extended.
    await this.#db
      .deleteFrom('leases')
      .where('node', '=', this.#node)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('games')
              .select('games.id')
              .whereRef('games.id', '=', 'leases.game_id')
              .where('games.status', '=', 'playing')
              .where('games.idle_since', 'is', null),
          ),
        ),
      )
      .execute();
    const renewed = await this.#db
      .updateTable('leases')
      .set({ expires_at: sql<number>`${DB_NOW} + ${ttlMs}` })
      .where('node', '=', this.#node)
      .where('expires_at', '>', DB_NOW)
      .returning('game_id')
      .execute();
    const now = this.#clock.now();
    const still = new Set(renewed.map((r) => r.game_id));
    for (const game of [...this.#held.keys()]) if (!still.has(game)) this.#drop(game);
    for (const game of still) this.#hold(game, now);
  }

  async #claim(): Promise<void> {
    const { ttlMs, claimBatch } = this.#settings;
    // Orphans in a random order, so that nodes claiming together share them out.
    const claimed = await sql<{ game_id: string }>`
      insert into leases (game_id, node, expires_at)
      select g.id, ${this.#node}, ${DB_NOW} + ${ttlMs}
        from games g left join leases l on l.game_id = g.id
        where g.status = 'playing' and g.idle_since is null and (l.game_id is null or l.expires_at <= ${DB_NOW})
        order by random()
        limit ${claimBatch}
      on conflict (game_id) do update set node = excluded.node, expires_at = excluded.expires_at
        where leases.expires_at <= ${DB_NOW}
      returning game_id`.execute(this.#db);
    const now = this.#clock.now();
    for (const { game_id } of claimed.rows) this.#hold(game_id, now);
    if (claimed.rows.length > 0)
      this.#log.info(
        { node: this.#node, games: claimed.rows.length },
        'took over the timers and bots of games',
      );
  }

  /** Claims a game this node just started, so that its bots need not wait for the next tick. */
  async claim(game: string): Promise<void> {
    try {
      const result = await sql<{ game_id: string }>`
        insert into leases (game_id, node, expires_at) values (${game}, ${this.#node}, ${DB_NOW} + ${this.#settings.ttlMs})
        on conflict (game_id) do update set node = excluded.node, expires_at = excluded.expires_at
          where leases.expires_at <= ${DB_NOW}
        returning game_id`.execute(this.#db);
      if (result.rows.length > 0) this.#hold(game, this.#clock.now());
    } catch (e) {
      // The next tick claims it (or another node does).
      this.#metrics.failures.inc({ operation: 'lease' });
      this.#log.error({ game, node: this.#node, error: errorText(e) }, 'a new game could not be claimed');
    }
  }

  /**
   * Gives up one game's lease at once (its game left memory, nobody at it: idle.ts), so that no node claims
   * it until a player comes back. A failure is logged and counted; the next renewal gives it up then.
   */
  async giveUp(game: string): Promise<void> {
    this.#drop(game);
    try {
      await this.#db
        .deleteFrom('leases')
        .where('game_id', '=', game)
        .where('node', '=', this.#node)
        .execute();
    } catch (e) {
      this.#metrics.failures.inc({ operation: 'lease' });
      this.#log.error(
        { game, node: this.#node, error: errorText(e) },
        "an idle game's lease could not be given up; the next renewal does",
      );
    }
  }

  #hold(game: string, at: number): void {
    const had = this.#held.has(game);
    this.#held.set(game, at);
    if (!had) this.#events.gained(game);
  }

  #drop(game: string): void {
    if (!this.#held.delete(game)) return;
    this.#events.lost(game);
  }

  /**
   * Stops renewing and gives every lease up at once (a node draining), so that the other nodes take the
   * games over at their next tick instead of after the TTL.
   */
  async release(): Promise<void> {
    this.#stopped = true;
    this.#stop?.();
    await this.#ticking;
    const games = [...this.#held.keys()];
    for (const game of games) this.#drop(game);
    try {
      await this.#db.deleteFrom('leases').where('node', '=', this.#node).execute();
    } catch (e) {
      this.#metrics.failures.inc({ operation: 'lease' });
      this.#log.error(
        { node: this.#node, error: errorText(e) },
        'leases could not be given up; the other nodes take the games over when they expire',
      );
    }
  }
}
