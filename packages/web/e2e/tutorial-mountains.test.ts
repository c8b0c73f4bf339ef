// Lesson 3 of the tutorial, Mountains of Chaos, in Chromium: chosen on the lessons page and played from
// start to end by following the coach through the real game screen (its "Got it" where it asks for it,
// otherwise the decision it explains, made through the game's own buttons), every step of the lesson
// explained on the way. Screenshots go to out/e2e/tutorial-mountains-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mountainsChoice } from '../../server/src/lessons/mountains-player.testing.ts';
import { en } from '../src/i18n/en.ts';
import { mountainsLesson, MOUNTAINS_STEPS } from '../src/tutorial/lessons/mountains.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { mountainsEn } from '../src/tutorial/text/mountains/en.ts';
import { PageDriver } from './driver.ts';
import { appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';
import { playCoachedLesson } from './lesson-play.ts';

describe('lesson 3 of the tutorial in Chromium', () => {
  const app = appInChromium();

  test('a player picks Mountains of Chaos and plays it to the end, the coach explaining every step', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const driver = new PageDriver(page, en);
    await page.goto(`${app.server.url}/tutorial`);
    await page.getByRole('heading', { name: coachEn.title }).waitFor();
    await page.getByLabel(en.landing.name).fill('Ada');
    await page.locator('label[data-lesson="mountains"] input[type="radio"]').check();
    await page.getByRole('button', { name: coachEn.start }).click();
    await page.waitForURL(/\/tutorial\/[A-Za-z0-9_-]+$/);

    const { explained, events: seen } = await playCoachedLesson(driver, {
      lesson: mountainsLesson,
      gotIt: coachEn.gotIt,
      steps: mountainsEn.steps,
      choose: mountainsChoice,
      onExplained: async (step) => {
        // The screen, not the whole page (a 7-player game's page is long): the coach and the map.
        if (step === 'map' || step === 'detective' || step === 'call')
          await screenshot(page, `tutorial-mountains-${step}`, false);
      },
    });
    const panel = page.locator('section.coach[data-lesson="mountains"]');
    assert.deepEqual(
      [...explained].sort(),
      [...MOUNTAINS_STEPS].sort(),
      `explained: ${explained.join(', ')}`,
    );
    assert.equal(explained[0], 'night');
    assert.equal(explained.at(-1), 'end');
    // The game really was played: the player rode and called an Elevator and earned the Profession.
    const me = driver.seat;
    assert.ok(seen.some((e) => e.t === 'elevatorMoved' && e.by === me && e.riders.includes(me!)));
    assert.ok(seen.some((e) => e.t === 'elevatorMoved' && e.by === me && !e.riders.includes(me!)));
    assert.ok(seen.some((e) => e.t === 'professionEarned' && e.seat === me));
    const result = driver.latest!.view.result;
    assert.ok(result, 'the game is over');
    await panel
      .getByText(mountainsEn.steps.end.text.replace('{{team}}', en.team[result.winner]))
      .first()
      .waitFor();
    await screenshot(page, 'tutorial-mountains-end', false);
    await context.close();
  });
});
