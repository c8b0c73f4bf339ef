/** @jsxRuntime automatic */
import type { PublicTable, TablesQuery } from '@among-cultists/protocol';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardName } from '../components/BoardSelect.tsx';
import { LANGUAGE_NAMES } from '../i18n/index.ts';
import { api } from '../net/api.ts';
import { gamePath, navigate } from '../router.ts';

/**
 * How often the list is read again while the page is shown: less often than the open tables' (a game in
 * progress stays for a long while), so that both lists together stay well within the server's limit.
 */
const REFRESH_MS = 30_000;

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'ok'; readonly tables: readonly PublicTable[] };

/**
 * Public games in progress (issue 30), with the open tables' filters, each with a Watch link that opens
 * the game as a spectator (`/g/<code>` without a seat). A game in streamer mode says how late its
 * spectators see it.
 */
export function PlayingTables({ query }: { query: TablesQuery }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const headingId = useId();
  const { players, map, language } = query;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const filter: TablesQuery = {
      ...(players === undefined ? {} : { players }),
      ...(map === undefined ? {} : { map }),
      ...(language === undefined ? {} : { language }),
      state: 'playing',
    };
    const refresh = async (): Promise<void> => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      try {
        const list = await api.tables(filter);
        if (live) setLoad({ state: 'ok', tables: list.tables });
      } catch (error) {
        // Shown on the page, and tried again at the next refresh; said here for whoever reads the console.
        console.warn('Among Cultists: the games in progress could not be loaded', error);
        if (live) setLoad({ state: 'error' });
      }
      if (live) timer = setTimeout(() => void refresh(), REFRESH_MS);
    };
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') void refresh();
    };
    void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [players, map, language]);

  const time = (at: number): string =>
    new Date(at).toLocaleTimeString(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit' });

  return (
    <section className="playing-tables" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('spectating.playingTitle')}</h3>
      <p className="hint">{t('spectating.playingIntro')}</p>
      {load.state === 'loading' && <p role="status">{t('publicTables.loading')}</p>}
      {load.state === 'error' && <p className="notice">{t('publicTables.loadError')}</p>}
      {load.state === 'ok' && load.tables.length === 0 && <p role="status">{t('spectating.playingNone')}</p>}
      {load.state === 'ok' && load.tables.length > 0 && (
        <ul className="table-list">
          {load.tables.map((table) => (
            <li key={table.id} className="table-row">
              <div>
                <strong>{t('publicTables.host', { name: table.hostName })}</strong>
                <span>
                  {boardName(t, table.map)} · {LANGUAGE_NAMES[table.language]} · {table.players}
                </span>
                {table.startedAt !== null && (
                  <span>{t('spectating.startedAt', { time: time(table.startedAt) })}</span>
                )}
                {table.spectatorDelay > 0 && (
                  <span>{t('spectating.delayed', { seconds: table.spectatorDelay })}</span>
                )}
              </div>
              <a
                className="watch"
                href={gamePath(table.id)}
                aria-label={t('spectating.watchLabel', { name: table.hostName, players: table.players })}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(gamePath(table.id));
                }}
              >
                {t('spectating.watch')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
