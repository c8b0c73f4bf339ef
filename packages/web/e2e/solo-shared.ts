// What the solo games' browser tests share (solo.test.ts, offline-solo.test.ts).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { verifyRecord, type GameOptions, type RecordedAction } from '@among-cultists/engine';
import type { Page } from 'playwright-core';
import { replayEn } from '../src/replay/text/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';

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

/**
 * From a solo game's end screen (English): downloads its record and checks it is game `id` with every stored
 * action and replays to its end with the engine's verifier (what `among-cultists verify` runs), then opens it
 * in the replay, whose badge verifies it too. Online and offline, the record must come out the same way.
 */
export async function assertRecordVerifies(page: Page, id: string): Promise<void> {
  const solo = SOLO_TEXTS.en;
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: solo.download }).click();
  const record = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    id: string;
    options: GameOptions;
    commitment: string;
    actions: RecordedAction[];
  };
  assert.equal(record.id, id);
  assert.equal(record.actions.length, await storedActions(page, id));
  const verdict = verifyRecord(record);
  assert.equal(verdict.mismatch, null, JSON.stringify(verdict.mismatch));
  assert.ok(verdict.final?.result, 'the record replays to its end');

  await page.getByRole('button', { name: solo.replay }).click();
  await page.waitForURL(/\/replay$/);
  await page.getByText(replayEn.badge.verified).first().waitFor();
}
