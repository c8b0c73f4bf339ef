// End-to-end, replays: a bot game played to its end on a real server (its bots quick) is replayed
// in Chromium at /replay/<code>: deal verified in the browser, the same end as in Node, stepped by keyboard and
// by swipe, seen through each lens. Random games and the stored test games opened as files: replay-random.test.ts
// and replay-golden.test.ts. Screenshots: out/e2e/replay-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import { replayEn } from '../src/replay/text/en.ts';
import { anyAction, PageDriver, picker, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  DESKTOP,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';
import { nodeDigest, replayed, roundsOf, stepOf, waitForStep, type ServerRecord } from './replay-shared.ts';

describe('replays in Chromium', () => {
  // Bots that answer at once: the whole bot game is played and replayed (no course is fixed: bots vary).
  const app = appInChromium({ botDelayMs: [0, 2] });

  test('a bot game played to its end replays at /replay/<code>: deal verified, the same end as in Node, keys, lenses, a swipe', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const driver = new PageDriver(page, en);
    // Seven players: two Cultists, so no sole Cultist's claim ends the game in its first Round. The
    // Investigators can still find both Cultists in it (20 random games in 3,000 do): the keys below need a
    // second Round, so such a game is played again, a new one from the landing page.
    let code = '';
    for (let attempt = 1; ; attempt++) {
      driver.latest = null;
      ({ code } = await startGame(app.server, driver, { name: 'Ada', players: 7 }));
      await page.getByLabel(en.chat.placeholder).fill('Good luck, all');
      await page.getByRole('button', { name: en.chat.send }).click();
      await driver.play(anyAction(picker(5 + attempt)));
      await page.getByRole('region', { name: en.end.title }).waitFor();
      const played = (await (
        await fetch(`${app.server.url}/api/games/${code}/record`)
      ).json()) as ServerRecord;
      const rounds = roundsOf(played);
      // Where the test's Round keys will land (roundOn below): a second Round, not in the game's last steps.
      const second = rounds.findIndex((r) => r > rounds[1]!);
      if (second >= 0 && second < played.actions.length - 2) break;
      assert.ok(attempt < 4, 'four games in a row ended in their first Round');
    }

    // The end screen links to the replay.
    await page.getByRole('link', { name: en.replayEntry.watch }).click();
    await page.waitForURL(new RegExp(`/replay/${code}$`));
    const { deal, digest } = await replayed(page);
    assert.equal(deal, 'verified');
    await page.getByText(replayEn.badge.verified).waitFor();
    const record = (await (await fetch(`${app.server.url}/api/games/${code}/record`)).json()) as ServerRecord;
    assert.ok(
      record.actions.every((a, i) => typeof a.at === 'number' && a.at >= (record.actions[i - 1]?.at ?? 0)),
    );
    assert.equal(digest, await nodeDigest(record), 'the browser’s replay ends where Node’s does');
    assert.ok(record.chat.some((l) => l.text === 'Good luck, all'));
    assert.equal(
      await page.getByText(replayEn.chat.whole).count(),
      0,
      'the chat is placed by the actions’ times',
    );
    assert.deepEqual(await accessibilityViolations(page), [], 'replay page');
    await screenshot(page, 'replay-desktop-start');

    // Keys: a step, a Round, the ends (the page has the focus, not a control).
    const rounds = roundsOf(record);
    const last = record.actions.length;
    await page.locator('main.replay h1').click();
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 1);
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 1);
    // Where a Round on and a Round back land, worked out here from the Rounds (a game may end in its first one).
    const roundOn = (k: number): number => {
      const next = rounds.findIndex((r) => r > rounds[k]!);
      return next < 0 ? last : next;
    };
    const roundBack = (k: number): number => {
      const start = rounds.indexOf(rounds[k]!);
      return start < k || k === 0 ? start : rounds.indexOf(rounds[k - 1]!);
    };
    const round2 = roundOn(1);
    assert.ok(round2 < last - 2, 'the game lasted more than a Round');
    await page.keyboard.press('PageDown');
    await waitForStep(page, round2);
    await page.keyboard.press('Shift+ArrowRight');
    const round3 = roundOn(round2);
    await waitForStep(page, round3);
    await page.keyboard.press('Shift+ArrowLeft');
    await waitForStep(page, roundBack(round3));
    await page.keyboard.press('End');
    await waitForStep(page, last);
    await page.getByText('Good luck, all').first().waitFor();
    await page.keyboard.press('Home');
    await waitForStep(page, 0);
    await page.keyboard.press('PageDown');
    await waitForStep(page, round2);

    // Lenses: the truth shows every role; a seat's lens is that seat's screen, a spectator's has no private part.
    assert.equal(await page.locator('.truth-now').count(), 1);
    const lens = page.getByLabel(replayEn.lens.label);
    await lens.selectOption('seat0');
    await page.locator('main.replay[data-lens="seat0"]').waitFor();
    assert.equal(await page.locator('.truth-now').count(), 0);
    await page.getByRole('region', { name: en.me.title }).waitFor();
    await screenshot(page, 'replay-desktop-seat');
    await lens.selectOption('spectator');
    await page.locator('main.replay[data-lens="spectator"]').waitFor();
    assert.equal(await page.getByRole('region', { name: en.me.title }).count(), 0);
    assert.equal(await page.locator('.truth-now').count(), 0);
    // The buttons move too; focus stays on them at the ends.
    await page.getByRole('button', { name: replayEn.nav.next, exact: true }).click();
    await waitForStep(page, round2 + 1);
    await page.getByRole('button', { name: replayEn.nav.last }).click();
    await waitForStep(page, last);
    // At the end the button says it can go no further, and keeps the focus (a disabled one would drop it).
    assert.equal(
      await page.getByRole('button', { name: replayEn.nav.last }).getAttribute('aria-disabled'),
      'true',
    );
    await page.keyboard.press('Enter');
    await waitForStep(page, last);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-move')), 'last');
    assert.deepEqual(await accessibilityViolations(page), [], 'replay page, spectator lens, at the end');
    await context.close();

    // A shared link opens the same moment; on a phone the page does not scroll sideways and a swipe steps.
    const phone = await openPlayer(app.browser, PHONE, 'de-DE');
    await phone.page.goto(`${app.server.url}/replay/${code}?step=${round2}&lens=seat1`);
    const onPhone = await replayed(phone.page);
    assert.deepEqual(onPhone, { deal: 'verified', digest });
    await phone.page.locator(`main.replay[data-step="${round2}"][data-lens="seat1"]`).waitFor();
    await assertNoSidewaysScroll(phone.page, 'replay on a phone');
    const controls = phone.page.locator('.replay-controls');
    const box = (await controls.boundingBox())!;
    const cdp = await phone.context.newCDPSession(phone.page);
    const y = box.y + 12;
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width - 30, box.x + 30);
    await waitForStep(phone.page, round2 + 1);
    await swipe(box.x + 30, box.x + box.width - 30);
    await waitForStep(phone.page, round2);
    assert.equal(await stepOf(phone.page), round2);
    assert.deepEqual(await accessibilityViolations(phone.page), [], 'replay on a phone');
    await screenshot(phone.page, 'replay-phone-de');
    await phone.context.close();
  });
});
