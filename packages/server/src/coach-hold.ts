import type { CoachHoldState } from '@among-cultists/protocol';
import type { BotDriver } from './drivers/bot-driver.ts';
import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { Client } from './session/session.ts';
import type { GameStatus } from './store.ts';

/**
 * The tutorial's coach holds a lesson's bots (issue 27: "the bots wait while the coach teaches"). While one
 * of the coach's explanations waits for the player's "Got it", the lesson's page asks for a hold; once read,
 * or when the coach asks the player to act, it lets the bots go on. While held, the node running the game's
 * bots makes no bot decision for it (its pending moves are cancelled, none is scheduled, and a move already
 * queued reads storage before deciding); released, they are scheduled afresh.
 *
 * Only a lesson's game (a published seed: `isTutorial`, the lobby's `tutorial` mark) may be held: in a fair
 * game the bots never wait for one player (`coach/fair-game`). A hold is stored as the instant it lapses,
 * `maxMs` (COACH_HOLD_SECONDS) after it was asked, like a deadline from a stored start: every node computes
 * the same instant, a node taking the game over reads it from storage, and a closed tab cannot freeze a game
 * (the lapse is logged and counted by the node running the bots). Another hold asked before then starts
 * another `maxMs`. A lesson has no decision timers (createTutorial sets none), so no deadline can take a
 * default for the player while it reads; "end my Rounds automatically" stays the player's own choice.
 */

/** Stores the game's hold: until `until` (epoch ms), 0 when released (the last write wins). */
export async function storeCoachHold(db: Db, game: string, until: number, at: number): Promise<void> {
  await db
    .insertInto('coach_holds')
    .values({ game_id: game, held_until: until, updated_at: at })
    .onConflict((oc) => oc.column('game_id').doUpdateSet({ held_until: until, updated_at: at }))
    .execute();
}

/** Until when the game's bots are held, as stored (0: they are not). */
export async function coachHoldUntil(db: Db, game: string): Promise<number> {
  const row = await db
    .selectFrom('coach_holds')
    .select('held_until')
    .where('game_id', '=', game)
    .executeTakeFirst();
  return row?.held_until ?? 0;
}

export interface CoachHoldDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly game: string;
  /** The longest one hold lasts (`Limits.coachHoldMs`). */
  readonly maxMs: number;
  /** Whether the game is a lesson's (only then may it be held). */
  readonly lesson: () => boolean;
  readonly status: () => GameStatus;
  /** Whether this node runs the game's bots (it logs and counts a lapse). */
  readonly leader: () => boolean;
  /** Tells the other nodes serving the game the hold as stored. */
  readonly bus: Pick<Bus, 'publish'>;
  /** The game's bots: held, their pending moves are dropped. */
  readonly bots: Pick<BotDriver, 'cancel'>;
  /** Released (or lapsed): the bots are scheduled afresh. */
  readonly resume: () => void;
}

/** One game's hold of its bots by the tutorial's coach, as this node last stored, heard or read it. */
export class CoachHold {
  readonly #deps: CoachHoldDeps;
  #until = 0;
  #cancel: (() => void) | null = null;

  constructor(deps: CoachHoldDeps) {
    this.#deps = deps;
  }

  /** Whether the bots wait now. */
  get held(): boolean {
    return this.#until > this.#deps.clock.now();
  }

  /** The lesson's seat holds the bots or lets them go on: stored, told to the other nodes, confirmed. */
  async set(client: Client, hold: boolean): Promise<void> {
    const { clock, status } = this.#deps;
    if (client.seat === null) {
      client.send({ t: 'error', code: 'act/spectator', message: 'Spectators watch; they cannot act.' });
      return;
    }
    if (!this.#deps.lesson()) {
      this.#deps.log.info(
        { game: this.#deps.game, seat: client.seat },
        'a hold of the bots was refused: no lesson',
      );
      client.send({
        t: 'error',
        code: 'coach/fair-game',
        message: 'Only a tutorial lesson can hold the bots; in a real game they never wait for one player.',
      });
      return;
    }
    if (status() === 'lobby') {
      client.send({ t: 'error', code: 'game/not-started', message: 'The game has not started yet.' });
      return;
    }
    const now = clock.now();
    // A game over has no bots left to hold.
    const until = hold && status() === 'playing' ? now + this.#deps.maxMs : 0;
    try {
      await storeCoachHold(this.#deps.db, this.#deps.game, until, now);
    } catch (e) {
      this.#failed(e, { seat: client.seat, hold });
      client.send({
        t: 'error',
        code: 'server/unavailable',
        message: 'The game could not be saved just now; nothing was changed. Try again in a moment.',
      });
      return;
    }
    this.#apply(until);
    this.#deps.bus.publish(this.#deps.game, { t: 'coachHold', until });
    client.send(this.#state(until));
  }

  /** Another node stored the hold. */
  heard(until: number): void {
    this.#apply(until);
  }

  /**
   * Whether the bots wait, read from storage (before a bot decides, and when this node takes the game
   * over): a hold asked through a node whose word did not arrive counts too. Nothing is read for a fair
   * game. A failed read is logged and counted, and the hold as last known here stands.
   */
  async read(): Promise<boolean> {
    if (!this.#deps.lesson()) return false;
    try {
      this.#apply(await coachHoldUntil(this.#deps.db, this.#deps.game));
    } catch (e) {
      this.#failed(e, { read: true });
    }
    return this.held;
  }

  /** The game closed here: no lapse fires. */
  clear(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  #state(until: number): CoachHoldState {
    return { t: 'coachHold', held: until > 0, until: until > 0 ? until : null };
  }

  #apply(until: number): void {
    const was = this.held;
    this.clear();
    this.#until = until;
    const { clock } = this.#deps;
    if (until > clock.now())
      this.#cancel = clock.after(until - clock.now(), () => {
        this.#lapse(until);
      });
    if (this.held !== was) this.#changed();
  }

  #changed(): void {
    if (this.held) this.#deps.bots.cancel();
    else this.#deps.resume();
  }

  /** Logged and counted as the room's failures are (a write: a player's command not stored). */
  #failed(error: unknown, details: object): void {
    this.#deps.metrics.failures.inc({ operation: 'write' });
    this.#deps.log.error(
      { game: this.#deps.game, operation: 'write', coachHold: true, ...details, error: errorText(error) },
      'write failed',
    );
  }

  /** The hold reached its bound still held (the page never let go: a tab closed, a player away). */
  #lapse(until: number): void {
    this.#cancel = null;
    if (this.#until !== until) return;
    // A timer can fire before the wall clock reaches `until` (Node counts from the event loop's cached time,
    // which a busy turn leaves behind): `held` would still say so and the bots would be cancelled again,
    // never let go. Wait out the rest.
    const rest = until - this.#deps.clock.now();
    if (rest > 0) {
      this.#cancel = this.#deps.clock.after(rest, () => {
        this.#lapse(until);
      });
      return;
    }
    if (this.#deps.leader()) {
      this.#deps.log.warn(
        { game: this.#deps.game, maxMs: this.#deps.maxMs },
        'the coach’s hold of the bots lapsed: they go on',
      );
      this.#deps.metrics.coachHoldsLapsed.inc();
    }
    this.#changed();
  }
}
