import type { LessonId } from '@among-cultists/protocol';
import { commitmentOf } from '../game/secrets.ts';
import { cultist } from './cultist.ts';
import { investigator } from './investigator.ts';
import type { Lesson } from './lesson.ts';
import { mountains } from './mountains.ts';

/**
 * The tutorial's lessons (issue 27), by id (the ids are the protocol's LESSON_IDS: POST /api/tutorial's
 * `lesson`, the lobby's `lesson`). To add a lesson:
 * 1. `lessons/<id>.ts` exports a `Lesson`: its options (a `deal` and `firstPlayer` that make every step the
 *    coach teaches come early) and a seed chosen by simulation, published as sha256 of a phrase its comment
 *    names (e.g. "among-cultists <id> lesson N"); the player holds seat 0 (LESSON_SEAT), bots the rest.
 * 2. One line in LESSONS below.
 * 3. A test (see lessons/cultist.test.ts) replays the seed to the end with a player who follows the coach
 *    (`simulateLesson` in tutorial-player.testing.ts) and checks each step comes, whatever order the bots
 *    answer in; it also checks the seed is the phrase's hash.
 * 4. The web's side: packages/web/src/tutorial/lessons/index.ts says how.
 * A lesson missing here is refused (400 request/invalid) until it is added.
 */
export const LESSONS: Readonly<Partial<Record<LessonId, Lesson>>> = {
  investigator,
  cultist,
  mountains,
};

/** The commitment of each lesson's seed: a game dealt from one of them is a lesson, not a fair game. */
const BY_COMMITMENT: ReadonlyMap<string, LessonId> = new Map(
  (Object.entries(LESSONS) as [LessonId, Lesson][]).map(([id, lesson]) => [commitmentOf(lesson.seed), id]),
);

/** The lesson a game was dealt for (undefined: a fair game). */
export function lessonOf(commitment: string): LessonId | undefined {
  return BY_COMMITMENT.get(commitment);
}
