/**
 * Time for the server's timers (bot moves, deadlines, retries, presence, idle sockets), injected so that
 * tests drive it instead of sleeping on the wall clock.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once after `ms`; the returned function cancels it (calling it late is harmless). */
  after(ms: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => {
      clearTimeout(timer);
    };
  },
};
