// End-to-end, staged moments (issue 26): a recorded game opened at /replay; one step forward onto an Encounter's
// passes stages the card passed face down, which a tap anywhere, Escape or the Skip button ends at once and which
// ends by itself within 1.5 s; a step back or a jump stages nothing; under reduced motion a still caption, nothing
// moving. Screenshot: out/e2e/stage-card.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { boardRef, SHIPPED_BOARD, type GameOptions } from '@among-cultists/engine';
import { en } from '../src/i18n/en.ts';
import { replayEn } from '../src/replay/text/en.ts';
import { MAX_MOMENT_MS, MOMENT_MS, STILL_MS } from '../src/stage/queue.ts';
import { commitmentOf, randomGame } from '../test/replay-game.ts';
import { picker } from './driver.ts';
import { appInChromium, openPlayer, PHONE } from './harness.ts';

const SHOTS = fileURLToPath(new URL('../../../out/e2e/', import.meta.url));

/** What the screen shows (the overlay is fixed to it), as out/e2e/<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Each scene as it ends (its brief animations run to their end).
  await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
}

/** A finished random game as a record, and the first step whose action makes an Encounter's passes public. */
function recordWithPass() {
  const seed = createHash('sha256').update('stage e2e').digest('hex');
  const options: GameOptions = { players: 5, roleSet: 'recommended', seed, board: boardRef(SHIPPED_BOARD) };
  const logEnds: number[] = [];
  const { actions, final } = randomGame(options, picker(7), (s) => logEnds.push(s.log.length));
  const step = logEnds.findIndex(
    (end, k) => k > 0 && final.log.slice(logEnds[k - 1], end).some((e) => e.t === 'cardGiven'),
  );
  assert.ok(step > 1, 'the game has an Encounter');
  return { record: { options, commitment: commitmentOf(seed), actions, chat: [] }, step };
}

describe('staged moments in Chromium', () => {
  const app = appInChromium();

  test('one step forward stages the pass face down; a tap, Escape or Skip ends it; a jump stages nothing; reduced motion is still', async () => {
    const { record, step } = recordWithPass();
    const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
    // The page's clock is the test's: a moment stays until the test moves time on (no race with a loaded machine).
    await page.clock.install();
    /** Opens the record at step `at` (a shared link's `?step=`), then stops the page's time. */
    const open = async (at: number) => {
      await page.clock.resume();
      await page.goto(`${app.server.url}/replay?step=${at}`);
      await page.getByLabel(replayEn.open.file).setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(record)),
      });
      await page.locator(`main.replay[data-step="${at}"]`).waitFor();
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
    };
    await open(step - 1);
    const stage = page.locator('.stage');
    const forward = async () => {
      await page.keyboard.press('ArrowRight');
      await page.locator(`main.replay[data-step="${step}"]`).waitFor();
    };
    const back = async () => {
      await page.keyboard.press('ArrowLeft');
      await page.locator(`main.replay[data-step="${step - 1}"]`).waitFor();
    };
    assert.equal(await stage.count(), 0, 'opening a replay stages nothing');

    // One step forward: the pass, face down (one card back for everyone), with a Skip button.
    await forward();
    await page.locator('.stage[data-moment="cardPassed"] .stage-slide').first().waitFor();
    assert.ok((await page.locator('.stage .stage-card-back').count()) > 0);
    // It lets every tap through, on its Skip button too: a control under it is never covered.
    assert.equal(await stage.evaluate((el) => getComputedStyle(el).pointerEvents), 'none');
    const skip = page.getByRole('button', { name: en.stage.skip });
    assert.equal(await skip.evaluate((el) => getComputedStyle(el).pointerEvents), 'none');
    await shot(page, 'stage-card');
    await page.keyboard.press('Escape');
    await stage.waitFor({ state: 'detached' });

    // A tap anywhere ends it (and reaches what it was meant for); so does the Skip button from the keyboard.
    await back();
    await forward();
    await stage.waitFor();
    await page.mouse.click(5, 300);
    await stage.waitFor({ state: 'detached' });
    await back();
    await forward();
    await skip.focus();
    await page.keyboard.press('Enter');
    await stage.waitFor({ state: 'detached' });

    // Left alone, it ends by itself: still there just before its time, gone at 1.5 s.
    await back();
    await forward();
    await stage.waitFor();
    await page.clock.runFor(MOMENT_MS.cardPassed - 100);
    assert.equal(await stage.count(), 1, 'not cut short');
    await page.clock.runFor(MAX_MOMENT_MS - MOMENT_MS.cardPassed + 100);
    await stage.waitFor({ state: 'detached' });

    // A step back or a jump to the end stages nothing.
    await back();
    await page.keyboard.press('End');
    await page.locator(`main.replay:not([data-step="${step - 1}"])`).waitFor();
    assert.equal(await stage.count(), 0, 'a jump stages nothing');

    // Reduced motion: a still caption, no scene, nothing animated, for STILL_MS.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Home');
    await page.locator('main.replay[data-step="0"]').waitFor();
    for (let k = 0; k < step - 1; k++) await page.keyboard.press('ArrowRight');
    await page.locator(`main.replay[data-step="${step - 1}"]`).waitFor();
    await page.keyboard.press('Escape');
    await stage.waitFor({ state: 'detached' });
    await forward();
    await page.locator('.stage.still .stage-caption').waitFor();
    assert.equal(await page.locator('.stage .stage-scene').count(), 0);
    assert.equal(
      await page.locator('.stage-card-panel').evaluate((el) => getComputedStyle(el).animationName),
      'none',
    );
    await page.clock.runFor(STILL_MS);
    await stage.waitFor({ state: 'detached' });

    // The last step in the dark theme: the end's moments (a screenshot to look at).
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
    const last = record.actions.length;
    await open(last - 1);
    await page.keyboard.press('ArrowRight');
    await page.locator(`main.replay[data-step="${last}"]`).waitFor();
    await stage.waitFor();
    await shot(page, 'stage-last-dark');
    await context.close();
  });
});
