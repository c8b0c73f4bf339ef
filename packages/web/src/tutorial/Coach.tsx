/** @jsxRuntime automatic */
import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { useEffect, useId, useRef, useState } from 'react';
import type { Names } from '../game/names.ts';
import { GotIt } from './GotIt.tsx';
import type { CoachLesson } from './lessons/lesson.ts';
import { NextLesson, type StartLesson } from './NextLesson.tsx';
import { nowLine } from './now.ts';
import { completeLesson, loadProgress, saveProgress } from './progress.ts';
import { acknowledge, advance, currentStep, holdsBots } from './steps.ts';
import type { CoachT, LessonT } from './text/index.ts';
import { nowT } from './text/now/index.ts';

interface Props {
  readonly game: string;
  readonly lesson: CoachLesson;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  readonly names: Names;
  readonly ct: CoachT;
  /** The lesson's own texts (its steps). */
  readonly lt: LessonT;
  /** Starts another lesson (the offer at the end); without it, no offer. */
  readonly start?: StartLesson | undefined;
  /** Holds the lesson's bots (true) or lets them go on (false): the server's hold (coach-hold.ts). */
  readonly hold?: ((on: boolean) => void) | undefined;
}

/**
 * The tutorial's coach: explains each step of the lesson's real game the first time it comes, from the
 * player's own view (its phase, its legal actions, the log it was sent), and waits: for the player's
 * decision, which they make in the game's own panels, or for "Got it" where there is nothing to decide.
 * Between steps (the bots' turns, late in the game) it says what is happening now (now.ts), never idle.
 * At the end the lesson is remembered as completed and the next one offered. New text is announced
 * politely; focus stays where the player is, except after "Got it" (its button disappears).
 * While an explanation waits for "Got it", the bots wait too (issue 27): the coach holds them, and lets them
 * go on once it is read or when the coach asks the player to decide (or leaves the page).
 */
export function Coach({ game, lesson, view, log, names, ct, lt, start, hold }: Props) {
  const [progress, setProgress] = useState(() => loadProgress(game, lesson));
  const next = advance(lesson, progress, view, log);
  useEffect(() => {
    if (next === progress) return;
    setProgress(next);
    saveProgress(game, next);
  }, [next, progress, game]);
  const over = view.phase.kind === 'over' && view.me !== null;
  useEffect(() => {
    if (over) completeLesson(lesson.id);
  }, [over, lesson.id]);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const step = currentStep(lesson, view, log, next);
  const facts = step ? lesson.facts(step, view, log, names) : null;
  const shownAt = step ? next.shown.indexOf(step) + 1 : 0;
  // No lesson step holds (the bots' turns, late in the game): a line about what is happening now.
  const now = step ? null : nowLine(view, names);
  const reading = holdsBots(lesson, step);
  useEffect(() => {
    hold?.(reading);
  }, [hold, reading]);
  // Leaving the lesson's page lets the bots go on at once (a closed tab: the server's bound does).
  useEffect(
    () => () => {
      hold?.(false);
    },
    [hold],
  );
  return (
    <section
      className="coach panel"
      aria-labelledby={titleId}
      data-step={step ?? 'idle'}
      data-now={now?.key}
      data-lesson={lesson.id}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {ct('coach')}
        {step && (
          <span className="coach-progress">
            {' · '}
            {ct('progress', { n: shownAt, total: lesson.steps.length })}
          </span>
        )}
      </h2>
      <div aria-live="polite" className="coach-text">
        {step && facts ? (
          <>
            <h3>{lt(`steps.${step}.title`)}</h3>
            <p>{lt(`steps.${step}.text`, facts.values)}</p>
            {facts.hint && <p className="coach-hint">{lt(facts.hint.key, facts.hint.values)}</p>}
          </>
        ) : (
          now && (
            <>
              <p>{nowT(`now.${now.key}`, now.values)}</p>
              {now.hints.map((hint) => (
                <p key={hint} className="coach-hint">
                  {nowT(`hint.${hint}`)}
                </p>
              ))}
            </>
          )
        )}
      </div>
      {reading && <p className="hint coach-wait">{ct('botsWait')}</p>}
      {step && lesson.kind[step] === 'read' && (
        <GotIt
          key={step}
          step={step}
          label={ct('gotIt')}
          onRead={(read) => {
            const after = acknowledge(next, read);
            setProgress(after);
            saveProgress(game, after);
            heading.current?.focus();
          }}
        />
      )}
      {over && start && <NextLesson lesson={lesson.id} ct={ct} start={start} />}
      <p className="hint coach-fair">{ct('notFair')}</p>
    </section>
  );
}
