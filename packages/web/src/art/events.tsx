/** @jsxRuntime automatic */
import type { EventId } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { GameIconName } from '../design/gameIcons.ts';
import { ArtSvg, type ArtProps } from './ArtSvg.tsx';
import { Glyph } from './Glyph.tsx';
import { BRASS, INK, NIGHT, PARCHMENT } from './palette.ts';

/** Each Event's glyph (the sprite names them after the Events, design/gameIcons.ts; the Portal is the map's). */
export const EVENT_GLYPH: Readonly<Record<EventId, GameIconName>> = {
  lightningStrike: 'lightningStrike',
  secretDoors: 'secretDoors',
  noConnection: 'noConnection',
  falseEyes: 'falseEyes',
  boostedMorale: 'boostedMorale',
  inControl: 'inControl',
  portalOpens: 'portal',
  brokenPanes: 'brokenPanes',
  lostMorale: 'lostMorale',
  mirror: 'mirror',
  lifelines: 'lifelines',
};

/** A round token of the Bag: a night disc in a brass ring (48 × 48). */
function TokenDisc({ fill = NIGHT }: { fill?: string }) {
  return (
    <>
      <circle cx={24} cy={24} r={22.5} fill={fill} stroke={INK} strokeWidth={1.5} />
      <circle cx={24} cy={24} r={19} fill="none" stroke={BRASS} strokeWidth={1.2} />
    </>
  );
}

/** An Event token face up: its glyph in parchment on the night disc. */
export function EventToken({ id, ...rest }: ArtProps & { id: EventId }) {
  const { t } = useTranslation();
  return (
    <ArtSvg
      label={t('art.event', { event: t(`event.${id}`) })}
      width={48}
      height={48}
      kind={`event-${id}`}
      {...rest}
    >
      <TokenDisc />
      <Glyph name={EVENT_GLYPH[id]} x={11} y={11} size={26} color={PARCHMENT} />
    </ArtSvg>
  );
}

/** An Event token face down (in the Bag, or drawn and not shown): the Bag's glyph, the same for all. */
export function EventTokenBack(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.eventBack')} width={48} height={48} kind="event-back" {...rest}>
      <TokenDisc />
      <Glyph name="bag" x={14} y={14} size={20} color={BRASS} />
    </ArtSvg>
  );
}

export { TokenDisc };
