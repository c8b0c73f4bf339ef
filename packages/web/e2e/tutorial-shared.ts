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
import { playCoachedLesson } from './lesson-play.ts';
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
  const { explained } = await playCoachedLesson(driver, {
    lesson: investigatorLesson,
    gotIt: coach.gotIt,
    steps: coach.steps,
    choose: (view) => coachedChoice(view),
    ms: 420_000,
    ...(reloadAfter === null ? {} : { reloadAfter }),
    onExplained: async (step) => {
      if (step === 'move') {
        assert.deepEqual(await accessibilityViolations(page), [], 'the tutorial during the first Movement');
        if (phone) await assertNoSidewaysScroll(page, 'the tutorial');
      }
      if (step === 'move' || step === 'encounter' || step === 'murder' || step === 'vote')
        await screenshot(page, `tutorial-${shots}-${step}`);
    },
  });
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
