// Issue 31's done-when: a browser loads the app from the real server, the service worker installs, the server is
// STOPPED (offlineApp), and then, with no server at all, a solo game against bots is played to its end, reloaded
// mid-game and resumed from the browser's storage, and its record (downloaded) verifies with the engine's
// verifier and in the replay. The browser installs nothing else meanwhile: everything comes from what the worker
// precached. (The same game online: solo.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';
import { picker } from './driver.ts';
import { screenshot } from './harness.ts';
import { offlineApp } from './pwa-shared.ts';
import { assertRecordVerifies, storedActions } from './solo-shared.ts';

const app = offlineApp();

/**
 * Clicks the offered actions (a seeded choice, a victory claim only when nothing else is offered) until the end
 * screen shows or `clicks` have been made.
 */
async function playUntilEnd(page: Page, pick: (n: number) => number, clicks: number): Promise<void> {
  const end = page.locator('section.end');
  for (let n = 0; n < clicks;) {
    if (await end.isVisible()) return;
    const offered = page.locator('main.game button[data-action]:enabled:visible');
    const labels = await offered.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('data-action') ?? ''),
    );
    if (labels.length === 0) {
      // The bots' turn in the worker: the page is asked again at its next frame, not after a fixed wait.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      continue;
    }
    const calm = labels.flatMap((label, i) => (label.includes('claimVictory') ? [] : [i]));
    const choice = calm.length > 0 ? calm[pick(calm.length)]! : pick(labels.length);
    try {
      await offered.nth(choice).click({ timeout: 1_000 });
      n += 1;
    } catch {
      // The game moved on (a bot acted) before the click: the buttons are read again.
    }
  }
}

test('with the server stopped: a solo game against bots to its end, reloaded mid-game and resumed, its record verified', async () => {
  await assert.rejects(fetch(`${app.url}/`), 'the server is stopped');
  const solo = SOLO_TEXTS.en;
  const page = await app.context.newPage();
  page.setDefaultTimeout(20_000);
  const fromNetwork: string[] = [];
  page.on('requestfailed', (request) => fromNetwork.push(new URL(request.url()).pathname));

  const opened = await page.goto(`${app.url}/solo`);
  assert.equal(opened?.fromServiceWorker(), true);
  await page.getByRole('heading', { level: 1, name: solo.title }).waitFor();
  await page.getByLabel(en.landing.name).fill('Ada');
  await page.getByRole('radio', { name: solo['pace.instant'] }).check();
  await page.getByRole('button', { name: solo.start }).click();
  await page.waitForURL(/\/solo\/solo-[0-9a-f]{16}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.locator('main.game').waitFor();

  const pick = picker(3131);
  await playUntilEnd(page, pick, 10);
  const before = await storedActions(page, id);
  assert.ok(before > 0, 'the game is stored after its first actions');
  await screenshot(page, 'offline-solo-mid-game');

  // Mid-game, offline: the page comes back from the worker and the game from IndexedDB.
  const reloaded = await page.reload();
  assert.equal(reloaded?.fromServiceWorker(), true);
  await page.locator('main.game').waitFor();
  assert.equal(new URL(page.url()).pathname, `/solo/${id}`);
  assert.ok((await storedActions(page, id)) >= before, 'the reload resumed the stored game, not a new one');

  await playUntilEnd(page, pick, 2_000);
  await page.locator('section.end').waitFor();
  await screenshot(page, 'offline-solo-end');

  // The record verifies, and the replay, offline too, verifies it in the browser.
  await assertRecordVerifies(page, id);

  // Nothing of the app failed to load: only the server's own paths (the top bar's account) found nobody.
  assert.deepEqual(
    fromNetwork.filter((path) => !/^\/(api|ws)(\/|$)/.test(path)),
    [],
  );
});
