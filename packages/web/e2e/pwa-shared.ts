// What the installable app's browser tests share (installable.test.ts, offline.test.ts, static-build.test.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { launchBrowser, PHONE, startAppServer, type AppServer } from './harness.ts';

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

/** The app with its server gone (offlineApp): read in hooks and tests, once `before` has run. */
export interface OfflineApp {
  /** The stopped server's address, which nothing answers any more. */
  readonly url: string;
  /** A phone's browser context, where the service worker was installed while the server ran. */
  readonly context: BrowserContext;
}

/**
 * Before the tests of the enclosing file: a real server, Chromium and a phone's context; the landing page loaded
 * once from the server and the service worker controlling it; then the server STOPPED (its port answers nothing).
 * The tests go on offline. After them, the browser closes (and the server, if `before` failed before stopping it).
 */
export function offlineApp(): OfflineApp {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let url = '';
  before(async () => {
    server = await startAppServer();
    url = server.url;
    browser = await launchBrowser();
    context = await browser.newContext({ ...PHONE, locale: 'en' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url);
    await page.getByRole('heading', { name: en.landing.create }).waitFor();
    const script = await serviceWorkerControls(page);
    if (script !== `${url}/sw.js`) throw new Error(`another service worker controls the page: ${script}`);
    await page.close();
    const stopping = server;
    server = undefined;
    await stopping.close();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (url === '') throw new Error('the offline app is not started: read it in a hook or a test');
      return url;
    },
    get context() {
      if (context === undefined)
        throw new Error('the offline app is not started: read it in a hook or a test');
      return context;
    },
  };
}
