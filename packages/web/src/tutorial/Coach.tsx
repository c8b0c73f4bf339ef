/** @jsxRuntime automatic */
import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { useEffect, useId, useRef, useState } from 'react';
import type { Names } from '../game/names.ts';
import { stepFacts } from './facts.ts';
import { GotIt } from './GotIt.tsx';
import { loadProgress, saveProgress } from './progress.ts';
import { acknowledge, advance, currentStep, STEP_IDS, STEP_KIND } from './steps.ts';
import type { CoachT } from './text/index.ts';

interface Props {
  readonly game: string;
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  readonly names: Names;
  readonly ct: CoachT;
}

/**
 * The tutorial's coach: explains each step of the real game the first time it comes, from the player's own
 * view (its phase, its legal actions, the log it was sent), and waits: for the player's decision, which
 * they make in the game's own panels, or for "Got it" where there is nothing to decide. New text is
 * announced politely; focus stays where the player is, except after "Got it" (its button disappears).
 */
export function Coach({ game, view, log, names, ct }: Props) {
  const [progress, setProgress] = useState(() => loadProgress(game));
  const next = advance(progress, view, log);
  useEffect(() => {
    if (next === progress) return;
    setProgress(next);
    saveProgress(game, next);
  }, [next, progress, game]);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const step = currentStep(view, log, next);
  const facts = step ? stepFacts(step, view, log, names) : null;
  const shownAt = step ? next.shown.indexOf(step) + 1 : 0;
  return (
    <section className="coach panel" aria-labelledby={titleId} data-step={step ?? 'idle'}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {ct('coach')}
        {step && (
          <span className="coach-progress">
            {' · '}
            {ct('progress', { n: shownAt, total: STEP_IDS.length })}
          </span>
        )}
      </h2>
      <div aria-live="polite" className="coach-text">
        {step && facts ? (
          <>
            <h3>{ct(`steps.${step}.title`)}</h3>
            <p>{ct(`steps.${step}.text`, facts.values)}</p>
            {facts.hint && <p className="coach-hint">{ct(facts.hint.key, { names: facts.hint.names })}</p>}
          </>
        ) : (
          <p>{ct('idle')}</p>
        )}
      </div>
      {step && STEP_KIND[step] === 'read' && (
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
      <p className="hint coach-fair">{ct('notFair')}</p>
    </section>
  );
}
