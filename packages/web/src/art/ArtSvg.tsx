/** @jsxRuntime automatic */
import type { ReactNode } from 'react';

/** What every drawn component takes. */
export interface ArtProps {
  /** Shown beside words that say the same: hidden from screen readers (else it is an image with its name). */
  readonly decorative?: boolean;
  /** Height in CSS pixels (the width follows the drawing's proportions). */
  readonly size?: number;
  readonly className?: string;
  /** Where it stands inside another drawing (the map): its top left corner in that drawing's units. */
  readonly at?: { readonly x: number; readonly y: number };
}

/**
 * The outer <svg> of every drawn component: its box, and its accessible name (role="img" + aria-label) unless it
 * stands beside words that say the same.
 */
export function ArtSvg(
  props: ArtProps & { label: string; width: number; height: number; kind: string; children: ReactNode },
) {
  const { label, width, height, kind, decorative = false, size = height, className, at, children } = props;
  const a11y = decorative
    ? ({ 'aria-hidden': true, focusable: false } as const)
    : ({ role: 'img', 'aria-label': label } as const);
  return (
    <svg
      {...at}
      viewBox={`0 0 ${width} ${height}`}
      width={Math.round((size * width) / height)}
      height={size}
      className={className === undefined ? 'art' : `art ${className}`}
      data-art={kind}
      {...a11y}
    >
      {children}
    </svg>
  );
}
