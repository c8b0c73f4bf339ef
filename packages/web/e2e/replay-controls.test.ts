// End-to-end, the replay's controls: autoplay (Space, the play button, + and − for its speed), the list of
// shortcuts (? and its button, Escape), the tip on the keys shown once (in the first replay a browser opens, until
// the first move). A seeded random game is opened as a record file at /replay (the phone's controls: replay-phone.test).
// Screenshots: out/e2e/replay-controls-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { replayEn } from '../src/replay/text/en.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';
import { CONTROLS_GAME, openControlsGame, stepOf } from './replay-shared.ts';

const last = CONTROLS_GAME.actions.length;

/** Waits until the replay stands at a step past `step`. */
async function passed(page: Page, step: number): Promise<number> {
  await page.waitForFunction(
    (s) => Number(document.querySelector('main.replay')?.getAttribute('data-step')) > s,
    step,
  );
  return stepOf(page);
}

describe('the replay’s controls in Chromium', () => {
  const app = appInChromium();

  test('Space and the play button play and pause, + and − set the speed, ? lists the shortcuts, and the tip on the keys shows once', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    await page.goto(`${app.server.url}/replay`);
    await openControlsGame(page, replayEn.open.file);
    const main = page.locator('main.replay');
    const tip = page.getByRole('note').filter({ hasText: replayEn.nav.tip });

    // The tip shows in the first replay, and goes at the first move.
    await tip.waitFor();
    await page.locator('main.replay h1').click();
    await page.keyboard.press('ArrowRight');
    await page.locator('main.replay[data-step="1"]').waitFor();
    assert.equal(await tip.count(), 0, 'the tip is gone after the first move');

    // Faster (4×: a step every 375 ms), then Space plays: the steps go on by themselves.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    assert.equal(await main.getAttribute('data-speed'), '4', 'the fastest speed, and no further');
    await page.keyboard.press('-');
    await page.keyboard.press('+');
    await page.keyboard.press(' ');
    await page.locator('main.replay[data-playing="true"]').waitFor();
    const play = page.getByRole('button', { name: replayEn.nav.pause });
    await play.waitFor();
    const a = await passed(page, 1);
    await passed(page, a);
    // Space pauses; the play button says so.
    await page.keyboard.press(' ');
    await page.locator('main.replay[data-playing="false"]').waitFor();
    await page.getByRole('button', { name: replayEn.nav.play }).waitFor();
    // The speed is also a choice in the controls.
    await page.getByLabel(replayEn.nav.speed).selectOption('0.5');
    assert.equal(await main.getAttribute('data-speed'), '0.5');

    // At the end autoplay stops; played again from there, it starts over.
    await page.keyboard.press('End');
    await page.locator(`main.replay[data-step="${last}"]`).waitFor();
    await page.getByLabel(replayEn.nav.speed).selectOption('4');
    await page.getByRole('button', { name: replayEn.nav.play }).click();
    await page.locator('main.replay[data-playing="true"]').waitFor();
    await passed(page, 0);
    assert.ok((await stepOf(page)) < last, 'it started over');
    await page.getByRole('button', { name: replayEn.nav.pause }).click();
    await page.locator('main.replay[data-playing="false"]').waitFor();

    // The shortcuts: ? opens the list (it takes the focus), Escape closes it; its button opens it too.
    await page.locator('main.replay h1').click();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('region', { name: replayEn.shortcuts.title });
    await shortcuts.waitFor();
    for (const row of [replayEn.shortcuts.play, replayEn.shortcuts.speed, replayEn.shortcuts.ends])
      await shortcuts.getByText(row).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the replay with its shortcuts open');
    await screenshot(page, 'replay-controls-shortcuts', false);
    await page.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'detached' });
    const button = page.getByRole('button', { name: replayEn.shortcuts.button });
    assert.ok(
      await button.evaluate((e) => e === document.activeElement),
      'closed, the list gives the focus back to its button',
    );
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.click();
    await shortcuts.waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await shortcuts.getByRole('button', { name: replayEn.shortcuts.close }).click();
    await shortcuts.waitFor({ state: 'detached' });

    // Shown once: the next replay this browser opens has no tip.
    await page.reload();
    await openControlsGame(page, replayEn.open.file);
    await page.getByRole('button', { name: replayEn.shortcuts.button }).waitFor();
    assert.equal(await tip.count(), 0, 'no tip in the next replay');
    await context.close();
  });
});
