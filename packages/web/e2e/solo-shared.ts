// What the solo games' browser tests share (solo.test.ts, offline-solo.test.ts, pass-and-play.test.ts).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { verifyRecord, type GameOptions, type RecordedAction } from '@among-cultists/engine';
import type { Page } from 'playwright-core';
import { replayEn } from '../src/replay/text/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';

/**
 * Clicks offered actions (a seeded choice, never a hasty victory claim) until an element matching `stopAt`
 * shows, `clicks` were made or `budgetMs` passed; returns the clicks. Run inside the page: a round trip per
 * click would make the test slow for nothing (the game's own pace is the worker's, and a click on a view that
 * has just changed is refused as stale, as online).
 */
export function playClicks(
  page: Page,
  options: { seed: number; clicks: number; stopAt: string; budgetMs: number },
): Promise<number> {
  return page.evaluate(async ({ seed, clicks, stopAt, budgetMs }) => {
    // xorshift32, written out: a function declared in here would need the test runner's helpers.
    let x = seed;
    const deadline = performance.now() + budgetMs;
    let n = 0;
    while (n < clicks && document.querySelector(stopAt) === null && performance.now() < deadline) {
      const offered = [
        ...document.querySelectorAll<HTMLButtonElement>('main.game button[data-action]'),
      ].filter((b) => !b.disabled && b.offsetParent !== null);
      const calm = offered.filter((b) => !(b.dataset.action ?? '').includes('claimVictory'));
      const pool = calm.length > 0 ? calm : offered;
      if (pool.length > 0) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        pool[(x >>> 0) % pool.length]!.click();
        n += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return n;
  }, options);
}

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
