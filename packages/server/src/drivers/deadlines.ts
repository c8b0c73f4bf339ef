import type { Decision } from '@among-cultists/engine';
import type { Clock } from '../clock.ts';
import type { Timers } from '../timers.ts';

/**
 * The deadline of the current decision step, when the host set a timer for its kind: the step's start
 * (stored, so every node computes the same one) plus the timer. It is armed once per step (a step already
 * timed keeps its deadline) and, on the node that runs the game's timers (`fire`), calls `onDue` with the
 * step's key; whoever handles it checks that the step is still the same.
 */
export class Deadline {
  readonly #clock: Clock;
  readonly #timers: Timers;
  readonly #onDue: (key: string) => void;
  #current: {
    readonly key: string;
    readonly at: number;
    readonly fire: boolean;
    readonly cancel: () => void;
  } | null = null;

  constructor(clock: Clock, timers: Timers, onDue: (key: string) => void) {
    this.#clock = clock;
    this.#timers = timers;
    this.#onDue = onDue;
  }

  /** When the current step times out (epoch ms), or null. */
  get at(): number | null {
    return this.#current?.at ?? null;
  }

  /**
   * The step awaiting `decision` (the engine's `decisionOf` of the state; null: the game is over) began at
   * `since` (epoch ms). Only when `fire` is the deadline acted on, and never before `notBefore`: a node that
   * takes a game over after a deadline passed gives its players a moment to reconnect before the default
   * is taken.
   */
  arm(decision: Decision | null, since: number, fire = true, notBefore = 0): void {
    const seconds = decision === null ? undefined : this.#timers[decision.kind];
    const key = decision?.key ?? 'over';
    if (this.#current?.key === key && this.#current.fire === fire) return;
    this.clear();
    if (seconds === undefined) return;
    const at = since + seconds * 1000;
    const cancel = fire
      ? this.#clock.after(Math.max(0, Math.max(at, notBefore) - this.#clock.now()), () => {
          this.#onDue(key);
        })
      : () => undefined;
    this.#current = { key, at, fire, cancel };
  }

  clear(): void {
    this.#current?.cancel();
    this.#current = null;
  }
}
