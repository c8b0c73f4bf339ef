/** @jsxRuntime automatic */
import type { ViewedEvent } from '@among-cultists/engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventText } from '../game/eventText.ts';
import { shownLog } from '../game/shownLog.ts';
import type { Names } from '../game/names.ts';

/** What a seat learnt in the Night: hidden in the log as in the private panel, until tapped. */
const NIGHT_SECRETS: ReadonlySet<string> = new Set(['nightCultists', 'nightSeer']);

function NightSecret({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="secret-toggle"
        aria-pressed={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? t('night.secretHide') : t('night.secretShow')}
      </button>
      {open && <span className="secret"> {text}</span>}
    </>
  );
}

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
              <span className="round">{e.round}</span>{' '}
              {NIGHT_SECRETS.has(e.t) ? <NightSecret text={eventText(e, names)} /> : eventText(e, names)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
