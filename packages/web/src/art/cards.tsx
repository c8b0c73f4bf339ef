/** @jsxRuntime automatic */
import { ROUTE_LINE_ROUNDS, type CardKind, type Colour } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { ROOM_FILL } from '../board/palette.ts';
import type { GameIconName } from '../design/gameIcons.ts';
import { ArtSvg, type ArtProps } from './ArtSvg.tsx';
import { CARD_H, CARD_W, CardFrame } from './CardFrame.tsx';
import { Glyph } from './Glyph.tsx';
import { BRASS, CARD_TONE, INK, NIGHT, PARCHMENT } from './palette.ts';

/** Each card kind's glyph: a heartbeat, a skull, the book that goes to the Bookshelf, a cross, a burning book. */
export const CARD_GLYPH: Readonly<Record<CardKind, GameIconName>> = {
  alive: 'alive',
  dead: 'dead',
  success: 'book',
  failure: 'failure',
  sabotage: 'sabotage',
};

/** A card face up: Alive, Dead, Success, Failure or Sabotage, named by the game's own word for it. */
export function CardFace({ kind, ...rest }: ArtProps & { kind: CardKind }) {
  const { t } = useTranslation();
  const word = t(`card.${kind}`);
  return (
    <ArtSvg
      label={t('art.card', { card: word })}
      width={CARD_W}
      height={CARD_H}
      kind={`card-${kind}`}
      {...rest}
    >
      <CardFrame tone={CARD_TONE[kind]} glyph={CARD_GLYPH[kind]} word={word} />
    </ArtSvg>
  );
}

/**
 * The emblem (an eye watching through a brass keyhole, public/favicon.svg) on the night blue of every card's back:
 * the same back for every card, as no card may be told from behind.
 */
export function CardBack(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.back')} width={CARD_W} height={CARD_H} kind="card-back" {...rest}>
      <BackFrame fill={NIGHT} />
      <path d="M30 22a9 9 0 0 1 5.3 16.3L38 56H22l2.7-17.7A9 9 0 0 1 30 22z" fill={BRASS} stroke={INK} />
      <path d="M22.5 31c4-5 11-5 15 0c-4 5-11 5-15 0z" fill={NIGHT} />
      <circle cx={30} cy={31} r={2.6} fill={BRASS} />
    </ArtSvg>
  );
}

/** The back of an Unsafe Passage card: the hazard sign on amber, so the deck is never mistaken for a hand's. */
export function UnsafeBack(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.unsafeBack')} width={CARD_W} height={CARD_H} kind="card-unsafe" {...rest}>
      <BackFrame fill="#6e4700" />
      <Glyph name="unsafe" x={14} y={26} size={32} color={PARCHMENT} />
    </ArtSvg>
  );
}

/** The edge and lattice of a card's back. */
function BackFrame({ fill }: { fill: string }) {
  return (
    <>
      <rect x={1} y={1} width={58} height={82} rx={5} fill={fill} stroke={INK} strokeWidth={1.5} />
      <rect x={5} y={5} width={50} height={74} rx={3} fill="none" stroke={BRASS} strokeWidth={1} />
      <path
        d="M5 20l15-15M5 40L40 5M5 60L55 10M5 79l50-50M25 79l30-30M45 79l10-10M55 20L40 5M55 40L20 5M55 60L5 10M55 79L5 29M35 79L5 49M15 79L5 69"
        stroke={BRASS}
        strokeWidth={0.4}
        opacity={0.5}
      />
    </>
  );
}

/**
 * A Route card: its four lines of room colours (rounds 1/5/9, 2/6/10, 3/7, 4/8), the current line marked by an
 * arrow and a brass bar. Each colour chip is outlined; the colours' words are in the accessible name (and beside
 * the card wherever the game shows it), so colour is not the only cue.
 */
export function RouteCard({
  lines,
  current,
  ...rest
}: ArtProps & { lines: readonly (readonly Colour[])[]; current?: number }) {
  const { t } = useTranslation();
  const label = [
    t('art.route'),
    ...lines.map((line, i) =>
      t('art.routeLine', {
        rounds: ROUTE_LINE_ROUNDS[i]?.join(' · ') ?? '',
        colours: line.map((c) => t(`colourName.${c}`)).join(', '),
      }),
    ),
  ].join('. ');
  return (
    <ArtSvg label={label} width={CARD_W} height={CARD_H} kind="route" {...rest}>
      <rect x={1} y={1} width={58} height={82} rx={5} fill={PARCHMENT} stroke={INK} strokeWidth={1.5} />
      <path d="M8 12h44" stroke={BRASS} strokeWidth={2} />
      {lines.map((line, i) => {
        const y = 22 + i * 17;
        return (
          <g key={i}>
            {i === current && (
              <>
                <rect x={5} y={y - 7} width={50} height={14} rx={2} fill={BRASS} opacity={0.45} />
                <path d={`M4 ${y - 4}l5 4l-5 4z`} fill={INK} />
              </>
            )}
            {line.map((colour, j) => (
              <circle
                key={j}
                cx={16 + j * 14}
                cy={y}
                r={5.5}
                fill={ROOM_FILL[colour]}
                stroke={INK}
                strokeWidth={1}
                data-colour={colour}
              />
            ))}
          </g>
        );
      })}
    </ArtSvg>
  );
}
