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
import { assertRecordVerifies, storedActions } from './solo-shared.ts';

const solo = SOLO_TEXTS.en;
const app = appInChromium();

/**
 * Clicks offered actions (a seeded choice, never a hasty victory claim) until the end screen shows or `clicks`
 * were made; returns the clicks. Run inside the page: a round trip per click would make the test slow for
 * nothing (the game's own pace is the worker's, and a click on a view that has just changed is refused
 * as stale, as online).
 */
function play(page: Page, seed: number, clicks: number): Promise<number> {
  return page.evaluate(
    async ({ seed, clicks }) => {
      // xorshift32, written out: a function declared in here would need the test runner's helpers.
      let x = seed;
      const deadline = performance.now() + 40_000;
      let n = 0;
      while (n < clicks && document.querySelector('section.end') === null && performance.now() < deadline) {
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
    },
    { seed, clicks },
  );
}

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
