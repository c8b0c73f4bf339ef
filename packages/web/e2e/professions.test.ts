// End-to-end: the Professions module (Mountains of Chaos, PROF-*) from the landing page to the end screen on
// a phone, in Chromium against a real server: the host picks the Mountains of Chaos map and the module for 7
// players, bots fill the seats, and the page shows the Profession token, stays accessible and never scrolls
// sideways. The Exorcist's or Saboteur's two-step choice is made by clicking when the player holds one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action, PlayerView } from '@among-cultists/engine';
import { en } from '../src/i18n/en.ts';
import { professionsEn as prof } from '../src/i18n/professions/en.ts';
import { anyAction, labelStart, PageDriver, picker, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

const app = appInChromium();

type TwoStep = Extract<Action, { type: 'exorcise' | 'swapRoomDecks' }>;
const isTwoStep = (a: Action): a is TwoStep => a.type === 'exorcise' || a.type === 'swapRoomDecks';

/** Any offered action but the claim and the two-step Profession actions (made by hand below). */
function oneClick(pick: (n: number) => number): (view: PlayerView) => Action {
  const any = anyAction(pick);
  return (view) => {
    const simple = view.legal.filter((a) => !isTwoStep(a));
    return any({ ...view, legal: simple.length > 0 ? simple : view.legal });
  };
}

test('PROF-GEN-01 PROF-GEN-04 a host picks Professions on the Mountains of Chaos for 7 on a phone and plays against bots to the end', async (t) => {
  const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
  try {
    const driver = new PageDriver(page, en);
    const { view: first } = await startGame(app.server, driver, {
      name: 'Ada',
      players: 7,
      landing: async () => {
        await page.getByLabel(labelStart(en.mountains.landing.board)).selectOption('mountains');
        const option = page.getByRole('checkbox', { name: en.professions.landing.professions });
        // PROF-GEN-01: disabled with its reason at a table with one Cultist, offered at 7.
        await page.getByLabel(labelStart(en.landing.players)).selectOption('5');
        assert.ok(await option.isDisabled());
        await page.getByText(en.professions.landing.needsCultists).waitFor();
        await page.getByLabel(labelStart(en.landing.players)).selectOption('7');
        await option.check();
        assert.deepEqual(await accessibilityViolations(page), [], 'landing page with the module');
        await assertNoSidewaysScroll(page, 'the landing page');
        await screenshot(page, 'professions-landing-phone');
      },
      lobby: async () => {
        // The lobby names the module and the map everyone sits down to.
        await page.locator('dl.lobby-settings dt', { hasText: en.professions.lobby.professions }).waitFor();
        await page.locator('dl.lobby-settings dd', { hasText: en.mountains.boards.mountains }).waitFor();
      },
    });
    assert.equal(first.board.id, 'mountains');
    assert.equal(first.config.ruleset.professions, true);
    assert.deepEqual(first.professions, { profession: null, status: 'faceDown', holder: null, used: false });
    // The face-down token beside the map, and the player's own covered Detective-Support token.
    const panel = page.getByRole('region', { name: prof.title });
    await panel.getByText(prof.token.faceDown).waitFor();
    await panel.getByRole('heading', { name: prof.mine.title }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the game screen with the Profession token');
    await assertNoSidewaysScroll(page, 'the game screen');
    await screenshot(page, 'professions-game-phone');

    const choose = oneClick(picker(7));
    let earnedSeen = false;
    let twoStepDone = false;
    for (;;) {
      await driver.play(
        choose,
        (v) => (!earnedSeen && v.professions?.status === 'held') || (!twoStepDone && v.legal.some(isTwoStep)),
        600_000,
      );
      const view = driver.latest!.view;
      if (view.phase.kind === 'over') break;
      if (!earnedSeen && view.professions?.status === 'held') {
        earnedSeen = true;
        // The earned Profession is public: by the holder's seat and on the token line.
        const name = prof.name[view.professions.profession!];
        await page.getByText(prof.token.badge.replace('{{profession}}', name)).first().waitFor();
        assert.deepEqual(await accessibilityViolations(page), [], 'the earned Profession');
        await screenshot(page, 'professions-earned-phone');
        t.diagnostic(`the Profession ${name} was earned in round ${view.round}`);
        continue;
      }
      const action = view.legal.find(isTwoStep);
      if (!twoStepDone && action) {
        twoStepDone = true;
        const firstChoice = action.type === 'exorcise' ? action.ghost : action.room;
        await page.locator(`.profession-choice button[data-choice="${firstChoice}"]`).first().click();
        assert.deepEqual(await accessibilityViolations(page), [], 'the second step of a Profession action');
        await assertNoSidewaysScroll(page, 'a Profession action');
        await screenshot(page, 'professions-action-phone');
        assert.ok(await driver.click(action));
        t.diagnostic(`the player used ${action.type}`);
      }
    }
    await page.getByRole('region', { name: en.end.title }).waitFor();
    assert.ok(driver.latest!.view.result);
    // At the end every secret is revealed, the Profession token and the Informant too.
    assert.ok(driver.latest!.view.reveal?.professions);
    await panel.getByText(/^The Profession token was the /).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'end screen');
    await assertNoSidewaysScroll(page, 'the end screen');
    await screenshot(page, 'professions-end-phone');
  } finally {
    await context.close();
  }
});
