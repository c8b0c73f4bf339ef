/** @jsxRuntime automatic */
import type { TablesQuery } from '@among-cultists/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boardName } from '../components/BoardSelect.tsx';
import { LANGUAGE_NAMES } from '../i18n/index.ts';
import { gamePath, navigate } from '../router.ts';
import { clockTime, PolledTableList } from '../screens/PolledTableList.tsx';
import { usePolledTables } from '../screens/polledTables.ts';

/**
 * How often the list is read again while the page is shown: less often than the open tables' (a game in
 * progress stays for a long while), so that both lists together stay well within the server's limit.
 */
const REFRESH_MS = 30_000;

/**
 * Public games in progress (issue 30), with the open tables' filters, each with a Watch link that opens
 * the game as a spectator (`/g/<code>` without a seat). A game in streamer mode says how late its
 * spectators see it.
 */
export function PlayingTables({ query }: { query: TablesQuery }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const load = usePolledTables({ ...query, state: 'playing' }, REFRESH_MS, 'the games in progress');

  return (
    <section className="playing-tables" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('spectating.playingTitle')}</h3>
      <p className="hint">{t('spectating.playingIntro')}</p>
      <PolledTableList
        load={load}
        none={t('spectating.playingNone')}
        details={(table) => (
          <>
            <span>
              {boardName(t, table.map)} · {LANGUAGE_NAMES[table.language]} · {table.players}
            </span>
            {table.startedAt !== null && (
              <span>
                {t('spectating.startedAt', { time: clockTime(table.startedAt, i18n.resolvedLanguage) })}
              </span>
            )}
            {table.spectatorDelay > 0 && (
              <span>{t('spectating.delayed', { seconds: table.spectatorDelay })}</span>
            )}
          </>
        )}
        action={(table) => (
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
        )}
      />
    </section>
  );
}
