// End-to-end, issue 27: "End my Rounds automatically". On a phone, in the Cleanup Phase, a keyboard user turns
// the checkbox on (Space); the server confirms it and ends the Round for the seat after the same short delay
// for everyone, without a click on "End the round".
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { Action, PlayerView } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { en } from '../src/i18n/en.ts';
import { holdSeat, PageDriver, startedGame } from './driver.ts';
import {
  assertNoSidewaysScroll,
  launchBrowser,
  openPlayer,
  PHONE,
  startAppServer,
  type AppServer,
} from './harness.ts';

let server: AppServer | undefined;
let browser: Browser | undefined;
before(async () => {
  // A deal whose host reaches Round 1's Cleanup playing the first calm choice each time (auto-end.test, server).
  server = await startAppServer({ autoEndMs: 1000 }, { seeds: () => seedOf(16) });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const calm = (view: PlayerView): Action =>
  view.legal.find((a) => a.type !== 'claimVictory') ?? view.legal[0]!;

test('issue 27: in the Cleanup Phase a keyboard user turns on “End my Rounds automatically”; the Round ends without a click', async () => {
  const { context, page } = await openPlayer(browser!, PHONE, 'en-GB');
  try {
    const { code, token } = await startedGame(server!);
    await page.goto(`${server!.url}/`);
    await holdSeat(page, code, token);
    const host = new PageDriver(page, en);
    await page.goto(`${server!.url}/g/${code}`);
    await host.play(calm, (view) => view.phase.kind === 'cleanup' && view.legal.length > 0);
    assert.equal(host.latest!.view.round, 1);
    const box = page.getByRole('checkbox', { name: en.autoEnd.label });
    // Described by its hint, for a screen reader.
    const hint = await box.getAttribute('aria-describedby');
    assert.equal((await page.locator(`[id="${hint}"]`).textContent())?.trim(), en.autoEnd.hint);
    await assertNoSidewaysScroll(page, 'the Cleanup Phase with the toggle');
    await box.focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: en.autoEnd.waiting }).waitFor();
    assert.ok(await box.isChecked());
    // The server confirms it, then ends the Round for the seat: nobody clicked "End the round".
    await host.waitForView((view) => view.phase.kind !== 'cleanup', 30_000);
    assert.ok(host.messages.some((m) => m.t === 'autoEnd' && m.on));
  } finally {
    await context.close();
  }
});
