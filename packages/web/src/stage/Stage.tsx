/** @jsxRuntime automatic */
import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { lastSeq } from '../game/announcer.ts';
import type { Names } from '../game/names.ts';
import { playCue } from '../sound/synth.ts';
import { stageCue } from './cues.ts';
import { momentsFor } from './moments.ts';
import {
  advance,
  durationOf,
  EMPTY_QUEUE,
  enqueue,
  skipAll,
  stagesStep,
  type Staged,
  type StageQueue,
} from './queue.ts';
import { Scene } from './Scenes.tsx';
import { momentCaption, momentText, saysAloud } from './text.ts';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribeMotion(changed: () => void): () => void {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
}

/** Whether the device asks for less motion (false where there is no window: the tests' server render). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCE).matches,
    () => false,
  );
}

interface ViewProps {
  readonly staged: Staged | null;
  readonly reduced: boolean;
  readonly names: Names;
  /** What the Stage's live region reads: the latest moments that nothing else on the screen says. */
  readonly said: readonly { readonly id: number; readonly text: string }[];
  readonly onSkip: () => void;
}

/**
 * The overlay as drawn: the playing moment's scene and caption (hidden from screen readers, who hear the live
 * region), and a Skip button. Nothing takes the pointer, the button neither: a tap anywhere skips (it still reaches
 * the game), so a control is never covered; the button is for the keyboard (Tab, Enter) and says what a tap does.
 * Under reduced motion the scene is left out: a still caption, shown briefly.
 */
export function StageView({ staged, reduced, names, said, onSkip }: ViewProps) {
  const { t } = names;
  return (
    <>
      <div className="sr-only" aria-live="polite" data-testid="stage-said">
        {said.map((s) => (
          <p key={s.id}>{s.text}</p>
        ))}
      </div>
      {staged !== null && (
        <div
          className={reduced ? 'stage still' : 'stage'}
          data-moment={staged.moment.kind}
          style={{ '--stage-ms': `${durationOf(staged.moment, reduced)}ms` } as CSSProperties}
        >
          <div className={`stage-card-panel stage-${staged.moment.kind}`} key={staged.id}>
            <div aria-hidden="true">
              {!reduced && (
                <div className="stage-scene">
                  <Scene moment={staged.moment} names={names} />
                </div>
              )}
              <p className="stage-caption">{momentCaption(staged.moment, names)}</p>
            </div>
            <button type="button" className="stage-skip" onClick={onSkip}>
              {t('stage.skip')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

interface Props {
  readonly log: readonly ViewedEvent[];
  readonly view: Pick<PlayerView, 'phase' | 'reveal'>;
  readonly names: Names;
  /**
   * The replay's step: a moment is staged only when it moves one step forward (a jump, a step back or a
   * change of lens stages nothing). Absent on a live screen, where every new public entry may be staged.
   */
  readonly step?: number;
}

/**
 * Stages the public moments as they come (moments.ts), one after another, each at most 1.5 s, skippable by a
 * tap anywhere (the tap still reaches the game), Escape or the Skip button. A pure overlay of this screen:
 * it waits for nothing and nothing waits for it.
 */
export function Stage({ log, view, names, step }: Props) {
  const reduced = useReducedMotion();
  const live = step === undefined;
  // As with the announcements, what the log held when the screen opened is history; a live screen opened
  // in the Night stages it (it is the state of the table, the same for everyone), a replay's first step does not.
  const seen = useRef(lastSeq(log));
  const was = useRef<string | null>(live ? null : view.phase.kind);
  const lastStep = useRef(step);
  const nextId = useRef(0);
  const [queue, setQueue] = useState<StageQueue>(EMPTY_QUEUE);
  const [said, setSaid] = useState<readonly { id: number; text: string }[]>([]);
  const phase = view.phase.kind;
  const roles = view.reveal?.roles ?? null;
  useEffect(() => {
    const single = live || stagesStep(lastStep.current, step);
    lastStep.current = step;
    const moments = momentsFor({ log, seen: seen.current, phase: { was: was.current, now: phase }, roles });
    seen.current = live ? Math.max(seen.current, lastSeq(log)) : lastSeq(log);
    was.current = phase;
    if (!single || moments.length === 0) return;
    const staged = moments.map((moment) => ({ id: nextId.current++, moment }));
    setQueue((q) => enqueue(q, staged));
    const spoken = staged.flatMap((s) =>
      saysAloud(s.moment, live) ? [{ id: s.id, text: momentText(s.moment, names) }] : [],
    );
    if (spoken.length > 0) setSaid(spoken);
  }, [log, phase, roles, step, live, names]);

  const playing = queue.playing;
  const skip = useCallback(() => {
    setQueue(skipAll);
  }, []);
  useEffect(() => {
    if (playing === null) return;
    const cue = stageCue(playing.moment);
    if (cue !== null) void playCue(cue);
    const timer = setTimeout(
      () => {
        setQueue((q) => advance(q, playing.id));
      },
      durationOf(playing.moment, reduced),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [playing, reduced]);
  useEffect(() => {
    if (playing === null) return;
    // Any tap skips, and still reaches what it was meant for: the listener only watches (capture, passive).
    const onPointer = () => {
      skip();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') skip();
    };
    document.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, { capture: true });
      document.removeEventListener('keydown', onKey);
    };
  }, [playing, skip]);
  return <StageView staged={playing} reduced={reduced} names={names} said={said} onSkip={skip} />;
}
