// End-to-end: Debian's Chromium plays through the built web app against a real server. Screenshots of
// the main screens are written to out/e2e/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { de } from '../src/i18n/de.ts';
import { TURN_MARKER } from '../src/game/turnTitle.ts';
import { en } from '../src/i18n/en.ts';
import { loadGame } from '@among-cultists/server';
import { anyAction, PageDriver, picker, startGame, voteSeeker } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  DESKTOP,
  fill,
  openPlayer,
  PHONE,
  screenshot,
  splitEndTableWords,
  type AppServer,
} from './harness.ts';

/** From the landing page: creates a game, fills the other seats with bots and starts it; checks each screen. */
async function createAndStart(
  driver: PageDriver,
  server: AppServer,
  options: { name: string; players: number; shots: string },
): Promise<string> {
  const { page, text } = driver;
  const { code } = await startGame(server, driver, {
    name: options.name,
    players: options.players,
    landing: async () => {
      await screenshot(page, `${options.shots}-landing`);
      assert.deepEqual(await accessibilityViolations(page), [], 'landing page');
    },
    lobby: async () => {
      await screenshot(page, `${options.shots}-lobby`);
      assert.deepEqual(await accessibilityViolations(page), [], 'lobby');
    },
  });
  await page.getByRole('region', { name: text.actions.title }).waitFor();
  assert.deepEqual(await accessibilityViolations(page), [], 'game screen');
  return code;
}

/** Plays to the end and checks the end screen: the winner, and every role revealed. */
async function playToTheEnd(driver: PageDriver, seed: number, shots: string): Promise<void> {
  const { page, text } = driver;
  let midGameShot = false;
  const clicks = await driver.play(anyAction(picker(seed)), (view) => {
    if (!midGameShot && view.round >= 3) {
      midGameShot = true;
      void screenshot(page, `${shots}-game`);
    }
    return false;
  });
  assert.ok(clicks > 5, `the player took part (${clicks} actions)`);
  const end = page.getByRole('region', { name: text.end.title });
  await end.waitFor();
  const view = driver.latest!.view;
  assert.ok(view.result);
  await end
    .getByText(fill(text.end.winner, { team: text.team[view.result.winner] }))
    .first()
    .waitFor();
  const reveal = view.reveal;
  assert.ok(reveal, 'every secret is revealed at the end');
  // No word of the end table is split across lines.
  const split = await splitEndTableWords(page);
  assert.deepEqual(split, [], 'words split in the end table');
  await screenshot(page, `${shots}-end`);
}

describe('the web app in Chromium', () => {
  const app = appInChromium();

  test('a player creates a 5-player game on a desktop in English and plays it against bots to the end', async () => {
    const { context, page } = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const driver = new PageDriver(page, en);
    await createAndStart(driver, app.server, { name: 'Ada', players: 5, shots: 'desktop-en' });
    assert.equal(driver.seat, 0);
    // The Night waits for this player: the tab title is marked; the end clears it (checked below).
    await page.waitForFunction((marker) => document.title.startsWith(marker), TURN_MARKER);
    // On the player's Movement: the map offers the steps as buttons; still no accessibility problem.
    await driver.play(anyAction(picker(7)), (view) => view.legal.some((a) => a.type === 'step'));
    const step = driver.latest!.view.legal.find((a) => a.type === 'step');
    if (step) {
      await page
        .locator(`button[data-action='${JSON.stringify(step)}']`)
        .first()
        .waitFor();
      assert.deepEqual(await accessibilityViolations(page), [], 'map during Movement');
      await screenshot(page, 'desktop-en-movement');
    }
    await playToTheEnd(driver, 1, 'desktop-en');
    assert.equal(await page.title(), en.app.title, 'no marker once nothing is awaited');
    await context.close();
  });

  test('a player on a phone in German plays a 5-player game to the end without sideways scrolling', async () => {
    const { context, page } = await openPlayer(app.browser, PHONE, 'de-DE');
    const driver = new PageDriver(page, de);
    await createAndStart(driver, app.server, { name: 'Grete', players: 5, shots: 'phone-de' });
    await assertNoSidewaysScroll(page, 'game screen');
    await playToTheEnd(driver, 2, 'phone-de');
    await assertNoSidewaysScroll(page, 'end screen');
    await context.close();
  });

  test('a spectator sees no secret; a reload in the middle of a vote returns to the same seat', async () => {
    const player = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const driver = new PageDriver(player.page, en);
    const code = await createAndStart(driver, app.server, { name: 'Vera', players: 8, shots: 'vote' });
    const watcher = await openPlayer(app.browser, PHONE, 'en-GB');
    const spectator = new PageDriver(watcher.page, en);
    await watcher.page.goto(`${app.server.url}/g/${code}`);
    await spectator.waitForView(() => true);
    await watcher.page.getByText(en.status.spectator).first().waitFor();

    // Play towards the Cafeteria until this seat has a ballot to cast.
    await driver.play(voteSeeker(picker(3)), (view) => view.legal.some((a) => a.type === 'ballot'));
    const before = driver.latest!;
    assert.ok(
      before.view.legal.some((a) => a.type === 'ballot'),
      'a vote is under way',
    );
    await screenshot(player.page, 'vote-ballot');
    await screenshot(watcher.page, 'vote-spectator');

    driver.latest = null;
    driver.seat = null;
    await player.page.reload();
    const back = await driver.waitForView(() => true);
    assert.equal(driver.seat, before.view.me?.seat, 'the same seat after the reload');
    assert.ok(
      back.legal.some((a) => a.type === 'ballot'),
      'the ballot is still to be cast',
    );
    const ballot = back.legal.find((a) => a.type === 'ballot')!;
    await player.page
      .locator(`button[data-action='${JSON.stringify(ballot)}']`)
      .first()
      .waitFor();
    assert.ok(await driver.click(ballot));

    // What the spectator was sent: no private part, no action, no hidden role, nothing of the seed.
    const updates = spectator.messages.filter((m) => m.t === 'update');
    assert.ok(updates.length > 0);
    for (const update of updates) {
      assert.equal(update.view.me, null);
      assert.equal(update.view.legal.length, 0);
      assert.equal(update.view.reveal, null);
      assert.equal(update.view.viewer, 'spectator');
    }
    // A role revealed to everyone (an eliminated Investigator, VOTE-11) is public, and so is a role a player
    // claims in the chat ("I am an Investigator", true or not): set them aside.
    const frames = JSON.stringify(spectator.messages)
      .replace(/("t":"roleRevealed","seat":\d+,)"role":/g, '$1"publicRole":')
      .replace(/("claim":\{"kind":"role",)"role":/g, '$1"claimedRole":');
    // Keys that only a seat's own view (or the end) holds, and the seed.
    const secret = /"(role|route|knownCultists|deadFromStart|encounterCard|pulses|roles|hands)":/.exec(
      frames,
    );
    assert.equal(
      secret,
      null,
      `the spectator was sent ${secret?.[0] ?? ''} in …${frames.slice(Math.max(0, (secret?.index ?? 0) - 300), (secret?.index ?? 0) + 100)}…`,
    );
    const stored = await loadGame(app.server.server.db, code);
    assert.ok(stored && !frames.includes(stored.seed));
    assert.equal(await watcher.page.getByRole('region', { name: en.me.title }).count(), 0);
    assert.equal(await watcher.page.getByRole('region', { name: en.actions.title }).count(), 0);
    await watcher.context.close();
    await player.context.close();
  });
});
