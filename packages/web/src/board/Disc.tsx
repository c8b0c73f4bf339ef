/** @jsxRuntime automatic */
import { sharedEdge, type Layout } from '@among-cultists/engine/content';
import { useLayoutEffect, useRef } from 'react';
import type { Point } from './camera.ts';
import { DiscShape } from './symbols.tsx';

/** How long a token takes to slide to where it went. */
export const MOVE_MS = 450;

interface Props {
  readonly layout: Layout;
  readonly seat: number;
  readonly location: number;
  readonly at: Point;
  /** Radius: smaller in a crowded location (discLayout). */
  readonly r: number;
  readonly alive: boolean;
  readonly knife: boolean;
  readonly character: number;
  readonly label: string;
}

/**
 * The points a token passes going from `from` (at `start`) to `to` (at `end`): through the Door when the
 * two are neighbours (a step), straight otherwise (a teleport, or several steps seen at once).
 */
export function motionPath(layout: Layout, from: number, to: number, start: Point, end: Point): Point[] {
  const a = layout.locations[from]?.shape;
  const b = layout.locations[to]?.shape;
  if (a && b && layout.adjacent[from]?.includes(to) === true) {
    const door = sharedEdge(a, b);
    if (door.length > 0) return [start, door.mid, end];
  }
  return [start, end];
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One Character's disc; when its location changes it slides there along its path (not with reduced motion). */
export function Disc({ layout, seat, location, at, r, alive, knife, character, label }: Props) {
  const ref = useRef<SVGGElement>(null);
  const last = useRef<{ location: number; at: Point } | null>(null);
  useLayoutEffect(() => {
    const before = last.current;
    last.current = { location, at };
    const el = ref.current;
    if (!before || before.location === location || !el || reducedMotion()) return;
    // Keyframes are offsets from where the disc is now drawn, ending on it.
    const path = motionPath(layout, before.location, location, before.at, at);
    const frames = path.map((p) => ({ transform: `translate(${p.x - at.x}px, ${p.y - at.y}px)` }));
    el.animate(frames, { duration: MOVE_MS, easing: 'ease-in-out' });
  }, [layout, location, at]);
  return (
    <g
      ref={ref}
      data-seat={seat}
      data-location={layout.locations[location]?.id}
      className={alive ? 'disc' : 'disc ghost'}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <DiscShape cx={at.x} cy={at.y} r={r} character={character} alive={alive} knife={knife} />
    </g>
  );
}
