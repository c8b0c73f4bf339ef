// End-to-end (issue 30, "Done when"): public tables and quick play in Chromium, three players on two nodes
// over one PostgreSQL database and one Redis server. The host creates a public table on node A; a player on
// node B sees it in the landing page's list and joins it (by keyboard); a third, on a phone on node B, presses Quick play
// and is seated at the same table. The host chooses streamer mode's delay in the create form; a public game in
// progress is listed with a Watch link that opens it as a spectator, told it watches that far behind.
// Quick play with a countdown: the strength of its bots chosen in the form, the time to them in the lobby; and
// the same countdown chosen in the create form for a public table.
// Screenshot: out/e2e/public-tables-*.png.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { buildServer, type GameServer } from '@among-cultists/server';
import {
  createDatabase,
  startRedis,
  type TestDatabase,
  type TestRedis,
} from '@among-cultists/server/testing-cluster';
import { eventually } from '@among-cultists/protocol/testing';
import { en } from '../src/i18n/en.ts';
import { codeOf, lobbyOf } from './driver.ts';
import {
  accessibilityViolations,
  assertNoSidewaysScroll,
  DESKTOP,
  launchBrowser,
  openPlayer,
  PHONE,
  screenshot,
  WEB_ROOT,
  type AppServer,
} from './harness.ts';

const text = en.publicTables;
const watching = en.spectating;

/** A node of the cluster serving the built web app. */
async function startNode(database: TestDatabase, redis: TestRedis, node: string): Promise<AppServer> {
  const server: GameServer = await buildServer({
    database: { url: database.url, startupTimeoutMs: 5000 },
    botDelayMs: [20, 60],
    allowedOrigins: [],
    logger: false,
    webRoot: WEB_ROOT,
    cluster: { redisUrl: redis.url, node },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { server, url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

describe('public tables and quick play, three players on two nodes', { timeout: 180_000 }, () => {
  let database: TestDatabase | undefined;
  let redis: TestRedis | undefined;
  let a: AppServer | undefined;
  let b: AppServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    const db = await createDatabase();
    database = db;
    const bus = await startRedis();
    redis = bus;
    a = await startNode(db, bus, 'a');
    b = await startNode(db, bus, 'b');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await b?.close();
    await a?.close();
    await redis?.close();
    await database?.drop();
  });

  test('a public table made on one node is listed on the other, joined from the list and by quick play', async () => {
    assert.ok(a && b && browser, 'the nodes and Chromium are started');
    // The host, on node A: a public table (its time limits turned on with it).
    const host = await openPlayer(browser, DESKTOP, 'en-GB');
    await host.page.goto(a.url);
    await host.page.getByRole('heading', { name: text.title }).waitFor();
    await host.page.getByLabel(en.landing.name).fill('Ada');
    await host.page.getByLabel(text.publicTable).check();
    assert.equal(await host.page.getByLabel(en.landing.timers).isChecked(), true, 'timers come with it');
    assert.equal(await host.page.getByLabel(en.landing.timers).isDisabled(), true);
    // Streamer mode: its spectators see it 30 s late (a choice that comes with a public table).
    await host.page
      .getByLabel(watching.delay)
      .selectOption({ label: watching.delaySeconds.replace('{{seconds}}', '30') });
    await host.page.getByRole('button', { name: en.landing.createButton }).click();
    await host.page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const code = codeOf(host.page);

    // A player on node B sees it in the list and joins it by its button (named for a screen reader).
    const guest = await openPlayer(browser, DESKTOP, 'en-GB');
    await guest.page.goto(b.url);
    const join = guest.page.getByRole('button', { name: /Ada/ });
    await join.waitFor();
    assert.equal(
      await join.getAttribute('aria-label'),
      text.joinLabel.replace('{{name}}', 'Ada').replace('{{seated}}', '1').replace('{{players}}', '5'),
    );
    await guest.page.getByLabel(en.landing.name).fill('Bo');
    // By keyboard: the button takes the focus and Enter presses it.
    await join.focus();
    await guest.page.keyboard.press('Enter');
    await guest.page.waitForURL(new RegExp(`/g/${code}$`));
    await guest.page.getByText(en.lobby.waitingHost).waitFor();

    // A third, on a phone on node B: Quick play seats them at the same table (the fullest open one).
    const phone = await openPlayer(browser, PHONE, 'en-GB');
    await phone.page.goto(b.url);
    await phone.page.getByRole('button', { name: /Ada/ }).waitFor();
    await assertNoSidewaysScroll(phone.page, 'the landing page with the public tables');
    assert.deepEqual(
      await accessibilityViolations(phone.page),
      [],
      'the landing page with the public tables',
    );
    await screenshot(phone.page, 'public-tables-phone');
    await phone.page.getByLabel(en.landing.name).fill('Cy');
    await phone.page.getByRole('button', { name: text.quickPlay, exact: true }).click();
    await phone.page.waitForURL(new RegExp(`/g/${code}$`));
    await phone.page.getByText(en.lobby.waitingHost).waitFor();

    // As stored, read through either node: the three of them, one seat each.
    for (const node of [a, b]) {
      const lobby = await lobbyOf(node, code);
      assert.deepEqual(
        lobby.seats.map((s) => (s.kind === 'human' ? s.name : s.kind)),
        ['Ada', 'Bo', 'Cy', 'open', 'open'],
      );
      assert.equal(lobby.settings?.spectatorDelay, 30, 'the delay chosen in the form');
    }
    // The host's lobby shows them (the change came through the other node).
    await eventually(
      async () => ((await host.page.getByText('Cy').count()) > 0 ? true : null),
      'the host sees the third player',
    );
    await host.context.close();
    await guest.context.close();
    await phone.context.close();
  });

  test('a public game in progress is listed with a Watch link that opens it as a delayed spectator', async () => {
    assert.ok(a && b && browser, 'the nodes and Chromium are started');
    // Made and started on node A through the API: a public game of bots and its host, 30 s late for spectators.
    const post = async (path: string, body: unknown): Promise<{ id: string; token: string }> => {
      const response = await fetch(`${a!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) assert.fail(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; token: string };
    };
    const created = await post('/api/games', {
      players: 5,
      name: 'Streamer',
      timers: { movement: 90 },
      public: true,
      spectatorDelay: 30,
    });
    for (let seat = 1; seat < 5; seat++)
      await post(`/api/games/${created.id}/seats/${seat}`, { token: created.token, kind: 'bot' });
    await post(`/api/games/${created.id}/start`, { token: created.token });

    // A stranger on a phone on node B finds it among the games in progress and opens it to watch.
    const watcher = await openPlayer(browser, PHONE, 'en-GB');
    await watcher.page.goto(b.url);
    const label = watching.watchLabel.replace('{{name}}', 'Streamer').replace('{{players}}', '5');
    const watch = watcher.page.getByRole('link', { name: label });
    await watch.waitFor();
    await assertNoSidewaysScroll(watcher.page, 'the landing page with a game in progress');
    assert.deepEqual(await accessibilityViolations(watcher.page), [], 'the games in progress');
    await watch.click();
    await watcher.page.waitForURL(new RegExp(`/g/${created.id}$`));
    // Told, in a status region, how far behind the players it watches.
    await watcher.page
      .getByRole('status')
      .filter({ hasText: watching.banner.replace('{{seconds}}', '30') })
      .waitFor();
    await screenshot(watcher.page, 'public-tables-watching');
    await watcher.context.close();
  });

  test("quick play's countdown: the bots' strength chosen in the form, the time to them shown in the lobby", async () => {
    assert.ok(a && b && browser, 'the nodes and Chromium are started');
    const phone = await openPlayer(browser, PHONE, 'en-GB');
    await phone.page.goto(b.url);
    await phone.page.getByRole('heading', { name: text.title }).waitFor();
    await phone.page.getByLabel(en.landing.name).fill('Dee');
    // Six players: no table of the tests before takes her, so quick play opens one.
    await phone.page.getByLabel(text.players).selectOption('6');
    await phone.page.getByLabel(text.fillWithBots).check();
    await phone.page.getByLabel(text.botStrength).selectOption({ label: text.botsRandom });
    await phone.page.getByRole('button', { name: text.quickPlay, exact: true }).click();
    await phone.page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const code = codeOf(phone.page);
    const shown = text.fillCountdown.replace('{{time}}', '');
    await phone.page.getByText(new RegExp(`^${shown}[01]:[0-5][0-9]$`)).waitFor();
    for (const node of [a, b]) {
      const lobby = await lobbyOf(node, code);
      assert.equal(lobby.settings?.botStrength, 'random', 'the strength chosen in the form');
      assert.equal(typeof lobby.fillAt, 'number', 'the lobby carries when the bots come');
    }
    await assertNoSidewaysScroll(phone.page, 'the lobby with the countdown');
    assert.deepEqual(await accessibilityViolations(phone.page), [], 'the lobby with the countdown');
    await screenshot(phone.page, 'public-tables-countdown');
    await phone.context.close();
  });

  test("the create form's countdown: a public table whose empty seats go to bots of the chosen strength", async () => {
    assert.ok(a && b && browser, 'the nodes and Chromium are started');
    const host = await openPlayer(browser, PHONE, 'en-GB');
    await host.page.goto(a.url);
    await host.page.getByRole('heading', { name: text.title }).waitFor();
    await host.page.getByLabel(en.landing.name).fill('Eve');
    // Offered only with a public table.
    assert.equal(await host.page.getByLabel(text.fillTableWithBots).count(), 0, 'not for a private game');
    await host.page.getByLabel(text.publicTable).check();
    await host.page.getByLabel(text.fillTableWithBots).check();
    await host.page.getByLabel(text.botStrength).selectOption({ label: text.botsSearch });
    await host.page.getByRole('button', { name: en.landing.createButton }).click();
    await host.page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
    const code = codeOf(host.page);
    const shown = text.fillCountdown.replace('{{time}}', '');
    await host.page.getByText(new RegExp(`^${shown}[01]:[0-5][0-9]$`)).waitFor();
    for (const node of [a, b]) {
      const lobby = await lobbyOf(node, code);
      assert.equal(lobby.settings?.botStrength, 'search', 'the strength chosen in the create form');
      assert.equal(typeof lobby.fillAt, 'number', 'the lobby carries when the bots come');
    }
    await host.context.close();
  });
});
