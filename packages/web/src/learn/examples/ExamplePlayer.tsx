/** @jsxRuntime automatic */
/**
 * One worked example of /learn, played frame by frame: the game's own map and panels drawn from the
 * frame's real view (frames.ts), its caption and the game's own log lines for what just happened in a
 * live region, and play / pause / previous / next buttons. Plays by itself once in view, unless the
 * reader prefers reduced motion; the discs slide as in the game (Disc.tsx, not with reduced motion).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Board } from '../../board/Board.tsx';
import { EncounterPanel } from '../../components/EncounterPanel.tsx';
import { VotePanel } from '../../components/VotePanel.tsx';
import { eventText } from '../../game/eventText.ts';
import { makeNames, type Names } from '../../game/names.ts';
import type { LearnText } from '../text/en.ts';
import { fill } from '../text/index.ts';
import { exampleFrames, type ExampleId, type Frame } from './frames.ts';

/** How long a frame stays while the example plays. */
export const FRAME_MS = 3500;

type ExamplesText = LearnText['examples'];

/** The Movement points the frame's Character has left, or null once its Movement is over. */
export function pointsLeft(frame: Frame): number | null {
  const phase = frame.view.phase;
  return phase.kind === 'movement' && phase.seat === frame.seat ? phase.mp : null;
}

/** The frame's caption, in the reader's language. */
export function frameCaption(id: ExampleId, frame: Frame, text: ExamplesText, names: Names): string {
  const captions = text[id] as Readonly<Record<string, string>>;
  const caption = captions[frame.step];
  if (caption === undefined) throw new Error(`No caption for ${id}/${frame.step}`);
  const seat = frame.view.seats[frame.seat];
  return fill(caption, {
    seat: names.seat(frame.seat),
    loc: seat ? names.loc(seat.location) : '',
    mp: pointsLeft(frame) ?? 0,
  });
}

/** What a screen reader hears for a frame: its caption, then the game's own lines for what just happened. */
export function frameText(id: ExampleId, frame: Frame, text: ExamplesText, names: Names): string[] {
  return [frameCaption(id, frame, text, names), ...frame.fresh.map((event) => eventText(event, names))];
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export default function ExamplePlayer({ id, text }: { id: ExampleId; text: ExamplesText }) {
  const { t } = useTranslation();
  const frames = useMemo(() => exampleFrames(id), [id]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const last = frames.length - 1;
  // Starts playing the first time it is in view, unless motion is unwelcome.
  useEffect(() => {
    const el = root.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setPlaying(true);
        seen.disconnect();
      }
    });
    seen.observe(el);
    return () => {
      seen.disconnect();
    };
  }, []);
  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => {
      setIndex((i) => Math.min(i + 1, last));
    }, FRAME_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, index, last]);
  const frame = frames[index]!;
  const layout = frame.view.board.layout;
  const names = makeNames(t, null, layout);
  const lines = frameText(id, frame, text, names);
  const points = pointsLeft(frame);
  const go = (to: number) => {
    setPlaying(false);
    setIndex(Math.max(0, Math.min(last, to)));
  };
  const toggle = () => {
    if (playing) setPlaying(false);
    else {
      if (index >= last) setIndex(0);
      setPlaying(true);
    }
  };
  return (
    <div
      ref={root}
      className="learn-example"
      role="group"
      aria-label={fill(text.label, { title: text[id].title })}
      data-example={id}
      data-step={frame.step}
    >
      <Board
        layout={layout}
        t={t}
        view={frame.view}
        characterOf={(seat) => seat}
        targets={id === 'movement' ? targets(frame, names, t) : undefined}
      />
      {id === 'movement' && (
        <p className="learn-example-points">
          {points === null ? text.pointsOver : fill(text.points, { mp: points })}
        </p>
      )}
      <div className="learn-example-controls">
        <button
          type="button"
          onClick={() => {
            go(index - 1);
          }}
          disabled={index === 0}
        >
          {text.previous}
        </button>
        <button type="button" onClick={toggle}>
          {playing ? text.pause : text.play}
        </button>
        <button
          type="button"
          onClick={() => {
            go(index + 1);
          }}
          disabled={index === last}
        >
          {text.next}
        </button>
        <span className="learn-example-position">
          {fill(text.position, { n: index + 1, total: frames.length })}
        </span>
      </div>
      <div className="learn-example-text" aria-live="polite">
        <p>{lines[0]}</p>
        {lines.length > 1 && (
          <ul>
            {lines.slice(1).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {id === 'blackout' && <EncounterPanel view={frame.view} names={names} onAct={ignore} />}
      {id === 'knife' && (
        <VotePanel view={frame.view} log={frame.log} names={names} deadline={null} onAct={ignore} />
      )}
    </div>
  );
}

const ignore = () => undefined;

/** Where the moving Character may step now, each with the game's words for the step. */
function targets(frame: Frame, names: Names, t: TFunction): ReadonlyMap<number, string> | undefined {
  if (pointsLeft(frame) === null || frame.targets.length === 0) return undefined;
  return new Map(frame.targets.map((loc) => [loc, t('actions.step', { loc: names.loc(loc) })]));
}
