import type { GameOptions } from '@among-cultists/engine';

/** The player's seat in every lesson: the host's, the first (the deal decides the Role it gets). */
export const LESSON_SEAT = 0;

/** One lesson of the tutorial: a fixed game against bots, dealt from a published seed. */
export interface Lesson {
  /** The seed, published (a lesson is no fair game): sha256 of the phrase its comment names. */
  readonly seed: string;
  /** The game's options: seat 0 is the player, every other seat a bot; `deal` fixes what the lesson needs. */
  readonly options: Omit<GameOptions, 'seed'>;
}
