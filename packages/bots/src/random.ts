import { createRng, randomInt, type Action, type PlayerView, type RngState } from '@among-cultists/engine';
import type { Bot } from './bot.ts';

/** The baseline bot: uniform over the legal actions, from its own seeded stream. */
export class RandomBot implements Bot {
  readonly kind = 'random';
  readonly #rng: RngState;

  constructor(seed: string) {
    this.#rng = createRng(seed);
  }

  decide(view: PlayerView): Action {
    const legal = view.legal;
    if (legal.length === 0) throw new Error(`seat ${String(view.viewer)} has nothing to decide`);
    return legal[randomInt(this.#rng, legal.length)]!;
  }
}
