import { actors, legalActions, type Action, type Decision, type GameState } from '@among-cultists/engine';
import type { AutoEndSetting, WireMessage } from '@among-cultists/protocol';
import type { Rejection } from './game/authority.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { Client } from './session/session.ts';
import type { GameStatus, StoredSeat } from './store.ts';

/**
 * "End my Rounds automatically" (issue 27). Any seat may turn it on, whatever its role, from any of its
 * devices; the server keeps it for the seat in storage (`seat_settings`), so that it outlives a reload, a
 * reconnection, a restart, and is the same on every node. In Cleanup, on the node that runs the game's
 * timers, one timer per Cleanup falls due `delayMs` after the step began (its stored start, as deadlines
 * are: every node computes the same instant); then every human seat with the setting on that may still end
 * the Round ends it, as if it had clicked. Until then the seat may do whatever Cleanup offers it: the sole
 * Cultist may still claim.
 *
 * What this must not reveal: whether a seat could have claimed. The timer, the read of the settings and the
 * move made are the same for every seat (the same delay, the same `endRound`, the same frames), and the
 * setting is told only to the seat's own connections.
 */

const END_ROUND: Action = { type: 'endRound' };

/** Stores a seat's setting (the last write wins: it is the seat's own, and says the same from any device). */
export async function storeAutoEnd(
  db: Db,
  game: string,
  seat: number,
  on: boolean,
  at: number,
): Promise<void> {
  const autoEnd = on ? 1 : 0;
  await db
    .insertInto('seat_settings')
    .values({ game_id: game, seat, auto_end: autoEnd, updated_at: at })
    .onConflict((oc) => oc.columns(['game_id', 'seat']).doUpdateSet({ auto_end: autoEnd, updated_at: at }))
    .execute();
}

/** The seats of a game whose Rounds the server ends for them. */
export async function autoEndSeats(db: Db, game: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('seat_settings')
    .select('seat')
    .where('game_id', '=', game)
    .where('auto_end', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.seat));
}

/** The game, as the room holds it. */
export interface AutoEndGame {
  readonly id: string;
  readonly state: () => GameState | null;
  /** The decision its state awaits (the engine's `decisionOf`, asked once per state by the authority). */
  readonly decision: () => Decision | null;
  readonly seats: () => readonly StoredSeat[];
  /** How many actions are stored. */
  readonly seq: () => number;
  /** Stores a move made for a seat now (the room's commit: the other nodes hear of it). */
  readonly commit: (seat: number, action: Action) => Promise<Rejection | null>;
  /** Moves were stored: the views, the deadline and the bots follow. */
  readonly changed: () => void;
}

export interface AutoEndDeps {
  readonly db: Db;
  readonly game: AutoEndGame;
  readonly clock: Clock;
  /** How long after Cleanup begins the Round ends for the seats that asked (`Limits.autoEndMs`). */
  readonly delayMs: number;
  readonly status: () => GameStatus;
  /** To the seat's connections through this node (Session.sendToSeat). */
  readonly sendToSeat: (seat: number, message: WireMessage) => void;
  /** Tells the other nodes serving the game that the seat's setting was stored. */
  readonly publish: (seat: number, on: boolean) => void;
  /** The timer of the Cleanup step `key` fell due: the room runs `play` in the game's queue (retried). */
  readonly due: (key: string) => void;
  /** A write or read that failed (logged and counted by the room). */
  readonly failed: (error: unknown, details: object) => void;
}

/** One game's "end my Rounds automatically": the seats' settings, and the Cleanup timer. */
export class AutoEnd {
  readonly #deps: AutoEndDeps;
  #armed: { readonly key: string; readonly at: number; readonly cancel: () => void } | null = null;

  constructor(deps: AutoEndDeps) {
    this.#deps = deps;
  }

  /**
   * After every change of the game (`decision`: what `state` awaits): in a Cleanup step that began at
   * `since`, on the node that runs the game's timers (`fire`), the timer is set once for the step, never
   * before `notBefore` (a node that took the game over gives its players a moment to reconnect). Anywhere
   * else it is off.
   */
  arm(state: GameState | null, decision: Decision | null, since: number, fire: boolean, notBefore = 0): void {
    if (!state || !fire || state.phase.kind !== 'cleanup' || this.#deps.status() !== 'playing') {
      this.clear();
      return;
    }
    const key = decision?.key;
    if (key === undefined || this.#armed?.key === key) return;
    this.clear();
    const { clock, delayMs, due } = this.#deps;
    const at = Math.max(since + delayMs, notBefore);
    const cancel = clock.after(Math.max(0, at - clock.now()), () => {
      due(key);
    });
    this.#armed = { key, at, cancel };
  }

  clear(): void {
    this.#armed?.cancel();
    this.#armed = null;
  }

  /** A seat turned it on after this Cleanup's timer fell due: its Round ends now. */
  #nudge(): void {
    const armed = this.#armed;
    if (armed && this.#deps.clock.now() >= armed.at) this.#deps.due(armed.key);
  }

  #message(on: boolean): AutoEndSetting {
    return { t: 'autoEnd', on, delayMs: this.#deps.delayMs };
  }

  /** A seat's connection turns the setting on or off: stored, then told to all of the seat's connections. */
  async set(client: Client, on: boolean): Promise<void> {
    const seat = client.seat;
    if (seat === null) {
      client.send({ t: 'error', code: 'act/spectator', message: 'Spectators watch; they cannot act.' });
      return;
    }
    if (this.#deps.status() === 'lobby') {
      client.send({ t: 'error', code: 'game/not-started', message: 'The game has not started yet.' });
      return;
    }
    try {
      await storeAutoEnd(this.#deps.db, this.#deps.game.id, seat, on, this.#deps.clock.now());
    } catch (e) {
      this.#deps.failed(e, { seat, autoEnd: on });
      client.send({
        t: 'error',
        code: 'server/unavailable',
        message: 'The setting could not be saved just now; nothing was changed. Try again in a moment.',
      });
      return;
    }
    this.#deps.sendToSeat(seat, this.#message(on));
    this.#deps.publish(seat, on);
    if (on) this.#nudge();
  }

  /** Another node stored a seat's setting: its connections here hear it; the timers act on it. */
  heard(seat: number, on: boolean): void {
    this.#deps.sendToSeat(seat, this.#message(on));
    if (on) this.#nudge();
  }

  /** After a hello: a seat's connection hears its setting when it is on (off is every client's default). */
  async show(client: Client): Promise<void> {
    const seat = client.seat;
    if (seat === null || this.#deps.status() === 'lobby') return;
    let on: Set<number>;
    try {
      on = await autoEndSeats(this.#deps.db, this.#deps.game.id);
    } catch (e) {
      this.#deps.failed(e, { seat, show: true });
      return;
    }
    if (on.has(seat)) client.send(this.#message(true));
  }

  /**
   * The timer of Cleanup step `key` fell due (in the game's queue, on the node running its timers): every
   * human seat with the setting on that may still end the Round ends it, read from storage now (a setting
   * stored through any node counts). Nothing when the timer was cleared meanwhile (the game closed, or its
   * timers moved to another node) or the step is over.
   */
  async play(key: string): Promise<void> {
    const { game, db } = this.#deps;
    const state = game.state();
    if (this.#armed?.key !== key || !state || game.decision()?.key !== key) return;
    const seats = game.seats();
    const pending = actors(state).filter((seat) => seats[seat]?.kind === 'human');
    if (pending.length === 0) return;
    const on = await autoEndSeats(db, this.#deps.game.id);
    const before = game.seq();
    try {
      for (const seat of pending) {
        const now = game.state();
        if (!on.has(seat) || !now || game.decision()?.key !== key) continue;
        if (!legalActions(now, seat).some((a) => a.type === 'endRound')) continue;
        const rejection = await game.commit(seat, END_ROUND);
        if (rejection) throw new Error(`the Round could not be ended: ${rejection.message}`);
      }
    } finally {
      // Whatever was stored is shown, even when a later write failed (it is tried again).
      if (game.seq() !== before) game.changed();
    }
  }
}
