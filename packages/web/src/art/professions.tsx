/** @jsxRuntime automatic */
import type { Profession } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import type { GameIconName } from '../design/gameIcons.ts';
import { ArtSvg, type ArtProps } from './ArtSvg.tsx';
import { Glyph } from './Glyph.tsx';
import { BRASS, INK, NIGHT, PARCHMENT, WOOD } from './palette.ts';

/** Each Profession's glyph: a gavel, a deerstalker, holy water, a file card, a wrench. */
export const PROFESSION_GLYPH: Readonly<Record<Profession, GameIconName>> = {
  mayor: 'mayor',
  detective: 'detective',
  exorcist: 'exorcist',
  profiler: 'profiler',
  saboteur: 'saboteur',
};

// An octagon, so a Profession token is told from the round Event tokens by its shape too.
const OCTAGON = 'M16 1.5h16L46.5 16v16L32 46.5H16L1.5 32V16z';

/** A Profession token face up: its glyph in ink on brass. */
export function ProfessionToken({ profession, ...rest }: ArtProps & { profession: Profession }) {
  const { t } = useTranslation();
  const name = t(`professions.name.${profession}`);
  return (
    <ArtSvg
      label={t('art.profession', { profession: name })}
      width={48}
      height={48}
      kind={`profession-${profession}`}
      {...rest}
    >
      <path d={OCTAGON} fill={BRASS} stroke={INK} strokeWidth={1.5} />
      <path d={OCTAGON} fill="none" stroke={WOOD} strokeWidth={1} transform="translate(4.8 4.8) scale(0.8)" />
      <Glyph name={PROFESSION_GLYPH[profession]} x={11} y={11} size={26} color={INK} />
    </ArtSvg>
  );
}

/** A Profession token face down beside the map: the same back for all five. */
export function ProfessionTokenBack(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.professionBack')} width={48} height={48} kind="profession-back" {...rest}>
      <path d={OCTAGON} fill={NIGHT} stroke={INK} strokeWidth={1.5} />
      <path
        d={OCTAGON}
        fill="none"
        stroke={BRASS}
        strokeWidth={1.2}
        transform="translate(4.8 4.8) scale(0.8)"
      />
      <circle cx={24} cy={24} r={4} fill={PARCHMENT} />
    </ArtSvg>
  );
}
