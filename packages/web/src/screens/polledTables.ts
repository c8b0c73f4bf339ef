import type { PublicTable, TablesQuery } from '@among-cultists/protocol';
import { useEffect, useState } from 'react';
import { api } from '../net/api.ts';

/** A list of public tables as last read: still loading, failed (shown, and tried again), or read. */
export type TablesLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'error' }
  | { readonly state: 'ok'; readonly tables: readonly PublicTable[] };

/**
 * The public tables `query` asks for (GET /api/tables), read now and again every `refreshMs` while the page is
 * visible, and at once when it becomes visible again: a hidden tab costs the server nothing. Shared by the open
 * tables' list and the games in progress (issue 30); `what` names the list in the console when a read fails.
 */
export function usePolledTables(query: TablesQuery, refreshMs: number, what: string): TablesLoad {
  const [load, setLoad] = useState<TablesLoad>({ state: 'loading' });
  const { players, map, language, state } = query;
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const filter: TablesQuery = {
      ...(players === undefined ? {} : { players }),
      ...(map === undefined ? {} : { map }),
      ...(language === undefined ? {} : { language }),
      ...(state === undefined ? {} : { state }),
    };
    const refresh = async (): Promise<void> => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      try {
        const list = await api.tables(filter);
        if (live) setLoad({ state: 'ok', tables: list.tables });
      } catch (error) {
        // Shown on the page, and tried again at the next refresh; said here for whoever reads the console.
        console.warn(`Among Cultists: ${what} could not be loaded`, error);
        if (live) setLoad({ state: 'error' });
      }
      if (live) timer = setTimeout(() => void refresh(), refreshMs);
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
  }, [players, map, language, state, refreshMs, what]);
  return load;
}
