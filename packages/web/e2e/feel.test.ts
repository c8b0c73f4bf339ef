// End-to-end (issue 13, "feel"): turn signals remembered and notified, the chat's unread badge and quick
// phrases, announcements in the live region. Two people play with three bots; screenshots go to out/e2e/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { until } from '@among-cultists/protocol/testing';
import { announcementTone } from '../src/game/announcer.ts';
import { en } from '../src/i18n/en.ts';
import { anyAction, PageDriver, picker, startGame } from './driver.ts';
import { accessibilityViolations, appInChromium, DESKTOP, openPlayer, PHONE, screenshot } from './harness.ts';

/**
 * Runs before the app: records every notification the page creates, and lets the test say whether
 * the tab is hidden (a headless tab is never hidden by itself). Plain text: a function would be
 * serialised with the test compiler's helpers, which the page does not have.
 */
const SPY_ON_SIGNALS = `
  window.__notes = [];
  window.__hidden = false;
  window.__asked = 0;
  Object.defineProperty(Document.prototype, 'hidden', { get() { return window.__hidden; }, configurable: true });
  const Real = window.Notification;
  class Spy extends Real {
    constructor(title, options) {
      window.__notes.push(title + ': ' + ((options && options.body) || ''));
      super(title, options);
    }
    static get permission() { return Real.permission; }
    static requestPermission() { window.__asked += 1; return Real.requestPermission(); }
  }
  window.Notification = Spy;
`;

/** The newest event that reached the page by its socket (-1: none yet). */
function lastEventSeq(driver: PageDriver): number {
  let last = -1;
  for (const m of driver.messages)
    if (m.t === 'update') for (const e of m.events) last = Math.max(last, e.seq);
  return last;
}

/** An announcement as first seen: its words read out and flashed, and where the flash sat. */
interface Announced {
  readonly said: string;
  readonly flashed: string;
  readonly flashTop: number;
  readonly statusBottom: number;
}

describe('turn signals, chat and announcements in Chromium', () => {
  const app = appInChromium();

  test('sound remembered, a notification while hidden, unread chat counted and cleared, a quick phrase, an announcement', async () => {
    const host = await openPlayer(app.browser, PHONE, 'en-GB');
    await host.context.grantPermissions(['notifications'], { origin: app.server.url });
    await host.context.addInitScript({ content: SPY_ON_SIGNALS });
    const guest = await openPlayer(app.browser, DESKTOP, 'en-GB');
    const a = new PageDriver(host.page, en);
    const b = new PageDriver(guest.page, en);

    // The host creates a 5-player game; the guest takes a seat; bots take the rest.
    await startGame(app.server, a, { name: 'Hana', players: 5, guests: [{ driver: b, name: 'Gus' }] });

    // Sound: off until chosen (one obvious toggle under the status bar), and remembered with its volume across a reload.
    const sound = host.page.getByRole('button', { name: en.sound.toggle, exact: true });
    assert.equal(
      await sound.getAttribute('aria-pressed'),
      'false',
      'sound is off until the player turns it on',
    );
    const errors: string[] = [];
    host.page.on('pageerror', (e) => errors.push(e.message));
    // The cues' voices load with the first cue: turning sound on plays the turn cue.
    const voices = host.page.waitForResponse((r) => r.url().includes('/voices-'));
    await sound.press('Enter');
    assert.equal(await sound.getAttribute('aria-pressed'), 'true', 'the keyboard turns it on');
    assert.equal((await voices).ok(), true, 'the voices loaded');
    assert.deepEqual(errors, [], 'the turn cue played without an error');
    await host.page.getByLabel(en.sound.volume).fill('30');
    const signals = host.page.locator('details.signals');
    await signals.locator('summary').click();
    await screenshot(host.page, 'feel-signals');
    assert.deepEqual(await accessibilityViolations(host.page), [], 'sound control and signals panel');
    a.latest = null;
    await host.page.reload();
    await a.waitForView(() => true);
    assert.equal(
      await host.page
        .getByRole('button', { name: en.sound.toggle, exact: true })
        .getAttribute('aria-pressed'),
      'true',
      'remembered',
    );
    assert.equal(await host.page.getByLabel(en.sound.volume).inputValue(), '30', 'volume remembered');
    await host.page.locator('details.signals summary').click();

    // Notifications: permission is asked only on the click (granted here), then the next turn that
    // starts while the tab is hidden notifies.
    assert.equal(await host.page.evaluate(() => (window as unknown as { __asked: number }).__asked), 0);
    await host.page.getByLabel(en.feel.notify).check();
    assert.equal(await host.page.getByLabel(en.feel.notify).isChecked(), true);
    await host.page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = true;
    });
    const notes = () => host.page.evaluate(() => (window as unknown as { __notes: string[] }).__notes);
    // The guest plays along in the background until the test ends, so the game never waits for them.
    let finished = false;
    const guestPlays = b.play(anyAction(picker(5)), () => finished, 900_000);
    // Conditions watched beside the host's play, which stops once one holds. A read that fails while the page
    // re-renders counts as not yet (the next one tells). Each watch ends with the test at the latest.
    const watches: Promise<void>[] = [];
    const watch = (check: () => Promise<boolean>, what: string): { done: boolean } => {
      const flag = { done: false };
      const watching = until(
        async () => {
          flag.done = await check().catch(() => false);
          return flag.done || finished;
        },
        what,
        { timeoutMs: 900_000, everyMs: 50 },
      );
      watches.push(watching);
      return flag;
    };
    try {
      const choose = anyAction(picker(3));
      const notified = watch(async () => (await notes()).length > 0, 'a notification');
      await a.play(choose, () => notified.done, 300_000);
      const shown = await notes();
      const state = await host.page.evaluate(() => ({
        permission: Notification.permission,
        hidden: document.hidden,
        prefs: localStorage.getItem('ac.signals'),
        spy: typeof (window as unknown as { __notes: unknown }).__notes,
        over: document.querySelector('.panel.end') !== null,
      }));
      assert.ok(shown.length > 0, `a notification while the tab was hidden: ${JSON.stringify(state)}`);
      assert.equal(shown[0], `${en.app.title}: ${en.feel.notifyBody}`);
      await host.page.evaluate(() => {
        (window as unknown as { __hidden: boolean }).__hidden = false;
      });

      // Chat: lines that come while the chat is off screen are counted on the phone's jump button.
      await host.page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const jump = host.page.locator('button.chat-jump');
      await jump.waitFor();
      for (const line of ['Where were you?', 'I was in the Library.']) {
        await guest.page.getByPlaceholder(en.chat.placeholder).fill(line);
        await guest.page.getByRole('button', { name: en.chat.send, exact: true }).click();
      }
      await jump.locator('.unread-badge', { hasText: '2' }).waitFor();
      assert.match((await jump.textContent()) ?? '', /2 unread messages/);
      await screenshot(host.page, 'feel-unread');
      assert.deepEqual(await accessibilityViolations(host.page), [], 'jump button with its badge');
      await jump.click();
      // In view (once the scroll has arrived): read, and no jump button.
      await host.page.locator('.unread-badge').waitFor({ state: 'detached' });
      await jump.waitFor({ state: 'detached' });
      assert.ok(
        await host.page.getByPlaceholder(en.chat.placeholder).evaluate((el) => el === document.activeElement),
      );

      // A quick phrase is one tap and reaches the other player as plain text.
      await host.page.getByRole('button', { name: en.feel.phrase.checkMe }).click();
      await guest.page.locator('.chat .lines li', { hasText: en.feel.phrase.checkMe }).waitFor();
      await screenshot(host.page, 'feel-chat');

      // Announcements: the next important public event is read out (live region) and flashed. Both are read in
      // the same moment they are first seen: an announcement lasts 6 s, and on a busy machine the host's
      // current action could outlast it before a later look. The events that reached the host before now
      // were shown already (or were history when the screen opened): the next one counts.
      const since = lastEventSeq(a);
      const arrived = (): boolean =>
        a.messages.some(
          (m) => m.t === 'update' && m.events.some((e) => e.seq > since && announcementTone(e) !== null),
        );
      const seen: { last: Announced | null } = { last: null };
      const announced = watch(async () => {
        seen.last = await host.page.evaluate((): Announced | null => {
          const said = document.querySelector('[data-testid="announcements"] p');
          // A flash shown (once the game is over the end screen tells it, and the flashes are hidden).
          const flash = document.querySelector('.announce-flash:not([hidden]) .flash');
          const status = document.querySelector('header.status');
          if (said === null || flash === null || status === null) return null;
          // At the top of the page, where the status bar is.
          window.scrollTo(0, 0);
          return {
            said: said.textContent,
            flashed: flash.textContent,
            flashTop: flash.getBoundingClientRect().top,
            statusBottom: status.getBoundingClientRect().bottom,
          };
        });
        return seen.last !== null;
      }, 'an announcement');
      // The host plays until the page shows one, or one reached the page by its socket; in that case the page
      // has its 6 s to show it (play may stop on the frame before the page drew it).
      await a.play(choose, () => announced.done || arrived(), 600_000);
      const last = a.latest as PageDriver['latest'];
      assert.ok(
        announced.done || arrived(),
        `an announced event came before the game ended (last phase ${JSON.stringify(last?.view.phase)}, round ${last?.view.round})`,
      );
      await until(() => announced.done, 'the announcement shown on the page', { timeoutMs: 6000 });
      const first = seen.last;
      assert.ok(first, 'an announcement came');
      assert.ok(first.said.length > 0 && !first.said.includes('{{'), first.said);
      assert.equal(first.flashed, first.said);
      // The flash never covers the status bar (issue 27): it sits at the foot of the screen.
      assert.ok(
        first.flashTop >= first.statusBottom,
        `flash at ${first.flashTop}, status bar down to ${first.statusBottom}`,
      );
      await screenshot(host.page, 'feel-announcement');
    } finally {
      finished = true;
      await Promise.all(watches);
      await guestPlays.catch(() => undefined);
    }
    await host.context.close();
    await guest.context.close();
  });
});
