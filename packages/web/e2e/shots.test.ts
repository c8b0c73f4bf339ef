// End-to-end screenshots (issue 26): one fixed game against the server, a host on a desktop and a guest on a
// phone, three more people played through the API, photographed at landing, lobby, table screen, Movement,
// an Encounter, the ballot reveal, a Ghost and the end, on both screens, into
// out/e2e/shots-<screen>-<moment>.png. The game is deterministic (shots-script.ts: a known seed, every seat
// played by one script, no bots, no timers), and nobody acts while a moment is photographed, so every moment
// comes in every run. Each shot first waits for what it is named for, so a screen that stops showing it fails.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { PlayerView } from '@among-cultists/engine';
import type { Browser, Locator, Page } from 'playwright-core';
import { hello, post, type TestClient } from '../../server/src/testing.ts';
import { en } from '../src/i18n/en.ts';
import { stageEn } from '../src/i18n/stage/en.ts';
import { tableEn } from '../src/i18n/table/en.ts';
import { createGame, PageDriver } from './driver.ts';
import { fill, launchBrowser, openPlayer, screenshot, startAppServer, type AppServer } from './harness.ts';
import { SHOTS_PLAYERS, SHOTS_SEED, playScripted, type Moment, type Plan } from './shots-script.ts';

/**
 * The screens of the issue: a laptop and a phone (the iPhone 12-15 viewport). Reduced motion: a still
 * shows each screen as it settles, never half-way through a transition.
 */
const SCREENS = {
  desktop: {
    viewport: { width: 1366, height: 800 },
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
  },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' },
} as const;
type Screen = keyof typeof SCREENS;

/** The people played through the API, in the seats after the host (0) and the guest (1). */
const API_NAMES = ['Carla', 'Dan', 'Eve'] as const;
/** Eve is voted out (seat 4; in the fixed game an Investigator holding the Knife). */
const PLAN: Plan = { target: 4 };

/**
 * Waits for every one of `shows` to be visible, then saves what the screen shows, the first of them in the
 * middle, as shots-<screen>-<moment> (a whole page took seconds to encode on a busy machine). In a game, the
 * staged moment the latest update brought (stage/) is skipped first: its overlay would cover the screen for
 * a while or not, as the shot's timing falls.
 */
async function shot(page: Page, screen: Screen, moment: string, ...shows: Locator[]): Promise<void> {
  for (const locator of shows) await locator.first().waitFor({ state: 'visible' });
  if (page.url().includes('/g/')) await skipStaged(page);
  // In the middle of the screen, with what follows it (a panel's heading, then the panel).
  await shows[0]?.first().evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  await screenshot(page, `shots-${screen}-${moment}`, false);
}

/** Skips what the Stage plays (Escape empties its queue; nothing else on the game screen is open to close). */
async function skipStaged(page: Page): Promise<void> {
  // Two frames: the Stage queues a moment in an effect after the update that brings it is drawn.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: stageEn.skip, exact: true }).first().waitFor({ state: 'hidden' });
}

/** The text of an i18n template up to its first placeholder, as the start of a name. */
const startOf = (template: string): RegExp =>
  new RegExp(`^${template.split('{{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('screenshots of the main screens (issue 26)', () => {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  /** The three API players' clients; `seats` below holds every seat's, in seat order. */
  const clients: TestClient[] = [];
  const seats: TestClient[] = [];
  before(async () => {
    [server, browser] = await Promise.all([startAppServer({}, { seeds: () => SHOTS_SEED }), launchBrowser()]);
  });
  after(async () => {
    for (const c of new Set([...clients, ...seats])) c.close();
    await browser?.close();
    await server?.close();
  });

  test('landing, lobby, table screen, Movement, an Encounter, the ballot reveal, a Ghost and the end on a desktop and a phone', async () => {
    const app = server!;
    const [desk, mobile] = await Promise.all([
      openPlayer(browser!, SCREENS.desktop, 'en-GB'),
      openPlayer(browser!, SCREENS.phone, 'en-GB'),
    ]);
    const host = new PageDriver(desk.page, en);
    const pages = { desktop: desk.page, phone: mobile.page } as const;
    const landingTitle = (page: Page) => page.getByRole('heading', { name: en.landing.create });

    const [code] = await Promise.all([
      createGame(app, host, {
        name: 'Ada',
        players: SHOTS_PLAYERS,
        landing: (page) => shot(page, 'desktop', 'landing', landingTitle(page)),
      }),
      mobile.page.goto(app.url).then(() => shot(mobile.page, 'phone', 'landing', landingTitle(mobile.page))),
    ]);
    // The shared screen, opened beside the host's page while the seats fill.
    const table = await desk.context.newPage();
    const ws = { ws: `${app.url.replace(/^http/, 'ws')}/ws` };
    await Promise.all([
      table.goto(`${app.url}/table/${code}`),
      (async () => {
        // The guest types the code on the landing page it shows (no second page load), then a name.
        await mobile.page.getByLabel(en.landing.code).fill(code);
        await mobile.page.getByRole('button', { name: en.landing.joinButton }).click();
        await mobile.page.getByLabel(en.landing.name).fill('Grete');
        await mobile.page.getByRole('button', { name: en.lobby.joinButton }).click();
        await mobile.page.getByText(en.lobby.waitingHost).waitFor();
        // The other seats: people at their own devices, played through the API (bots choose for themselves).
        for (const [i, name] of API_NAMES.entries()) {
          const joined = await post<{ seat: number; token: string }>(`${app.url}/api/games/${code}/join`, {
            name,
          });
          assert.equal(joined.status, 200, JSON.stringify(joined.body));
          assert.equal(joined.body.seat, 2 + i, 'the API players sit after the host and the guest');
          clients.push(await hello(ws, code, joined.body.token));
        }
      })(),
    ]);

    const start = desk.page.getByRole('button', { name: en.lobby.start });
    const title = table.getByRole('heading', { name: fill(tableEn.screen.title, { code }) });
    await Promise.all([
      // Every seat taken: Start can be pressed (a trial click waits for that and presses nothing).
      start.click({ trial: true }).then(() => shot(desk.page, 'desktop', 'lobby', start)),
      shot(mobile.page, 'phone', 'lobby', mobile.page.getByText(en.lobby.waitingHost)),
      shot(table, 'desktop', 'table', title, table.getByText(tableEn.screen.full)),
    ]);
    // The shared screen at the phone's size.
    await table.setViewportSize(SCREENS.phone.viewport);
    await shot(table, 'phone', 'table', title, table.getByText(tableEn.screen.full));
    await table.close();
    // The host and the guest play through the API as well, with the tokens their browsers hold: a page's
    // clicks took a second each on a busy machine, and the pages show every moment all the same.
    for (const page of [desk.page, mobile.page]) {
      const token = await page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
        `ac.seat.${code}`,
      );
      seats.push(await hello(ws, code, token));
    }
    seats.push(...clients);
    await start.click();

    const both = async (moment: string, shows: (page: Page) => Locator[]): Promise<void> => {
      await Promise.all(
        (['desktop', 'phone'] as const).map((screen) =>
          shot(pages[screen], screen, moment, ...shows(pages[screen])),
        ),
      );
    };
    const movement = (screen: Screen, seat: number): Moment => ({
      name: `${screen} Movement`,
      when: (views) => views[seat]?.legal.some((a) => a.type === 'step') ?? false,
      shoot: (views) => {
        const phase = views[seat]!.phase as Extract<PlayerView['phase'], { kind: 'movement' }>;
        const page = pages[screen];
        return shot(
          page,
          screen,
          'movement',
          page.getByText(en.status.yourTurn, { exact: true }),
          page.getByText(fill(phase.mp === 1 ? en.status.mp_one : en.status.mp_other, { count: phase.mp })),
        );
      },
    });
    const moments: Moment[] = [
      movement('desktop', 0),
      movement('phone', 1),
      {
        name: 'an Encounter',
        when: (views) => views.some((v) => v?.phase.kind === 'encounter'),
        shoot: () =>
          both('encounter', (page) => [page.getByRole('heading', { name: startOf(en.encounter.title) })]),
      },
      {
        name: 'the ballot reveal',
        when: (views) => views.some((v) => v?.phase.kind === 'vote' && v.phase.stage === 'knife'),
        shoot: () => both('ballot-reveal', (page) => [page.getByRole('heading', { name: en.vote.revealed })]),
      },
      {
        name: 'a Ghost',
        when: (views) => views.some((v) => v?.seats[PLAN.target]?.alive === false),
        shoot: () =>
          both('ghost', (page) => [
            page.getByRole('img', { name: fill(en.board.ghostDisc, { name: API_NAMES[PLAN.target - 2]! }) }),
          ]),
      },
    ];
    const shown = await playScripted(seats, PLAN, moments, 30_000);
    assert.deepEqual(shown.toSorted(), moments.map((m) => m.name).toSorted(), 'every moment came');
    await both('end', (page) => [page.getByRole('region', { name: en.end.title })]);
    await desk.context.close();
    await mobile.context.close();
  });
});
