import type { Action, Claim, PlayerView, PostedClaim, ViewedEvent } from '@among-cultists/engine';

/**
 * A bot decides from a seat's view only: exactly what a human in that seat sees, including the
 * engine's legal actions. It never receives the game state.
 *
 * `log` is the seat's log as `logFor(state, seat)` gives it: either the whole log each time or only
 * the entries since the last call (entries already seen, by `seq`, are skipped). Bots that keep no
 * memory ignore it; a bot given no log decides from the view alone.
 */
export interface Bot {
  readonly kind: string;
  decide(view: PlayerView, log?: readonly ViewedEvent[]): Action;
  /**
   * Table talk (issue 16), optional: the claims this seat posts now, from its view (and its log, read as
   * in `decide`). Whoever runs the table asks when the seat is about to act in a Vote's discussion and
   * posts the answer for everyone before anyone's next decision.
   */
  talk?(view: PlayerView, log?: readonly ViewedEvent[]): readonly Claim[];
  /** Claims the table heard (every seat's, this bot's own included), in the order they were posted. */
  hear?(claims: readonly PostedClaim[]): void;
}
