// End-to-end, phones at a table (issue 27): each phone shows its own Character (portrait, number, name) so
// that its player finds themself on the TV; the phone the laptop handed its seat to is asked for its own name
// (the laptop's is not kept) and renames the seat in the lobby; a player renames during the game; the TV shows
// each new name and never the old one. Screenshot: out/e2e/table-names-phone.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby } from '@among-cultists/protocol';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { tableEn } from '../src/i18n/table/en.ts';
import { characterAt } from '../src/identity/characters.ts';
import { holdSeat } from './driver.ts';
import { appInChromium, fill, openPlayer, PHONE, screenshot } from './harness.ts';

const TV = { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false } as const;

/** "7 · Marek": how every screen names a seat (identity.ts). */
const named = (character: number, name: string) =>
  fill(en.identity.named, { n: characterAt(character).number, name });

/** The phone's own part: who it is on the shared screen. */
const identityOf = (page: Page) => page.getByRole('region', { name: tableEn.phone.identity.title });

/** Renames the phone's seat from its identity panel (opening the form if it is folded). */
async function rename(page: Page, name: string): Promise<void> {
  const panel = identityOf(page);
  const field = panel.getByLabel(en.landing.name);
  if (!(await field.isVisible())) await panel.getByText(tableEn.phone.identity.rename).click();
  await field.fill(name);
  await panel.getByRole('button', { name: tableEn.phone.identity.save }).click();
  await panel.getByRole('status').getByText(fill(tableEn.phone.identity.saved, { name })).waitFor();
}

describe('phones at a table in Chromium', () => {
  const app = appInChromium();

  test('each phone shows its own Character; the handed-over seat and a player in the game rename, and the TV follows', async () => {
    const api = async <T>(path: string, body?: object): Promise<T> => {
      const response = await fetch(app.server.url + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) assert.fail(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    // The laptop created the game as "Laptop" and shows the shared screen, with its seat's handover code.
    const { id: code, token } = await api<{ id: string; token: string }>('/api/games', {
      players: 5,
      name: 'Laptop',
    });
    const laptop = await openPlayer(app.browser, TV, 'en-GB');
    const tv = laptop.page;
    await tv.goto(app.server.url);
    await holdSeat(tv, code, token);
    await tv.goto(`${app.server.url}/table/${code}`);
    const handover = tv.locator('svg.qr[data-url*="#handover="]');
    await handover.waitFor();
    const urls = await tv
      .locator('svg.qr')
      .evaluateAll((codes) => codes.map((c) => c.getAttribute('data-url') ?? ''));
    const seatsOnTv = tv.getByRole('list', { name: en.lobby.seats });
    await seatsOnTv.getByText(named(0, 'Laptop')).waitFor();

    // The phone that takes the laptop's seat is asked for its player's own name at once.
    const first = await openPlayer(app.browser, PHONE, 'en-GB');
    await first.page.goto(urls[0]!);
    const mine = identityOf(first.page);
    await mine.getByTestId('phone-identity').getByText(named(0, 'Laptop')).waitFor();
    await mine.getByText(fill(tableEn.phone.identity.handedOver, { name: 'Laptop' })).waitFor();
    assert.equal(await mine.locator('svg.identity-chip').count(), 1, 'its portrait in its colour');
    await rename(first.page, 'Nadia');
    await mine.getByTestId('phone-identity').getByText(named(0, 'Nadia')).waitFor();
    await seatsOnTv.getByText(named(0, 'Nadia')).waitFor();
    assert.equal(await seatsOnTv.getByText(named(0, 'Laptop')).count(), 0, 'the laptop’s name is gone');
    assert.equal(await mine.getByText(tableEn.phone.identity.handedOver.split('(')[0]!).count(), 0);

    // A second phone takes seat 2 by its code: it shows its own Character, not the first phone's.
    const second = await openPlayer(app.browser, PHONE, 'en-GB');
    await second.page.goto(urls[1]!);
    await second.page.getByLabel(en.landing.name).fill('Bea');
    await second.page.getByRole('button', { name: fill(tableEn.phone.take, { n: 2 }) }).click();
    const lobby = await api<Lobby>(`/api/games/${code}`);
    const bea = lobby.seats[1]!.character!;
    assert.notEqual(bea, lobby.seats[0]!.character);
    await identityOf(second.page).getByTestId('phone-identity').getByText(named(bea, 'Bea')).waitFor();
    assert.equal(
      await identityOf(second.page).getByText(tableEn.phone.identity.handedOver.split('(')[0]!).count(),
      0,
      'a seat taken by its own player is not asked for a name',
    );
    await screenshot(second.page, 'table-names-phone');

    // The game starts (bots in the other seats); in it, the second player renames, and the TV follows.
    for (let seat = 2; seat < 5; seat++)
      await api(`/api/games/${code}/seats/${seat}`, { token, kind: 'bot' });
    await api(`/api/games/${code}/start`, { token });
    const players = tv.getByRole('region', { name: en.players.title });
    await players.getByText(named(bea, 'Bea')).waitFor();
    await identityOf(second.page).getByTestId('phone-identity').getByText(named(bea, 'Bea')).waitFor();
    await rename(second.page, 'Beatrix');
    await players.getByText(named(bea, 'Beatrix')).waitFor();
    assert.equal(await players.getByText(named(bea, 'Bea'), { exact: true }).count(), 0);
    // The first phone, in the game too, still shows itself, and no longer asks for a name.
    await identityOf(first.page).getByTestId('phone-identity').getByText(named(0, 'Nadia')).waitFor();
    assert.equal(await identityOf(first.page).locator('details.phone-rename[open]').count(), 0);
    await players.getByText(named(0, 'Nadia')).waitFor();

    for (const context of [first.context, second.context, laptop.context]) await context.close();
  });
});
