/**
 * The game's vocabulary. Unions are derived from `as const` tuples so that code can both
 * iterate over the values and type-check against them.
 */

export const TEAMS = ['investigators', 'cultists'] as const;
export type Team = (typeof TEAMS)[number];

/** The twelve roles of the base game (inventory 1.21); `content/roles.ts` holds their properties. */
export const ROLES = [
  'investigator',
  'cultist',
  'seer',
  'radiantBeauty',
  'infected',
  'superGhost',
  'mechanic',
  'greenhorn',
  'butterfingers',
  'crybaby',
  'firestarter',
  'assassin',
] as const;
export type Role = (typeof ROLES)[number];

export const ENCOUNTER_CARDS = ['alive', 'dead'] as const;
export type EncounterCard = (typeof ENCOUNTER_CARDS)[number];

export const ROOM_CARDS = ['success', 'failure', 'sabotage'] as const;
export type RoomCard = (typeof ROOM_CARDS)[number];

export const CARD_KINDS = [...ENCOUNTER_CARDS, ...ROOM_CARDS] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A multiset of cards, e.g. a hand. Order never matters in a hand. */
export type CardCounts = Record<CardKind, number>;

/** PROF-GEN-06: the five Profession tokens of the Professions module (Mountains of Chaos). */
export const PROFESSIONS = ['mayor', 'detective', 'exorcist', 'profiler', 'saboteur'] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const COLOURS = ['lightblue', 'red', 'green', 'darkblue', 'pink', 'orange'] as const;
export type Colour = (typeof COLOURS)[number];

export const EVENTS = [
  'lightningStrike',
  'secretDoors',
  'noConnection',
  'falseEyes',
  'boostedMorale',
  'inControl',
  'portalOpens',
  'brokenPanes',
  'lostMorale',
  'mirror',
  // Mountains of Chaos (MOC-SETUP-04): in the Bag instead of False Eyes when the game uses it.
  'lifelines',
] as const;
export type EventId = (typeof EVENTS)[number];

export const PLAYER_COUNTS = [5, 6, 7, 8] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** A seat at the table, 0-based. Clockwise means increasing seat index (wrapping). */
export type Seat = number;
/** Index of a Location (Room or Hallway) in the layout's `locations` array. */
export type LocationId = number;

export type Viewer = Seat | 'spectator';

export function emptyCounts(): CardCounts {
  return { alive: 0, dead: 0, success: 0, failure: 0, sabotage: 0 };
}

export function isEncounterCard(card: CardKind): card is EncounterCard {
  return card === 'alive' || card === 'dead';
}

export function isRoomCard(card: CardKind): card is RoomCard {
  return card === 'success' || card === 'failure' || card === 'sabotage';
}
