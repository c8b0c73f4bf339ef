// End-to-end screenshots (issue 26): one real game against the server, a host on a desktop and a guest on a
// phone with three bots, photographed at landing, lobby, table screen, Movement, an Encounter, the ballot
// reveal, a Ghost and the end, on both screens, into out/e2e/shots-<screen>-<moment>.png. Each shot first
// checks that the page shows what the shot is named for, so a screen that stops showing it fails the test.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action, PlayerView } from '@among-cultists/engine';
import type { Locator, Page } from 'playwright-core';
import { en } from '../src/i18n/en.ts';
import { tableEn } from '../src/i18n/table/en.ts';
import { codeOf, PageDriver, picker, startGame, voteSeeker } from './driver.ts';
import { appInChromium, fill, openPlayer, screenshot } from './harness.ts';

/** The screens of the issue: a laptop and a phone (the iPhone 12-15 viewport). */
const SCREENS = {
  desktop: { viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Screen = keyof typeof SCREENS;

/** How long one moment may take to come (a whole game is about a minute of bots and clicks). */
const MOMENT_MS = 45_000;

/** Waits for `shows` to be visible, then saves the page as shots-<screen>-<moment>. */
async function shot(page: Page, screen: Screen, moment: string, shows: Locator): Promise<void> {
  await shows.first().waitFor({ state: 'visible' });
  await screenshot(page, `shots-${screen}-${moment}`);
}

/**
 * Plays with `choose` until `shows` is visible on the player's page (or the game ends, which fails), then
 * pauses the player there for the shot.
 */
async function playUntilShown(
  driver: PageDriver,
  choose: (view: PlayerView) => Action,
  shows: Locator,
  pause: (view: PlayerView) => boolean = () => true,
): Promise<void> {
  let seen = false;
  const watch = shows
    .first()
    .waitFor({ state: 'visible', timeout: MOMENT_MS })
    .then(() => {
      seen = true;
    });
  await driver.play(choose, (view) => seen && pause(view), MOMENT_MS);
  await watch;
}

/** One player's game, photographed on its screen at each moment as it comes. */
async function photographGame(driver: PageDriver, screen: Screen, seed: number): Promise<void> {
  const { page, text } = driver;
  const choose = voteSeeker(picker(seed));
  await driver.play(choose, (view) => view.legal.some((a) => a.type === 'step'), MOMENT_MS);
  const step = driver.latest!.view.legal.find((a) => a.type === 'step')!;
  await shot(page, screen, 'movement', page.locator(`button[data-action='${JSON.stringify(step)}']`));
  // The Encounter waits for this player's card while it is shown.
  const encounter = page.getByRole('heading', { name: /^Encounter in / });
  await playUntilShown(driver, choose, encounter, (view) => view.phase.kind === 'encounter');
  await shot(page, screen, 'encounter', encounter);
  const reveal = page.getByRole('heading', { name: text.vote.revealed });
  await playUntilShown(driver, choose, reveal);
  await shot(page, screen, 'ballot-reveal', reveal);
  const ghost = page.locator('.map-frame g.disc.ghost');
  await playUntilShown(driver, choose, ghost);
  await shot(page, screen, 'ghost', ghost);
  await driver.play(choose, () => false, MOMENT_MS);
  await shot(page, screen, 'end', page.getByRole('region', { name: text.end.title }));
}

describe('screenshots of the main screens (issue 26)', () => {
  const app = appInChromium();

  test('landing, lobby, table screen, Movement, an Encounter, the ballot reveal, a Ghost and the end on a desktop and a phone', async () => {
    const desk = await openPlayer(app.browser, SCREENS.desktop, 'en-GB');
    const host = new PageDriver(desk.page, en);
    const mobile = await openPlayer(app.browser, SCREENS.phone, 'en-GB');
    const guest = new PageDriver(mobile.page, en);
    await mobile.page.goto(app.server.url);
    await shot(
      mobile.page,
      'phone',
      'landing',
      mobile.page.getByRole('heading', { name: en.landing.create }),
    );

    await startGame(app.server, host, {
      name: 'Ada',
      players: 5,
      guests: [{ driver: guest, name: 'Grete' }],
      landing: (page) =>
        shot(page, 'desktop', 'landing', page.getByRole('heading', { name: en.landing.create })),
      lobby: async (page) => {
        await shot(page, 'desktop', 'lobby', page.getByRole('button', { name: en.lobby.start }));
        await shot(mobile.page, 'phone', 'lobby', mobile.page.getByText(en.lobby.waitingHost));
        // The shared screen, opened beside the host's page, at each screen's size.
        const code = codeOf(page);
        const table = await desk.context.newPage();
        await table.goto(`${app.server.url}/table/${code}`);
        const title = table.getByRole('heading', { name: fill(tableEn.screen.title, { code }) });
        await shot(table, 'desktop', 'table', title);
        await table.setViewportSize(SCREENS.phone.viewport);
        await shot(table, 'phone', 'table', title);
        await table.close();
      },
    });
    await Promise.all([photographGame(host, 'desktop', 11), photographGame(guest, 'phone', 12)]);
    assert.equal(host.latest?.view.phase.kind, 'over');
    await desk.context.close();
    await mobile.context.close();
  });
});
