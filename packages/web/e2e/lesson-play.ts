/**
 * Plays a lesson of the tutorial in the browser as its player would, following the coach through the real game
 * screen: its "Got it" where it asks for it, otherwise the decision it explains, made through the game's own
 * buttons, until the game is over. Shared by the lessons' browser tests (tutorial-shared.ts for lesson 1,
 * tutorial-cultist.test.ts, tutorial-mountains.test.ts).
 */
import assert from 'node:assert/strict';
import type { Action, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { CoachLesson } from '../src/tutorial/lessons/lesson.ts';
import type { PageDriver } from './driver.ts';

export interface CoachedPlay<S extends string> {
  /** The lesson on the page: its id marks the coach's panel, its kinds tell a step to read from a decision. */
  readonly lesson: CoachLesson<S>;
  /** The coach's "Got it" in the page's language. */
  readonly gotIt: string;
  /** The lesson's step texts in the page's language (each explanation must show its step's own title). */
  readonly steps: Readonly<Record<S, { readonly title: string }>>;
  /** The decision the coach explains in this view, given every event the player was sent. */
  readonly choose: (view: PlayerView, events: ViewedEvent[]) => Action;
  /** Runs once for each step, the first time the coach explains it (e.g. a screenshot of it). */
  readonly onExplained?: (step: S) => Promise<void>;
  /** How long the whole lesson may take. */
  readonly ms?: number;
  /** Once this step has been explained, the page is reloaded: it must come back to the same seat and coach. */
  readonly reloadAfter?: S;
}

export interface CoachedResult<S extends string> {
  /** The steps the coach explained, in the order it first explained them. */
  readonly explained: S[];
  /** Every event the player was sent, over all its connections. */
  readonly events: ViewedEvent[];
}

/** From the lesson's game screen (the coach's panel showing or about to) to the coach's last step. */
export async function playCoachedLesson<S extends string>(
  driver: PageDriver,
  play: CoachedPlay<S>,
): Promise<CoachedResult<S>> {
  const { page } = driver;
  const { lesson, choose, onExplained } = play;
  const panel = page.locator(`section.coach[data-lesson="${lesson.id}"]`);
  await panel.waitFor();
  const gotIt = panel.getByRole('button', { name: play.gotIt });
  const gotItOf = (step: S) =>
    page.locator(`section.coach[data-step="${step}"]`).getByRole('button', { name: play.gotIt });
  const explained: S[] = [];
  const record = async (): Promise<S | null> => {
    const step = (await panel.getAttribute('data-step')) as S | 'idle' | null;
    if (step === null || step === 'idle') return null;
    if (!explained.includes(step)) {
      explained.push(step);
      // The explanation is the step's own.
      await panel.getByRole('heading', { name: play.steps[step].title }).waitFor();
      await onExplained?.(step);
    }
    return step;
  };
  const events = (): ViewedEvent[] => driver.messages.flatMap((m) => (m.t === 'update' ? m.events : []));

  const deadline = Date.now() + (play.ms ?? 55_000);
  let actedOn = -1;
  let reloaded = false;
  for (;;) {
    assert.ok(Date.now() < deadline, `the lesson did not end in time; explained ${explained.join(', ')}`);
    if (!reloaded && play.reloadAfter !== undefined && explained.includes(play.reloadAfter)) {
      // A reload comes back to the same seat and the same coach, which does not start over.
      reloaded = true;
      driver.latest = null;
      await page.reload();
      await driver.waitForView(() => true);
      await panel.waitFor();
      assert.notEqual(await panel.getAttribute('data-step'), lesson.steps[0]);
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
      // coach may have moved on in between. A click as the step appears is not taken (GotIt's READ_AFTER_MS);
      // the button then stays and the next turn of the loop clicks again.
      const step = await record();
      if (step !== null && lesson.kind[step] === 'read') {
        try {
          await gotItOf(step).click({ timeout: 3000 });
        } catch {
          // The coach moved on first: look again.
        }
      }
      continue;
    }
    if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
      const action = choose(latest.view, events());
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
      // When the click gives up (on a busy machine the page may re-render under it) and no newer version has
      // come, the same version is tried again, else the game would wait on the player (as PageDriver.play).
      if (!(await driver.click(action)) && driver.latest?.version === latest.version) actedOn = -1;
      continue;
    }
    await record();
    await page.waitForTimeout(25);
  }
  return { explained, events: events() };
}
