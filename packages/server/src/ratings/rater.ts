/**
 * Rates finished public games (issue 30): every node looks for games not yet looked at every `pollMs`, and a
 * signed-in player asking for their rating makes one look first, so that a game just played shows at once.
 * Each game is rated once whichever node gets to it (store.ts); looks on one node never overlap.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { gameFacts } from './facts.ts';
import type { RatingSettings } from './settings.ts';
import { gamesToRate, rateStored } from './store.ts';

export interface RaterDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly settings: RatingSettings;
}

export class Rater {
  readonly #deps: RaterDeps;
  #stop: (() => void) | null = null;
  #closed = false;
  #running: Promise<void> | null = null;

  constructor(deps: RaterDeps) {
    this.#deps = deps;
  }

  start(): void {
    if (this.#closed) return;
    this.#stop = this.#deps.clock.after(this.#deps.settings.pollMs, () => {
      void this.look().finally(() => {
        this.start();
      });
    });
  }

  /** One look (or the one in progress): rates up to `batch` finished public games not yet looked at. */
  look(): Promise<void> {
    this.#running ??= this.#look().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #look(): Promise<void> {
    const { db, clock, log, metrics, settings } = this.#deps;
    let due: string[];
    try {
      due = await gamesToRate(db, settings.batch);
    } catch (e) {
      metrics.failures.inc({ operation: 'sweep' });
      log.error({ error: errorText(e) }, 'finished public games to rate could not be read; tried again soon');
      return;
    }
    for (const gameId of due) {
      if (this.#closed) return;
      try {
        const facts = await gameFacts(db, gameId);
        if (facts === null) continue; // deleted since the query
        const outcome = await rateStored(db, facts, settings, clock.now());
        if (outcome.rated === true)
          log.info(
            { gameId, accounts: outcome.accounts.size, skipped: [...outcome.skipped.values()] },
            'game rated',
          );
        else if (outcome.rated === false) log.info({ gameId, why: outcome.why }, 'game not rated');
      } catch (e) {
        // Left without its row: the next look (on any node) tries it again.
        metrics.failures.inc({ operation: 'write' });
        log.error(
          { gameId, error: errorText(e) },
          'a finished public game could not be rated; tried again soon',
        );
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#stop?.();
    await this.#running;
  }
}
