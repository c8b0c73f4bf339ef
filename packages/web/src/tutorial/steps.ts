import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { CoachLesson } from './lessons/lesson.ts';

/** What the coach has explained so far in one lesson's game, and which explanations are over. */
export interface Progress {
  readonly shown: readonly string[];
  readonly done: readonly string[];
}

export const NO_PROGRESS: Progress = { shown: [], done: [] };

/**
 * The step to explain now: the most urgent one that is not over and holds, or is a `read` step already shown
 * and not yet read (the game moved on meanwhile: it is still explained, never skipped); null: none.
 */
export function currentStep<S extends string>(
  lesson: CoachLesson<S>,
  view: PlayerView,
  log: readonly ViewedEvent[],
  progress: Progress,
): S | null {
  if (view.me === null) return null;
  const unread = (step: S) => lesson.kind[step] === 'read' && progress.shown.includes(step);
  return (
    lesson.priority.find(
      (step) => !progress.done.includes(step) && (unread(step) || lesson.holds(step, view, log)),
    ) ?? null
  );
}

/**
 * Whether the coach holds the lesson's bots (issue 27): while the step on screen is one to read, they wait
 * for its "Got it"; while it asks the player to decide, or says what is happening now, they play.
 */
export function holdsBots<S extends string>(lesson: CoachLesson<S>, step: S | null): boolean {
  return step !== null && lesson.kind[step] === 'read';
}

/**
 * The progress after this view: the step now explained is shown; a `do` step shown before whose situation
 * has passed is over (it is not explained again the next Round). A `read` step stays until read, whatever
 * the bots did meanwhile. Unchanged progress is the same object.
 */
export function advance<S extends string>(
  lesson: CoachLesson<S>,
  progress: Progress,
  view: PlayerView,
  log: readonly ViewedEvent[],
): Progress {
  const passed = (progress.shown as readonly S[]).filter(
    (step) => lesson.kind[step] === 'do' && !progress.done.includes(step) && !lesson.holds(step, view, log),
  );
  const now = currentStep(lesson, view, log, { ...progress, done: [...progress.done, ...passed] });
  const showNow = now !== null && !progress.shown.includes(now);
  if (passed.length === 0 && !showNow) return progress;
  return {
    shown: showNow ? [...progress.shown, now] : progress.shown,
    done: [...progress.done, ...passed],
  };
}

/** The player read a `read` step. */
export function acknowledge(progress: Progress, step: string): Progress {
  return progress.done.includes(step) ? progress : { ...progress, done: [...progress.done, step] };
}
