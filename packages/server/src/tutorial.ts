import type { LessonId } from '@among-cultists/protocol';
import { commitmentOf } from './game/secrets.ts';
import { HttpError } from './errors.ts';
import { LESSONS, lessonOf } from './lessons/index.ts';
import { investigator } from './lessons/investigator.ts';
import { LESSON_SEAT } from './lessons/lesson.ts';
import type { Room } from './room.ts';
import type { Rooms } from './rooms.ts';

/**
 * The tutorial: lessons (lessons/index.ts), each a fixed game against bots from a published seed. A known
 * seed is no fair game: the lobby marks it `tutorial`, with its `lesson`. The first lesson's names below
 * are kept for its tests and older callers.
 */
export const TUTORIAL_SEED = investigator.seed;
export const TUTORIAL_COMMITMENT = commitmentOf(TUTORIAL_SEED);
/** The player's seat (the host's, the first), in every lesson. */
export const TUTORIAL_SEAT = LESSON_SEAT;
export const TUTORIAL_OPTIONS = investigator.options;

/** Whether a game was dealt from a lesson's published seed (so it is no fair game). */
export function isTutorial(commitment: string): boolean {
  return lessonOf(commitment) !== undefined;
}

export { lessonOf };

/** The lobby's mark of a lesson's game: `tutorial` (no fair game) and which lesson; nothing for a fair game. */
export function lessonMark(commitment: string): { tutorial?: true; lesson?: LessonId } {
  const lesson = lessonOf(commitment);
  return lesson === undefined ? {} : { tutorial: true, lesson };
}

/** Creates a lesson's game (the first without `lesson`), fills the other seats with bots and starts it;
 *  the player holds seat 0. */
export async function createTutorial(
  rooms: Rooms,
  name: string,
  character: number,
  lessonId: LessonId = 'investigator',
): Promise<{ room: Room; token: string }> {
  const lesson = LESSONS[lessonId];
  if (!lesson) throw new HttpError(400, 'request/invalid', 'This lesson is not available yet.');
  const { room, token } = await rooms.create(lesson.options, name, {}, character, undefined, lesson.seed);
  for (let seat = 0; seat < lesson.options.players; seat++) {
    if (seat !== LESSON_SEAT) await room.setSeat(token, seat, 'bot');
  }
  await rooms.start(room, token);
  return { room, token };
}
