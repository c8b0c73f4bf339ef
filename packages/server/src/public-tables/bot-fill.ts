/**
 * Quick play's countdown (issue 30): when a public table's `fill_at` passes, bots take its empty seats and
 * the server starts the game. Every node looks for due tables on its clock; one conditional update gives
 * each table to one node (store.ts, `takeDueFill`), which fills and starts it as the host would. The bots
 * are of the strength the host chose: the game's copy read it with the table (room.ts) and makes them so.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { SERVER_HOST } from '../game/host.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import type { Rooms } from '../rooms.ts';
import { dueFills, takeDueFill } from './store.ts';

export interface BotFillSettings {
  /** How often this node looks for tables whose countdown ended (a table starts at most this late). */
  readonly pollMs: number;
  /** Tables filled per look, at most (more wait for the next). */
  readonly batch: number;
}

const DEFAULT_BOT_FILL: BotFillSettings = { pollMs: 1000, batch: 20 };

export interface BotFillDeps {
  readonly db: Db;
  readonly rooms: Rooms;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
}

export class BotFill {
  readonly #deps: BotFillDeps;
  readonly #settings: BotFillSettings;
  #stop: (() => void) | null = null;
  #closed = false;
  #running: Promise<void> | null = null;

  constructor(deps: BotFillDeps, settings: BotFillSettings = DEFAULT_BOT_FILL) {
    this.#deps = deps;
    this.#settings = settings;
  }

  start(): void {
    if (this.#closed) return;
    this.#stop = this.#deps.clock.after(this.#settings.pollMs, () => {
      this.#running = this.look().finally(() => {
        this.#running = null;
        this.start();
      });
    });
  }

  /** Fills and starts every table whose countdown ended (up to `batch`), taking each from the others. */
  async look(): Promise<void> {
    const { db, clock, log, metrics } = this.#deps;
    try {
      for (const due of await dueFills(db, clock.now(), this.#settings.batch)) {
        if (this.#closed) return;
        if (await takeDueFill(db, due.gameId, due.fillAt)) await this.#fill(due.gameId);
      }
    } catch (e) {
      metrics.failures.inc({ operation: 'sweep' });
      log.error(
        { error: errorText(e) },
        'public tables whose countdown ended could not be read; tried again soon',
      );
    }
  }

  async #fill(id: string): Promise<void> {
    const { rooms, log, metrics } = this.#deps;
    try {
      const room = await rooms.get(id);
      if (!room || room.status !== 'lobby') return;
      await room.fillWithBots();
      await rooms.start(room, SERVER_HOST);
      log.info({ game: id }, "a public table's countdown ended: bots took its empty seats and it started");
    } catch (e) {
      // The table stays a lobby (its seats as far as they were filled): its host can still start it.
      metrics.failures.inc({ operation: 'sweep' });
      log.error(
        { game: id, error: errorText(e) },
        'a public table could not be filled with bots and started',
      );
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stop?.();
    await this.#running;
  }
}
