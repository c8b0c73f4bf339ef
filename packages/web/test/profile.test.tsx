/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AccountGameResult } from '@among-cultists/protocol/account';
import { ProfileView, type ProfileData } from '../src/account/Profile.tsx';
import { PROFILE_TEXTS } from '../src/account/profile-texts.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { englishT, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
});

const game = (id: string, won: boolean, role: string, team: string): AccountGameResult => ({
  id,
  finishedAt: Date.UTC(2026, 10, 28, 20, 30),
  players: 5,
  map: 'university',
  seat: 0,
  name: 'Ada',
  role,
  team,
  won,
  replay: `/replay/${id}`,
});

const data: ProfileData = {
  games: [game('game-two', true, 'seer', 'investigators'), game('game-one', false, 'cultist', 'cultists')],
  next: '1764361800000:game-one',
  totals: {
    games: 2,
    wins: 1,
    byTeam: { investigators: { games: 1, wins: 1 }, cultists: { games: 1, wins: 0 } },
    byRole: { seer: { games: 1, wins: 1 }, cultist: { games: 1, wins: 0 } },
  },
  pending: 0,
};

const render = (d: ProfileData | null, error: string | null = null) =>
  renderToStaticMarkup(<ProfileView data={d} error={error} busy={false} onMore={() => undefined} />);

describe('the profile on the account page (issue 30)', () => {
  for (const code of LANGUAGE_CODES) {
    it(`${code}: every English text, none other, non-empty, with the same placeholders`, () => {
      const texts = PROFILE_TEXTS[code];
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(PROFILE_TEXTS.en).sort());
      for (const [key, english] of Object.entries(PROFILE_TEXTS.en)) {
        const own = texts[key as keyof typeof texts];
        assert.ok(own.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(own), placeholders(english), `${code}: ${key}`);
      }
    });
  }

  it('the totals by team and by role in the game’s words, the games newest first linking to their replays', () => {
    const page = render(data);
    assert.match(page, /<h2 id="[^"]+">Your games<\/h2>/);
    assert.match(page, /Games played: 2\. Won: 1\./);
    assert.match(page, /<dt>Investigators<\/dt><dd>1 won of 1<\/dd>/);
    assert.match(page, /<dt>Cultists<\/dt><dd>0 won of 1<\/dd>/);
    assert.match(page, /<dt>Seer<\/dt><dd>1 won of 1<\/dd>/);
    assert.match(page, /<dt>Cultist<\/dt><dd>0 won of 1<\/dd>/);
    const links = [...page.matchAll(/<a href="([^"]+)">([^<]+)<\/a> <strong>(\w+)<\/strong>/g)].map((m) =>
      m.slice(1),
    );
    assert.deepEqual(links, [
      ['/replay/game-two', 'Replay of game game-two', 'Won'],
      ['/replay/game-one', 'Replay of game game-one', 'Lost'],
    ]);
    assert.match(page, /5 players · Ada, Seer \(Investigators\)/);
    assert.match(page, /<button type="button">More games<\/button>/);
  });

  it('the last page has no "More"; no games yet says so; loading and failure are said', () => {
    assert.doesNotMatch(render({ ...data, next: null }), /More games/);
    const empty = render({
      games: [],
      next: null,
      totals: { games: 0, wins: 0, byTeam: {}, byRole: {} },
      pending: 0,
    });
    assert.match(empty, /No finished games yet/);
    assert.doesNotMatch(empty, /<ol/);
    assert.match(render(null), /Loading your games…/);
    assert.match(
      render(null, 'network down'),
      /<p role="alert">Your games could not be loaded: network down<\/p>/,
    );
    assert.match(render({ ...data, pending: 3 }), /3 more games are still being counted/);
  });
});
