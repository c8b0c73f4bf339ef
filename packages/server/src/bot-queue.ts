import type { Clock } from './clock.ts';

/**
 * Every bot decision of the process, one at a time, each in its own turn of the event loop, and with a
 * rest after each so that bots use at most `share` of the process's time: a hundred bot games (or a
 * searching bot's 100 ms decisions) delay bots, never the players' commands or /healthz.
 */
export class BotQueue {
  readonly #clock: Clock;
  readonly #share: number;
  readonly #waiting: (() => void)[] = [];
  #busy = false;
  readonly #onThink: (ms: number) => void;

  constructor(clock: Clock, share: number, onThink: (ms: number) => void = () => undefined) {
    if (!(share > 0 && share <= 1)) throw new Error(`a bot share is in (0, 1] (got ${share})`);
    this.#clock = clock;
    this.#share = share;
    this.#onThink = onThink;
  }

  /** Decisions waiting for their turn. */
  get length(): number {
    return this.#waiting.length;
  }

  /** Runs `decide` in its turn. */
  think<T>(decide: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => {
        const started = performance.now();
        try {
          resolve(decide());
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
        const ms = performance.now() - started;
        this.#onThink(ms);
        this.#next(ms * (1 / this.#share - 1));
      });
      if (!this.#busy) {
        this.#busy = true;
        this.#next(0);
      }
    });
  }

  #next(restMs: number): void {
    const run = (): void => {
      const job = this.#waiting.shift();
      if (!job) {
        this.#busy = false;
        return;
      }
      job();
    };
    // Below a millisecond a rest is not worth a timer; a macrotask still lets I/O in between.
    if (restMs >= 1) this.#clock.after(restMs, run);
    else setImmediate(run);
  }
}
