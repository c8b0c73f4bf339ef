import { actors, legalActions, type Action, type GameState } from '@among-cultists/engine';

/** One move of a fixed game and the stream's next value. */
export interface FixedMove {
  readonly seat: number;
  readonly action: Action;
  readonly next: number;
}

/**
 * The move a bench plays from `state`, from a fixed linear congruential stream at `pick` (start it
 * at `game * 7919 + 1`): every run plays the same games, and both benches the same ones.
 */
export function fixedMove(state: GameState, pick: number): FixedMove {
  const who = actors(state);
  const seat = who[pick % who.length]!;
  const legal = legalActions(state, seat);
  const next = (pick * 1103515245 + 12345) % 2147483648;
  return { seat, action: legal[next % legal.length]!, next };
}
