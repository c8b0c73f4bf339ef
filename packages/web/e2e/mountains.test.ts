// End-to-end: a Mountains of Chaos game (MOC-*) from the landing page to the end screen on a phone, in
// Chromium against a real server: the host picks the map, bots fill the seats, the player takes an
// Elevator when it can, and the page stays accessible and never scrolls sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action, PlayerView } from '@among-cultists/engine';
import { distances } from '@among-cultists/engine/content';
import { en } from '../src/i18n/en.ts';
import { anyAction, labelStart, PageDriver, picker, startGame } from './driver.ts';
import {
  accessibilityViolations,
  appInChromium,
  assertNoSidewaysScroll,
  openPlayer,
  PHONE,
  screenshot,
} from './harness.ts';

const app = appInChromium();

const isElevatorAction = (a: Action): boolean => a.type === 'rideElevator' || a.type === 'callElevator';

/**
 * Heads for the nearest Room an Elevator stands at, boards it and rides it (or calls one when that is
 * offered); anything else at random.
 */
function elevatorSeeker(pick: (n: number) => number): (view: PlayerView) => Action {
  const fallback = anyAction(pick);
  return (view) => {
    const ride = view.legal.find(isElevatorAction);
    if (ride) return ride;
    const elevators = view.elevators ?? [];
    const board = view.legal.find((a) => a.type === 'step' && elevators.some((e) => e.elevator === a.to));
    if (board) return board;
    const layout = view.board.layout;
    const here = view.seats[view.me?.seat ?? 0]!.location;
    const best = (a: Action): number =>
      a.type === 'step' ? Math.min(...elevators.map((e) => distances(layout, e.at)[a.to]!)) : Infinity;
    const now = Math.min(...elevators.map((e) => distances(layout, e.at)[here]!));
    const closer = view.legal
      .filter((a) => a.type === 'step' && best(a) < now)
      .sort((a, b) => best(a) - best(b))[0];
    if (closer) return closer;
    if (view.phase.kind === 'movement' && elevators.some((e) => e.at === here)) {
      const stay = view.legal.find((a) => a.type === 'endMovement');
      if (stay) return stay;
    }
    return fallback(view);
  };
}

test('MOC-ELEV-04 MOC-WIN-01 a host picks the Mountains of Chaos map on a phone, rides an Elevator and plays against bots to the end', async (t) => {
  const { context, page } = await openPlayer(app.browser, PHONE, 'en-GB');
  try {
    const driver = new PageDriver(page, en);
    const { view: first } = await startGame(app.server, driver, {
      name: 'Ada',
      players: 5,
      landing: async () => {
        await page.getByLabel(labelStart(en.mountains.landing.board)).selectOption('mountains');
        await page.getByText(en.mountains.landing.boardHint).waitFor();
        assert.deepEqual(await accessibilityViolations(page), [], 'landing page with the map chosen');
        await assertNoSidewaysScroll(page, 'the landing page');
        await screenshot(page, 'mountains-landing-phone');
      },
      lobby: async () => {
        // The lobby names the map everyone sits down to.
        await page.locator('dl.lobby-settings dd', { hasText: en.mountains.boards.mountains }).waitFor();
        assert.deepEqual(await accessibilityViolations(page), [], 'lobby');
      },
    });
    assert.equal(first.board.id, 'mountains');
    assert.equal(first.config.baseVpTarget, 10, 'MOC-WIN-01: 10 VP at 5 players');
    assert.ok(first.revolvingDoor && first.elevators?.length === 2);
    // The Door and the Elevators are said in words under the map.
    await page.getByText('The Revolving Door blocks Hallway C; next Round: Hallway D.').waitFor();
    await page.getByText('Elevator 1 stands at Cafeteria, empty.').waitFor();
    await assertNoSidewaysScroll(page, 'the game screen');

    // Seek an Elevator until the player can ride or call one; board it from the map when that comes.
    const seek = elevatorSeeker(picker(11));
    let boardedFromMap = false;
    await driver.play(
      (view) => seek(view),
      (view) => {
        if (view.legal.some(isElevatorAction)) return true;
        return (
          !boardedFromMap &&
          view.legal.some((a) => a.type === 'step' && view.elevators?.some((e) => e.elevator === a.to))
        );
      },
      300_000,
    );
    let view = driver.latest!.view;
    const boarding = view.legal.find(
      (a) => a.type === 'step' && view.elevators?.some((e) => e.elevator === a.to),
    );
    if (boarding && boarding.type === 'step' && !view.legal.some(isElevatorAction)) {
      // The cabin is a button on the map, named by what a tap does.
      const id = view.board.layout.locations[boarding.to]!.id;
      const cabin = page.locator(`[data-location="${id}"] rect.hit`);
      await cabin.waitFor();
      assert.deepEqual(await accessibilityViolations(page), [], 'the map offering an Elevator');
      await screenshot(page, 'mountains-board-elevator');
      // By keyboard, as a screen-reader user would: focus the cabin, press Enter.
      await cabin.focus();
      await page.keyboard.press('Enter');
      boardedFromMap = true;
      view = await driver.waitForView(
        (v) => v.seats[driver.seat ?? 0]!.location === boarding.to || v.legal.some(isElevatorAction),
      );
      await driver.play(
        (v) => seek(v),
        (v) => v.legal.some(isElevatorAction),
        300_000,
      );
      view = driver.latest!.view;
    }
    t.diagnostic(boardedFromMap ? 'boarded an Elevator from the map' : 'an Elevator was called first');
    const elevatorAction = view.legal.find(isElevatorAction);
    assert.ok(elevatorAction, 'an Elevator action was offered to the player');
    const button = page.locator(`button[data-action='${JSON.stringify(elevatorAction)}']`).first();
    await button.waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'the Elevator action offered');
    await assertNoSidewaysScroll(page, 'the Elevator action offered');
    await screenshot(page, 'mountains-elevator-action');
    assert.ok(await driver.click(elevatorAction));
    const seat = driver.seat!;
    // The ride is logged with the player as the one who set it off (MOC-ELEV-04/05), and said in words.
    const logged = () =>
      driver.messages.some(
        (m) => m.t === 'update' && m.events.some((e) => e.t === 'elevatorMoved' && e.by === seat),
      );
    await driver.waitForView(logged);
    const moved = /rides Elevator \d from .+ to .+; .+ gets? off there\.|calls Elevator \d from .+ to .+\./;
    await page.getByText(moved).first().waitFor();

    // Then to the end, with the turned Door said in the log.
    const clicks = await driver.play(anyAction(picker(5)), () => false, 400_000);
    assert.ok(clicks >= 0);
    await page.getByRole('region', { name: en.end.title }).waitFor();
    assert.ok(driver.latest!.view.result);
    await page
      .getByText(/The Revolving Door turns: it now blocks Hallway [A-D]\./)
      .first()
      .waitFor();
    assert.deepEqual(await accessibilityViolations(page), [], 'end screen');
    await assertNoSidewaysScroll(page, 'the end screen');
    await screenshot(page, 'mountains-end-phone');
  } finally {
    await context.close();
  }
});
