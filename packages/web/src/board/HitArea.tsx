/** @jsxRuntime automatic */
import type { KeyboardEvent } from 'react';

/** The transparent button over a Location the viewer may move to: click, or Enter/Space on focus. */
export function HitArea({
  shape,
  label,
  pick,
  onKeyDown,
}: {
  shape: { x: number; y: number; w: number; h: number };
  label: string;
  pick: () => void;
  onKeyDown: ((e: KeyboardEvent) => void) | undefined;
}) {
  return (
    <rect
      className="hit"
      x={shape.x}
      y={shape.y}
      width={shape.w}
      height={shape.h}
      fill="transparent"
      role="button"
      aria-label={label}
      tabIndex={0}
      onClick={pick}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
    </rect>
  );
}
