// A part of the page loaded on first use that never arrives (a flaky connection, or a new version deployed
// under an open page: the old chunk's address is gone) leaves the rest of the screen, and the game, standing:
// the drawings leave their places empty, the notebook says it could not be loaded and offers a reload, and
// the console says what failed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import { holdSeat, PageDriver, startedGame } from './driver.ts';
import { appInChromium, DESKTOP } from './harness.ts';

const app = appInChromium();

test('the drawings and the notebook failing to load leave the game screen playing, with a reload offered', async () => {
  // Without the service worker (issue 31): once it controls the page, it answers the chunks from its precache,
  // where the blocked network cannot reach; this is a browser that has not installed it, or has none.
  const context = await app.browser.newContext({ ...DESKTOP, locale: 'en-GB', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(app.server.url);
    await page.getByRole('heading', { name: en.landing.create }).waitFor();
    // Every script chunk but the landing page's own: the drawings, the notebook and the ledger.
    await page.route(/\/assets\/(ArtOf|NotesPanels)-[^/]*\.js$/, (route) => route.abort('failed'));
    const { code, token } = await startedGame(app.server);
    await holdSeat(page, code, token);
    const host = new PageDriver(page, en);
    await page.goto(`${app.server.url}/g/${code}`);
    await host.waitForView(() => true, 30_000);
    await page.getByRole('alert').filter({ hasText: en.app.loadFailed }).waitFor();
    await page.getByRole('button', { name: en.app.reload }).waitFor();
    // The game screen is still there: its status bar and its map.
    await page.locator('header.status').waitFor();
    await page.locator('svg.board').first().waitFor();
    assert.ok(
      errors.some((e) => e.includes('Among Cultists: the notebook and the ledger failed to load')),
      errors.join('\n'),
    );
    assert.deepEqual(uncaught, []);
  } finally {
    await context.close();
  }
});
