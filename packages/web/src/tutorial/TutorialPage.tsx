/** @jsxRuntime automatic */
import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { LESSON_IDS, type LessonId } from '@among-cultists/protocol/plain';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameField } from '../components/NameField.tsx';
import type { Names } from '../game/names.ts';
import { errorText } from '../net/api.ts';
import { loadRemembered } from '../net/remembered.ts';
import { GamePage } from '../screens/GamePage.tsx';
import { Coach } from './Coach.tsx';
import { coachLesson, COACH_LESSONS } from './lessons/index.ts';
import type { CoachLesson } from './lessons/lesson.ts';
import { completedLessons, nextLesson } from './progress.ts';
import { startLesson } from './start.ts';
import type { CoachT } from './text/index.ts';
import { useCoachText, useLessonText } from './useCoachText.ts';
import './tutorial.css';

/** `/tutorial`: the lessons to choose from; `/tutorial/<code>`: a lesson's game, the real game screen with
 *  the coach of the lesson its lobby names (so a reload finds the same lesson). */
export default function TutorialPage({ code }: { code: string | null }) {
  const ct = useCoachText();
  if (!ct) return <main className="tutorial-start" aria-busy="true" />;
  if (code === null) return <TutorialStart ct={ct} />;
  return (
    <GamePage
      code={code}
      coach={(view, log, names, lobby, hold) => {
        const lesson = coachLesson(lobby.lesson);
        return lesson ? (
          <LessonCoach
            game={code}
            lesson={lesson}
            view={view}
            log={log}
            names={names}
            lobby={lobby}
            ct={ct}
            hold={hold}
          />
        ) : null;
      }}
    />
  );
}

interface LessonCoachProps {
  readonly game: string;
  readonly lesson: CoachLesson;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  readonly names: Names;
  readonly lobby: Lobby;
  readonly ct: CoachT;
  readonly hold: (on: boolean) => void;
}

/** The coach once the lesson's texts are loaded; the next lesson starts under the same name and Character. */
function LessonCoach({ game, lesson, view, log, names, lobby, ct, hold }: LessonCoachProps) {
  const lt = useLessonText(lesson);
  if (!lt) return <section className="coach panel" aria-busy="true" />;
  const mine = view.me === null ? undefined : lobby.seats[view.me.seat];
  const start = mine?.name
    ? (next: LessonId) => startLesson(mine.name!, next, mine.character ?? undefined)
    : undefined;
  return (
    <Coach
      key={`${game}:${lesson.id}`}
      game={game}
      lesson={lesson}
      view={view}
      log={log}
      names={names}
      ct={ct}
      lt={lt}
      start={start}
      hold={hold}
    />
  );
}

/** The lessons, each with its summary and whether this browser completed it; the first not completed is
 *  chosen. A lesson this version does not have yet is shown, greyed, as coming soon. */
function TutorialStart({ ct }: { ct: CoachT }) {
  const { t } = useTranslation();
  // The name this browser last played under, and the one typed here is kept for the Create form (issue 27).
  const [name, setName] = useState(() => loadRemembered().name ?? '');
  const [completed] = useState(() => completedLessons());
  const available = (id: LessonId) => COACH_LESSONS[id] !== undefined;
  const [lesson, setLesson] = useState<LessonId>(
    () => nextLesson(null, completed, available) ?? 'investigator',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (e: SyntheticEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await startLesson(name.trim(), lesson);
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };
  return (
    <main className="tutorial-start">
      <h1>{ct('title')}</h1>
      <p>{ct('intro')}</p>
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <form className="panel" onSubmit={(e) => void start(e)}>
        <fieldset className="lesson-picker">
          <legend>{ct('choose')}</legend>
          {LESSON_IDS.map((id) => {
            const summary = `lesson-${id}-summary`;
            return (
              <label key={id} className="lesson-choice" data-lesson={id}>
                <input
                  type="radio"
                  name="lesson"
                  value={id}
                  checked={lesson === id}
                  disabled={!available(id)}
                  aria-describedby={summary}
                  onChange={() => {
                    setLesson(id);
                  }}
                />
                <span className="lesson-title">
                  {ct(`lessons.${id}.title`)}
                  {completed.includes(id) && <span className="lesson-done"> · {ct('completed')}</span>}
                  {!available(id) && <span className="lesson-soon"> · {ct('soon')}</span>}
                </span>
                <span id={summary} className="lesson-summary">
                  {ct(`lessons.${id}.summary`)}
                </span>
              </label>
            );
          })}
        </fieldset>
        <NameField value={name} onChange={setName} />
        <button type="submit" disabled={busy || name.trim() === ''}>
          {busy ? ct('starting') : ct('start')}
        </button>
      </form>
    </main>
  );
}
