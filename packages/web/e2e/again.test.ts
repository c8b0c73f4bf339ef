// End-to-end, "end and again": the lobby (settings, keyboard seat filling, confirmed removal, chat), the end
// screen (you won or lost, the timeline of the truth) and a rematch that keeps everyone's seat, in Chromium
// against a real server. Screenshots go to out/e2e/again-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/i18n/en.ts';
import {
  anyAction,
  codeOf,
  createGame,
  joinGame,
  labelStart,
  lobbyOf,
  PageDriver,
  picker,
} from './driver.ts';
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
} from './harness.ts';

describe('end and again in Chromium', () => {
  const app = appInChromium();

  test('lobby, end screen and a rematch that keeps the seats', { timeout: 600_000 }, async () => {
    const ann = await openPlayer(app.browser, PHONE, 'en-GB');
    const bea = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const a = new PageDriver(ann.page, en);
    const b = new PageDriver(bea.page, en);
    try {
      // Ann creates a game with timers; Bea joins by the invite link.
      const code = await createGame(app.server, a, {
        name: 'Ann',
        players: 5,
        landing: async () => {
          await ann.page.getByLabel(en.landing.timers).check();
          await ann.page.getByLabel(en.landing.timerSeconds).fill('300');
        },
      });
      await joinGame(app.server, code, { driver: b, name: 'Bea' });
      await ann.page.getByText('Bea', { exact: false }).first().waitFor();
      // Bea as the game names her: her Character's number, then her name (issue 26).
      const character = (await lobbyOf(app.server, code)).seats.find((s) => s.name === 'Bea')?.character;
      assert.ok(typeof character === 'number', 'Bea has a Character');
      const beaNamed = fill(en.identity.named, { n: character + 1, name: 'Bea' });

      // The settings everyone sits down to.
      const settings = ann.page.getByRole('region', { name: en.again.lobby.settings });
      await settings.getByText(fill(en.again.lobby.seconds, { n: 300 })).waitFor();
      await settings.getByText(en.preset.first).waitFor();

      // Lobby chat, before the start.
      await bea.page.getByLabel(en.chat.placeholder).fill('hello from the lobby');
      await bea.page.getByRole('button', { name: en.chat.send }).click();
      await ann.page.getByRole('listitem').filter({ hasText: 'hello from the lobby' }).waitFor();

      // Removing a person asks first, with the focus on the safe answer.
      await ann.page
        .getByRole('button', { name: fill(en.again.lobby.removeLabel, { name: beaNamed }) })
        .click();
      const keep = ann.page.getByRole('button', { name: en.again.lobby.confirmNo });
      await keep.waitFor();
      assert.equal(await keep.evaluate((el) => el === document.activeElement), true, 'focus on "Keep"');
      await screenshot(ann.page, 'again-lobby-confirm');
      assert.deepEqual(await accessibilityViolations(ann.page), [], 'lobby with the confirmation');
      await keep.press('Enter');
      assert.equal((await lobbyOf(app.server, code)).seats[1]?.kind, 'human', 'Bea kept her seat');

      // Bug 4: Enter on "Add a bot" moves on to the next seat's "Add a bot", then to Start: three Enters
      // fill the three free seats, and the focus never lands on "Open the seat".
      await ann.page.getByRole('button', { name: en.lobby.fillBot }).first().focus();
      for (let i = 0; i < 3; i++) {
        await ann.page.keyboard.press('Enter');
        await ann.page.waitForFunction(
          ([label, left]) =>
            [...document.querySelectorAll('button')].filter((x) => x.textContent === label).length === left,
          [en.lobby.fillBot, 2 - i] as const,
        );
        await ann.page.waitForFunction(
          (label) => document.activeElement?.textContent !== label,
          en.lobby.openSeat,
        );
      }
      await ann.page.waitForFunction(
        (label) => document.activeElement?.textContent === label,
        en.lobby.start,
      );
      const seats = (await lobbyOf(app.server, code)).seats;
      assert.deepEqual(
        seats.map((s) => s.kind),
        ['human', 'human', 'bot', 'bot', 'bot'],
      );
      await screenshot(ann.page, 'again-lobby');
      assert.deepEqual(await accessibilityViolations(ann.page), [], 'lobby');
      await assertNoSidewaysScroll(ann.page, 'lobby');
      await ann.page.keyboard.press('Enter');

      // Both play to the end.
      await Promise.all([a.play(anyAction(picker(31))), b.play(anyAction(picker(32)))]);
      const end = ann.page.getByRole('region', { name: en.end.title });
      await end.waitFor();
      const view = a.latest!.view;
      assert.ok(view.result && view.me);
      const won = view.me.team === view.result.winner;
      await end.getByText(won ? en.again.you.won : en.again.you.lost, { exact: true }).waitFor();
      const truth = end.getByRole('group', { name: en.again.truth.title });
      await truth.waitFor();
      // The Cultists are named in the timeline's first row.
      const cultists = view.reveal!.roles.flatMap((r, seat) => (r === 'cultist' ? [seat] : []));
      const firstRow = await truth.locator('tbody tr').first().textContent();
      for (const seat of cultists)
        assert.ok(firstRow?.includes(seats[seat]!.name!), `${firstRow} names seat ${seat}`);
      await end.getByRole('button', { name: en.again.rematch.button }).waitFor();
      assert.deepEqual(await splitEndTableWords(ann.page), [], 'words split on the end screen');
      await assertNoSidewaysScroll(ann.page, 'end screen');
      await screenshot(ann.page, 'again-end');
      assert.deepEqual(await accessibilityViolations(ann.page), [], 'end screen');

      // Bea proposes the rematch: she hosts it from her own seat.
      await bea.page.getByRole('button', { name: en.again.rematch.button }).click();
      await bea.page.waitForURL((url) => !url.pathname.endsWith(code));
      const next = codeOf(bea.page);
      await bea.page.getByRole('heading', { name: fill(en.lobby.title, { code: next }) }).waitFor();
      await screenshot(bea.page, 'again-rematch-lobby');
      assert.deepEqual(await accessibilityViolations(bea.page), [], 'rematch lobby');

      // Ann is told, and joins into her old seat.
      await end.getByText(fill(en.again.rematch.proposed, { name: beaNamed })).waitFor();
      await screenshot(ann.page, 'again-rematch-proposed');
      await end.getByRole('button', { name: en.again.rematch.join }).click();
      await ann.page.waitForURL((url) => url.pathname.endsWith(next));
      await ann.page.getByText(`(${en.lobby.you})`).waitFor();
      const rematch = await lobbyOf(app.server, next);
      assert.equal(rematch.host, 1);
      assert.deepEqual(
        rematch.seats.map((s) => [s.kind, s.name, s.character]),
        seats.map((s) => [s.kind, s.name, s.character]),
        'the same people and bots in the same seats, with the same Characters',
      );
      assert.deepEqual(rematch.settings?.timers, (await lobbyOf(app.server, code)).settings?.timers);
      // Bea opens a bot's seat (the focus moves on to the one button that fills it again), then fills it.
      await bea.page.getByRole('button', { name: en.lobby.openSeat }).first().click();
      await bea.page.waitForFunction(
        (label) => document.activeElement?.textContent === label,
        en.again.lobby.fillBots,
      );
      await bea.page.keyboard.press('Enter');
      await bea.page.waitForFunction(
        (label) => document.activeElement?.textContent === label,
        en.lobby.start,
      );
      assert.deepEqual(
        (await lobbyOf(app.server, next)).seats.map((s) => s.kind),
        ['human', 'human', 'bot', 'bot', 'bot'],
      );
      // Bea, the new host, can start it; Ann cannot.
      await bea.page.getByRole('button', { name: en.lobby.start }).waitFor();
      assert.equal(await ann.page.getByRole('button', { name: en.lobby.start }).count(), 0);

      // "New game" remembers the name and the settings.
      await ann.page.goto(app.server.url);
      assert.equal(await ann.page.getByLabel(en.landing.name).inputValue(), 'Ann');
      assert.equal(await ann.page.getByLabel(labelStart(en.landing.players)).inputValue(), '5');
      assert.equal(await ann.page.getByLabel(en.landing.timerSeconds).inputValue(), '300');
    } finally {
      await ann.context.close();
      await bea.context.close();
    }
  });
});
