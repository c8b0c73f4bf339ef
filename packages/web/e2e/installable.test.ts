// Issue 31, installable: Lighthouse's installability checks, made directly in Chromium against the real server
// (Lighthouse itself is not available here). Chromium's own verdict (CDP Page.getInstallabilityErrors) must be
// an empty list; besides, each criterion is checked on its own: the manifest fetched and valid with the fields and
// icons an install needs, every icon loading at its declared size, the service worker registered, controlling the
// page, with a fetch handler, and the start_url loading with the network gone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { themeToken } from '../scripts/pwa.ts';
import { en } from '../src/i18n/en.ts';
import { screenshot, startAppServer, type AppServer } from './harness.ts';
import { persistentChromium, pngSize, serviceWorkerControls } from './pwa-shared.ts';

let server: AppServer | undefined;
let context: BrowserContext | undefined;
before(async () => {
  server = await startAppServer();
  context = await persistentChromium();
});
after(async () => {
  await context?.close();
  await server?.close();
});

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

test('Chromium finds the app installable: manifest, icons, a controlling service worker with a fetch handler, start_url offline', async () => {
  const url = server!.url;
  const page = await context!.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url);
  await page.getByRole('heading', { name: en.landing.create }).waitFor();
  const script = await serviceWorkerControls(page);
  assert.equal(script, `${url}/sw.js`);
  // The registration waited for the first paint and the page's load: its library was fetched after both.
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    registering:
      performance.getEntriesByType('resource').find((e) => /\/workbox-window[^/]*\.js$/.test(e.name))
        ?.startTime ?? null,
  }));
  assert.ok(timing.painted !== null && timing.registering !== null, JSON.stringify(timing));
  assert.ok(timing.registering > timing.painted, `after the first paint: ${JSON.stringify(timing)}`);
  assert.ok(timing.registering >= timing.loaded, `after the load: ${JSON.stringify(timing)}`);

  // The game server's own paths never come from the worker: an API request and a navigation to one reach the
  // server (its JSON 404 here), not the precached app.
  const [api] = await Promise.all([
    page.waitForResponse((r) => r.url() === `${url}/api/games/ABCD2345`),
    page.evaluate(() => fetch('/api/games/ABCD2345').then((r) => r.status)),
  ]);
  assert.equal(api.fromServiceWorker(), false);
  assert.equal(api.status(), 404);
  const apiPage = await context!.newPage();
  const navigated = await apiPage.goto(`${url}/api/nothing`);
  assert.ok(navigated, 'a response to the navigation');
  assert.equal(navigated.fromServiceWorker(), false);
  assert.equal(navigated.status(), 404);
  assert.match(navigated.headers()['content-type'] ?? '', /application\/json/);
  await apiPage.close();

  const cdp = await context!.newCDPSession(page);
  // The manifest as Chromium fetched and parsed it from the page's <link rel="manifest">.
  const fetched = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
    data?: string;
  };
  assert.equal(fetched.url, `${url}/manifest.webmanifest`);
  assert.deepEqual(fetched.errors, [], 'the manifest parses without errors');
  const manifest = JSON.parse(fetched.data ?? '{}') as Record<string, unknown>;
  assert.equal(manifest.name, 'Among Cultists');
  assert.equal(manifest.short_name, 'Cultists');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, '/');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.lang, 'en');
  const night = themeToken(readFileSync(new URL('../src/design/theme.css', import.meta.url), 'utf8'), 'bg');
  assert.equal(manifest.theme_color, night);
  assert.equal(manifest.background_color, night);

  // Every icon loads, as the type and at the size it declares; 192 and 512 px PNGs and a maskable one are there.
  const icons = manifest.icons as ManifestIcon[];
  const declared = new Set<string>();
  for (const icon of icons) {
    const res = await page.request.get(new URL(icon.src, url).href);
    assert.equal(res.status(), 200, icon.src);
    assert.equal(res.headers()['content-type']?.split(';')[0], icon.type, icon.src);
    if (icon.type === 'image/png') {
      const { width, height } = pngSize(await res.body());
      assert.equal(icon.sizes, `${width}x${height}`, icon.src);
      declared.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
  }
  for (const needed of ['192x192 any', '512x512 any', '512x512 maskable'])
    assert.ok(declared.has(needed), `an icon ${needed}`);

  // The worker has a fetch handler (Workbox's routes): what makes it able to answer the page offline.
  const worker = await page.request.get(`${url}/sw.js`);
  assert.match(await worker.text(), /addEventListener\("fetch"/);

  // Chromium's own installability verdict: no error at all.
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  assert.deepEqual(
    installabilityErrors.map((e) => e.errorId),
    [],
  );

  // The start_url, within the scope, loads with no network at all: from the service worker.
  await context!.setOffline(true);
  try {
    const start = await page.goto(new URL(manifest.start_url, url).href);
    assert.equal(start?.fromServiceWorker(), true);
    await page.getByRole('heading', { name: en.landing.create }).waitFor();
    await screenshot(page, 'installable-offline-start');
  } finally {
    await context!.setOffline(false);
  }
});
