// Lesson 2 of the tutorial, the Cultist, in Chromium: chosen on the lessons page and played from start to
// end by following the coach through the real game screen (its "Got it" where it asks for it, otherwise the
// decision it explains, made through the game's own buttons), every step of the lesson explained on the way;
// at the end the next lesson is offered and the lessons page marks this one completed. Screenshots go to
// out/e2e/tutorial-cultist-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coachedCultistChoice } from '../../server/src/lessons/cultist-player.testing.ts';
import { en } from '../src/i18n/en.ts';
import { CULTIST_STEPS, cultistLesson } from '../src/tutorial/lessons/cultist.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { cultistEn } from '../src/tutorial/text/cultist/en.ts';
import { PageDriver } from './driver.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';
import { playCoachedLesson } from './lesson-play.ts';

describe('lesson 2 of the tutorial in Chromium', () => {
  const app = appInChromium();

  test('ENC-06 ACT-CHECKSTATE-05 CLEAN-01: a player picks the Cultist lesson and plays it to the end, the coach explaining every step', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const driver = new PageDriver(page, en);
    await page.goto(`${app.server.url}/tutorial`);
    await page.getByRole('heading', { name: coachEn.title }).waitFor();
    await page.getByLabel(en.landing.name).fill('Ada');
    await page.getByRole('radio', { name: coachEn.lessons.cultist.title }).check();
    assert.deepEqual(await accessibilityViolations(page), [], 'the lessons page');
    await page.getByRole('button', { name: coachEn.start }).click();
    await page.waitForURL(/\/tutorial\/[A-Za-z0-9_-]+$/);

    const { explained, events: seen } = await playCoachedLesson(driver, {
      lesson: cultistLesson,
      gotIt: coachEn.gotIt,
      steps: cultistEn.steps,
      choose: coachedCultistChoice,
      onExplained: async (step) => {
        if (step === 'encounter' || step === 'conceal' || step === 'claim')
          await screenshot(page, `tutorial-cultist-${step}`, false);
      },
    });
    const panel = page.locator('section.coach[data-lesson="cultist"]');
    assert.deepEqual(explained, [...CULTIST_STEPS], `explained: ${explained.join(', ')}`);
    // The game really was played: a murder, a concealed Dead card, and the claim that won.
    const me = driver.seat;
    assert.ok(seen.some((e) => e.t === 'cardGivenFace' && e.from === me && e.card === 'dead'));
    assert.ok(seen.some((e) => e.t === 'stateSeen' && e.seat === me && e.dead > 0));
    assert.ok(!seen.some((e) => e.t === 'deathRevealed' && e.by === me), 'the Dead card stayed hidden');
    const result = driver.latest!.view.result;
    assert.equal(result?.winner, 'cultists');
    assert.equal(result.reason, 'claim');
    await panel
      .getByText(cultistEn.steps.end.text.replace('{{team}}', en.team[result.winner]))
      .first()
      .waitFor();
    // The next lesson is offered; the lessons page marks this one completed.
    const next = coachEn.next.replace('{{title}}', coachEn.lessons.mountains.title);
    await panel.getByRole('button', { name: next }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the end of the lesson');
    await screenshot(page, 'tutorial-cultist-end', false);
    await panel.getByRole('link', { name: coachEn.allLessons }).click();
    await page.getByRole('heading', { name: coachEn.title }).waitFor();
    await page.locator('label[data-lesson="cultist"]').getByText(coachEn.completed).waitFor();
    // The first lesson not completed is chosen.
    assert.equal(
      await page.getByRole('radio', { name: coachEn.lessons.investigator.title }).isChecked(),
      true,
    );
    await context.close();
  });
});
