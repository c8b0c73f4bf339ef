/**
 * The symbols taken from game-icons.net (CC BY 3.0), by our name: which icon of the set and who drew it (the
 * About page credits them). Only these are extracted, into the sprite game-icons.svg (scripts/game-icons.ts),
 * which the browser fetches as an image asset: none of the set is in the JavaScript.
 */
export const GAME_ICONS = {
  knife: { icon: 'bowie-knife', author: 'Skoll' },
  vote: { icon: 'vote', author: 'Delapouite' },
  ghost: { icon: 'ghost', author: 'Lorc' },
  dead: { icon: 'death-skull', author: 'Sbed' },
  cultist: { icon: 'cultist', author: 'Skoll' },
  investigator: { icon: 'magnifying-glass', author: 'Lorc' },
  seer: { icon: 'crystal-ball', author: 'Lorc' },
  encounter: { icon: 'shaking-hands', author: 'Delapouite' },
  night: { icon: 'night-sky', author: 'Lorc' },
  light: { icon: 'candle-light', author: 'Lorc' },
  portal: { icon: 'magic-portal', author: 'Lorc' },
  book: { icon: 'open-book', author: 'Lorc' },
  pulse: { icon: 'pulse', author: 'Sbed' },
  bag: { icon: 'swap-bag', author: 'Lorc' },
} as const satisfies Record<string, { icon: string; author: string }>;

export type GameIconName = keyof typeof GAME_ICONS;

/** Everyone whose icons we use, once each, in alphabetical order. */
export const GAME_ICON_AUTHORS: readonly string[] = [
  ...new Set(Object.values(GAME_ICONS).map((entry) => entry.author)),
].sort();
