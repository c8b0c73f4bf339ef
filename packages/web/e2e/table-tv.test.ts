// End-to-end, the table screen on a TV (issue 27). One fixed game (shots-script.ts: a known seed, every seat
// played through the API, a Vote that turns a player Ghost) watched by /table/<code> at 1920×1080: the screen
// fits without scrolling there and at 1366×800 with every region in view (the map, the Players, the Round and
// phase, the VP track, the last events), its status reads from across a room (≥ 28 px at 1080p), and the Vote
// called, the ballots turned over (under reduced motion: a still caption) and the Ghost are staged on it,
// large. Then phones at a table: each shows its own Character, the phone the laptop handed its seat to renames
// it (the laptop's name is not kept), a player renames during the game, and the TV shows the new names.
// Screenshots: out/e2e/table-tv-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { stageEn } from '../src/i18n/stage/en.ts';
import { tableEn } from '../src/i18n/table/en.ts';
import { characterAt } from '../src/identity/characters.ts';
import { fill, screenshot } from './harness.ts';
import { SHOTS_PLAYERS, SHOTS_SEED, playScripted, type Moment, type Plan } from './shots-script.ts';
import { TV, tvSuite } from './table-tv-shared.ts';
const LAPTOP = { width: 1366, height: 800 } as const;
const NAMES = ['Ada', 'Bea', 'Carla', 'Dan', 'Eve'] as const;
const PLAN: Plan = { target: 4 };
/** The smallest status text at 1080p, read from 3 m. */
const STATUS_MIN_PX = 28;

/** "7 · Marek": how every screen names a seat (identity.ts), from its Character and name. */
const named = (character: number, name: string) =>
  fill(en.identity.named, { n: characterAt(character).number, name });

/**
 * The page does not scroll either way, and each region is drawn inside the viewport (its box, not just its
 * presence in the page): a TV has no one to scroll it.
 */
async function assertFits(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { sw: root.scrollWidth, sh: root.scrollHeight, w: window.innerWidth, h: window.innerHeight };
  });
  assert.ok(size.sw <= size.w, `${where}: ${size.sw} px wide in a ${size.w} px viewport`);
  assert.ok(size.sh <= size.h, `${where}: ${size.sh} px high in a ${size.h} px viewport`);
  const regions = {
    status: page.locator('main.table-game header.status'),
    round: page.locator('main.table-game .status-main strong'),
    map: page.getByRole('group', { name: en.board.map }),
    players: page.getByRole('region', { name: en.players.title }),
    vpTrack: page.locator('main.table-game svg.score-track'),
    lastEvent: page.getByRole('region', { name: en.log.title }).locator('li:not(.round-head)').first(),
  };
  for (const [name, region] of Object.entries(regions)) {
    const box = await region.boundingBox();
    assert.ok(box !== null, `${where}: the ${name} is shown`);
    assert.ok(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= size.w + 0.5 && box.y + box.height <= size.h + 0.5,
      `${where}: the ${name} lies in the viewport (${JSON.stringify(box)})`,
    );
    assert.ok(box.width > 0 && box.height > 0, `${where}: the ${name} has a size`);
  }
}

/** The font size as drawn, in CSS pixels, of the first element `selector` finds (its CSS zoom counted). */
const fontPx = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (el) =>
        parseFloat(getComputedStyle(el).fontSize) * ((el as { currentCSSZoom?: number }).currentCSSZoom ?? 1),
    );

describe('the table screen on a TV', () => {
  const suite = tvSuite(SHOTS_SEED);

  test('it fits 1920×1080 and 1366×800 without scrolling, reads from across a room, and stages the Vote, the ballots and the Ghost', async () => {
    assert.equal(NAMES.length, SHOTS_PLAYERS);
    const { seats, tv, context } = await suite.startOnTv(NAMES);
    await tv.getByRole('region', { name: en.night.title }).waitFor();
    await screenshot(tv, 'table-tv-night', false);

    const moments: Moment[] = [
      {
        name: 'the Vote',
        when: (views) => views.some((v) => v?.phase.kind === 'vote'),
        shoot: async (views) => {
          const phase = views.find((v) => v?.phase.kind === 'vote')!.phase;
          assert.ok(phase.kind === 'vote');
          const initiator = named(phase.initiator, NAMES[phase.initiator]!);
          // Staged, large, on the big screen: the caller's portrait and the words.
          const staged = tv.locator('.stage[data-moment="vote"]');
          await staged.locator('.stage-scene .identity-chip').waitFor();
          assert.equal(
            await staged.locator('.stage-caption').textContent(),
            fill(phase.reason === 'murder' ? stageEn.voteMurder : stageEn.vote, { seat: initiator }),
          );
          assert.ok(
            (await fontPx(tv, '.stage .stage-caption')) >= 40,
            'the caption reads from across a room',
          );
          const chip = await staged.locator('.stage-scene .identity-chip').first().boundingBox();
          assert.ok(chip !== null && chip.width >= 96, `the portrait is large (${chip?.width} px)`);
          await screenshot(tv, 'table-tv-vote', false);
          await tv.keyboard.press('Escape');
          await staged.waitFor({ state: 'detached' });

          // The busiest screen (a Vote beside the board): it fits, at 1080p and on a laptop.
          await tv.getByRole('region', { name: /Vote/ }).first().waitFor();
          assert.ok((await fontPx(tv, 'main.table-game header.status')) >= STATUS_MIN_PX, 'status ≥ 28 px');
          assert.ok((await fontPx(tv, 'main.table-game .status-main strong')) >= STATUS_MIN_PX);
          await assertFits(tv, '1920×1080');
          await screenshot(tv, 'table-tv-1080p', false);
          // The seats' codes, opened, lie over the screen: still nothing to scroll.
          const rejoin = tv.getByText(tableEn.screen.rejoin);
          await rejoin.click();
          await tv.locator('.table-rejoin svg.qr').first().waitFor();
          await assertFits(tv, '1920×1080, the seats’ codes open');
          await rejoin.click();
          await tv.locator('.table-rejoin svg.qr').first().waitFor({ state: 'hidden' });
          await tv.setViewportSize(LAPTOP);
          await assertFits(tv, '1366×800');
          await screenshot(tv, 'table-tv-1366', false);
          await tv.setViewportSize(TV.viewport);
          // The ballots come next: under reduced motion, a still caption and nothing moving.
          await tv.emulateMedia({ reducedMotion: 'reduce' });
        },
      },
      {
        name: 'the ballots',
        when: (views) => views.some((v) => v?.phase.kind === 'vote' && v.phase.stage === 'knife'),
        shoot: async () => {
          const staged = tv.locator('.stage.still[data-moment="ballots"]');
          await staged.waitFor();
          assert.equal(await staged.locator('.stage-caption').textContent(), stageEn.ballots);
          assert.equal(await staged.locator('.stage-scene').count(), 0, 'nothing moves');
          await tv.keyboard.press('Escape');
          await tv.emulateMedia({ reducedMotion: 'no-preference' });
        },
      },
      {
        name: 'the Ghost',
        when: (views) => views.some((v) => v?.seats[PLAN.target]?.alive === false),
        shoot: async () => {
          const staged = tv.locator('.stage[data-moment="ghost"]');
          await staged.locator('.stage-scene').waitFor();
          assert.match((await staged.locator('.stage-caption').textContent()) ?? '', new RegExp(NAMES[4]));
          await screenshot(tv, 'table-tv-ghost', false);
          await tv.keyboard.press('Escape');
        },
      },
    ];
    const shown = await playScripted(seats, PLAN, moments, 30_000);
    assert.deepEqual(
      shown,
      moments.map((m) => m.name),
      'every moment came, in order',
    );
    await tv.getByRole('region', { name: en.end.title }).waitFor();
    await tv.keyboard.press('Escape');
    await screenshot(tv, 'table-tv-end', false);
    await tv.setViewportSize(LAPTOP);
    await screenshot(tv, 'table-tv-end-1366', false);
    await context.close();
  });
});
