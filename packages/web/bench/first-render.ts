// npm run bench:web (after the size check): how long Chromium takes from opening an invite link to the
// game screen (map, status and actions drawn) for a seated player, on a fresh profile each time.
import { post } from './http.ts';
import {
  DESKTOP,
  firstFramePainted,
  launchBrowser,
  openPlayer,
  PHONE,
  startAppServer,
  watchFirstFrame,
} from '../e2e/harness.ts';
import { en } from '../src/i18n/en.ts';

const RUNS = 7;
// Fourteen games in well under a minute, from one address: more than the create limit lets a player make.
// The bots play at the server's own pace (BOT_DELAY_MS' default), not the browser tests' quick one: the games
// of earlier loads, still played by their bots, would otherwise take the CPU from the page being measured.
const server = await startAppServer(
  { create: { burst: 2 * RUNS, perSecond: 1 } },
  { botDelayMs: [600, 1800] },
);
const browser = await launchBrowser();
try {
  for (const [device, label] of [
    [DESKTOP, 'desktop 1280×800'],
    [PHONE, 'phone 360×640'],
  ] as const) {
    const times: number[] = [];
    const painted: number[] = [];
    const work: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        players: 8,
        name: 'Bench',
      });
      for (let seat = 1; seat < 8; seat++)
        await post(`${server.url}/api/games/${created.id}/seats/${seat}`, {
          token: created.token,
          kind: 'bot',
        });
      await post(`${server.url}/api/games/${created.id}/start`, { token: created.token });
      const { context, page } = await openPlayer(browser, device, 'en-GB');
      // The seat token, and the time from the start of the navigation to the first frame painted with the map
      // and the actions, measured in the page (harness.ts).
      await watchFirstFrame(context, created.id, created.token);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const started = performance.now();
      await page.goto(`${server.url}/g/${created.id}`);
      const paintedAt = await firstFramePainted(page);
      times.push(performance.now() - started);
      painted.push(paintedAt);
      // The page's main-thread work until then: what a busy machine does not inflate as it does wall time.
      const { metrics } = await cdp.send('Performance.getMetrics');
      work.push(1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN));
      // The roles and names Playwright's own queries find: the same screen.
      await page.getByRole('group', { name: en.board.map }).waitFor();
      await page.getByRole('region', { name: en.actions.title }).waitFor();
      await context.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    process.stdout.write(
      `first render of the game screen, ${label}: median ${median(painted).toFixed(0)} ms, worst ${Math.max(...painted).toFixed(0)} ms from the invite link's navigation to the painted frame (main-thread work ${median(work).toFixed(0)} ms); ${median(times).toFixed(0)} ms as the test browser waits for it (new tab included), over ${RUNS} loads (goal < 1000 ms on the phone)\n`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
