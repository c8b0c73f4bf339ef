/** @jsxRuntime automatic */
import type { GameIconName } from './gameIcons.ts';

// The sprite is an image asset (Vite gives it a hashed address), fetched once, when a first icon shows.
const SPRITE = new URL('./game-icons.svg', import.meta.url).href;

/**
 * A game-icons.net symbol beside the words that say the same (never instead of them), in the colour of the text.
 */
export function GameIcon({ name }: { name: GameIconName }) {
  return (
    <svg className="game-icon" aria-hidden="true" focusable="false" data-icon={name}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
