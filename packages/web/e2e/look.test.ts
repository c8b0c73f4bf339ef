// End-to-end, the look of docs/design.md: both themes (the device's choice) on the landing page, the About page
// and the game screen, axe-clean with the faces and the palette applied; the faces arriving late move nothing;
// the icons, the manifest and an invite link's preview card are served. Screenshots go to out/e2e/look-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { GAME_ICON_AUTHORS } from '../src/design/gameIcons.ts';
import { aboutEn } from '../src/i18n/about/en.ts';
import { en } from '../src/i18n/en.ts';
import { PageDriver, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  DESKTOP,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

/** The page's background and text colours, and the faces its text and its titles are set in. */
async function looks(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const title = document.querySelector('h1, h2');
    return {
      background: root.backgroundColor,
      text: root.color,
      font: root.fontFamily,
      titleFont: title === null ? '' : getComputedStyle(title).fontFamily,
    };
  });
}

/** Waits until every face the page asked for has arrived (or failed). */
async function fontsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

describe('the look: palette, faces, icons', () => {
  const app = appInChromium();

  for (const scheme of ['dark', 'light'] as const) {
    test(`${scheme} theme: landing, About and the game screen in the faces and the palette, axe-clean`, async () => {
      const { context, page } = await openPlayer(app.browser, scheme === 'dark' ? DESKTOP : PHONE, 'en-GB');
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(app.server.url);
        await page.getByRole('heading', { name: en.landing.create }).waitFor();
        await fontsSettled(page);
        const seen = await looks(page);
        assert.equal(seen.background, scheme === 'dark' ? 'rgb(21, 18, 26)' : 'rgb(235, 225, 203)');
        assert.match(seen.font, /^"Source Serif 4"/);
        assert.match(seen.titleFont, /^Cinzel/);
        assert.ok(
          await page.evaluate(
            () => document.fonts.check('16px "Source Serif 4"') && document.fonts.check('700 16px Cinzel'),
          ),
          'the faces have arrived',
        );
        assert.deepEqual(await accessibilityViolations(page), [], `${scheme}: landing`);
        await screenshot(page, `look-${scheme}-landing`);

        // The footer's link leads to the credits.
        await page.getByRole('contentinfo').getByRole('link', { name: aboutEn.link }).click();
        await page.waitForURL(/\/about$/);
        await page.getByRole('heading', { level: 1, name: aboutEn.title }).waitFor();
        const credits = await page.locator('main.about').innerText();
        for (const author of GAME_ICON_AUTHORS) assert.ok(credits.includes(author), author);
        for (const font of ['Cinzel', 'Source Serif 4', 'Courier Prime'])
          assert.ok(credits.includes(font), font);
        // The icons are drawn from the sprite (an image asset): each has a size, none is empty.
        const icons = page.locator('main.about svg.game-icon');
        assert.ok((await icons.count()) >= 10);
        assert.ok((await icons.first().boundingBox())!.width > 10);
        assert.deepEqual(await accessibilityViolations(page), [], `${scheme}: about`);
        await assertNoSidewaysScroll(page, `${scheme}: about`);
        await screenshot(page, `look-${scheme}-about`);

        // The game screen: the status bar names the Knife and the Vote token beside their symbols.
        const host = new PageDriver(page, en);
        await startGame(app.server, host, { name: 'Ada', players: 5 });
        await page.locator('.status svg.game-icon[data-icon="knife"]').waitFor();
        await fontsSettled(page);
        assert.deepEqual(await accessibilityViolations(page), [], `${scheme}: game`);
        await screenshot(page, `look-${scheme}-game`);
      } finally {
        await context.close();
      }
    });
  }

  test('the faces arriving after the first render move nothing (metric-matched fallbacks)', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
    try {
      // Every face is held back until the page has drawn itself in the fallbacks.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await released;
        await route.continue();
      });
      // The About page: paragraphs of text, where a face of other widths would wrap lines otherwise (0.16 with
      // Liberation Serif unadjusted behind Source Serif 4). Not until "load": the held faces are preloaded,
      // and "load" waits for them.
      await page.goto(`${app.server.url}/about`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: aboutEn.title }).waitFor();
      assert.equal(
        await page.evaluate(() => document.fonts.check('16px "Source Serif 4"')),
        false,
        'not yet',
      );
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
      });
      release();
      await page.waitForFunction(() => document.fonts.check('16px "Source Serif 4"'));
      await fontsSettled(page);
      // Two frames, so that a shift from the swap is reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const total = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
      );
      // "Good" cumulative layout shift is under 0.1 for a whole visit; the swap of faces must take almost none.
      assert.ok(total < 0.02, `the faces' swap shifted the layout by ${total.toFixed(4)}`);
    } finally {
      await context.close();
    }
  });

  test('icons, the manifest and an invite link’s preview card are served', async () => {
    const get = (path: string) => fetch(`${app.server.url}${path}`);
    const manifest = (await (await get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; type: string }[];
    };
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      assert.ok(icon, size);
      const response = await get(icon.src);
      assert.equal(response.status, 200, icon.src);
      assert.match(response.headers.get('content-type') ?? '', /image\/png/);
    }
    for (const path of ['/favicon.svg', '/favicon-32.png', '/og-card.jpg'])
      assert.equal((await get(path)).status, 200, path);
    const html = await (await get('/g/ABCD2345')).text();
    assert.match(html, /<meta property="og:title" content="Join my game of Among Cultists" \/>/);
    assert.match(html, new RegExp(`<meta property="og:image" content="${app.server.url}/og-card.jpg" />`));
    // Written by the build (vite-plugin-pwa, issue 31), as an HTML link without the closing slash.
    assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"\s*\/?>/);
    assert.match(
      html,
      /<link rel="preload" href="\/assets\/source-serif-4-latin-400-normal-[\w-]+\.woff2" as="font"/,
    );
  });
});
