// npm run bench:solo (issue 31's budget): how long a solo game's first screen takes on the phone profile once the
// app is cached. The service worker is installed from a real server, the server is STOPPED, and then, with nothing
// but the worker's cache and the browser's IndexedDB: the solo page's choices, and a stored game reopened (its
// address loaded: the worker replays the stored actions and the page paints the map and the actions). Each load is
// a new tab in the same phone browser, at the CPU's own speed and at 4× slower (Chromium's CPU throttling, a
// mid-range phone's usual stand-in). Goal: under 1 s.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { firstFramePainted, launchBrowser, PHONE, startAppServer, watchFirstFrame } from '../e2e/harness.ts';
import { serviceWorkerControls } from '../e2e/pwa-shared.ts';
import { en } from '../src/i18n/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SLOWDOWNS = [1, 4] as const;

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A new tab whose CPU runs `slowdown` times slower than this machine's. */
async function tab(context: BrowserContext, slowdown: number): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return page;
}

/** When the solo page's choices were painted, from the navigation's start (the page's own clock). */
async function choicesPainted(page: Page): Promise<number> {
  await page.getByRole('heading', { level: 1, name: SOLO_TEXTS.en.title }).waitFor();
  await page.getByRole('button', { name: SOLO_TEXTS.en.start }).waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => {
          setTimeout(() => {
            resolve(performance.now());
          }, 0);
        });
      }),
  );
}

const server = await startAppServer();
let serverRunning = true;
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  // The first frame with the map and the actions, watched in every tab (harness.ts); the seat key it also writes
  // belongs to no game here.
  await watchFirstFrame(context, 'bench-solo', 'none');
  const first = await context.newPage();
  first.setDefaultTimeout(60_000);
  await first.goto(server.url);
  await first.getByRole('heading', { name: en.landing.create }).waitFor();
  await serviceWorkerControls(first);
  // One stored game to reopen: started at the bots' quickest pace, then left.
  await first.goto(`${server.url}/solo`);
  await first.getByLabel(en.landing.name).fill('Bench');
  await first.getByRole('radio', { name: SOLO_TEXTS.en['pace.instant'] }).check();
  await first.getByRole('button', { name: SOLO_TEXTS.en.start }).click();
  await first.waitForURL(/\/solo\/solo-[0-9a-f]{16}$/);
  await first.locator('main.game').waitFor();
  const game = first.url();
  await first.close();
  const { url } = server;
  serverRunning = false;
  await server.close();

  for (const slowdown of SLOWDOWNS) {
    const choices: number[] = [];
    const reopened: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await tab(context, slowdown);
      const served = await page.goto(`${url}/solo`);
      if (served?.fromServiceWorker() !== true) throw new Error('the solo page did not come from the worker');
      choices.push(await choicesPainted(page));
      await page.close();

      const again = await tab(context, slowdown);
      await again.goto(game);
      reopened.push(await firstFramePainted(again));
      await again.close();
    }
    const cpu = slowdown === 1 ? "this machine's CPU" : `CPU ${slowdown}× slower`;
    process.stdout.write(
      `solo, phone 360×640, offline from the worker's cache, ${cpu}: choices median ${median(choices).toFixed(0)} ms (worst ${Math.max(...choices).toFixed(0)}); a stored game reopened to its map and actions median ${median(reopened).toFixed(0)} ms (worst ${Math.max(...reopened).toFixed(0)}), over ${RUNS} loads each (goal < 1000 ms)\n`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  if (serverRunning) await server.close();
}
process.stdout.write(`(load average ${loadavg()[0]!.toFixed(1)})\n`);
