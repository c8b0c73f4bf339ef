/** @jsxRuntime automatic */
import type { LessonId } from '@among-cultists/protocol';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../net/api.ts';
import { navigate, TUTORIAL_PATH } from '../router.ts';
import { COACH_LESSONS } from './lessons/index.ts';
import { completedLessons, nextLesson } from './progress.ts';
import type { CoachT } from './text/index.ts';

/** Starts a lesson's game and opens it (rejects with the server's error). */
export type StartLesson = (lesson: LessonId) => Promise<void>;

/** At a lesson's end: the next lesson not yet completed, started in one press, and the way to all of them. */
export function NextLesson({ lesson, ct, start }: { lesson: LessonId; ct: CoachT; start: StartLesson }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = [...new Set([...completedLessons(), lesson])];
  const next = nextLesson(lesson, done, (id) => COACH_LESSONS[id] !== undefined);
  const all = (e: MouseEvent) => {
    e.preventDefault();
    navigate(TUTORIAL_PATH);
  };
  return (
    <div className="coach-next">
      {next === null && <p>{ct('allDone')}</p>}
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {next !== null && (
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            start(next).catch((err: unknown) => {
              setError(errorText(err, t));
              setBusy(false);
            });
          }}
        >
          {busy ? ct('starting') : ct('next', { title: ct(`lessons.${next}.title`) })}
        </button>
      )}
      <p>
        <a href={TUTORIAL_PATH} onClick={all}>
          {ct('allLessons')}
        </a>
      </p>
    </div>
  );
}
