// Every page of the app loads without an error in the browser's console (issue 27): a script error, a
// Content-Security-Policy violation (zod's eval probe was one until the app made zod jitless) or a failed
// request each show up there, and a player who opens the developer tools should find nothing to report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { PageDriver } from './driver.ts';
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

/** A started 5-player game, the host's seat and four bots, made through the HTTP API (the lobby's clicks are
 * tested elsewhere). */
async function startedGame(): Promise<{ code: string; token: string }> {
  const post = async (path: string, body: object) => {
    const response = await fetch(app.server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) assert.fail(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const { id, token } = (await post('/api/games', { players: 5, name: 'Host' })) as {
    id: string;
    token: string;
  };
  for (let seat = 1; seat < 5; seat++) await post(`/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
  await post(`/api/games/${id}/start`, { token });
  return { code: id, token };
}

test('landing, Learn, tutorial, About, replay, a game and its table screen: nothing in the console', async () => {
  const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
  try {
    const errors = consoleErrors(page);
    for (const path of ['/', '/learn', '/tutorial', '/about', '/replay'])
      await visit(page, app.server.url + path);
    const { code, token } = await startedGame();
    // The seat as this browser would hold it had it created the game.
    await page.evaluate(
      ([key, seat]) => {
        localStorage.setItem(key, seat);
      },
      [`ac.seat.${code}`, JSON.stringify({ token, host: true })] as const,
    );
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
