// What the solo games' browser tests share (solo.test.ts, offline-solo.test.ts).
import type { Page } from 'playwright-core';

/** The actions stored for the game in this browser's IndexedDB (what a reload resumes from). */
export function storedActions(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (gameId) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('among-cultists-solo');
        open.onerror = () => {
          reject(new Error(String(open.error)));
        };
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => {
            resolve((get.result as { actions: unknown[] } | undefined)?.actions.length ?? -1);
            open.result.close();
          };
          get.onerror = () => {
            reject(new Error(String(get.error)));
          };
        };
      }),
    id,
  );
}
