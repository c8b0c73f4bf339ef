import type { Clock } from './clock.ts';
import { KeyedLimiter, type Rate } from './limiter.ts';

/** What an address that used up its misses is told (HTTP 429 or a WebSocket error, `rate/probe`). */
export const PROBE_MESSAGE = 'Too many unknown game codes from your network; wait a minute.';

/**
 * Lookups of game codes that do not exist, per address (the HTTP routes naming a game, WebSocket hellos):
 * each miss takes from the address's allowance, and an address with none left is refused every lookup,
 * hits included, until it refills: guessing codes then learns nothing faster than the allowance.
 */
export class ProbeGuard {
  readonly #misses: KeyedLimiter;

  constructor(rate: Rate, clock: Clock) {
    this.#misses = new KeyedLimiter(rate, clock);
  }

  /** Whether `address` may look a game up now. */
  allows(address: string): boolean {
    return this.#misses.available(address);
  }

  /** A lookup from `address` found no game. */
  missed(address: string): void {
    this.#misses.take(address);
  }
}
