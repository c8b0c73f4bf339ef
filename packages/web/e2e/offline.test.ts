// Issue 31's done-when, offline: a browser loads the app from the real server, the service worker installs, the
// server is STOPPED (offlineApp), and the app goes on with no server at all: the landing page and the rules load
// at their addresses from the service worker. The solo game played offline: offline-solo.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import { learnEn } from '../src/learn/text/en.ts';
import { screenshot } from './harness.ts';
import { offlineApp } from './pwa-shared.ts';

const app = offlineApp();

test('loaded once from the server, the app loads with the server stopped: the landing page and the rules', async () => {
  // Nothing answers there any more: only the service worker can.
  await assert.rejects(fetch(`${app.url}/`));
  const page = await app.context.newPage();
  page.setDefaultTimeout(20_000);
  const landing = await page.goto(app.url);
  assert.equal(landing?.fromServiceWorker(), true);
  await page.getByRole('heading', { name: en.landing.create }).waitFor();
  const reloaded = await page.reload();
  assert.equal(reloaded?.fromServiceWorker(), true);
  await page.getByRole('heading', { name: en.landing.create }).waitFor();
  const learn = await page.goto(`${app.url}/learn`);
  assert.equal(learn?.fromServiceWorker(), true);
  await page.getByRole('heading', { level: 1, name: learnEn.title }).waitFor();
  await screenshot(page, 'offline-learn');
});
