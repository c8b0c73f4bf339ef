/** @jsxRuntime automatic */
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Mark } from './marks.ts';
import { MARK_GLYPH } from './MomentsPanel.tsx';
import { keyMove, MOVES, swipeMove, type Move } from './nav.ts';
import type { ReplayT } from './text/index.ts';

const GLYPH: Readonly<Record<Move, string>> = {
  // Drawn from two shapes every font has (U+FE0E: as text, not emoji, so they take the button's colour).
  first: '|◀\uFE0E',
  prevRound: '◀\uFE0E◀\uFE0E',
  prev: '◀\uFE0E',
  next: '▶\uFE0E',
  nextRound: '▶\uFE0E▶\uFE0E',
  last: '▶\uFE0E|',
};

/** Moves that cannot go further from here (at the start, back; at the end, on). */
function blocked(move: Move, step: number, last: number): boolean {
  return move === 'first' || move === 'prevRound' || move === 'prev' ? step === 0 : step === last;
}

/**
 * The replay's controls: where we are, what happened at this step, the track with its marked moments, and
 * the buttons. Keys work anywhere on the page (the page listens); a sideways swipe over this panel steps.
 */
export function StepControls({
  step,
  last,
  round,
  happened,
  marks,
  rt,
  onMove,
  onStep,
}: {
  step: number;
  last: number;
  round: number;
  /** What this step did, as far as the lens may tell. */
  happened: string;
  marks: readonly Mark[];
  rt: ReplayT;
  onMove: (move: Move) => void;
  onStep: (step: number) => void;
}) {
  const keys = useId();
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const position = rt('nav.position', { step, last, round });
  const onPointerDown = (e: PointerEvent) => {
    // The track's own drag and mouse text selection are not swipes.
    if (e.pointerType === 'mouse' || (e.target as Element).closest('input')) return;
    start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (from?.id !== e.pointerId) return;
    const move = swipeMove(e.clientX - from.x, e.clientY - from.y);
    if (move) onMove(move);
  };
  // The track takes the replay's keys too (a Round for Page Up/Down), not the slider's own jumps.
  const onTrackKey = (e: KeyboardEvent) => {
    const move = keyMove(e.key, e.shiftKey);
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onMove(move);
  };
  return (
    <section
      className="panel replay-controls"
      aria-label={rt('nav.controls')}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
      <p className="replay-position">
        <strong>{position}</strong> <span className="replay-happened">{happened}</span>
      </p>
      <div className="track">
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          aria-label={rt('nav.track')}
          aria-valuetext={position}
          aria-describedby={keys}
          onChange={(e) => {
            onStep(Number(e.target.value));
          }}
          onKeyDown={onTrackKey}
        />
        <div className="track-marks" aria-hidden="true">
          {marks.map((m, i) => (
            <span
              key={i}
              className={`tick ${m.kind}`}
              style={{ left: `${last === 0 ? 0 : (100 * m.step) / last}%` }}
            >
              {MARK_GLYPH[m.kind]}
            </span>
          ))}
        </div>
      </div>
      <div className="replay-buttons" role="group" aria-label={rt('nav.controls')}>
        {MOVES.map((move) => (
          <button
            key={move}
            type="button"
            data-move={move}
            aria-label={rt(`nav.${move}`)}
            title={rt(`nav.${move}`)}
            aria-disabled={blocked(move, step, last)}
            onClick={() => {
              onMove(move);
            }}
          >
            <span aria-hidden="true">{GLYPH[move]}</span>
          </button>
        ))}
      </div>
      <p id={keys} className="hint replay-keys">
        {rt('nav.keys')}
      </p>
    </section>
  );
}
