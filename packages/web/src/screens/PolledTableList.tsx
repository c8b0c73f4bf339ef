/** @jsxRuntime automatic */
import type { PublicTable } from '@among-cultists/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablesLoad } from './polledTables.ts';

/**
 * A polled list of public tables as a page shows it: loading, a failed read, none, or a row per table with its
 * host, what the list tells of it and its action. The open tables and the games in progress are read alike
 * (usePolledTables), so they render here alike too: only the empty text, the details and the action differ.
 */
export function PolledTableList({
  load,
  none,
  details,
  action,
}: {
  load: TablesLoad;
  /** Said when the list is read and empty. */
  none: string;
  /** What a row tells of its table, below the host's name. */
  details: (table: PublicTable) => ReactNode;
  /** A row's link or button. */
  action: (table: PublicTable) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {load.state === 'loading' && <p role="status">{t('publicTables.loading')}</p>}
      {load.state === 'error' && <p className="notice">{t('publicTables.loadError')}</p>}
      {load.state === 'ok' && load.tables.length === 0 && <p role="status">{none}</p>}
      {load.state === 'ok' && load.tables.length > 0 && (
        <ul className="table-list">
          {load.tables.map((table) => (
            <li key={table.id} className="table-row">
              <div>
                <strong>{t('publicTables.host', { name: table.hostName })}</strong>
                {details(table)}
              </div>
              {action(table)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A moment as the lists show it (hours and minutes, in the page's language). */
export function clockTime(at: number, language: string | undefined): string {
  return new Date(at).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
}
