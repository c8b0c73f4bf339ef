import type { Colour } from '@among-cultists/engine';

/** Room colours, each also carried by an icon and a name on the map. */
export const ROOM_FILL: Record<Colour, string> = {
  lightblue: '#8fd0ee',
  red: '#e0736f',
  green: '#7cc47c',
  darkblue: '#5b78c9',
  pink: '#eba3cb',
  orange: '#f2b25c',
};

/** Ten Characters' colours, the rings of their portraits (identity/characters.ts), told apart by number too. */
export const CHARACTER_FILL = [
  '#f94144',
  '#f8961e',
  '#f9c74f',
  '#90be6d',
  '#43aa8b',
  '#4d908e',
  '#577590',
  '#277da1',
  '#9b5de5',
  '#f15bb5',
] as const;
