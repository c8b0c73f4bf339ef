// End-to-end, the replay on a phone (390×844): its controls take at most 15% of the screen (the tip on the keys
// and the shortcuts open over the page, above them), the step and the Round read whole, at the start, along the
// game and at its end, through the truth and a seat's lens, in German. A seeded random game is opened as a record
// file at /replay. Screenshots: out/e2e/replay-controls-phone*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { replayDe } from '../src/replay/text/de.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  openPlayer,
  screenshot,
} from './harness.ts';
import { CONTROLS_GAME, openControlsGame } from './replay-shared.ts';

const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const last = CONTROLS_GAME.actions.length;

describe('the replay on a phone in Chromium', () => {
  const app = appInChromium();

  test('on a phone (390×844) the controls take at most 15% of the screen, through the truth and a seat’s lens, along the game', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE_390, 'de-DE');
    await page.goto(`${app.server.url}/replay`);
    await openControlsGame(page, replayDe.open.file);
    const controls = page.locator('.replay-controls');
    const limit = 0.15 * PHONE_390.viewport.height;
    const measure = async (where: string) => {
      const box = (await controls.boundingBox())!;
      assert.ok(box.height <= limit, `${where}: the controls are ${box.height} px high (at most ${limit})`);
      // They stay at the bottom of the screen, whole.
      assert.ok(box.y + box.height <= PHONE_390.viewport.height + 0.5, `${where}: below the screen`);
      // The step and the Round are read whole (what happened may be cut: it is read whole aloud).
      const cut = await page
        .locator('.replay-position strong')
        .evaluate((e) => e.scrollWidth > e.clientWidth + 1);
      assert.equal(cut, false, `${where}: the step and the Round are cut`);
    };
    // With the tip shown (it opens over the page, above the controls).
    await page.getByRole('note').filter({ hasText: replayDe.nav.tip }).waitFor();
    await measure('with the tip');
    await screenshot(page, 'replay-controls-phone-tip', false);
    const lens = page.getByLabel(replayDe.lens.label);
    for (const [l, steps] of [
      ['truth', [0, Math.floor(last / 2), last]],
      ['seat0', [Math.floor(last / 3), last]],
    ] as const) {
      await lens.selectOption(l);
      await page.locator(`main.replay[data-lens="${l}"]`).waitFor();
      for (const step of steps) {
        await page.getByRole('slider', { name: replayDe.nav.track }).fill(String(step));
        await page.locator(`main.replay[data-step="${step}"]`).waitFor();
        await measure(`lens ${l}, step ${step}`);
      }
    }
    await assertNoSidewaysScroll(page, 'the replay on a 390 px phone');
    await screenshot(page, 'replay-controls-phone', false);
    assert.deepEqual(await accessibilityViolations(page), [], 'the replay on a phone');
    await context.close();
  });
});
