import type { GameState } from '@among-cultists/engine';
import type { Clock } from './clock.ts';
import { decisionKind, stepKey, type Timers } from './timers.ts';

/**
 * The deadline of the current decision step, when the host set a timer for its kind. It is armed once per
 * step (a step already timed keeps its deadline) and fires `onDue` with the step's key; whoever handles
 * it checks that the step is still the same.
 */
export class Deadline {
  readonly #clock: Clock;
  readonly #timers: Timers;
  readonly #onDue: (key: string) => void;
  #current: { readonly key: string; readonly at: number; readonly cancel: () => void } | null = null;

  constructor(clock: Clock, timers: Timers, onDue: (key: string) => void) {
    this.#clock = clock;
    this.#timers = timers;
    this.#onDue = onDue;
  }

  /** When the current step times out (epoch ms), or null. */
  get at(): number | null {
    return this.#current?.at ?? null;
  }

  arm(state: GameState): void {
    const kind = decisionKind(state.phase);
    const seconds = kind === null ? undefined : this.#timers[kind];
    const key = stepKey(state);
    if (this.#current?.key === key) return;
    this.clear();
    if (seconds === undefined) return;
    const cancel = this.#clock.after(seconds * 1000, () => {
      this.#onDue(key);
    });
    this.#current = { key, at: this.#clock.now() + seconds * 1000, cancel };
  }

  clear(): void {
    this.#current?.cancel();
    this.#current = null;
  }
}
