// End-to-end, "learn to play": the /learn page opened from the landing page's link, on a phone in German and on
// a desktop in French, in Chromium against a real server (the rule texts in a game: learn-game.test.ts).
// Screenshots go to out/e2e/learn-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENTS, ROLES } from '@among-cultists/engine';
import type { Page } from 'playwright-core';
import { de } from '../src/i18n/de.ts';
import { fr } from '../src/i18n/fr.ts';
import type { Messages } from '../src/i18n/types.ts';
import { LEARN_SECTIONS } from '../src/learn/LearnContent.tsx';
import { countColumns } from '../src/learn/tables.ts';
import type { LearnText } from '../src/learn/text/en.ts';
import { learnDe } from '../src/learn/text/de.ts';
import { learnFr } from '../src/learn/text/fr.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  DESKTOP,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

/** The cells of the per-count table's row headed `head`. */
async function row(page: Page, head: string): Promise<string[]> {
  return page
    .locator('table.learn-table tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: head, exact: true }) })
    .locator('td')
    .allInnerTexts();
}

/** Opens /learn from the landing page's link and checks what every language's page must show. */
async function openAndCheck(page: Page, url: string, messages: Messages, text: LearnText, where: string) {
  await page.goto(url);
  await page.getByRole('link', { name: messages.rules.ui.learn }).click();
  await page.waitForURL(/\/learn$/);
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  await page.locator('#automa').waitFor();
  for (const id of LEARN_SECTIONS) {
    assert.equal(await page.locator(`section#${id} > h2`).count(), 1, `${where}: section ${id}`);
    const anchor = page.locator(`nav.learn-toc a[href="#${id}"]`);
    assert.equal(await anchor.count(), 1, `${where}: contents link to ${id}`);
  }
  // The per-count table is the engine's: targets as its data says, one column per setup count.
  const columns = countColumns();
  assert.deepEqual(
    await row(page, text.winning.vpTarget),
    columns.map((c) => String(c.vpTarget)),
  );
  assert.deepEqual(
    await row(page, text.winning.killTarget),
    columns.map((c) => String(c.killTarget)),
  );
  assert.deepEqual(
    await row(page, text.winning.cultists),
    columns.map((c) => String(c.cultists)),
  );
  const body = await page.locator('main.learn').innerText();
  for (const role of ROLES) assert.ok(body.includes(messages.rules.role[role]), `${where}: ${role}`);
  for (const event of EVENTS) assert.ok(body.includes(messages.rules.event[event]), `${where}: ${event}`);
  // Drawn with the game's own board and scoring track.
  assert.equal(await page.locator('#movement svg.board').count(), 1, `${where}: the map`);
  assert.equal(await page.locator('#winning svg.score-track').count(), 1, `${where}: the score track`);
  assert.deepEqual(await accessibilityViolations(page), [], `${where}: axe`);
  await assertNoSidewaysScroll(page, where);
}

describe('learn to play', () => {
  const app = appInChromium();

  test('on a phone in German: every section, the engine’s table, no axe violation, no sideways scroll', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'de-DE');
    try {
      await openAndCheck(page, app.server.url, de, learnDe, 'phone de');
      await screenshot(page, 'learn-phone-de');
      // The contents link moves to its section, by keyboard too.
      await page.locator('nav.learn-toc a[href="#roles"]').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#roles$/);
      await page.locator('#roles').screenshot({ path: 'out/e2e/learn-phone-de-roles.png' });
    } finally {
      await context.close();
    }
  });

  test('on a desktop in French, and reloaded at /learn', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'fr-FR');
    try {
      await openAndCheck(page, app.server.url, fr, learnFr, 'desktop fr');
      await screenshot(page, 'learn-desktop-fr');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: learnFr.title }).waitFor();
      assert.equal(await page.locator('section#roles').count(), 1, 'a deep link loads the page');
    } finally {
      await context.close();
    }
  });
});
