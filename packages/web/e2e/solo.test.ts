// Issue 31, solo: a game against bots played in the browser alone (engine and bots in a Web Worker), on a
// phone: chosen on /solo, played to its end by clicking the offered actions, reloaded mid-game and resumed
// from IndexedDB, its record downloaded and verified with the engine's verifier (what `among-cultists verify`
// runs), then opened in the replay, whose badge verifies it too. The page asks the server for nothing but the
// app's files (and the top bar's account, which the static build leaves out).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';
import { accessibilityViolations, appInChromium, openPlayer, PHONE } from './harness.ts';
import { assertRecordVerifies, playClicks, storedActions } from './solo-shared.ts';

const solo = SOLO_TEXTS.en;
const app = appInChromium();

/** Clicks offered actions until the end screen shows or `clicks` were made (solo-shared.ts `playClicks`). */
const play = (page: Page, seed: number, clicks: number): Promise<number> =>
  playClicks(page, { seed, clicks, stopAt: 'section.end', budgetMs: 40_000 });

describe('solo game in the browser (issue 31)', () => {
  it('plays against bots to the end on a phone, resumes after a reload, and its record verifies', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api') || url.pathname.startsWith('/ws')) asked.push(url.pathname);
    });
    try {
      await page.goto(`${app.server.url}/solo`);
      await page.getByRole('heading', { level: 1, name: solo.title }).waitFor();
      assert.deepEqual(await accessibilityViolations(page), [], 'the solo setup passes axe on a phone');
      await page.getByLabel(en.landing.name).fill('Ada');
      await page.getByRole('radio', { name: solo['pace.instant'] }).check();
      // Keyboard: the start button is reached and pressed like any other.
      await page.getByRole('button', { name: solo.start }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/solo\/solo-[0-9a-f]{16}$/);
      const id = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.locator('main.game').waitFor();

      assert.equal(await play(page, 31, 12), 12);
      const before = await storedActions(page, id);
      assert.ok(before > 0, 'the game is stored after its actions');
      await page.reload();
      await page.locator('main.game').waitFor();
      assert.equal(new URL(page.url()).pathname, `/solo/${id}`);
      assert.ok((await storedActions(page, id)) >= before, 'the reload resumed the stored game');

      await play(page, 32, 5_000);
      await page.locator('section.end').waitFor();
      assert.deepEqual(await accessibilityViolations(page), [], 'the end screen passes axe on a phone');

      await assertRecordVerifies(page, id);

      assert.deepEqual(
        asked.filter((path) => path !== '/api/account'),
        [],
        'a solo game asks the server for nothing',
      );
    } finally {
      await context.close();
    }
  });
});
