// End-to-end, replays: games of every table size, board and module, played at random in Node and opened as
// files at /replay in Chromium, replay to the same end in the browser as in Node, their deals verified.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { replayEn } from '../src/replay/text/en.ts';
import { appInChromium, DESKTOP, openPlayer } from './harness.ts';
import { nodeDigest, RANDOM_GAMES, randomRecord, replayed } from './replay-shared.ts';

describe('replays in Chromium', () => {
  const app = appInChromium();

  test('games of every table size, board and module, played at random in Node and opened as files, replay in the browser to the same end, their deals verified', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    await page.goto(`${app.server.url}/replay`);
    let n = 0;
    // Three games of each setup: 27 in all, a couple of seconds.
    for (const setup of [...RANDOM_GAMES, ...RANDOM_GAMES, ...RANDOM_GAMES]) {
      const record = randomRecord(setup, ++n);
      const name = `${JSON.stringify(setup)} (seed ${n})`;
      await page.getByLabel(replayEn.open.file).setInputFiles({
        name: `game-${n}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(record)),
      });
      const { deal, digest } = await replayed(page);
      assert.equal(deal, 'verified', `${name}: the seed matches its commitment, the board is known`);
      assert.equal(digest, await nodeDigest(record), `${name}: the same end in the browser and in Node`);
      await page.getByRole('button', { name: replayEn.open.another }).click();
    }
    await context.close();
  });
});
