import type { Action, Claim, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { Bot } from '@among-cultists/bots';

/**
 * A bot of the bots package that, in every discussion it is asked, says the same two claims and keeps no
 * memory of saying them (tests of how the server posts bots' claims: the chat rate, a retried turn).
 */
export class TwoClaimsBot implements Bot {
  readonly kind = 'two-claims';
  readonly #inner: Bot;

  constructor(inner: Bot) {
    this.#inner = inner;
  }

  decide(view: PlayerView, log?: readonly ViewedEvent[]): Action {
    return this.#inner.decide(view, log);
  }

  talk(view: PlayerView): readonly Claim[] {
    const seat = view.me!.seat;
    const n = view.seats.length;
    return [
      { kind: 'suspect', target: (seat + 1) % n },
      { kind: 'suspect', target: (seat + 2) % n },
    ];
  }
}
