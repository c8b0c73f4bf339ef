/** @jsxRuntime automatic */
import type { GameIconName } from '../design/gameIcons.ts';

// The same sprite as GameIcon (design/game-icons.svg, an image asset): the glyphs are shared <symbol>s, none of
// their paths is in the JavaScript.
const SPRITE = new URL('../design/game-icons.svg', import.meta.url).href;

/** A game-icons.net glyph placed in a drawing, painted in `color`. */
export function Glyph(props: { name: GameIconName; x: number; y: number; size: number; color: string }) {
  const { name, x, y, size, color } = props;
  return (
    <use
      href={`${SPRITE}#${name}`}
      x={x}
      y={y}
      width={size}
      height={size}
      style={{ color }}
      data-glyph={name}
    />
  );
}
