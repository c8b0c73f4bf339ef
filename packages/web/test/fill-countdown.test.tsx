/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { afterEach, before, describe, it, mock } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lobby } from '@among-cultists/protocol';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { FillCountdown } from '../src/components/FillCountdown.tsx';
import { LobbySettings } from '../src/components/LobbySettings.tsx';
import { LobbyScreen } from '../src/screens/LobbyScreen.tsx';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});
afterEach(async () => {
  mock.timers.reset();
  await i18next.changeLanguage('en');
});

const NOW = 1_800_000_000_000;

/** A quick-play table: Al hosts, Bo waits with him, three seats free until the bots come at `fillAt`. */
const lobbyFilledAt = (fillAt: number | undefined, status: Lobby['status'] = 'lobby'): Lobby => ({
  id: 'QUICK123',
  status,
  players: 5,
  seats: [
    { seat: 0, name: 'Al', kind: 'human', character: 2, missed: 0, connected: true },
    { seat: 1, name: 'Bo', kind: 'human', character: 5, missed: 0, connected: true },
    { seat: 2, name: null, kind: 'open', character: null, missed: 0, connected: false },
    { seat: 3, name: null, kind: 'open', character: null, missed: 0, connected: false },
    { seat: 4, name: null, kind: 'open', character: null, missed: 0, connected: false },
  ],
  commitment: null,
  seed: null,
  host: 0,
  settings: { roleSet: 'first', specialRoles: [], automa: false, timers: { night: 90 }, board: null },
  rematch: null,
  ...(fillAt === undefined ? {} : { fillAt }),
});

/** The countdown as shown `left` ms before the bots come: the visible clock and the live region's words. */
function shownAt(left: number): { clock: string; spoken: string } {
  mock.timers.enable({ apis: ['Date'], now: NOW });
  const html = renderToStaticMarkup(<FillCountdown lobby={lobbyFilledAt(NOW + left)} />);
  mock.timers.reset();
  const clock = /<p class="countdown fill-countdown">([^<]*)<\/p>/.exec(html)?.[1];
  const status = /<p class="sr-only" role="status">([^<]*)<\/p>/.exec(html)?.[1];
  assert.ok(clock !== undefined && status !== undefined, html);
  return { clock, spoken: status };
}

describe("quick play's countdown in the lobby", () => {
  it('shows m:ss to the bots, and the live region speaks only at 60, 30 and 10 seconds', () => {
    assert.deepEqual(shownAt(95_000), { clock: 'Bots fill the empty seats in 1:35', spoken: '' });
    assert.deepEqual(shownAt(61_000).spoken, '');
    const minute = 'Bots fill the empty seats in under 60 seconds';
    assert.deepEqual(shownAt(60_000), { clock: 'Bots fill the empty seats in 1:00', spoken: minute });
    // Between two marks the clock ticks but the live region's words stay: nothing new is announced.
    for (const left of [59_000, 45_500, 31_000]) assert.equal(shownAt(left).spoken, minute);
    assert.equal(shownAt(45_500).clock, 'Bots fill the empty seats in 0:46');
    assert.equal(shownAt(30_000).spoken, 'Bots fill the empty seats in under 30 seconds');
    assert.equal(shownAt(11_000).spoken, 'Bots fill the empty seats in under 30 seconds');
    assert.equal(shownAt(10_000).spoken, 'Bots fill the empty seats in under 10 seconds');
    assert.equal(shownAt(1_000).spoken, 'Bots fill the empty seats in under 10 seconds');
    const now = 'Bots are taking the empty seats; the game is starting.';
    assert.deepEqual(shownAt(0), { clock: now, spoken: now });
    assert.deepEqual(shownAt(-5_000), { clock: now, spoken: now }, 'never a negative time');
  });

  it('the live region changes four times over a whole countdown (60, 30, 10 s, the start), not once a second', () => {
    const said = new Set<string>();
    let changes = 0;
    let last = '';
    for (let left = 120_000; left >= 0; left -= 1000) {
      const { spoken } = shownAt(left);
      if (spoken !== last) changes++;
      last = spoken;
      said.add(spoken);
    }
    // 60, 30, 10 and the start (the empty words before the first mark are not a change).
    assert.equal(changes, 4);
    assert.equal(said.size, 5);
  });

  it('is not shown without a countdown, nor once the game has started', () => {
    mock.timers.enable({ apis: ['Date'], now: NOW });
    assert.equal(renderToStaticMarkup(<FillCountdown lobby={lobbyFilledAt(undefined)} />), '');
    assert.equal(renderToStaticMarkup(<FillCountdown lobby={lobbyFilledAt(NOW + 30_000, 'playing')} />), '');
  });

  it('the lobby shows it to the host and to every seated player, in every language', async () => {
    mock.timers.enable({ apis: ['Date'], now: NOW });
    const lobby = lobbyFilledAt(NOW + 75_000);
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const expected = i18next.t('publicTables.fillCountdown', { time: '1:15' });
      assert.notEqual(expected, 'publicTables.fillCountdown', code);
      for (const [seat, host] of [
        [0, true],
        [1, false],
      ] as const) {
        const html = renderToStaticMarkup(
          <LobbyScreen
            code="QUICK123"
            origin="https://example.test"
            lobby={lobby}
            seat={seat}
            stored={{ token: 'ab'.repeat(16), host }}
            onJoined={() => undefined}
            onLobby={() => undefined}
          />,
        );
        assert.ok(html.includes(expected), `${code}, seat ${seat}: ${expected}`);
      }
    }
  });

  it("the lobby's settings say which bots the host chose, in every language, and nothing when none", async () => {
    const base = lobbyFilledAt(NOW + 75_000);
    const chosen: Lobby = { ...base, settings: { ...base.settings!, botStrength: 'search' } };
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const html = renderToStaticMarkup(<LobbySettings lobby={chosen} />);
      const words = [i18next.t('publicTables.botStrength'), i18next.t('publicTables.botsSearch')];
      for (const w of words) assert.ok(html.includes(w.replace(/'/g, '&#x27;')), `${code}: ${w}`);
      const none = renderToStaticMarkup(<LobbySettings lobby={base} />);
      assert.ok(!none.includes(words[0]!), `${code}: no choice, no line`);
    }
  });
});
