// Issue 31: a new version of the app reaches an open page through the service worker's update, and the page asks
// before it reloads: "A new version of the game is ready. Reload / Later", in a polite status region that leaves
// the focus where the player had it. Reload lets the new worker take over and reloads the page once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildServer, type GameServer } from '@among-cultists/server';
import { en } from '../src/i18n/en.ts';
import { launchBrowser, PHONE, screenshot, WEB_ROOT } from './harness.ts';
import { serviceWorkerControls } from './pwa-shared.ts';

/** A copy of the build, which the test changes as a new deployment would. */
const root = mkdtempSync(join(tmpdir(), 'among-cultists-update-'));
let server: GameServer | undefined;
let browser: Browser | undefined;
let url = '';
before(async () => {
  cpSync(WEB_ROOT, root, { recursive: true });
  server = await buildServer({
    database: { url: ':memory:' },
    botDelayMs: [20, 60],
    allowedOrigins: [],
    logger: false,
    webRoot: root,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  url = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('a new version waits for the player: the prompt appears without taking the focus, and Reload brings it in', async () => {
  const context = await browser!.newContext({ ...PHONE, locale: 'en' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url);
    await serviceWorkerControls(page);
    const status = page.locator('.update-prompt[role="status"]');
    assert.equal(await status.innerText(), '', 'no prompt while nothing new waits');

    // The player is typing their name when a new version is deployed.
    const name = page.getByLabel(en.landing.name).first();
    await name.focus();
    appendFileSync(join(root, 'sw.js'), '\n// a new deployment\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await status.getByText(en.pwa.updateReady).waitFor();
    assert.equal(
      await name.evaluate((input) => input === document.activeElement),
      true,
      'the focus stays where it was',
    );
    await screenshot(page, 'update-prompt', false);

    // Later: the prompt goes, the page stays as it is.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await status.getByRole('button', { name: en.pwa.later }).click();
    assert.equal(await status.innerText(), '');

    // Next visit of this page, the waiting version is offered again; Reload brings it in with one reload.
    await page.reload();
    await status.getByText(en.pwa.updateReady).waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const reloaded = page.waitForEvent('framenavigated');
    await status.getByRole('button', { name: en.pwa.reload }).click();
    await reloaded;
    await page.getByRole('heading', { name: en.landing.create }).waitFor();
    assert.equal(await page.evaluate(() => 'stayed' in window), false, 'the page was reloaded');
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting !== null;
    });
    assert.equal(waiting, false, 'the new version took over: none waits any more');
    assert.equal(await status.innerText(), '');
  } finally {
    await context.close();
  }
});
