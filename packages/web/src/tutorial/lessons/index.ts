import type { LessonId } from '@among-cultists/protocol';
import { cultistLesson } from './cultist.ts';
import { investigatorLesson } from './investigator.ts';
import type { CoachLesson } from './lesson.ts';
import { mountainsLesson } from './mountains.ts';

/**
 * The coach of each lesson (the ids are the protocol's LESSON_IDS; a game's lesson is its lobby's
 * `lesson`). To add a lesson on the web's side (the server's: packages/server/src/lessons/index.ts):
 * 1. `lessons/<id>.ts` exports a CoachLesson: its steps, their kind ('do' or 'read') and priority, when each
 *    holds, what each names (its facts), and its texts' loaders.
 * 2. `text/<id>/<lang>.ts` for the six languages: `steps.<step>.title` and `.text` (plus hint lines).
 *    The lesson's title and one-line summary on the picker are already in text/<lang>.ts (`lessons.<id>`).
 * 3. One line in COACH_LESSONS below: the picker offers it from then on (until then it says "coming soon").
 * 4. Tests: its steps in a unit test (test/tutorial-lessons.test.ts checks every registered lesson's texts),
 *    and a browser test that plays it to its end following the coach (e2e/tutorial-cultist.test.ts).
 */
export const COACH_LESSONS: Readonly<Partial<Record<LessonId, CoachLesson>>> = {
  investigator: investigatorLesson,
  cultist: cultistLesson,
  mountains: mountainsLesson,
};

/** The lesson of a tutorial game's lobby (older servers named none: the first). */
export function coachLesson(id: LessonId | undefined): CoachLesson | undefined {
  return COACH_LESSONS[id ?? 'investigator'];
}
