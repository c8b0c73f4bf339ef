/** @jsxRuntime automatic */
import type { ViewedEvent } from '@among-cultists/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventText } from '../game/eventText.ts';
import { shownLog } from '../game/shownLog.ts';
import type { Names } from '../game/names.ts';

/**
 * The log as this player knows it, newest first. The list scrolls in its box, so it takes focus to be
 * scrolled by keyboard.
 */
export function LogPanel({ log, names }: { log: readonly ViewedEvent[]; names: Names }) {
  const { t } = useTranslation();
  // Newest first; a play logged for everyone and again, with its card, for the player is shown once.
  const shown = useMemo(() => shownLog(log).reverse(), [log]);
  return (
    <section className="panel log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      {log.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <ol reversed tabIndex={0}>
          {shown.map((e) => (
            <li key={e.seq}>
              <span className="round">{e.round}</span> {eventText(e, names)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
