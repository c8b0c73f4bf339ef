/** @jsxRuntime automatic */
import type { ViewedEvent } from '@among-cultists/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionLabel } from '../game/actionLabel.ts';
import { eventText } from '../game/eventText.ts';
import { SecretToggle } from './SecretToggle.tsx';
import { shownLog } from '../game/shownLog.ts';
import type { Names } from '../game/names.ts';
import type { TimedOut } from '../net/connection.ts';

/** What a seat learnt in the Night: hidden in the log as in the private panel, until tapped. */
const NIGHT_SECRETS: ReadonlySet<string> = new Set(['nightCultists', 'nightSeer']);

/** "Time ran out: … was played for you", with the actions as the action panel names them. */
export function timedOutText(timedOut: TimedOut, names: Names): string {
  return names.t('log.timedOut', { actions: timedOut.actions.map((a) => actionLabel(a, names)).join(', ') });
}

type LogItem = ViewedEvent | { readonly timedOut: TimedOut; readonly round: number };

/** The log with each time-out of this seat placed after the entry it followed. */
function withTimeouts(log: readonly ViewedEvent[], timeouts: readonly TimedOut[]): LogItem[] {
  if (timeouts.length === 0) return [...log];
  const out: LogItem[] = [];
  let next = 0;
  const sorted = [...timeouts].sort((a, b) => a.afterSeq - b.afterSeq);
  for (const e of log) {
    while (next < sorted.length && sorted[next]!.afterSeq < e.seq) {
      out.push({ timedOut: sorted[next]!, round: out.at(-1)?.round ?? e.round });
      next++;
    }
    out.push(e);
  }
  for (; next < sorted.length; next++) out.push({ timedOut: sorted[next]!, round: log.at(-1)?.round ?? 1 });
  return out;
}

/**
 * The log as this player knows it, newest first. The list scrolls in its box, so it takes focus to be
 * scrolled by keyboard.
 */
export function LogPanel({
  log,
  names,
  timeouts = [],
}: {
  log: readonly ViewedEvent[];
  names: Names;
  timeouts?: readonly TimedOut[];
}) {
  const { t } = useTranslation();
  // Newest first; a play logged for everyone and again, with its card, for the player is shown once.
  const shown = useMemo(() => withTimeouts(shownLog(log), timeouts).reverse(), [log, timeouts]);
  return (
    <section className="panel log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      {log.length === 0 ? (
        <p>{t('log.empty')}</p>
      ) : (
        <ol reversed tabIndex={0}>
          {shown.map((item, i) => {
            // A Round's lines sit under its heading: a number in front of each line read as part of a
            // player's "7 · Marek" (issue 26).
            const head =
              i === 0 || shown[i - 1]!.round !== item.round ? (
                <li key={`round-${item.round}-${i}`} className="round-head">
                  {t('log.round', { n: item.round })}
                </li>
              ) : null;
            const line =
              'timedOut' in item ? (
                <li key={`timeout-${item.timedOut.afterSeq}`} className="timed-out">
                  {timedOutText(item.timedOut, names)}
                </li>
              ) : (
                <li key={item.seq}>
                  {NIGHT_SECRETS.has(item.t) ? (
                    <SecretToggle className="secret-toggle">
                      <span className="secret"> {eventText(item, names)}</span>
                    </SecretToggle>
                  ) : (
                    eventText(item, names)
                  )}
                </li>
              );
            return head === null ? line : [head, line];
          })}
        </ol>
      )}
    </section>
  );
}
