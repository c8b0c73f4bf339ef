// End-to-end, the first render of an invite link (issue 26): the game page's first frame shows the map and the
// player's decision, the panels after them come right after it, and nothing already drawn moves when they do.
// How fast it is, is measured by `npm run bench:web`, never here.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import { startedGame } from './driver.ts';
import { appInChromium, DESKTOP, firstFrameSeen, openPlayer, PHONE, watchFirstFrame } from './harness.ts';

describe('the first frame of an invite link', () => {
  const app = appInChromium();

  for (const [device, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    test(`${label}: the map and the decision first, then every panel, with no layout shift`, async () => {
      const { code, token } = await startedGame(app.server);
      const { context, page } = await openPlayer(app.browser, device, 'en-GB');
      try {
        await watchFirstFrame(context, code, token);
        await page.goto(`${app.server.url}/g/${code}`);
        // The rest: the players, the chat and the log, drawn after the first frame.
        await page.getByRole('region', { name: en.players.title }).waitFor();
        await page.getByRole('region', { name: en.log.title }).waitFor();
        await page.getByRole('region', { name: en.chat.title }).waitFor();
        // Two frames, so that a shift from the panels drawn last is reported.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const seen = await firstFrameSeen(page);
        assert.equal(seen.hadPlayers, false, 'the first frame waits for no panel after the decision');
        // "Good" cumulative layout shift is under 0.1 for a whole visit: loading and the panels drawn later take
        // almost none of it (a page waiting for its game fills the screen, so the footer never jumps).
        assert.ok(seen.shifts < 0.02, `the page shifted by ${seen.shifts.toFixed(4)} as it was drawn`);
      } finally {
        await context.close();
      }
    });
  }
});
