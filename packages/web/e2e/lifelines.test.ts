// End-to-end: the Lifelines option (Mountains of Chaos) from the landing page to a started game, on a
// phone, in Chromium against a real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import { labelStart, PageDriver, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

const app = appInChromium();

test('MOC-SETUP-04 a host ticks Lifelines on a phone, the lobby shows it and the game is played with it', async () => {
  const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
  try {
    const driver = new PageDriver(page, en);
    await startGame(app.server, driver, {
      name: 'Ada',
      players: 5,
      landing: async () => {
        const option = page.getByRole('checkbox', { name: en.landing.lifelines });
        // Not offered at 7 seats (MOC-SETUP-04, AMB-41), greyed with its reason; offered again at 5.
        await page.getByLabel(labelStart(en.landing.players)).selectOption('7');
        assert.ok(await option.isDisabled());
        // The hint that says why is the one the checkbox is described by.
        const hintId = await option.getAttribute('aria-describedby');
        assert.ok(hintId !== null);
        assert.equal(await page.locator(`[id="${hintId}"]`).textContent(), en.landing.lifelinesHint);
        await page.getByLabel(labelStart(en.landing.players)).selectOption('5');
        await option.check();
        assert.deepEqual(await accessibilityViolations(page), [], 'landing page with the option');
        await assertNoSidewaysScroll(page, 'the landing page');
        await screenshot(page, 'lifelines-landing-phone');
      },
      // The lobby names the option among the settings everyone sits down to.
      lobby: () => page.locator('dl.lobby-settings dt', { hasText: en.event.lifelines }).waitFor(),
    });
    const view = await driver.waitForView((v) => v.phase.kind !== 'over', 60_000);
    assert.equal(view.config.ruleset.lifelines, true);
    assert.equal(view.bag, 12);
  } finally {
    await context.close();
  }
});
