import type { Clock } from './clock.ts';

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
}

/** Lets the event loop run: promise chains and I/O callbacks that are already due (SQLite, sockets). */
export async function settle(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** A clock that moves only when a test says so. Timers fire in time order, each followed by `settle`. */
export class ManualClock implements Clock {
  #now: number;
  #order = 0;
  readonly #pending = new Set<Pending>();

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  after(ms: number, fn: () => void): () => void {
    const entry = { at: this.#now + Math.max(0, ms), order: this.#order++, fn };
    this.#pending.add(entry);
    return () => {
      this.#pending.delete(entry);
    };
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.#pending.size;
  }

  /** When the next timer fires, if any. */
  next(): number | null {
    let first: Pending | null = null;
    for (const p of this.#pending) if (!first || p.at < first.at) first = p;
    return first?.at ?? null;
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const until = this.#now + ms;
    for (;;) {
      let due: Pending | null = null;
      for (const p of this.#pending)
        if (p.at <= until && (!due || p.at < due.at || (p.at === due.at && p.order < due.order))) due = p;
      if (!due) break;
      this.#pending.delete(due);
      this.#now = Math.max(this.#now, due.at);
      due.fn();
      await settle();
    }
    this.#now = until;
    await settle();
  }
}
