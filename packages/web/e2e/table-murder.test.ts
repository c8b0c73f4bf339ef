// End-to-end, a murder revealed on the table screen at 1920×1080 (issue 27: "a murder revealed is staged on the
// big screen"). One fixed game (murder-script.ts: a known seed, every seat played through the API) in which
// an Investigator checks a State, sees a Dead card and reveals it: the TV stages the Dead card revealed with the
// victim turning Ghost, then the Vote the murder forces (VOTE-02) with who calls it, each large and readable
// from across a room, and the screen still fits without scrolling. First, the script through the engine alone
// (whatever order the seats act in), so that a rule change breaks it here by name rather than as a time-out.
// Screenshot: out/e2e/table-tv-murder-vote.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  createGame,
  legalActions,
  logFor,
  viewFor,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { stageEn } from '../src/i18n/stage/en.ts';
import { characterAt } from '../src/identity/characters.ts';
import { fill, screenshot } from './harness.ts';
import { MURDER_PLAYERS, MURDER_SEED, murderScripted } from './murder-script.ts';
import { playScripted, type Moment } from './shots-script.ts';
import { tvSuite } from './table-tv-shared.ts';
const NAMES = ['Ada', 'Bea', 'Carla', 'Dan', 'Eve'] as const;
/** A staged caption at 1080p, read from 3 m (as table-tv.test.ts holds the Vote's). */
const CAPTION_MIN_PX = 40;

const named = (seat: number) => fill(en.identity.named, { n: characterAt(seat).number, name: NAMES[seat]! });

/** Plays the fixed game in the engine until the murder's Vote, the seats asked in `order` each time. */
function playInEngine(order: readonly number[]): GameState {
  const created = createGame({ players: MURDER_PLAYERS, seed: MURDER_SEED });
  assert.ok('state' in created, JSON.stringify(created));
  let state = created.state;
  for (let actions = 0; actions < 400; actions++) {
    if (logFor(state, 'spectator').some((e) => e.t === 'voteStarted' && e.reason === 'murder')) return state;
    assert.notEqual(state.phase.kind, 'over', 'the game ended without a murder revealed');
    const seat = order.find((s) => legalActions(state, s).length > 0);
    assert.ok(seat !== undefined, `nobody can act (phase ${state.phase.kind})`);
    const action = murderScripted(viewFor(state, seat));
    assert.ok(action, `no action for seat ${seat}`);
    const result = apply(state, seat, action);
    if (!result.ok) assert.fail(`seat ${seat}: ${JSON.stringify(action)}: ${result.rejection.message}`);
    state = result.state;
  }
  assert.fail('no murder revealed in 400 actions');
}

/** The page does not scroll either way at this size: a TV has no one to scroll it. */
async function assertNoScroll(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { sw: root.scrollWidth, sh: root.scrollHeight, w: window.innerWidth, h: window.innerHeight };
  });
  assert.ok(size.sw <= size.w && size.sh <= size.h, `${where}: ${JSON.stringify(size)}`);
}

/**
 * Records every staged moment as it comes on the screen (its name and caption, in order), installed before the
 * app loads: a scene lasts at most 1.5 s and the next follows, so the order is read from the record, not from
 * whatever is on screen when the test looks. A string, so that the bundler's helpers never reach the page.
 */
const RECORD_STAGE = `
  window.__staged = [];
  new MutationObserver(function () {
    var stage = document.querySelector('.stage[data-moment]');
    if (!stage) return;
    var caption = stage.querySelector('.stage-caption');
    var entry = { moment: stage.getAttribute('data-moment'), caption: caption ? caption.textContent : '' };
    var last = window.__staged[window.__staged.length - 1];
    if (!last || last.moment !== entry.moment || last.caption !== entry.caption) window.__staged.push(entry);
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;

interface Staged {
  readonly moment: string;
  readonly caption: string;
}

const fontPx = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (el) =>
        parseFloat(getComputedStyle(el).fontSize) * ((el as { currentCSSZoom?: number }).currentCSSZoom ?? 1),
    );

describe('a murder revealed on the table screen (VOTE-02)', () => {
  test('VOTE-02 the fixed game reveals a murder by a check and holds its Vote, whatever order the seats act in', () => {
    const ends = [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
    ].map((order) => playInEngine(order));
    for (const state of ends) {
      const log = logFor(state, 'spectator');
      const revealed = log.find((e) => e.t === 'deathRevealed');
      const vote = log.find((e) => e.t === 'voteStarted');
      assert.ok(revealed, 'a Dead card revealed');
      assert.ok(vote?.reason === 'murder', 'the Vote it forces');
      assert.equal(vote.initiator, revealed.by, 'called by who revealed it');
    }
    assert.deepEqual(
      ends.map((s) => s.log.length),
      ends.map(() => ends[0]!.log.length),
      'the same course in every order',
    );
  });

  const suite = tvSuite(MURDER_SEED);

  test('VOTE-02 the TV at 1920×1080 stages the Dead card revealed, the Ghost and the murder’s Vote, large, without scrolling', async () => {
    assert.equal(NAMES.length, MURDER_PLAYERS);
    const { seats, tv, context } = await suite.startOnTv(NAMES, async (page) => {
      await page.addInitScript(RECORD_STAGE);
    });

    const murderVote = (views: readonly (PlayerView | undefined)[]) =>
      views.find((v) => v?.phase.kind === 'vote' && v.phase.reason === 'murder');
    const moments: Moment[] = [
      {
        name: 'the murder revealed',
        when: (views) => murderVote(views) !== undefined,
        shoot: async (views) => {
          const phase = murderVote(views)!.phase;
          assert.ok(phase.kind === 'vote');
          const view = murderVote(views)!;
          const victims = view.seats.filter((s) => !s.alive).map((s) => s.seat);
          assert.equal(victims.length, 1, 'one Ghost, the victim');
          // The Dead card turned over and the victim turning Ghost: one scene, on the big screen, then the Vote.
          const ghostCaption = fill(stageEn.ghostRevealed, { seat: named(victims[0]!) });
          const voteCaption = fill(stageEn.voteMurder, { seat: named(phase.initiator) });
          const vote = tv.locator('.stage[data-moment="vote"]');
          await tv.waitForFunction(() =>
            (window as unknown as { __staged: Staged[] }).__staged.some((s) => s.moment === 'vote'),
          );
          const staged = await tv.evaluate(() => (window as unknown as { __staged: Staged[] }).__staged);
          const murder = staged.filter((s) => s.moment === 'ghost' || s.moment === 'vote');
          assert.deepEqual(
            murder,
            [
              { moment: 'ghost', caption: ghostCaption },
              { moment: 'vote', caption: voteCaption },
            ],
            JSON.stringify(staged),
          );
          // Then the Vote the murder forces, called by who revealed it, with its portrait.
          await vote.locator('.stage-scene .identity-chip').waitFor();
          assert.ok((await fontPx(tv, '.stage .stage-caption')) >= CAPTION_MIN_PX, 'read from 3 m');
          const chip = await vote.locator('.stage-scene .identity-chip').first().boundingBox();
          assert.ok(chip !== null && chip.width >= 96, `the portrait is large (${chip?.width} px)`);
          await assertNoScroll(tv, 'the murder’s Vote staged');
          await screenshot(tv, 'table-tv-murder-vote', false);
          await tv.keyboard.press('Escape');
          await vote.waitFor({ state: 'detached' });
          // Beside the board, the Vote panel says why it is held.
          await tv.getByRole('region', { name: /Vote/ }).first().waitFor();
          await assertNoScroll(tv, 'the murder’s Vote under way');
        },
      },
    ];
    const shown = await playScripted(seats, { target: 0 }, moments, 30_000, {
      choose: murderScripted,
      untilMoments: true,
    });
    assert.deepEqual(shown, ['the murder revealed']);
    await context.close();
  });
});
