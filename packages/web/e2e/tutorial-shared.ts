/**
 * The tutorial's first lesson in Chromium, as a new user (tutorial.test.ts on a phone in Spanish,
 * tutorial-desktop.test.ts on a desktop in English, one file each so that neither runs long): offered on the
 * first visit, played from start to end by following the coach through the real game screen. Screenshots go
 * to out/e2e/tutorial-*.png.
 */
import assert from 'node:assert/strict';
import { coachedChoice } from '../../server/src/tutorial-player.testing.ts';
import type { Messages } from '../src/i18n/types.ts';
import {
  INVESTIGATOR_STEPS as STEP_IDS,
  investigatorLesson,
  type InvestigatorStep as StepId,
} from '../src/tutorial/lessons/investigator.ts';
import type { CoachTexts } from '../src/tutorial/text/index.ts';
import type { investigatorEn } from '../src/tutorial/text/investigator/en.ts';
import { PageDriver } from './driver.ts';
import {
  accessibilityViolations,
  assertNoSidewaysScroll,
  openPlayer,
  PHONE,
  screenshot,
  type AppInChromium,
  type Device,
  type AppServer,
} from './harness.ts';

const STEP_KIND = investigatorLesson.kind;
/** The coach's texts of lesson 1 in one language. */
export type Texts = CoachTexts & { steps: typeof investigatorEn.steps };

/**
 * From the landing page of a first visit to the end of the tutorial: follows the coach (its "Got it" where
 * it asks for it, otherwise the decision it explains, made through the game's own buttons). Returns the
 * steps the coach explained, in order.
 */
export async function playTutorial(
  driver: PageDriver,
  server: AppServer,
  coach: Texts,
  shots: string,
  phone: boolean,
  reloadAfter: StepId | null = null,
): Promise<StepId[]> {
  const { page, text } = driver;
  await page.goto(server.url);
  // A first visit: the tutorial is offered.
  const offer = page.getByRole('region', { name: text.tutorialEntry.offerTitle });
  await offer.waitFor();
  assert.deepEqual(await accessibilityViolations(page), [], 'landing page with the offer');
  await screenshot(page, `tutorial-${shots}-offer`);
  await offer.getByRole('link', { name: text.tutorialEntry.play }).click();

  await page.getByRole('heading', { name: coach.title }).waitFor();
  assert.deepEqual(await accessibilityViolations(page), [], 'tutorial start page');
  await page.getByLabel(text.landing.name).fill(phone ? 'Lucía' : 'Ada');
  await page.getByRole('button', { name: coach.start }).click();
  await page.waitForURL(/\/tutorial\/[A-Za-z0-9_-]+$/);

  const panel = page.locator('section.coach');
  await panel.waitFor();
  const gotIt = panel.getByRole('button', { name: coach.gotIt });
  const gotItOf = (step: StepId) =>
    page.locator(`section.coach[data-step="${step}"]`).getByRole('button', { name: coach.gotIt });
  const explained: StepId[] = [];
  const record = async (): Promise<StepId | null> => {
    const step = (await panel.getAttribute('data-step')) as StepId | 'idle' | null;
    if (step === null || step === 'idle') return null;
    if (!explained.includes(step)) {
      explained.push(step);
      // The explanation is the step's own, in the page's language.
      await panel.getByRole('heading', { name: coach.steps[step].title }).waitFor();
      if (step === 'move') {
        assert.deepEqual(await accessibilityViolations(page), [], 'the tutorial during the first Movement');
        if (phone) await assertNoSidewaysScroll(page, 'the tutorial');
      }
      if (step === 'move' || step === 'encounter' || step === 'murder' || step === 'vote')
        await screenshot(page, `tutorial-${shots}-${step}`);
    }
    return step;
  };

  const deadline = Date.now() + 420_000;
  let actedOn = -1;
  let reloaded = false;
  for (;;) {
    assert.ok(Date.now() < deadline, `the tutorial did not end in time; explained ${explained.join(', ')}`);
    if (!reloaded && reloadAfter !== null && explained.includes(reloadAfter)) {
      // A reload comes back to the same seat and the same coach, which does not start over.
      reloaded = true;
      driver.latest = null;
      await page.reload();
      await driver.waitForView(() => true);
      await panel.waitFor();
      assert.notEqual(await panel.getAttribute('data-step'), 'night');
      actedOn = -1;
      continue;
    }
    const latest = driver.latest;
    if (latest?.view.phase.kind === 'over') {
      await panel.and(page.locator('[data-step="end"]')).waitFor();
      await record();
      break;
    }
    if (await gotIt.isVisible()) {
      // "Got it" for the step just read, never whatever the button says by the time it is clicked: the
      // coach may have moved on in between (another player's Encounter in the middle of a Movement
      // blanks it for a moment, then the same step comes back). A click as the step appears is not taken
      // (GotIt's READ_AFTER_MS); the button then stays and the next turn of the loop clicks again.
      const step = await record();
      if (step !== null && STEP_KIND[step] === 'read') {
        try {
          await gotItOf(step).click({ timeout: 3000 });
        } catch {
          // The coach moved on first: look again.
        }
      }
      continue;
    }
    if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
      const action = coachedChoice(latest.view);
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
  const result = driver.latest!.view.result;
  assert.ok(result, 'the game is over');
  await panel.getByText(coach.steps.end.text.replace('{{team}}', text.team[result.winner])).first().waitFor();
  assert.deepEqual(await accessibilityViolations(page), [], 'the end of the tutorial');
  if (phone) await assertNoSidewaysScroll(page, 'the end of the tutorial');
  await screenshot(page, `tutorial-${shots}-end`);
  return explained;
}

/** One new player plays lesson 1 from the offer to the end; the checks every device and language share. */
export async function playsTheTutorial(
  app: AppInChromium,
  device: Device,
  locale: string,
  text: Messages,
  coach: Texts,
): Promise<void> {
  const { context, page } = await openPlayer(app.browser, device, locale);
  const driver = new PageDriver(page, text);
  const phone = device === PHONE;
  const explained = await playTutorial(
    driver,
    app.server,
    coach,
    locale.slice(0, 2),
    phone,
    phone ? null : 'event',
  );
  assert.deepEqual([...explained].sort(), [...STEP_IDS].sort(), `explained: ${explained.join(', ')}`);
  assert.equal(explained[0], 'night');
  assert.equal(explained.at(-1), 'end');
  // The game really was played: the player's own Check revealed a murder, and a Vote followed.
  const events = driver.messages.flatMap((m) => (m.t === 'update' ? m.events : []));
  assert.ok(events.some((e) => e.t === 'deathRevealed' && e.by === driver.seat));
  assert.ok(events.some((e) => e.t === 'voteStarted'));
  // Back on the landing page the offer is not made again; the link stays.
  await page.goto(app.server.url);
  await page.getByRole('link', { name: text.tutorialEntry.link }).waitFor();
  assert.equal(await page.getByRole('region', { name: text.tutorialEntry.offerTitle }).count(), 0);
  // The name typed for the tutorial fills the Create form.
  assert.equal(await page.getByLabel(text.landing.name).inputValue(), phone ? 'Lucía' : 'Ada');
  await context.close();
}
