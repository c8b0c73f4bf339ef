// Issue 31, pass and play: two people and two bots (and the AUTOMA, which four players always have) at one
// phone. Each person's seat is shown only after a full-screen "pass the device" screen that holds nothing of
// the person before (no game screen, no private panel, not their role's words); a reload mid-game comes back
// at a pass screen; the device goes round several times after it (or the first Round ends).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { SOLO_TEXTS } from '../src/solo/texts.ts';
import { accessibilityViolations, appInChromium, openPlayer, PHONE } from './harness.ts';
import { assertRecordVerifies, playClicks, storedActions } from './solo-shared.ts';

const solo = SOLO_TEXTS.en;
const app = appInChromium();
const PEOPLE = ['Ada', 'Bea'];

/** Clicks offered actions until the pass screen or the end screen shows (solo-shared.ts `playClicks`). */
const playUntilPass = (page: Page, seed: number, clicks: number): Promise<number> =>
  playClicks(page, { seed, clicks, stopAt: 'section.end, main.solo-pass', budgetMs: 20_000 });

/** The person the pass screen waits for, checked to hold nothing of any seat; null when none shows. */
async function passScreenFor(page: Page, before: string | null): Promise<string | null> {
  const pass = page.locator('main.solo-pass');
  if ((await pass.count()) === 0) return null;
  const heading = (await pass.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const name = PEOPLE.find((p) => heading === solo['pass.title'].replace('{{name}}', p));
  assert.ok(name, `the pass screen names a person: "${heading}"`);
  assert.equal(await page.locator('main.game').count(), 0, 'no game screen behind the pass screen');
  assert.equal(await page.locator('section.private, .night-secret, textarea').count(), 0);
  if (before !== null) {
    const text = await page.evaluate(() => document.body.innerText);
    assert.ok(!text.includes(before), 'the last person’s role is nowhere on the pass screen');
  }
  return name;
}

/**
 * Takes the device as `name`, and answers their role's words (shown by tapping it, as a person would). Each
 * person's notebook is their own: empty the first time (then they write in it, and move at once, before the
 * pause in typing that saves it), theirs again after that.
 */
async function take(page: Page, name: string, noted: Set<string>): Promise<string> {
  await page.getByRole('button', { name: solo['pass.take'].replace('{{name}}', name) }).click();
  const panel = page.locator('section.private');
  await panel.waitFor();
  assert.ok(
    ((await panel.getByRole('heading', { level: 2 }).textContent()) ?? '').includes(name),
    `${name}'s own seat`,
  );
  const role = panel.locator('button.role');
  await role.click();
  const words = ((await role.textContent()) ?? '').split(' (')[0]!;
  assert.ok(words.length > 0);
  const notes = page.locator('section.notebook textarea');
  if (noted.has(name)) assert.equal(await notes.inputValue(), `Notes of ${name}`);
  else {
    assert.equal(await notes.inputValue(), '', `${name} is not shown another person's notebook`);
    await notes.fill(`Notes of ${name}`);
    noted.add(name);
  }
  return words;
}

/** The Round the game screen shows (its status bar's "Round n of m"). */
async function round(page: Page): Promise<number> {
  const [pattern] = en.status.round.split(' {{n}}');
  const text = await page.locator('main.game strong', { hasText: pattern! }).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? 0);
}

describe('pass and play (issue 31)', () => {
  it('two people and two bots on one phone: a pass screen before each person, nothing of the last person behind it, a reload, the device passed round again after it', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
    try {
      await page.goto(`${app.server.url}/solo`);
      await page.getByRole('heading', { level: 1, name: solo.title }).waitFor();
      await page.getByLabel(en.landing.name, { exact: true }).fill('Ada');
      await page.getByRole('combobox', { name: en.landing.players }).selectOption('4');
      await page.getByRole('combobox', { name: solo.people }).selectOption('2');
      await page.getByLabel(solo['person.name'].replace('{{n}}', '2')).fill('Bea');
      await page.getByRole('radio', { name: solo['pace.instant'] }).check();
      assert.deepEqual(await accessibilityViolations(page), [], 'the form with two people passes axe');
      await page.getByRole('button', { name: solo.start }).click();
      await page.waitForURL(/\/solo\/solo-[0-9a-f]{16}$/);
      const id = new URL(page.url()).pathname.split('/').at(-1)!;

      await page.locator('main.solo-pass').waitFor();
      assert.equal(await passScreenFor(page, null), 'Ada', 'the first person is handed the device first');
      assert.deepEqual(await accessibilityViolations(page), [], 'the pass screen passes axe on a phone');

      const passes: string[] = [];
      const noted = new Set<string>();
      let role: string | null = null;
      let holder: string | null = null;
      let seed = 31;
      const started = Date.now();
      let reloaded = false;
      while ((await page.locator('section.end').count()) === 0) {
        assert.ok(Date.now() - started < 45_000, 'the device went round in time');
        const next = await passScreenFor(page, role);
        if (next !== null) {
          passes.push(next);
          if (passes.length === 5 && !reloaded) {
            // Mid-game: a reload comes back at a pass screen (whoever picks the device up says who they are).
            reloaded = true;
            const before = await storedActions(page, id);
            await page.reload();
            await page.locator('main.solo-pass').waitFor();
            const after = await passScreenFor(page, role);
            assert.ok(after !== null && PEOPLE.includes(after));
            assert.ok((await storedActions(page, id)) >= before, 'the reload resumed the stored game');
            continue;
          }
          role = await take(page, next, noted);
          holder = next;
          continue;
        }
        // Far enough once the device went round several times after the reload, or the first Round is over
        // (the whole game takes too long here, and a loaded machine is slow to get far).
        if (reloaded && (passes.length >= 8 || (await round(page)) >= 2)) break;
        await playUntilPass(page, seed++, 400);
      }
      assert.ok(passes.length >= 5, `the device went round (${passes.join(', ')}, last ${holder})`);
      assert.deepEqual([...noted].sort(), PEOPLE);
      // A game over this soon has its record, which verifies like any solo game's.
      if ((await page.locator('section.end').count()) > 0) await assertRecordVerifies(page, id);
    } finally {
      await context.close();
    }
  });
});
