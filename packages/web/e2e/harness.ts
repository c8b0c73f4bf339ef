/**
 * Browser tests: a real server (serving the built web app) and Debian's Chromium driven by
 * playwright-core. Screenshots go to out/e2e/ as test artifacts.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer, type GameServer, type Limits, type ServerConfig } from '@among-cultists/server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The built web app; AC_WEB_DIST points at another build (parallel work builds apart). */
export const WEB_ROOT = process.env.AC_WEB_DIST ?? join(ROOT, 'packages', 'web', 'dist');
const SHOTS = join(ROOT, 'out', 'e2e');

/** Debian's Chromium; CI installs it (.ci/run). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface AppServer {
  readonly server: GameServer;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A game server on a free port serving the built web app, its games in memory, bots quick; for the browser
 * tests and benches (`limits` raises a limit a bench would otherwise meet; `seeds` fixes new games' seeds, so
 * that a scripted game takes a known course; `botDelayMs` makes the bots quicker still, for a whole bot game).
 */
export async function startAppServer(
  limits: Partial<Limits> = {},
  { seeds, botDelayMs = [20, 60] }: Partial<Pick<ServerConfig, 'seeds' | 'botDelayMs'>> = {},
): Promise<AppServer> {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error(`The web app is not built (${WEB_ROOT}): run "npm run build:web" first.`);
  const server = await buildServer({
    database: { url: ':memory:' },
    botDelayMs,
    allowedOrigins: [],
    logger: false,
    webRoot: WEB_ROOT,
    limits,
    ...(seeds ? { seeds } : {}),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { server, url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is not at ${CHROMIUM}: install Debian's "chromium" or set CHROMIUM_PATH.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'],
  });
}

/** What a suite of browser tests plays against: read in hooks and tests, once `before` has run. */
export interface AppInChromium {
  readonly server: AppServer;
  readonly browser: Browser;
}

/**
 * Starts an app server and Chromium before the tests of the enclosing suite (of the file, at its top level)
 * and closes both after them (`config` as for `startAppServer`).
 */
export function appInChromium(
  config: Partial<Pick<ServerConfig, 'seeds' | 'botDelayMs'>> = {},
): AppInChromium {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startAppServer({}, config);
    browser = await launchBrowser();
  });
  // Whatever `before` got to start, even if the rest failed.
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: read it in a hook or a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'the app server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
  };
}

/** A screen a player's browser opens with (any size: the screenshots use others than these two). */
export interface Device {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly isMobile: boolean;
  readonly hasTouch: boolean;
}

export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;
export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

/** A player's browser: its own storage (its own seat tokens), language and screen. */
export async function openPlayer(
  browser: Browser,
  device: Device,
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves a screenshot of the page as out/e2e/<name>.png: the whole page, or what the screen shows. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

/** The page never scrolls sideways (phones first). */
export async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(scroll <= width, `${where}: the page is ${scroll} px wide on a ${width} px screen`);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 A and AA problems axe-core finds on the page once its brief animations have ended (labels, names,
 * contrast, roles),
 * one line each. Evaluated through the debugging protocol: the app's Content-Security-Policy forbids
 * injected scripts.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    interface Result {
      violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (globalThis as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe;
    // The page as it settles: a fade-in caught half-way (a ballot being revealed, a toast) reads as low
    // contrast though nobody sees it that way. Brief animations jump to their end; endless ones stay.
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${JSON.stringify(v.nodes[0]?.target)})`,
    );
  });
}
