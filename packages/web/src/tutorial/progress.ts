import { NO_PROGRESS, STEP_IDS, type Progress, type StepId } from './steps.ts';

const key = (game: string): string => `ac.tutorial.${game}`;
const isStep = (s: unknown): s is StepId => (STEP_IDS as readonly unknown[]).includes(s);

/** What the coach explained in this game, kept so that a reload does not explain it all again. */
export function loadProgress(game: string): Progress {
  try {
    const raw = localStorage.getItem(key(game));
    if (raw === null) return NO_PROGRESS;
    const parsed = JSON.parse(raw) as { shown?: unknown; done?: unknown };
    const list = (v: unknown): StepId[] => (Array.isArray(v) ? v.filter(isStep) : []);
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
