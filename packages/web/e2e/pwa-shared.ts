// What the installable app's browser tests share (installable.test.ts, offline.test.ts, static-build.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * Waits until the service worker is activated and controls `page`: it registers after the page's load and an
 * idle moment (src/pwa/register.ts) and precaches the whole app first, so this may take a few seconds.
 */
export async function serviceWorkerControls(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === 'activated',
    undefined,
    { timeout: 45_000, polling: 100 },
  );
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/**
 * Chromium with a profile of its own on disk: Chromium says an app in an off-the-record window (every
 * `browser.newContext()`) cannot be installed, so the installability test runs in a persistent profile.
 */
export async function persistentChromium(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'among-cultists-pwa-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en',
  });
}

/** The width and height a PNG declares in its header (IHDR), or an error if the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (
    bytes.length < 24 ||
    !bytes.subarray(0, 8).equals(signature) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
