/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { GameIconName } from '../design/gameIcons.ts';
import { Glyph } from './Glyph.tsx';
import { INK, PARCHMENT } from './palette.ts';

/** Every card is drawn in a 60 × 84 box (the proportions of a playing card). */
export const CARD_W = 60;
export const CARD_H = 84;

/** Room for a word in the band: wider words are squeezed to fit rather than spill (German, Dutch). */
const BAND_TEXT = 42;

/**
 * The shared face of a card: parchment in a wooden edge, an inner rule and corners in the card's tone, its glyph in
 * the middle and its word on a band of its tone (parchment on the tone, at least 4.5:1).
 */
export function CardFrame(props: { tone: string; glyph: GameIconName; word: string; children?: ReactNode }) {
  const { tone, glyph, word, children } = props;
  // Cinzel capitals are about 0.8 em wide; only a long word is squeezed.
  const squeeze = word.length * 0.8 * 8 > BAND_TEXT;
  return (
    <>
      <rect x={1} y={1} width={58} height={82} rx={5} fill={PARCHMENT} stroke={INK} strokeWidth={1.5} />
      <rect x={5} y={5} width={50} height={74} rx={3} fill="none" stroke={tone} strokeWidth={1} />
      <path d="M5 13V5h8M47 5h8v8M55 71v8h-8M13 79H5v-8" fill="none" stroke={tone} strokeWidth={2.5} />
      <Glyph name={glyph} x={15} y={13} size={30} color={tone} />
      {children}
      <rect x={7} y={56} width={46} height={15} rx={2} fill={tone} />
      <text
        x={30}
        y={66.5}
        textAnchor="middle"
        fontSize={8}
        fontFamily="Cinzel, 'Times New Roman', serif"
        fontWeight={700}
        fill={PARCHMENT}
        {...(squeeze ? { textLength: BAND_TEXT, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {word}
      </text>
    </>
  );
}
