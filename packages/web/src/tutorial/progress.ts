import { LESSON_IDS, type LessonId } from '@among-cultists/protocol/plain';
import type { CoachLesson } from './lessons/lesson.ts';
import { NO_PROGRESS, type Progress } from './steps.ts';

const key = (game: string): string => `ac.tutorial.${game}`;
const COMPLETED = 'ac.tutorial.completed';

/** What the coach explained in this game, kept so that a reload does not explain it all again. */
export function loadProgress(game: string, lesson: CoachLesson): Progress {
  const isStep = (s: unknown): s is string => (lesson.steps as readonly unknown[]).includes(s);
  try {
    const raw = localStorage.getItem(key(game));
    if (raw === null) return NO_PROGRESS;
    const parsed = JSON.parse(raw) as { shown?: unknown; done?: unknown };
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter(isStep) : []);
    return { shown: list(parsed.shown), done: list(parsed.done) };
  } catch {
    return NO_PROGRESS;
  }
}

export function saveProgress(game: string, progress: Progress): void {
  try {
    localStorage.setItem(key(game), JSON.stringify(progress));
  } catch {
    // Private mode: the progress lasts as long as the page.
  }
}

/** The lessons this browser played to their end, in the lessons' order. */
export function completedLessons(storage: Pick<Storage, 'getItem'> = localStorage): LessonId[] {
  try {
    const parsed = JSON.parse(storage.getItem(COMPLETED) ?? '[]') as unknown;
    return Array.isArray(parsed) ? LESSON_IDS.filter((id) => parsed.includes(id)) : [];
  } catch {
    return [];
  }
}

/** A lesson was played to its end: remembered for the picker (private mode: not remembered). */
export function completeLesson(id: LessonId): void {
  try {
    const done = completedLessons();
    if (!done.includes(id)) localStorage.setItem(COMPLETED, JSON.stringify([...done, id]));
  } catch {
    // Not remembered.
  }
}

/** The lesson to offer next: the first after `id` (in LESSON_IDS' order) that `available` has, not yet
 *  completed; else any available one not completed; null when none is left. */
export function nextLesson(
  id: LessonId | null,
  completed: readonly LessonId[],
  available: (id: LessonId) => boolean,
): LessonId | null {
  const after = id === null ? 0 : LESSON_IDS.indexOf(id) + 1;
  const order = [...LESSON_IDS.slice(after), ...LESSON_IDS.slice(0, after)];
  return order.find((l) => l !== id && available(l) && !completed.includes(l)) ?? null;
}
