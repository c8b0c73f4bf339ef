// Every page of the app loads without an error in the browser's console (issue 27): a script error, a
// Content-Security-Policy violation (zod's eval probe was one until the app made zod jitless) or a failed
// request each show up there, and a player who opens the developer tools should find nothing to report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { holdSeat, PageDriver, startedGame } from './driver.ts';
import { appInChromium, DESKTOP, openPlayer } from './harness.ts';

/** Collects the page's console errors and uncaught exceptions, each with the address it happened on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return errors;
}

/** Opens `path` and waits until its first heading is shown and its requests have settled. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1, h2').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const app = appInChromium();

test('landing, Learn, tutorial, About, replay, a game and its table screen: nothing in the console', async () => {
  const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
  try {
    const errors = consoleErrors(page);
    for (const path of ['/', '/learn', '/tutorial', '/about', '/replay'])
      await visit(page, app.server.url + path);
    const { code, token } = await startedGame(app.server);
    await holdSeat(page, code, token);
    const host = new PageDriver(page, en);
    await page.goto(`${app.server.url}/g/${code}`);
    await host.waitForView(() => true, 30_000);
    await page.waitForLoadState('networkidle');
    const table = await context.newPage();
    const tableErrors = consoleErrors(table);
    await visit(table, `${app.server.url}/table/${code}`);
    assert.deepEqual([...errors, ...tableErrors], []);
  } finally {
    await context.close();
  }
});
