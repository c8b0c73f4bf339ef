// End-to-end, "learn to play" in a game: on a phone in Spanish the game screen shows the Round's event with its
// effect, the roles in play and the player's own ability, in Chromium against a real server (the /learn page:
// learn.test.ts). Screenshot: out/e2e/learn-game-phone-es.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlayerView } from '@among-cultists/engine';
import { es } from '../src/i18n/es.ts';
import { anyAction, PageDriver, picker, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

describe('learn to play', () => {
  const app = appInChromium();

  test('in a game on a phone in Spanish: the Round’s event with its effect, the roles in play, my ability', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'es-ES');
    const driver = new PageDriver(page, es);
    try {
      await startGame(app.server, driver, {
        name: 'Ana',
        landing: () => page.getByRole('radio', { name: es.preset.recommended }).check(),
      });
      // Play on until a Round's event is drawn, and stop in that Round's Action Phase.
      const drawn = (v: PlayerView) =>
        v.phase.kind === 'action' && v.clock[v.round - 1] != null && v.result === null;
      await driver.play(anyAction(picker(13)), drawn);
      const view = await driver.waitForView(drawn);
      const event = view.clock[view.round - 1]!;
      const shown = page.locator('.round-event');
      await shown.getByText(es.rules.event[event], { exact: false }).waitFor();
      // Every role in play, the Cultist first, each ability folded under its name.
      const roles = page.getByRole('region', { name: es.rules.ui.rolesInPlay });
      for (const role of view.config.specialRoles) {
        await roles.getByText(es.role[role], { exact: true }).click();
        await roles.getByText(es.rules.role[role]).waitFor();
      }
      // My own ability, under my covered role once uncovered.
      await page.getByRole('button', { name: es.me.showRole }).click();
      await page.locator('.private .ability').getByText(es.rules.role[view.me!.role]).waitFor();
      await roles.scrollIntoViewIfNeeded();
      await screenshot(page, 'learn-game-phone-es');
      assert.deepEqual(await accessibilityViolations(page), [], 'game screen with rule texts');
      await assertNoSidewaysScroll(page, 'game phone es');
    } finally {
      await context.close();
    }
  });
});
