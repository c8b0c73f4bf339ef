import type { GameConfig } from '../options.ts';
import type { SeatState } from '../state.ts';
import type { LocationId, Seat } from '../types.ts';

/**
 * The part of a game state the Movement rules read (moves.ts, mountains.ts, the Fishman and the
 * Route checks they ask). A `GameState` is one; so is the board as a seat's view shows it
 * (`movementStateOf` in plan.ts), which is how the bots plan with the engine's own rules.
 */
export interface MovementState {
  readonly config: Pick<GameConfig, 'board' | 'automa' | 'ruleset'>;
  readonly seats: readonly MovementSeat[];
  readonly round: number;
  readonly knife: Seat;
  readonly power: boolean;
  readonly fishman: LocationId | null;
  /** Quarter turns of the Revolving Door (Mountains of Chaos). */
  readonly revolvingDoor?: number;
  /** The stop each Elevator stands at (Mountains of Chaos). */
  readonly elevators?: readonly (0 | 1)[];
  readonly effects: { readonly secretDoors: boolean };
}

/** What the Movement rules read of a seat: where it stands, whether it lives, its role and Route card. */
export type MovementSeat = Readonly<Pick<SeatState, 'role' | 'alive' | 'location' | 'route'>>;
