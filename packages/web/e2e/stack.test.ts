// A crowded location's stack of discs (issue 26), live in Chromium: the chip is a button named for the
// Characters under it; focus or a tap lists them, Escape closes the list, Enter toggles it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, PHONE } from './harness.ts';

const PAGE = fileURLToPath(new URL('./stack-page.tsx', import.meta.url));

/** The fixture page bundled into one script (React included). */
async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: false, lib: { entry: PAGE, formats: ['iife'], name: 'stackPage' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
  assert.ok(chunk && 'code' in chunk, 'the fixture page is bundled');
  return chunk.code;
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a stack chip names who is under it and lists them on focus or tap (keyboard and touch)', async () => {
  const script = await bundle();
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  const page = await context.newPage();
  await page.setContent('<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  const chip = page.getByRole('button', {
    name: '+2 more here: 5 · Miss Eleanor Whitcombe, 6 · Marek (Ghost)',
  });
  await chip.waitFor();
  const items = page.getByRole('listitem');
  assert.equal(await items.count(), 0, 'closed at first');
  await page.keyboard.press('Tab');
  await items.first().waitFor();
  assert.deepEqual(await items.allTextContents(), ['5 · Miss Eleanor Whitcombe', '6 · Marek (Ghost)']);
  assert.equal(await chip.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await items.count(), 0, 'Escape closes it');
  await page.keyboard.press('Enter');
  assert.equal(await items.count(), 2, 'Enter opens it');
  await page.keyboard.press('Enter');
  assert.equal(await items.count(), 0, 'Enter closes it');
  await page.mouse.click(300, 180);
  await chip.tap();
  assert.equal(await items.count(), 2, 'a tap opens it and leaves it open');
  await context.close();
});
