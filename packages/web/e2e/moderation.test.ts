// End-to-end, issue 30: moderation at the table in Chromium. In a lobby, a player on a phone opens another
// player's menu by keyboard, mutes them for themself and reports them with a reason; the host mutes the player
// for the table, and everyone sees the mark; the host removes a person. Accessible throughout (axe).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import {
  accessibilityViolations,
  assertNoSidewaysScroll,
  DESKTOP,
  fill,
  launchBrowser,
  openPlayer,
  PHONE,
  startAppServer,
  type AppServer,
} from './harness.ts';

let server: AppServer | undefined;
let browser: Browser | undefined;
before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()) as T;
}

// A person in the lobby is named with their seat's number (identity.ts' lobbySeatText).
/** This browser holds the seat of `token` in game `code` (as a join or a creation leaves it). */
async function seatIn(page: Page, code: string, token: string, host: boolean): Promise<void> {
  await page.goto(`${server!.url}/`);
  await page.evaluate(
    ([key, seat]) => {
      localStorage.setItem(key, seat);
    },
    [`ac.seat.${code}`, JSON.stringify({ token, host })] as const,
  );
  await page.goto(`${server!.url}/g/${code}`);
}

test('issue 30: mute for me, report with a reason, the host’s mute for the table and removal (the menu by keyboard on a phone)', async () => {
  const created = await post<{ id: string; token: string }>('/api/games', { players: 5, name: 'Ann' });
  const code = created.id;
  const bo = await post<{ token: string }>(`/api/games/${code}/join`, { name: 'Bo' });
  await post(`/api/games/${code}/join`, { name: 'Cy' });
  const hostSide = await openPlayer(browser!, DESKTOP, 'en-GB');
  const boSide = await openPlayer(browser!, PHONE, 'en-GB');
  try {
    await seatIn(hostSide.page, code, created.token, true);
    await seatIn(boSide.page, code, bo.token, false);
    const page = boSide.page;

    // Bo opens Cy's menu by keyboard and mutes Cy for himself.
    const menu = page.locator(`summary[aria-label="${fill(en.moderation.menu, { name: '3 · Cy' })}"]`);
    await menu.focus();
    await page.keyboard.press('Enter');
    const mute = page.getByRole('button', { name: en.moderation.muteForMe });
    await mute.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: en.moderation.unmuteForMe, pressed: true }).waitFor();
    await page.getByText(en.moderation.mutedForMe).waitFor();
    // No host control for a player.
    assert.equal(await page.getByRole('button', { name: en.moderation.muteForTable }).count(), 0);

    // Bo reports Cy: a reason (radio), his words, sent; the server confirms it.
    await page.getByRole('button', { name: en.moderation.report }).click();
    await page.getByRole('radio', { name: en.moderation.reasons.spam }).check();
    await page.getByLabel(en.moderation.details).fill('floods the lobby');
    assert.deepEqual(await accessibilityViolations(page), [], 'the lobby with the report form open');
    await assertNoSidewaysScroll(page, 'the report form on a phone');
    await page.getByRole('button', { name: en.moderation.send }).click();
    await page.getByRole('status').filter({ hasText: en.moderation.reported }).waitFor();
    const reports = await server!.server.db.selectFrom('reports').selectAll().execute();
    assert.equal(reports.length, 1);
    assert.equal(reports[0]!.reason, 'spam');
    assert.equal(reports[0]!.text, 'floods the lobby');

    // The host mutes Bo for the table: Bo's page shows it.
    const host = hostSide.page;
    await host.locator(`summary[aria-label="${fill(en.moderation.menu, { name: '2 · Bo' })}"]`).click();
    await host.getByRole('button', { name: en.moderation.muteForTable }).click();
    await page.getByText(en.moderation.mutedForTable).waitFor();
    await host.getByRole('button', { name: en.moderation.unmuteForTable, pressed: true }).waitFor();

    // The host removes Cy (after the confirmation): the seat opens, and Cy's token is refused for good.
    await host.getByRole('button', { name: fill(en.again.lobby.removeLabel, { name: '3 · Cy' }) }).click();
    await host.getByRole('button', { name: en.again.lobby.confirmYes, exact: true }).click();
    await page.getByText('3 · Cy').waitFor({ state: 'detached' });
    const removals = await server!.server.db.selectFrom('moderation_removals').selectAll().execute();
    assert.equal(removals.length, 1);
    assert.equal(removals[0]!.seat, 2);
  } finally {
    await hostSide.context.close();
    await boSide.context.close();
  }
});
