// End-to-end, replays: every stored test game (packages/engine/test/data/replays), opened as a file at /replay
// in Chromium, replays to the same end in the browser as in Node; what is not a record is refused with words.
// Screenshot: out/e2e/replay-open.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { GameOptions, RecordedAction } from '@among-cultists/engine';
import { replayEn } from '../src/replay/text/en.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, screenshot } from './harness.ts';
import { GOLDEN, nodeDigest, replayed } from './replay-shared.ts';

describe('replays in Chromium', () => {
  const app = appInChromium();

  test('every stored test game, opened as a file at /replay, replays in the browser to the same end as in Node', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    await page.goto(`${app.server.url}/replay`);
    const files = readdirSync(GOLDEN).filter((f) => f.endsWith('.json'));
    assert.ok(files.length >= 3);
    for (const file of files) {
      await page.getByLabel(replayEn.open.file).setInputFiles(`${GOLDEN}${file}`);
      const { deal, digest } = await replayed(page);
      const { record } = JSON.parse(readFileSync(`${GOLDEN}${file}`, 'utf8')) as {
        record: { options: GameOptions; actions: RecordedAction[] };
      };
      assert.equal(deal, 'unchecked', `${file}: a test record has no commitment`);
      await page.getByText(replayEn.badge.reason.noCommitment).waitFor();
      assert.equal(digest, await nodeDigest(record), `${file}: the same end in the browser and in Node`);
      await page.getByRole('button', { name: replayEn.open.another }).click();
    }
    // What is not a record is refused with words.
    await page.getByLabel(replayEn.open.file).setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
    await page.getByRole('alert').filter({ hasText: replayEn.error.shape }).waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the open-a-record page');
    await screenshot(page, 'replay-open');
    await context.close();
  });
});
