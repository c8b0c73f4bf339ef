import type { Action, PlayerView } from '@among-cultists/engine';

/**
 * A bot decides from a seat's view only: exactly what a human in that seat sees, including the
 * engine's legal actions. It never receives the game state.
 */
export interface Bot {
  readonly kind: string;
  decide(view: PlayerView): Action;
}
