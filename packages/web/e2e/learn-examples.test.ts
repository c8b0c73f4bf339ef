// End-to-end, the worked examples and pictures of /learn (issue 27), in English at 390 px and on a desktop, in
// Chromium against a real server: each example stepped through by keyboard (and one played), the sentences the
// issue fixed, the Mountains picture whole with every Room's name on one line, and no console error.
// Apart from learn.test.ts so that neither file nears a minute.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { EXAMPLE_STEPS, EXAMPLES } from '../src/learn/examples/frames.ts';
import { editionCounts } from '../src/learn/tables.ts';
import { learnEn } from '../src/learn/text/en.ts';
import { fill as fillText } from '../src/learn/text/index.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, PHONE } from './harness.ts';

/**
 * An example plays by itself once in view, unless motion is `reduced`. Steps it to its end by keyboard, each
 * frame with its own words; with `play`, then plays it from its second-last frame to the last.
 */
async function playExample(
  page: Page,
  id: (typeof EXAMPLES)[number],
  where: string,
  play: boolean,
  reduced: boolean,
) {
  const text = learnEn.examples;
  const example = page.locator(`.learn-example[data-example="${id}"]`);
  await page.locator(`[data-example-slot="${id}"]`).scrollIntoViewIfNeeded();
  await example.waitFor();
  const steps = EXAMPLE_STEPS[id];
  const live = example.locator('.learn-example-text');
  if (reduced) {
    // With reduced motion it waits to be played: still on its first frame once in view and painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await example.getByRole('button', { name: text.play }).waitFor();
    assert.equal(await example.getAttribute('data-step'), steps[0], `${where} ${id}: not playing by itself`);
  } else await example.getByRole('button', { name: text.pause }).waitFor();
  const said = new Set<string>();
  // Previous to the first frame, then Next by keyboard through every frame: each has its own words.
  while (!(await example.getByRole('button', { name: text.previous }).isDisabled()))
    await example.getByRole('button', { name: text.previous }).click();
  for (const [i, step] of steps.entries()) {
    await page.waitForFunction(
      ([sel, want]) => document.querySelector(sel)?.getAttribute('data-step') === want,
      [`.learn-example[data-example="${id}"]`, step] as const,
    );
    const words = await live.innerText();
    assert.ok(words.length > 20 && !said.has(words), `${where} ${id}/${step}: its own words`);
    said.add(words);
    await example.getByText(fillText(text.position, { n: i + 1, total: steps.length })).waitFor();
    if (i < steps.length - 1) {
      await example.getByRole('button', { name: text.next }).focus();
      await page.keyboard.press('Enter');
    }
  }
  assert.equal(await example.locator('svg.board').count(), 1, `${where} ${id}: the game's map`);
  if (!play) return;
  // Play from the second-last frame: it moves on by itself to the last, then stops.
  await example.getByRole('button', { name: text.previous }).click();
  await example.getByRole('button', { name: text.play }).click();
  await page.waitForFunction(
    ([sel, want]) => document.querySelector(sel)?.getAttribute('data-step') === want,
    [`.learn-example[data-example="${id}"]`, steps[steps.length - 1]!] as const,
  );
  await example.getByRole('button', { name: text.play }).waitFor();
}

/** The Mountains picture: everything it draws inside its box, and no Room's name on two lines. */
async function checkMountainsPicture(page: Page, where: string) {
  const map = page.locator('#mountains svg.board');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const parts = await map
    .locator('g.lake-place, g.loc, g.disc, rect.rack, g.fishman')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  assert.ok(parts.length > 20, `${where}: the map's parts`);
  for (const p of parts) {
    const inside =
      p.left >= box.x - 1 &&
      p.top >= box.y - 1 &&
      p.right <= box.x + box.width + 1 &&
      p.bottom <= box.y + box.height + 1;
    assert.ok(inside, `${where}: ${JSON.stringify(p)} inside ${JSON.stringify(box)}`);
  }
  const lines = await map
    .locator('g.loc.room text.name')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-label'), el.querySelectorAll('tspan').length]),
    );
  assert.ok(lines.length >= 8, `${where}: the Rooms' names`);
  for (const [name, n] of lines) assert.equal(n, 1, `${where}: ${name} on one line`);
}

/** The sentences issue 27 fixed, in English. */
function fixedSentences(): string[] {
  const text = learnEn;
  return [
    text.movement.text,
    text.movement.fishman,
    text.ghosts.rules,
    text.actions.drawPileState,
    text.actions.drawPileCamera,
    fillText(text.events.lifelines, { replaced: en.event.falseEyes }),
    fillText(text.winning.edition, { counts: editionCounts().join(', ') }),
  ];
}

describe('learn to play: the worked examples and pictures', () => {
  const app = appInChromium();

  test('in English at 390 px and on a desktop: the examples play, the fixed sentences, the Mountains picture whole, no console error', async () => {
    for (const [device, where] of [
      [{ ...PHONE, viewport: { width: 390, height: 844 } }, 'phone 390'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await openPlayer(app.browser, device, 'en-GB');
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        // The desktop reader prefers reduced motion: the examples wait to be played.
        if (where === 'desktop') await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${app.server.url}/learn`);
        await page.getByRole('heading', { level: 1, name: learnEn.title }).waitFor();
        // The title shows while the page's prose (a chunk of its own) still loads: read it once it is there.
        await page.locator('main.learn > p[role="status"]').waitFor({ state: 'detached' });
        // The examples are not in the first render: each comes when it nears the screen.
        assert.equal(await page.locator('.learn-example').count(), 0, `${where}: examples load lazily`);
        const body = await page.locator('main.learn').innerText();
        for (const sentence of fixedSentences()) assert.ok(body.includes(sentence), `${where}: ${sentence}`);
        // Every example on the phone, played once; on the desktop the Vote, stepped through.
        for (const id of where === 'desktop' ? (['knife'] as const) : EXAMPLES)
          await playExample(page, id, where, id === 'movement', where === 'desktop');
        await checkMountainsPicture(page, where);
        await page
          .locator('#votes')
          .screenshot({ path: `out/e2e/learn-example-${where.replace(' ', '-')}.png` });
        // On the phone, with every example and close-up drawn: nothing for axe to find.
        if (where !== 'desktop') assert.deepEqual(await accessibilityViolations(page), [], `${where}: axe`);
        assert.deepEqual(errors, [], `${where}: no console error`);
      } finally {
        await context.close();
      }
    }
  });
});
