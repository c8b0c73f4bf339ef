/** @jsxRuntime automatic */
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import { useTranslation } from 'react-i18next';
import { ArtSvg, type ArtProps } from './ArtSvg.tsx';
import { TokenDisc } from './events.tsx';
import { Glyph } from './Glyph.tsx';
import { BLOOD, BRASS, INK, NIGHT, PARCHMENT, VIOLET, WOOD } from './palette.ts';

/** The Knife: the First Player's marker, a blade in brass on a wooden disc. */
export function KnifeToken(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.knife')} width={48} height={48} kind="knife" {...rest}>
      <TokenDisc fill={WOOD} />
      <Glyph name="knife" x={10} y={10} size={28} color={PARCHMENT} />
    </ArtSvg>
  );
}

/**
 * The Vote token: active, brass with the ballot box; used this Round, turned over (night, a dashed ring and a
 * stroke across): the word says which, the shape too.
 */
export function VoteToken({ used = false, ...rest }: ArtProps & { used?: boolean }) {
  const { t } = useTranslation();
  return (
    <ArtSvg
      label={t(used ? 'art.voteUsed' : 'art.voteActive')}
      width={48}
      height={48}
      kind={used ? 'vote-used' : 'vote-active'}
      {...rest}
    >
      <circle cx={24} cy={24} r={22.5} fill={used ? NIGHT : BRASS} stroke={INK} strokeWidth={1.5} />
      <circle
        cx={24}
        cy={24}
        r={19}
        fill="none"
        stroke={used ? BRASS : INK}
        strokeWidth={1.2}
        strokeDasharray={used ? '3 3' : undefined}
      />
      <Glyph name="vote" x={12} y={12} size={24} color={used ? BRASS : INK} />
      {used && <path d="M12 36L36 12" stroke={PARCHMENT} strokeWidth={2.5} strokeLinecap="round" />}
    </ArtSvg>
  );
}

/** A Cultist token: the hooded figure in parchment on blood red; `count` when several lie together. */
export function CultistToken({ count, ...rest }: ArtProps & { count?: number }) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.cultist')} width={48} height={48} kind="cultist" {...rest}>
      <path
        d="M24 1.5l19.5 11.25v22.5L24 46.5 4.5 35.25v-22.5z"
        fill={BLOOD}
        stroke={INK}
        strokeWidth={1.5}
      />
      <Glyph name="cultist" x={11} y={10} size={26} color={PARCHMENT} />
      {count !== undefined && count > 1 && (
        <>
          <circle cx={38} cy={38} r={8} fill={PARCHMENT} stroke={INK} />
          <text x={38} y={41.5} textAnchor="middle" fontSize={10} fontWeight={700} fill={INK}>
            {count}
          </text>
        </>
      )}
    </ArtSvg>
  );
}

/** The Portal: a violet swirl of rings around its glyph. */
export function PortalArt(rest: ArtProps) {
  const { t } = useTranslation();
  return (
    <ArtSvg label={t('art.portal')} width={48} height={48} kind="portal" {...rest}>
      <circle cx={24} cy={24} r={22.5} fill={VIOLET} stroke={INK} strokeWidth={1.5} />
      <path
        d="M24 6a18 18 0 0 1 0 36a12 12 0 0 1 0-24a6 6 0 0 1 0 12"
        fill="none"
        stroke={BRASS}
        strokeWidth={1}
        opacity={0.7}
      />
      <Glyph name="portal" x={11} y={11} size={26} color={PARCHMENT} />
    </ArtSvg>
  );
}

/**
 * The Clock: a dial of the game's Rounds (MAX_ROUNDS), the past ones filled, the hand on the current one; the
 * number of the Round in the middle is what a reader reads, the hand what a glance sees.
 */
export function ClockArt({ round, ...rest }: ArtProps & { round: number }) {
  const { t } = useTranslation();
  const at = (i: number, r: number) => {
    const a = (2 * Math.PI * i) / MAX_ROUNDS - Math.PI / 2;
    return [24 + r * Math.cos(a), 24 + r * Math.sin(a)] as const;
  };
  const [hx, hy] = at(Math.max(0, round - 1), 13);
  return (
    <ArtSvg label={t('art.clock', { round, max: MAX_ROUNDS })} width={48} height={48} kind="clock" {...rest}>
      <circle cx={24} cy={24} r={22.5} fill={PARCHMENT} stroke={INK} strokeWidth={1.5} />
      <circle cx={24} cy={24} r={20} fill="none" stroke={BRASS} strokeWidth={1.5} />
      {Array.from({ length: MAX_ROUNDS }, (_, i) => {
        const [x, y] = at(i, 16.5);
        return (
          <circle
            key={i}
            cx={x}
            cy={y}
            r={2.3}
            fill={i < round ? INK : PARCHMENT}
            stroke={INK}
            strokeWidth={0.8}
          />
        );
      })}
      <path
        d={`M24 24L${hx.toFixed(1)} ${hy.toFixed(1)}`}
        stroke={BLOOD}
        strokeWidth={2}
        strokeLinecap="round"
      />
      <circle cx={24} cy={24} r={6.5} fill={PARCHMENT} stroke={INK} strokeWidth={0.8} />
      <text x={24} y={27.3} textAnchor="middle" fontSize={9} fontWeight={700} fill={INK}>
        {round}
      </text>
    </ArtSvg>
  );
}
