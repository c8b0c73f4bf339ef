/** What a solo game's loop (loop.ts) is given: its clock and timers, its store, the page, a random source. */
import type { createBot } from '@among-cultists/bots';
import type { FromWorker, SoloSave } from './types.ts';

/** Timers, and the time of day (epoch ms); the tests pass a clock they move themselves. */
export interface SoloClock {
  now(): number;
  /** Runs `run` after `ms`; the answer cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** Where the game is kept after every action (IndexedDB in the worker, a map in tests). */
interface SoloKeeper {
  put(save: SoloSave): Promise<void>;
}

export interface SoloDeps {
  readonly clock: SoloClock;
  readonly keeper: SoloKeeper;
  /** What the page is told. */
  readonly send: (message: FromWorker) => void;
  /** A number in [0, 1) for the bots' delays and a timed-out seat's unseen card (it decides nothing else). */
  readonly random: () => number;
  /** Makes the bots (default the bots package's). */
  readonly createBot?: typeof createBot;
}
