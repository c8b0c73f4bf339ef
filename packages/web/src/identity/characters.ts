/**
 * The ten Characters, one identity each (issue 26): a number (index + 1), a name (the same in every language,
 * from the protocol, which the server names bots by), the disc colour of the map, and the portrait drawn for
 * this project (Portrait.tsx draws it from these few parameters). Every place that shows a player reads its
 * Character here.
 */
import { CHARACTER_NAMES } from '@among-cultists/protocol/plain';
import { CHARACTER_FILL } from '../board/palette.ts';

export type HairStyle = 'short' | 'parted' | 'receding' | 'bob' | 'bun' | 'long';
export type Hat = 'fedora' | 'cloche' | 'boater' | 'beret' | 'mortarboard' | 'wrap';
export type Neckwear = 'tie' | 'bow' | 'pearls' | 'scarf';

/** How one portrait is drawn: each Character's outline differs by its hair, hat or face. */
export interface PortraitSpec {
  readonly skin: string;
  readonly hair: string;
  readonly style: HairStyle;
  readonly hat?: Hat;
  readonly hatColour?: string;
  readonly face?: 'moustache' | 'beard';
  readonly glasses?: true;
  readonly neck: Neckwear;
  /** The tie, bow, scarf or hat band. */
  readonly accent: string;
  readonly coat: string;
}

export interface Character {
  /** 0 to 9, as the protocol and the engine's seats carry it. */
  readonly index: number;
  /** What the game shows: the index + 1. */
  readonly number: number;
  readonly name: string;
  readonly colour: string;
  /** The number's colour on a badge of `colour`: black or white, whichever reads better. */
  readonly ink: string;
  readonly portrait: PortraitSpec;
}

const PORTRAITS: readonly PortraitSpec[] = [
  // Prof. Amara Okafor
  {
    skin: '#6a4128',
    hair: '#1a120d',
    style: 'short',
    hat: 'wrap',
    hatColour: '#d99a2b',
    neck: 'pearls',
    accent: '#8c3b1f',
    coat: '#3d4b3a',
  },
  // Dr. Henrik Lindqvist
  {
    skin: '#f0c8a4',
    hair: '#d8b56a',
    style: 'short',
    face: 'beard',
    neck: 'tie',
    accent: '#7a2430',
    coat: '#4b4f58',
  },
  // Miss Inês Carvalho
  {
    skin: '#c8966a',
    hair: '#2a1b12',
    style: 'bob',
    hat: 'cloche',
    hatColour: '#2f3b5c',
    neck: 'pearls',
    accent: '#c9a227',
    coat: '#6b2d4a',
  },
  // Mr. Rajan Mehta
  {
    skin: '#9a6440',
    hair: '#1b1410',
    style: 'short',
    hat: 'mortarboard',
    hatColour: '#1d1d22',
    neck: 'tie',
    accent: '#d9a21b',
    coat: '#2d3a52',
  },
  // Dr. Zofia Kowalczyk
  {
    skin: '#f2d0b4',
    hair: '#b4461f',
    style: 'bun',
    glasses: true,
    neck: 'scarf',
    accent: '#3f7d5c',
    coat: '#5a4632',
  },
  // Prof. Kenji Morimoto
  {
    skin: '#e2b98f',
    hair: '#a9a9a9',
    style: 'receding',
    face: 'moustache',
    glasses: true,
    neck: 'bow',
    accent: '#2c5d8f',
    coat: '#3b3b3b',
  },
  // Miss Eleanor Whitcombe
  {
    skin: '#f4d6c0',
    hair: '#7a4a26',
    style: 'long',
    hat: 'beret',
    hatColour: '#8a2432',
    neck: 'pearls',
    accent: '#8a2432',
    coat: '#2f4a3f',
  },
  // Mr. Tomás Echeverría
  {
    skin: '#c48c5e',
    hair: '#231710',
    style: 'parted',
    hat: 'fedora',
    hatColour: '#3a3430',
    face: 'moustache',
    neck: 'tie',
    accent: '#b07a2a',
    coat: '#4a3a2c',
  },
  // Dr. Layla Haddad
  {
    skin: '#b07850',
    hair: '#1c1410',
    style: 'bob',
    glasses: true,
    neck: 'scarf',
    accent: '#c24d6a',
    coat: '#24465a',
  },
  // Prof. Elijah Brooks
  {
    skin: '#5a3822',
    hair: '#cfcfcf',
    style: 'short',
    hat: 'boater',
    hatColour: '#e2c27a',
    face: 'moustache',
    neck: 'bow',
    accent: '#b8322a',
    coat: '#3a2f45',
  },
];

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const DARK = '#111111';
const LIGHT = '#ffffff';

export const CHARACTERS: readonly Character[] = CHARACTER_NAMES.map((name, index) => {
  const colour = CHARACTER_FILL[index]!;
  return {
    index,
    number: index + 1,
    name,
    colour,
    ink: contrast(colour, DARK) >= contrast(colour, LIGHT) ? DARK : LIGHT,
    portrait: PORTRAITS[index]!,
  };
});

/** A Character by its index; an index outside the ten (never sent by the server) wraps around. */
export function characterAt(index: number): Character {
  return CHARACTERS[((index % CHARACTERS.length) + CHARACTERS.length) % CHARACTERS.length]!;
}
