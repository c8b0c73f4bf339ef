import type { Action, PlayerView, ViewedEvent } from '@among-cultists/engine';

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
}
