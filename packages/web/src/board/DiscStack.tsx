/** @jsxRuntime automatic */
import { useState, type KeyboardEvent } from 'react';
import type { Point } from './camera.ts';

interface Props {
  readonly at: Point;
  readonly r: number;
  /** The stacked Characters' names, as their discs (under the chip) are named. */
  readonly names: readonly string[];
  /** "+3", and the chip's accessible name listing them. */
  readonly count: string;
  readonly label: string;
}

/** Height of one line of the list a chip opens (map units): the smallest label size and a little air. */
const LINE = 24;

/**
 * The Characters a crowded location cannot show apart at a size a phone reads, stacked under one chip
 * with their count: a tap or focus lists them beside it, Enter or Space toggles the list, Escape or
 * leaving closes it. Their discs stay in the document under the chip, so each is still named to a
 * screen reader and still slides when it moves.
 */
export function DiscStack({ at, r, names, count, label }: Props) {
  const [open, setOpen] = useState(false);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      setOpen((was) => !was);
    } else if (e.key === 'Escape') setOpen(false);
  };
  const width = Math.max(...names.map((n) => n.length)) * 10 + 16;
  return (
    <g className="disc-stack">
      <g
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-expanded={open}
        // A tap focuses the chip first (which opens the list): toggling on the click would close it again.
        onClick={() => {
          setOpen(true);
        }}
        onKeyDown={onKey}
        onFocus={() => {
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
        }}
      >
        <circle cx={at.x} cy={at.y} r={r} className="disc-stack-chip" />
        <text x={at.x} y={at.y} dy="0.35em" textAnchor="middle" aria-hidden="true">
          {count}
        </text>
      </g>
      {open && (
        <g className="disc-stack-list" role="list" aria-label={label}>
          <rect x={at.x + r + 4} y={at.y - r} width={width} height={names.length * LINE + 8} rx={4} />
          {names.map((n, i) => (
            <text key={n} role="listitem" x={at.x + r + 12} y={at.y - r + 4 + (i + 0.75) * LINE}>
              {n}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}
