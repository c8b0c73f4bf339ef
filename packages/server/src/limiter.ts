import type { Clock } from './clock.ts';

export interface Rate {
  /** How many at once. */
  readonly burst: number;
  /** How fast the allowance refills, per second. */
  readonly perSecond: number;
}

/** A token bucket: `burst` at once, then `perSecond`. */
export class TokenBucket {
  readonly #rate: Rate;
  readonly #clock: Clock;
  #tokens: number;
  #last: number;

  constructor(rate: Rate, clock: Clock) {
    this.#rate = rate;
    this.#clock = clock;
    this.#tokens = rate.burst;
    this.#last = clock.now();
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const now = this.#clock.now();
    this.#tokens = Math.min(
      this.#rate.burst,
      this.#tokens + ((now - this.#last) / 1000) * this.#rate.perSecond,
    );
    this.#last = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Whether a token could be taken now (none is). */
  available(): boolean {
    const elapsed = (this.#clock.now() - this.#last) / 1000;
    return this.#tokens + elapsed * this.#rate.perSecond >= 1;
  }

  /** Whether the bucket is full again (nothing to remember about its key). */
  full(): boolean {
    const elapsed = (this.#clock.now() - this.#last) / 1000;
    return this.#tokens + elapsed * this.#rate.perSecond >= this.#rate.burst;
  }
}

/**
 * One token bucket per key (an IP address, a game's seat). Full buckets are forgotten, and at most
 * `maxKeys` are kept (the oldest go first), so a stranger cycling keys cannot grow memory without bound.
 */
export class KeyedLimiter {
  readonly #rate: Rate;
  readonly #clock: Clock;
  readonly #maxKeys: number;
  readonly #buckets = new Map<string, TokenBucket>();

  constructor(rate: Rate, clock: Clock, maxKeys = 50_000) {
    this.#rate = rate;
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  take(key: string): boolean {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= this.#maxKeys) this.#prune();
      bucket = new TokenBucket(this.#rate, this.#clock);
      this.#buckets.set(key, bucket);
    }
    return bucket.take();
  }

  /** Whether `key` could take a token now (none is taken). */
  available(key: string): boolean {
    return this.#buckets.get(key)?.available() ?? true;
  }

  get size(): number {
    return this.#buckets.size;
  }

  #prune(): void {
    for (const [key, bucket] of this.#buckets) if (bucket.full()) this.#buckets.delete(key);
    // Still full of active keys: drop the oldest (a Map iterates in insertion order).
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size < this.#maxKeys) break;
      this.#buckets.delete(key);
    }
  }
}
