import type { Bus } from './bus.ts';
import type { Clock } from './clock.ts';

/** How long a node without Redis still says it is healthy, by default (`BUS_GRACE_SECONDS`). */
export const DEFAULT_BUS_GRACE_MS = 10_000;

/**
 * Whether this node has been without the bus for too long to take players (several nodes; /healthz).
 *
 * A node that cannot reach Redis still serves its own players, but the other nodes no longer hear who is
 * connected through it: the node leading a game would wait for seats it cannot see. So once the bus has
 * been down longer than a grace period (a blip, a Redis restart, ride it out), /healthz fails: the load
 * balancer moves the players to nodes that can be heard, and their clients reconnect there.
 */
export class BusHealth {
  readonly #clock: Clock;
  readonly #graceMs: number;
  /** When the bus went down (the clock's ms), null while it is up. */
  #downSince: number | null;

  constructor(bus: Bus, clock: Clock, graceMs: number) {
    this.#clock = clock;
    this.#graceMs = graceMs;
    // A node starts without the bus until Redis answers: the grace covers its start too.
    this.#downSince = bus.healthy ? null : clock.now();
    bus.onHealth((healthy) => {
      if (healthy) this.#downSince = null;
      else this.#downSince ??= clock.now();
    });
  }

  /** Whether the bus has been down for longer than the grace period. */
  get downTooLong(): boolean {
    return this.#downSince !== null && this.#clock.now() - this.#downSince >= this.#graceMs;
  }
}
