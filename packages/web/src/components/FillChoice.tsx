/** @jsxRuntime automatic */
import { BOT_STRENGTHS, type BotStrength } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { strengthText } from './FillCountdown.tsx';

/** A public table's countdown, when the player asks for one: a minute for strangers to come before the bots. */
const FILL_AFTER_SECONDS = 60;

/** Whether bots fill a new public table's empty seats after the countdown, and which (null: the server's). */
export interface Fill {
  readonly on: boolean;
  readonly strength: BotStrength | null;
}

export const NO_FILL: Fill = { on: false, strength: null };

/** The request's fields for a choice (quick play's and the create form's alike). */
export function fillRequest(fill: Fill): { fillAfterSeconds?: number; botStrength?: BotStrength } {
  if (!fill.on) return {};
  return {
    fillAfterSeconds: FILL_AFTER_SECONDS,
    ...(fill.strength === null ? {} : { botStrength: fill.strength }),
  };
}

/**
 * The choice of a countdown to bots for a new public table (issue 30): a checkbox, named by `label`, and once
 * it is ticked the bots' strength.
 */
export function FillChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Fill;
  onChange: (next: Fill) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="inline">
        <input
          type="checkbox"
          checked={value.on}
          onChange={(e) => {
            onChange({ ...value, on: e.target.checked });
          }}
        />
        {label}
      </label>
      {value.on && (
        <label>
          {t('publicTables.botStrength')}
          <select
            value={value.strength ?? ''}
            onChange={(e) => {
              const chosen = e.target.value;
              onChange({ ...value, strength: BOT_STRENGTHS.find((k) => k === chosen) ?? null });
            }}
          >
            <option value="">{t('publicTables.botsDefault')}</option>
            {BOT_STRENGTHS.map((k) => (
              <option key={k} value={k}>
                {strengthText(t, k)}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
