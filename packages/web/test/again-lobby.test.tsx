/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Lobby } from '@among-cultists/protocol';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { loadRemembered, remember } from '../src/net/remembered.ts';
import { LobbyScreen } from '../src/screens/LobbyScreen.tsx';
import { englishT } from './helpers.ts';

before(async () => {
  await englishT();
});

/** A rematch lobby: Bea hosts from seat 1, seat 0 is kept for Ann, seat 2 is a bot, 3 a player, 4 free. */
const lobby: Lobby = {
  id: 'REMATCH1',
  status: 'lobby',
  players: 5,
  seats: [
    { seat: 0, name: 'Ann', kind: 'open', character: 4, missed: 0, connected: false, reserved: true },
    { seat: 1, name: 'Bea', kind: 'human', character: 7, missed: 0, connected: true },
    { seat: 2, name: 'Bot 3', kind: 'bot', character: 0, missed: 0, connected: true },
    { seat: 3, name: 'Cy', kind: 'human', character: 1, missed: 0, connected: true },
    { seat: 4, name: null, kind: 'open', character: null, missed: 0, connected: false },
  ],
  commitment: null,
  seed: null,
  host: 1,
  settings: {
    roleSet: 'expert',
    specialRoles: ['seer', 'crybaby'],
    automa: false,
    timers: { night: 60, ballot: 60 },
    board: null,
  },
  rematch: null,
};

const render = (seat: number | null, host: boolean) =>
  renderToStaticMarkup(
    <LobbyScreen
      code="REMATCH1"
      origin="https://example.test"
      lobby={lobby}
      seat={seat}
      stored={seat === null ? null : { token: 'ab'.repeat(16), host }}
      onJoined={() => undefined}
      onLobby={() => undefined}
      chat={{ lines: [], more: false, loading: false, onEarlier: () => undefined, onSend: () => undefined }}
    />,
  );

describe('the lobby', () => {
  it('shows the settings, the kept seat and the host’s controls in every language', async () => {
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const t = i18next.t;
      const asHost = render(1, true);
      const asGuest = render(3, false);
      for (const html of [asHost, asGuest]) {
        assert.ok(!html.includes('{{') && !/undefined|\[object|NaN/.test(html), code);
        assert.ok(html.includes(t('again.lobby.settings')), code);
        assert.ok(html.includes(`${t('preset.expert')}, ${t('role.seer')}, ${t('role.crybaby')}`), code);
        assert.ok(html.includes(t('again.lobby.seconds', { n: 60 })), code);
        assert.ok(html.includes(t('again.lobby.reserved', { name: 'Ann' })), code);
        // The chat is there before the start.
        assert.ok(html.includes(t('chat.send')), code);
      }
      // Bea hosts from seat 1: a bot for the free seat and the kept one, a confirmed removal for the people.
      assert.ok(asHost.includes(t('again.lobby.fillBots')), code);
      const removals = asHost.match(/aria-expanded="false"/g) ?? [];
      assert.equal(removals.length, 2, `${code}: Remove for Ann's kept seat and for Cy`);
      assert.ok(!asGuest.includes(t('again.lobby.fillBots')), code);
      assert.ok(!asGuest.includes(t('lobby.start')), code);
    }
    await i18next.changeLanguage('en');
  });
});

describe('what the browser remembers for the next game', () => {
  it('keeps the name and settings, and drops what another version or a person garbled', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      assert.deepEqual(loadRemembered(), {});
      remember({ name: 'Ann', players: 6, preset: 'expert', automa: true, special: ['seer'], seconds: 120 });
      remember({ name: 'Annie' });
      assert.deepEqual(loadRemembered(), {
        name: 'Annie',
        players: 6,
        preset: 'expert',
        automa: true,
        special: ['seer'],
        seconds: 120,
      });
      store.set(
        'ac.remembered',
        JSON.stringify({ name: 7, players: 9, preset: 'wild', seconds: 0, character: 3 }),
      );
      assert.deepEqual(loadRemembered(), { character: 3 });
      store.set('ac.remembered', '{not json');
      assert.deepEqual(loadRemembered(), {});
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
