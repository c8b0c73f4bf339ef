/**
 * The drawn components' own colours, the same in both themes (a card on a table does not change with the room's
 * light; docs/design.md). Every text drawn on art is PARCHMENT on a tone or INK on PARCHMENT, each at least 4.5:1
 * (test/art.test.tsx measures them); a tone is never the only cue: each face also has its glyph and its word.
 */
import type { CardKind } from '@among-cultists/engine';

export const PARCHMENT = '#f3ead6';
export const INK = '#221910';
export const WOOD = '#5a4330';
export const BRASS = '#c9962e';
export const NIGHT = '#1d1822';
export const BLOOD = '#8c1c13';
export const VIOLET = '#5b2f8f';
export const SLATE = '#3c4a57';

/** Each card's tone: the band of its word and the colour of its glyph on the parchment. */
export const CARD_TONE: Readonly<Record<CardKind, string>> = {
  alive: '#2f6b3a',
  dead: BLOOD,
  success: '#1a566a',
  failure: '#5a4632',
  sabotage: '#67399c',
};

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
