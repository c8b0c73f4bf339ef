/**
 * Browser tests: a real server (serving the built web app) and Debian's Chromium driven by
 * playwright-core. Screenshots go to out/e2e/ as test artifacts.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildServer, type GameServer, type Limits, type ServerConfig } from '@among-cultists/server';
import { en } from '../src/i18n/en.ts';

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

/** What `watchFirstFrame` saw in the page, read with `firstFrameSeen`. */
export interface FirstFrame {
  /** Whether the first frame that showed the map and the decision already held the players' panel. */
  readonly hadPlayers: boolean | null;
  /** When that frame was painted (the page's performance.now(), from the navigation's start), or null. */
  readonly paintedAt: number | null;
  /** The layout shifts since the page began, their values added up (none after input: there is none). */
  readonly shifts: number;
}

/**
 * Before the game page `game` loads in `context`: the seat's token where the app keeps it after creating a
 * game (`ac.seat.<game>`), and, in the page, a watch for the first frame that shows the map and the decision
 * (English labels). Measured there: Playwright's own role queries, polling a page busy drawing, would steal
 * the page's thread. The first-frame test and `npm run bench:web` both read it with `firstFrameSeen`.
 */
export async function watchFirstFrame(context: BrowserContext, game: string, token: string): Promise<void> {
  await context.addInitScript(
    ([key, value, map, actions, players]) => {
      localStorage.setItem(key, value);
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const seen = { shifts: 0, hadPlayers: null as boolean | null, paintedAt: null as number | null };
      (window as unknown as { firstFrame: typeof seen }).firstFrame = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!(entry as unknown as { hadRecentInput: boolean }).hadRecentInput)
            seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      const observer = new MutationObserver(() => {
        if (
          document.querySelector(`[role="group"][aria-label="${map}"]`) === null ||
          document.querySelector(`section[aria-label="${actions}"]`) === null
        )
          return;
        observer.disconnect();
        // What the frame that first shows the map and the decision holds.
        seen.hadPlayers = document.querySelector(`section[aria-label="${players}"]`) !== null;
        // After the next animation frame, the browser has painted it.
        requestAnimationFrame(() => {
          setTimeout(() => {
            seen.paintedAt = performance.now();
          }, 0);
        });
      });
      observer.observe(document, { subtree: true, childList: true });
    },
    [
      `ac.seat.${game}`,
      JSON.stringify({ token, host: true }),
      en.board.map,
      en.actions.title,
      en.players.title,
    ] as const,
  );
}

/** What `watchFirstFrame` has seen so far. */
export async function firstFrameSeen(page: Page): Promise<FirstFrame> {
  return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
}

/** When the first frame with the map and the decision was painted, waiting for it (see `watchFirstFrame`). */
export async function firstFramePainted(page: Page): Promise<number> {
  const painted = await page.waitForFunction(
    () => (window as unknown as { firstFrame: FirstFrame }).firstFrame.paintedAt,
    undefined,
    { polling: 50 },
  );
  return (await painted.jsonValue()) as number;
}

/** The built app's styles, so a Board drawn on its own looks (and measures) as in the app. */
export function builtStyles(): string {
  const assets = join(WEB_ROOT, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

/**
 * Shows a Board's markup in `page` framed as the app frames its map, in `styles` (the built app's; pass them
 * when drawing many), inside a `<main>` styled `mainStyle`, and waits for its fonts: then it measures as drawn.
 */
export async function showBoard(
  page: Page,
  svg: string,
  lang: string,
  mainStyle: string,
  styles = builtStyles(),
): Promise<void> {
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><style>${styles}</style></head>` +
      `<body><main style="${mainStyle}"><div class="map-frame">${svg}</div></main></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The words of the end screen's tables that lie on more than one line (none may): each word's text must lie on
 * one line box. A line may end after a hyphen ("Puls-" / "Deck"), never inside a part.
 */
export async function splitEndTableWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.end th, .end td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          if (range.getClientRects().length > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
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
