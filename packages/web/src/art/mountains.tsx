/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { ArtSvg, type ArtProps } from './ArtSvg.tsx';
import { Glyph } from './Glyph.tsx';
import { BRASS, INK, PARCHMENT, SLATE, WOOD } from './palette.ts';

/**
 * The Revolving Door of Mountains of Chaos, seen from above: a drum with four leaves and the arrow of its turn
 * (it blocks one Hallway a Round, then turns). Drawn for this project.
 */
export function RevolvingDoorArt(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.door')} width={48} height={48} kind="door" {...rest}>
      <circle cx={24} cy={24} r={22.5} fill={WOOD} stroke={INK} strokeWidth={1.5} />
      <circle cx={24} cy={24} r={16} fill={PARCHMENT} stroke={INK} strokeWidth={1} />
      <path d="M12.7 12.7l22.6 22.6M35.3 12.7L12.7 35.3" stroke={INK} strokeWidth={3} strokeLinecap="round" />
      <circle cx={24} cy={24} r={3} fill={BRASS} stroke={INK} />
      <path d="M24 4.5a19.5 19.5 0 0 1 17.6 11.1" fill="none" stroke={BRASS} strokeWidth={2} />
      <path d="M43.8 13.4l-1 5.6l-4.5-3.4z" fill={BRASS} />
    </ArtSvg>
  );
}

/** An Elevator of Mountains of Chaos: its cage glyph on slate, between two brass rails. */
export function ElevatorArt(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.elevator')} width={48} height={48} kind="elevator" {...rest}>
      <rect x={1.5} y={1.5} width={45} height={45} rx={4} fill={SLATE} stroke={INK} strokeWidth={1.5} />
      <path d="M6 4v40M42 4v40" stroke={BRASS} strokeWidth={1.5} />
      <Glyph name="elevator" x={11} y={11} size={26} color={PARCHMENT} />
    </ArtSvg>
  );
}
