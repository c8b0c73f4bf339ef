// Lesson 3 of the tutorial, Mountains of Chaos, in Chromium: chosen on the lessons page and played from
// start to end by following the coach through the real game screen (its "Got it" where it asks for it,
// otherwise the decision it explains, made through the game's own buttons), every step of the lesson
// explained on the way. Screenshots go to out/e2e/tutorial-mountains-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ViewedEvent } from '@among-cultists/engine';
import { mountainsChoice } from '../../server/src/lessons/mountains-player.testing.ts';
import { en } from '../src/i18n/en.ts';
import { mountainsLesson, MOUNTAINS_STEPS, type MountainsStep } from '../src/tutorial/lessons/mountains.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { mountainsEn } from '../src/tutorial/text/mountains/en.ts';
import { PageDriver } from './driver.ts';
import { appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';

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

    const panel = page.locator('section.coach[data-lesson="mountains"]');
    await panel.waitFor();
    const gotIt = panel.getByRole('button', { name: coachEn.gotIt });
    const gotItOf = (step: string) =>
      page.locator(`section.coach[data-step="${step}"]`).getByRole('button', { name: coachEn.gotIt });
    const explained: MountainsStep[] = [];
    const record = async (): Promise<MountainsStep | null> => {
      const step = (await panel.getAttribute('data-step')) as MountainsStep | 'idle' | null;
      if (step === null || step === 'idle') return null;
      if (!explained.includes(step)) {
        explained.push(step);
        // The explanation is the step's own.
        await panel.getByRole('heading', { name: mountainsEn.steps[step].title }).waitFor();
        // The screen, not the whole page (a 7-player game's page is long): the coach and the map.
        if (step === 'map' || step === 'detective' || step === 'call')
          await screenshot(page, `tutorial-mountains-${step}`, false);
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
        if (step !== null && mountainsLesson.kind[step] === 'read') {
          try {
            await gotItOf(step).click({ timeout: 3000 });
          } catch {
            // The coach moved on first: look again.
          }
        }
        continue;
      }
      if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
        const action = mountainsChoice(latest.view, events());
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
    assert.deepEqual(
      [...explained].sort(),
      [...MOUNTAINS_STEPS].sort(),
      `explained: ${explained.join(', ')}`,
    );
    assert.equal(explained[0], 'night');
    assert.equal(explained.at(-1), 'end');
    // The game really was played: the player rode and called an Elevator and earned the Profession.
    const seen = events();
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
