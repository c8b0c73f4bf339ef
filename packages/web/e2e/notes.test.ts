// End-to-end (issue 16): a claim posted with the composer reaches the other player as a sentence; the
// private notebook is saved by itself, restored on another tab of the same seat (as on a reload or another
// device), follows a save made there, and never reaches another seat. Screenshots go to out/e2e/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { lobbyOf, PageDriver, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  DESKTOP,
  fill,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

/** Waits until the page's notebook holds `want` in its notes. */
async function waitForNotes(page: Page, want: string): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector<HTMLTextAreaElement>('section.notebook textarea')?.value === text,
    want,
  );
}

describe('claims and the notebook in Chromium', () => {
  const app = appInChromium();

  test('GEN-08: a claim in one tap or two; a notebook saved, restored on another tab of the seat, private to it', async () => {
    const host = await openPlayer(app.browser, PHONE, 'en-GB');
    const guest = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const a = new PageDriver(host.page, en);
    const b = new PageDriver(guest.page, en);

    const { code, url: gameUrl } = await startGame(app.server, a, {
      name: 'Hana',
      players: 5,
      guests: [{ driver: b, name: 'Gus' }],
    });
    // Gus as the game names him: his Character's number, then his name (issue 26).
    const character = (await lobbyOf(app.server, code)).seats.find((s) => s.name === 'Gus')?.character;
    assert.ok(typeof character === 'number', 'Gus has a Character');
    const gus = fill(en.identity.named, { n: character + 1, name: 'Gus' });

    // A claim: the kind, then (the Character preset to the first other one) a choice and the post.
    const composer = host.page.locator('.claim-composer');
    await composer.getByRole('button', { name: en.notes.claim.kinds.suspect }).click();
    await composer.getByLabel(en.notes.claim.who).selectOption({ label: gus });
    const sentence = fill(en.notes.claim.sentence.suspect, { name: gus });
    await composer.locator('q', { hasText: sentence }).waitFor();
    await composer.getByRole('button', { name: en.notes.claim.post }).click();
    await guest.page.locator('.chat .lines li.claim-line', { hasText: sentence }).waitFor();
    await host.page.locator('.chat .lines li.claim-line', { hasText: sentence }).waitFor();

    // The notebook: a mark and notes, saved a moment after the typing stops.
    const notebook = host.page.locator('section.notebook');
    await notebook.waitFor();
    await notebook.getByLabel(fill(en.notes.notebook.mark, { name: gus })).selectOption('suspect');
    await notebook.getByLabel(en.notes.notebook.notes).fill('Gus said Library, round 1');
    await notebook.locator('.notebook-status', { hasText: en.notes.notebook.saved }).waitFor();
    await screenshot(host.page, 'notes-phone');
    await assertNoSidewaysScroll(host.page, 'the game with the notebook on a phone');
    assert.deepEqual(await accessibilityViolations(host.page), [], 'composer, notebook and ledger');

    // Another tab of the same seat (the seat's token is in this browser): the notebook is there.
    const other = await host.context.newPage();
    other.setDefaultTimeout(15_000);
    await other.goto(gameUrl);
    const restored = other.locator('section.notebook');
    await restored.waitFor();
    await waitForNotes(other, 'Gus said Library, round 1');
    assert.equal(
      await restored.getByLabel(fill(en.notes.notebook.mark, { name: gus })).inputValue(),
      'suspect',
    );
    // A save made there reaches the first tab.
    await restored.getByLabel(en.notes.notebook.notes).fill('Gus said Library, round 1. Checked: alive');
    await waitForNotes(host.page, 'Gus said Library, round 1. Checked: alive');

    // Never to another seat: not on the guest's page, not in any frame the guest was sent.
    assert.ok(!(await guest.page.content()).includes('Gus said Library'));
    assert.ok(!b.messages.some((m) => m.t === 'notebook'));
    assert.ok(
      a.messages.some((m) => m.t === 'notebook'),
      'the host’s tabs were sent it',
    );
    await host.context.close();
    await guest.context.close();
  });
});
