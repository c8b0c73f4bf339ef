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
  // The glyphs of the drawn components (src/art/): the cards, the Event tokens, the Professions, the map's pieces.
  alive: { icon: 'heart-beats', author: 'Delapouite' },
  failure: { icon: 'cross-mark', author: 'Lorc' },
  sabotage: { icon: 'burning-book', author: 'Lorc' },
  unsafe: { icon: 'hazard-sign', author: 'Lorc' },
  lightningStrike: { icon: 'lightning-branches', author: 'Lorc' },
  secretDoors: { icon: 'secret-door', author: 'Delapouite' },
  noConnection: { icon: 'unplugged', author: 'Sbed' },
  falseEyes: { icon: 'evil-eyes', author: 'Skoll' },
  boostedMorale: { icon: 'thumb-up', author: 'Delapouite' },
  lostMorale: { icon: 'thumb-down', author: 'Delapouite' },
  inControl: { icon: 'ship-wheel', author: 'Delapouite' },
  brokenPanes: { icon: 'shattered-glass', author: 'Lorc' },
  mirror: { icon: 'mirror-mirror', author: 'Lorc' },
  lifelines: { icon: 'life-buoy', author: 'Delapouite' },
  elevator: { icon: 'elevator', author: 'Delapouite' },
  mayor: { icon: 'banging-gavel', author: 'Delapouite' },
  detective: { icon: 'sherlock-holmes', author: 'Delapouite' },
  exorcist: { icon: 'holy-water', author: 'Delapouite' },
  profiler: { icon: 'id-card', author: 'Delapouite' },
  saboteur: { icon: 'monkey-wrench', author: 'Delapouite' },
  // The sound control (an emoji speaker showed as an empty box where no emoji font is installed).
  soundOn: { icon: 'speaker', author: 'Delapouite' },
  soundOff: { icon: 'speaker-off', author: 'Delapouite' },
} as const satisfies Record<string, { icon: string; author: string }>;

export type GameIconName = keyof typeof GAME_ICONS;

/** Everyone whose icons we use, once each, in alphabetical order. */
export const GAME_ICON_AUTHORS: readonly string[] = [
  ...new Set(Object.values(GAME_ICONS).map((entry) => entry.author)),
].sort();
