// Lesson 2 of the tutorial, the Cultist, in Chromium: chosen on the lessons page and played from start to
// end by following the coach through the real game screen (its "Got it" where it asks for it, otherwise the
// decision it explains, made through the game's own buttons), every step of the lesson explained on the way;
// at the end the next lesson is offered and the lessons page marks this one completed. Screenshots go to
// out/e2e/tutorial-cultist-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ViewedEvent } from '@among-cultists/engine';
import { coachedCultistChoice } from '../../server/src/lessons/cultist-player.testing.ts';
import { en } from '../src/i18n/en.ts';
import { CULTIST_STEPS, cultistLesson, type CultistStep } from '../src/tutorial/lessons/cultist.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { cultistEn } from '../src/tutorial/text/cultist/en.ts';
import { PageDriver } from './driver.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';

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

    const panel = page.locator('section.coach[data-lesson="cultist"]');
    await panel.waitFor();
    const gotIt = panel.getByRole('button', { name: coachEn.gotIt });
    const gotItOf = (step: string) =>
      page.locator(`section.coach[data-step="${step}"]`).getByRole('button', { name: coachEn.gotIt });
    const explained: CultistStep[] = [];
    const record = async (): Promise<CultistStep | null> => {
      const step = (await panel.getAttribute('data-step')) as CultistStep | 'idle' | null;
      if (step === null || step === 'idle') return null;
      if (!explained.includes(step)) {
        explained.push(step);
        // The explanation is the step's own.
        await panel.getByRole('heading', { name: cultistEn.steps[step].title }).waitFor();
        if (step === 'encounter' || step === 'conceal' || step === 'claim')
          await screenshot(page, `tutorial-cultist-${step}`, false);
      }
      return step;
    };
    const events = (): ViewedEvent[] => driver.messages.flatMap((m) => (m.t === 'update' ? m.events : []));

    const deadline = Date.now() + 55_000;
    let actedOn = -1;
    for (;;) {
      assert.ok(Date.now() < deadline, `the lesson did not end in time; explained ${explained.join(', ')}`);
      const latest = driver.latest;
      if (latest?.view.phase.kind === 'over') {
        await panel.and(page.locator('[data-step="end"]')).waitFor();
        await record();
        break;
      }
      if (await gotIt.isVisible()) {
        // "Got it" for the step just read, never whatever the button says by the time it is clicked.
        const step = await record();
        if (step !== null && cultistLesson.kind[step] === 'read') {
          try {
            await gotItOf(step).click({ timeout: 3000 });
          } catch {
            // The coach moved on first: look again.
          }
        }
        continue;
      }
      if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
        const action = coachedCultistChoice(latest.view, events());
        const button = page.locator(`button[data-action='${JSON.stringify(action)}']`).first();
        // Once the decision is on screen, so is the coach's explanation of it (one render).
        try {
          await button.waitFor({ timeout: 3000 });
        } catch {
          continue; // the game moved on first
        }
        await record();
        if (await gotIt.isVisible()) continue;
        actedOn = latest.version;
        await driver.click(action);
        continue;
      }
      await record();
      await page.waitForTimeout(25);
    }
    assert.deepEqual(explained, [...CULTIST_STEPS], `explained: ${explained.join(', ')}`);
    // The game really was played: a murder, a concealed Dead card, and the claim that won.
    const seen = events();
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
