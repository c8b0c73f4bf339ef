/** @jsxRuntime automatic */
import { SPECTATOR_DELAYS } from '@among-cultists/protocol/plain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** A spectator delay the host may choose (seconds; the server's own bound may be lower). */
export type SpectatorDelay = (typeof SPECTATOR_DELAYS)[number];

/** How late spectators see the game, in the reader's words ("30 seconds late", "as it happens"). */
export function delayText(t: TFunction, seconds: number): string {
  return seconds === 0
    ? t('spectating.delayNone')
    : seconds < 60
      ? t('spectating.delaySeconds', { seconds })
      : t('spectating.delayMinutes', { count: seconds / 60 });
}

const isDelay = (n: number): n is SpectatorDelay => (SPECTATOR_DELAYS as readonly number[]).includes(n);

/**
 * Streamer mode's choice in the create form (issue 30): how late a public table's spectators see the game.
 * A plain select, so that the keyboard and screen readers use it as any other; its hint says why.
 */
export function DelayChoice({
  value,
  onChange,
}: {
  value: SpectatorDelay;
  onChange: (delay: SpectatorDelay) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = (seconds: number): string => delayText(t, seconds);
  return (
    <>
      <label>
        {t('spectating.delay')}
        <select
          value={value}
          aria-describedby={hintId}
          onChange={(e) => {
            const chosen = Number(e.target.value);
            if (isDelay(chosen)) onChange(chosen);
          }}
        >
          {SPECTATOR_DELAYS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {label(seconds)}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" id={hintId}>
        {t('spectating.delayHint')}
      </p>
    </>
  );
}
