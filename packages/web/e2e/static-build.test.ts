// Issue 31, the static build (`npm run build:static`, packages/web/dist-static): served by a plain static file
// server with no game server at all (static-host.ts), the landing page explains what needs a server instead of
// asking it, the pages that work without one load at their own addresses (directly, with or without the slash,
// and through the 404.html fallback), and the service worker installs there too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { learnEn } from '../src/learn/text/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';
import { launchBrowser, screenshot } from './harness.ts';
import { serviceWorkerControls } from './pwa-shared.ts';
import { startStaticHost, type StaticHost } from './static-host.ts';

/** The static build; AC_WEB_STATIC_DIST points at another (parallel work builds apart). */
const STATIC_ROOT =
  process.env.AC_WEB_STATIC_DIST ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist-static');

let host: StaticHost | undefined;
let browser: Browser | undefined;
before(async () => {
  host = await startStaticHost(STATIC_ROOT);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/** A phone's page that collects console errors and uncaught exceptions. */
async function phonePage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser!.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${page.url()})`);
  });
  page.on('pageerror', (e) => errors.push(`${e.message} (${page.url()})`));
  return { page, errors, close: () => context.close() };
}

const serverPaths = (paths: readonly string[]) => paths.filter((p) => /^\/(api|ws|healthz)(\/|$)/.test(p));

test('the landing page says what needs the game server instead of asking it, and the service worker installs', async () => {
  const { page, errors, close } = await phonePage();
  try {
    const from = host!.requested.length;
    await page.goto(host!.url);
    await page.getByRole('heading', { name: en.pwa.staticTitle }).waitFor();
    await page.getByText(en.pwa.staticNote).waitFor();
    assert.equal(await page.getByRole('heading', { name: en.landing.create }).count(), 0, 'no create form');
    assert.equal(await page.getByRole('heading', { name: en.landing.join }).count(), 0, 'no join form');
    await page.getByRole('link', { name: en.pwa.playSolo }).waitFor();
    assert.equal(await serviceWorkerControls(page), `${host!.url}/sw.js`);
    await screenshot(page, 'static-landing');
    // The Learn page through the landing page's link, in the app.
    await page.getByRole('link', { name: en.rules.ui.learn }).click();
    await page.getByRole('heading', { level: 1, name: learnEn.title }).waitFor();
    assert.deepEqual(serverPaths(host!.requested.slice(from)), [], 'nothing asked for the game server');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('each page loads at its own address from the static host: /learn, /learn/, /tutorial, /solo, and unknown paths through 404.html', async () => {
  const { page, errors, close } = await phonePage();
  try {
    for (const path of ['/learn', '/learn/']) {
      const res = await page.goto(`${host!.url}${path}`);
      assert.equal(res?.status(), 200, path);
      await page.getByRole('heading', { level: 1, name: learnEn.title }).waitFor();
    }
    for (const path of ['/tutorial', '/solo']) {
      const res = await page.goto(`${host!.url}${path}`);
      assert.equal(res?.status(), 200, path);
      assert.equal(new URL(page.url()).pathname, `${path}/`);
      await page.locator('#root main').waitFor();
    }
    await page.getByRole('heading', { level: 1, name: SOLO_TEXTS.en.title }).waitFor();
    // Any other address: the host answers 404.html, which is the app; it reads the address (here: no page of
    // its own, so the landing page).
    const res = await page.goto(`${host!.url}/nothing-here`);
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { name: en.pwa.staticTitle }).waitFor();
    // Chromium says the 404 of the page itself in the console; nothing else may be there.
    assert.deepEqual(
      errors.filter((e) => !/status of 404 .*\/nothing-here\)$/.test(e)),
      [],
    );
  } finally {
    await close();
  }
});

test('a solo game starts on the static host: the engine and the bots run in the browser, nothing asks a server', async () => {
  const { page, errors, close } = await phonePage();
  try {
    const from = host!.requested.length;
    await page.goto(`${host!.url}/`);
    await page.getByRole('link', { name: en.pwa.playSolo }).click();
    const solo = SOLO_TEXTS.en;
    await page.getByRole('heading', { level: 1, name: solo.title }).waitFor();
    await page.getByLabel(en.landing.name).fill('Ada');
    await page.getByRole('button', { name: solo.start }).click();
    await page.waitForURL(/\/solo\/solo-[0-9a-f]{16}$/);
    // The game screen with a decision offered: the worker dealt the game.
    await page.locator('main.game button[data-action]').first().waitFor();
    await screenshot(page, 'static-solo');
    assert.deepEqual(serverPaths(host!.requested.slice(from)), [], 'nothing asked for the game server');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
