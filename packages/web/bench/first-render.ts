// npm run bench:web (after the size check): how long Chromium takes from opening an invite link to the
// game screen (map, status and actions drawn) for a seated player, on a fresh profile each time.
import { post } from './http.ts';
import { DESKTOP, launchBrowser, openPlayer, PHONE, startAppServer } from '../e2e/harness.ts';
import { en } from '../src/i18n/en.ts';

const RUNS = 7;
// Fourteen games in well under a minute, from one address: more than the create limit lets a player make.
const server = await startAppServer({ create: { burst: 2 * RUNS, perSecond: 1 } });
const browser = await launchBrowser();
try {
  for (const [device, label] of [
    [DESKTOP, 'desktop 1280×800'],
    [PHONE, 'phone 360×640'],
  ] as const) {
    const times: number[] = [];
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
      // The seat token, where the app keeps it after creating a game.
      await context.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key, value);
        },
        [`ac.seat.${created.id}`, JSON.stringify({ token: created.token, host: true })] as const,
      );
      const started = performance.now();
      await page.goto(`${server.url}/g/${created.id}`);
      await page.getByRole('group', { name: en.board.map }).waitFor();
      await page.getByRole('region', { name: en.actions.title }).waitFor();
      times.push(performance.now() - started);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    process.stdout.write(
      `first render of the game screen, ${label}: median ${median.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms over ${RUNS} loads (goal < 1000 ms)\n`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
