/** @jsxRuntime automatic */
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEEDS, type Speed } from './autoplay.ts';
import type { Mark } from './marks.ts';
import { MARK_GLYPH } from './MomentsPanel.tsx';
import { keyCommand, MOVES, swipeMove, type KeyCommand, type Move } from './nav.ts';
import { Shortcuts } from './Shortcuts.tsx';
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
 * The replay's controls: where we are, what happened at this step, the speed and the shortcuts' button, the
 * track with its marked moments, and the buttons (play or pause in the middle). Keys work anywhere on the page
 * (the page listens); a sideways swipe over this panel steps. The tip on the keys shows while `hint` is on.
 */
export function StepControls({
  step,
  last,
  round,
  happened,
  marks,
  rt,
  playing,
  speed,
  hint,
  help,
  onMove,
  onStep,
  onKey,
  onSpeed,
  onDismissHint,
}: {
  step: number;
  last: number;
  round: number;
  /** What this step did, as far as the lens may tell. */
  happened: string;
  marks: readonly Mark[];
  rt: ReplayT;
  playing: boolean;
  speed: Speed;
  /** Whether the tip on the keys shows (once). */
  hint: boolean;
  /** Whether the list of shortcuts is open. */
  help: boolean;
  onMove: (move: Move) => void;
  onStep: (step: number) => void;
  /** Play or pause, the speed up or down, the shortcuts shown or hidden. */
  onKey: (command: KeyCommand) => void;
  onSpeed: (speed: Speed) => void;
  onDismissHint: () => void;
}) {
  const { i18n } = useTranslation();
  const keys = useId();
  const helpId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  // The list of shortcuts takes the focus when it opens; closed, it gives it back to its button.
  const helpButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(help);
  useEffect(() => {
    if (wasOpen.current && !help) helpButton.current?.focus();
    wasOpen.current = help;
  }, [help]);
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
  // The track takes the replay's keys too (a Round for Page Up/Down, Space to play), not the slider's own jumps.
  const onTrackKey = (e: KeyboardEvent) => {
    const command = keyCommand(e.key, e.shiftKey);
    if (!command || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    onKey(command);
  };
  const button = (move: Move) => (
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
  );
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
      <div className="replay-top">
        <p className="replay-position">
          <strong>{position}</strong> <span className="replay-happened">{happened}</span>
        </p>
        <label className="replay-speed">
          <span className="sr-only">{rt('nav.speed')}</span>
          <select
            value={speed}
            onChange={(e) => {
              onSpeed(Number(e.target.value) as Speed);
            }}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {rt('nav.speedValue', { speed: number.format(s) })}
              </option>
            ))}
          </select>
        </label>
        <button
          ref={helpButton}
          type="button"
          className="small replay-help"
          aria-expanded={help}
          aria-controls={helpId}
          title={rt('shortcuts.title')}
          onClick={() => {
            onKey('help');
          }}
        >
          {rt('shortcuts.button')}
        </button>
      </div>
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
        {MOVES.slice(0, 3).map(button)}
        <button
          type="button"
          className="replay-play"
          aria-label={rt(playing ? 'nav.pause' : 'nav.play')}
          title={rt(playing ? 'nav.pause' : 'nav.play')}
          data-playing={playing}
          onClick={() => {
            onKey('toggle');
          }}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▷'}</span>
        </button>
        {MOVES.slice(3).map(button)}
      </div>
      {hint && (
        <p className="hint replay-tip" role="note">
          {rt('nav.tip')}{' '}
          <button type="button" className="small" onClick={onDismissHint}>
            {rt('nav.gotIt')}
          </button>
        </p>
      )}
      <span id={keys} hidden>
        {rt('nav.keys')}
      </span>
      {help && (
        <Shortcuts
          id={helpId}
          rt={rt}
          onClose={() => {
            onKey('help');
          }}
        />
      )}
    </section>
  );
}
