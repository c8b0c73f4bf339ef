// End-to-end, table mode (issue 16): one shared screen (a laptop) and five phones in separate browser
// contexts, in Chromium against a real server. The laptop creates the game and opens /table/<code>; each
// phone opens the address of one seat's QR code (read from its data-url) and takes that seat, the first
// one the laptop's own seat, handed over by a single-use code (never its token, issue 24); the host's phone fills the last seat with a bot and starts. The
// screen shows the public board and nothing private while the phones show their roles; the phones play
// the Night Phase and on into the next Round, and the screen follows. Screenshots: out/e2e/table-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PlayerView } from '@among-cultists/engine';
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import type { ServerMessage } from '@among-cultists/protocol';
import type { Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { anyAction, createGame, PageDriver, picker } from './driver.ts';
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

const PLAYERS = 6;
const PHONES = 5;

/** Everything the page's spectator connections were sent (a socket whose welcome names no seat). */
const spectatorFrames = (driver: PageDriver): ServerMessage[] =>
  driver.connections.filter((sent) => sent.some((m) => m.t === 'welcome' && m.seat === null)).flat();

/** The text of the page as a person reads it. */
const textOf = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

describe('table mode in Chromium', () => {
  const app = appInChromium();

  test('a shared screen and five phones: seats by QR code, the screen public, each phone its own secrets', async () => {
    // The laptop: creates the game, then opens the shared screen from the lobby.
    const laptop = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const screen = new PageDriver(laptop.page, en);
    const code = await createGame(app.server, screen, { name: 'Tess', players: PLAYERS });
    await laptop.page.getByRole('link', { name: `${app.server.url}/table/${code}` }).click();
    await laptop.page.waitForURL(`${app.server.url}/table/${code}`);
    await laptop.page.getByRole('heading', { name: fill(en.table.screen.title, { code }) }).waitFor();

    // A code per seat; the laptop's own seat (left the moment its game page closed) is handed over by a
    // code the server issued: the seat's token, which this browser holds, is nowhere on the screen.
    await laptop.page.locator('svg.qr[data-url*="#handover="]').waitFor();
    const qr = laptop.page.locator('svg.qr');
    assert.equal(await qr.count(), PLAYERS);
    const urls = await qr.evaluateAll((codes) => codes.map((c) => c.getAttribute('data-url') ?? ''));
    assert.match(urls[0]!, /#handover=[\w-]{22}$/, 'the first seat is the laptop’s, handed over');
    const hostToken = await laptop.page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
      `ac.seat.${code}`,
    );
    assert.match(hostToken, /^[0-9a-f]{32,}$/, 'the laptop holds the host’s token');
    assert.ok(!(await laptop.page.content()).includes(hostToken), 'the token is not in the screen’s page');
    assert.ok(!laptop.page.url().includes(hostToken), 'nor in its address');
    assert.ok(
      urls.every((u) => !u.includes(hostToken)),
      'nor in a code',
    );
    // The screen has its own place, beside the spectators' (its key, which opens no seat).
    const tableKey = await laptop.page.evaluate((key) => localStorage.getItem(key), `ac.table.${code}`);
    assert.match(tableKey ?? '', /^[0-9a-f]{64}$/);
    for (const [seat, url] of urls.entries())
      assert.equal(url.split('#')[0], `${app.server.url}/g/${code}?seat=${seat}&table=1`);
    await screenshot(laptop.page, 'table-lobby');
    assert.deepEqual(await accessibilityViolations(laptop.page), [], 'shared screen, lobby');

    // Five phones, each opening one seat's address; the seat list fills on the screen.
    const phones: { page: Page; driver: PageDriver; close: () => Promise<void> }[] = [];
    for (let seat = 0; seat < PHONES; seat++) {
      const phone = await openPlayer(app.browser, PHONE, 'en-GB');
      const driver = new PageDriver(phone.page, en);
      phones.push({ page: phone.page, driver, close: () => phone.context.close() });
      await phone.page.goto(urls[seat]!);
      if (seat === 0) {
        // The handed-over seat: the phone redeems the code for the host's seat, and the code leaves the address.
        await phone.page.getByRole('button', { name: en.again.lobby.fillBots }).waitFor();
        assert.equal(new URL(phone.page.url()).hash, '');
      } else {
        await phone.page.getByLabel(en.landing.name).fill(`Phone${seat}`);
        await phone.page.getByRole('button', { name: fill(en.table.phone.take, { n: seat + 1 }) }).click();
        await phone.page.getByText(en.lobby.waitingHost).waitFor();
        await laptop.page.getByText(`Phone${seat}`).first().waitFor();
      }
      assert.equal(driver.seat, seat, `phone ${seat} sits where its code said`);
    }
    await screenshot(phones[1]!.page, 'table-phone-lobby');
    // The laptop gave the seat up once the phone had it: it holds no seat of this game any more.
    await laptop.page.waitForFunction((key) => localStorage.getItem(key) === null, `ac.seat.${code}`);
    assert.equal(await laptop.page.locator('svg.qr[data-url*="#handover="]').count(), 0);
    // The code worked once: someone else who photographed it gets no seat from it.
    const late = await openPlayer(app.browser, PHONE, 'en-GB');
    await late.page.goto(urls[0]!);
    await late.page
      .getByText(fill(en.table.phone.handoverFailed, { reason: en.rejection['handover/used'] }))
      .waitFor();
    assert.equal(await late.page.getByRole('button', { name: en.again.lobby.fillBots }).count(), 0);
    await late.context.close();
    await laptop.page.getByText(fill(en.table.screen.free_one, { count: 1 })).waitFor();

    // The host fills the last seat with a bot and starts, from the phone.
    const host = phones[0]!;
    await host.page.getByRole('button', { name: en.again.lobby.fillBots }).click();
    await laptop.page.getByText(en.table.screen.full).waitFor();
    await host.page.getByRole('button', { name: en.lobby.start }).click();
    await Promise.all(phones.map((p) => p.driver.waitForView(() => true)));
    await screen.waitForView(() => true);

    // The screen: the board, the Night Phase's ritual, nothing private, no action.
    await laptop.page.getByRole('group', { name: en.board.map }).waitFor();
    await laptop.page.getByRole('region', { name: en.night.title }).waitFor();
    assert.equal(screen.latest!.view.viewer, 'spectator');
    assert.equal(await laptop.page.getByRole('region', { name: en.me.title }).count(), 0);
    assert.equal(await laptop.page.getByRole('region', { name: en.actions.title }).count(), 0);
    assert.equal(await laptop.page.locator('button[data-action]').count(), 0);
    await screenshot(laptop.page, 'table-night');
    assert.deepEqual(await accessibilityViolations(laptop.page), [], 'shared screen, game');

    // Each phone: its own role (tapped open), its Route and hand; the screen shows none of them.
    for (const [seat, phone] of phones.entries()) {
      const me = phone.driver.latest!.view.me!;
      assert.equal(me.seat, seat);
      await phone.page.getByRole('button', { name: en.me.showRole }).click();
      const roleLine = fill(en.me.role, { role: en.role[me.role] });
      await phone.page.getByText(roleLine).first().waitFor();
      await phone.page.getByRole('heading', { name: en.me.route }).waitFor();
      await phone.page.getByRole('heading', { name: en.me.hand }).waitFor();
      assert.equal(
        await phone.page.getByRole('group', { name: en.board.map }).count(),
        0,
        'the board is on the shared screen',
      );
      await assertNoSidewaysScroll(phone.page, `phone ${seat}`);
      const shown = await textOf(laptop.page);
      assert.ok(!shown.includes(roleLine), `the screen shows ${roleLine}`);
      assert.ok(!shown.includes(fill(en.me.team, { team: en.team[me.team] })), 'nor a team');
    }
    await screenshot(phones[0]!.page, 'table-phone-night');
    assert.deepEqual(await accessibilityViolations(phones[0]!.page), [], 'phone at a table');

    // A phone that lost its page comes back to its seat (its token is on that phone).
    phones[2]!.driver.latest = null;
    await phones[2]!.page.reload();
    await phones[2]!.driver.waitForView(() => true);
    assert.equal(phones[2]!.driver.seat, 2);

    // The phones play: the Night Phase's acknowledgements, then on to Round 2; the screen follows.
    const pick = picker(16);
    const round2 = (view: PlayerView) => view.round >= 2 || view.phase.kind === 'over';
    await Promise.all(phones.map((p) => p.driver.play(anyAction(pick), round2, 180_000)));
    const view = await screen.waitForView(round2);
    if (view.phase.kind !== 'over')
      await laptop.page
        .locator('.status')
        .getByText(fill(en.status.round, { n: view.round, max: MAX_ROUNDS }))
        .waitFor();
    await screenshot(laptop.page, 'table-round2');

    // All the screen was sent is the spectator's: no private part, no action, no secret key.
    const frames = spectatorFrames(screen);
    const updates = frames.filter((m) => m.t === 'update');
    assert.ok(updates.length > 0);
    for (const update of updates) {
      assert.equal(update.view.me, null);
      assert.equal(update.view.legal.length, 0);
      if (update.view.result === null) assert.equal(update.view.reveal, null);
    }
    // A role revealed to everyone (an eliminated Investigator, VOTE-11) is public: set it aside.
    const sent = JSON.stringify(frames.filter((m) => m.t !== 'update' || m.view.result === null)).replace(
      /("t":"roleRevealed","seat":\d+,)"role":/g,
      '$1"publicRole":',
    );
    const secret = /"(role|route|knownCultists|deadFromStart|encounterCard|pulses|roles|hands)":/.exec(sent);
    assert.equal(secret, null, `the screen was sent ${secret?.[0] ?? ''}`);

    for (const phone of phones) await phone.close();
    await laptop.context.close();
  });
});
