// Issue 31's done-when, offline: a browser loads the app from the real server, the service worker installs, the
// server is STOPPED, and the app goes on with no server at all: the landing page and the rules load at their
// addresses from the service worker.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { learnEn } from '../src/learn/text/en.ts';
import { launchBrowser, PHONE, screenshot, startAppServer, type AppServer } from './harness.ts';
import { serviceWorkerControls } from './pwa-shared.ts';

let server: AppServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
/** The app's address: the stopped server's, which nothing answers any more. */
let url = '';
before(async () => {
  server = await startAppServer();
  url = server.url;
  browser = await launchBrowser();
  context = await browser.newContext({ ...PHONE, locale: 'en' });
});
after(async () => {
  await context?.close();
  await browser?.close();
  // Stopped by the test already, unless it failed first.
  await server?.close();
});

async function waitForPage(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

test('loaded once from the server, the app loads with the server stopped: the landing page and the rules', async () => {
  const page = await context!.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url);
  await waitForPage(page, en.landing.create);
  assert.equal(await serviceWorkerControls(page), `${url}/sw.js`);

  const stopping = server!;
  server = undefined;
  await stopping.close();
  // Nothing answers there any more: only the service worker can.
  await assert.rejects(fetch(`${url}/`));

  const reloaded = await page.reload();
  assert.equal(reloaded?.fromServiceWorker(), true);
  await waitForPage(page, en.landing.create);
  const learn = await page.goto(`${url}/learn`);
  assert.equal(learn?.fromServiceWorker(), true);
  await page.getByRole('heading', { level: 1, name: learnEn.title }).waitFor();
  await screenshot(page, 'offline-learn');
});
