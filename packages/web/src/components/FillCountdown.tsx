/** @jsxRuntime automatic */
import type { BotStrength, Lobby } from '@among-cultists/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown.ts';

/**
 * Seconds left at which a screen reader hears how soon the bots come: a polite word at each, never one a
 * second (the visible clock ticks every second; read it any time).
 */
const SPOKEN_AT = [60, 30, 10] as const;

/**
 * What the live region says with `left` seconds to go: the smallest mark not yet passed ("under 30
 * seconds" from 30 down to 11), the start once the time is up, or nothing before the first mark. It
 * changes only when a mark is passed, so a polite region announces it only then.
 */
function fillStage(left: number): number | null {
  if (left <= 0) return 0;
  let stage: number | null = null;
  for (const mark of SPOKEN_AT) if (left <= mark) stage = mark;
  return stage;
}

/** The words for each strength of bots (the public tables' texts; the solo form says them too). */
const STRENGTH_KEYS = {
  random: 'publicTables.botsRandom',
  heuristic: 'publicTables.botsHeuristic',
  search: 'publicTables.botsSearch',
} as const satisfies Record<BotStrength, string>;

/** A strength of bots in the reader's words (the quick-play form, the lobby's settings). */
export function strengthText(t: TFunction, strength: BotStrength): string {
  return t(STRENGTH_KEYS[strength]);
}

/** m:ss, as a clock shows it. */
const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Quick play's countdown (issue 30) in the lobby, for everyone at the table: when bots fill the empty seats
 * and the game starts. The moment is the server's (`lobby.fillAt`, the same for every node and player).
 */
export function FillCountdown({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const left = useCountdown(lobby.status === 'lobby' ? (lobby.fillAt ?? null) : null);
  if (left === null) return null;
  const stage = fillStage(left);
  return (
    <>
      <p className="countdown fill-countdown">
        {left > 0 ? t('publicTables.fillCountdown', { time: clockText(left) }) : t('publicTables.fillNow')}
      </p>
      <p className="sr-only" role="status">
        {stage === null
          ? ''
          : stage === 0
            ? t('publicTables.fillNow')
            : t('publicTables.fillSpoken', { seconds: stage })}
      </p>
    </>
  );
}
