/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeaderboardView, type Loaded } from '../src/ratings/LeaderboardPage.tsx';
import { RATING_TEXTS } from '../src/ratings/texts.ts';
import { INDICATOR_TEXTS } from '../src/account/indicator-texts.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { parseRoute } from '../src/router.ts';
import { englishT, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
});

const render = (loaded: Loaded) =>
  renderToStaticMarkup(<LeaderboardView loaded={loaded} onPage={() => undefined} />);

const shown = (page: number, more: boolean): Loaded => ({
  kind: 'shown',
  board: {
    entries: [
      { rank: page * 2 + 1, name: 'Ada <b>', rating: 1180, games: 12 },
      { rank: page * 2 + 2, name: 'Bea', rating: 1004, games: 5 },
    ],
    page,
    more,
    minGames: 5,
  },
});

describe('the leaderboard page (issue 30)', () => {
  for (const code of LANGUAGE_CODES) {
    it(`${code}: every English text, none other, non-empty, with the same placeholders`, () => {
      const texts = RATING_TEXTS[code];
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(RATING_TEXTS.en).sort());
      for (const [key, english] of Object.entries(RATING_TEXTS.en)) {
        const own = texts[key as keyof typeof texts];
        assert.ok(own.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(own), placeholders(english), `${code}: ${key}`);
      }
      assert.ok(INDICATOR_TEXTS[code].leaderboard.trim().length > 0, `${code}: the landing page's link`);
    });
  }

  it('is a route of its own', () => {
    assert.deepEqual(parseRoute('/leaderboard'), { page: 'leaderboard' });
    assert.deepEqual(parseRoute('/leaderboard/'), { page: 'leaderboard' });
    assert.deepEqual(parseRoute('/leaderboard/2'), { page: 'landing' });
  });

  it('a table with a caption and headers: each row named by its player, names escaped, best first', () => {
    const page = render(shown(0, true));
    assert.match(page, /<caption tabindex="-1">Leaderboard, page 1<\/caption>/);
    assert.match(
      page,
      /<thead><tr><th scope="col">Rank<\/th><th scope="col">Player<\/th><th scope="col">Rating<\/th><th scope="col">Rated games<\/th><\/tr><\/thead>/,
    );
    assert.match(page, /<tr><td>1<\/td><th scope="row">Ada &lt;b&gt;<\/th><td>1180<\/td><td>12<\/td><\/tr>/);
    assert.ok(page.indexOf('Ada') < page.indexOf('Bea'));
    assert.match(page, /at least 5 rated games/);
    // The first page has a next page and no previous one.
    assert.match(page, />Next page<\/button>/);
    assert.doesNotMatch(page, /Previous page/);
  });

  it('a later page: ranks go on, both page buttons; the last page has no next', () => {
    const page = render(shown(1, false));
    assert.match(page, /<td>3<\/td><th scope="row">Ada/);
    assert.match(page, />Previous page<\/button>/);
    assert.doesNotMatch(page, /Next page/);
    assert.match(page, /Leaderboard, page 2/);
  });

  it('loading, empty, failed and a server with no accounts each say so', () => {
    assert.match(render({ kind: 'loading' }), /aria-busy="true".*Loading the leaderboard…/);
    assert.match(
      render({ kind: 'shown', board: { entries: [], page: 0, more: false, minGames: 5 } }),
      /Nobody is on the leaderboard yet\./,
    );
    assert.match(
      render({ kind: 'failed', message: 'boom' }),
      /role="alert">The leaderboard could not be loaded: boom/,
    );
    assert.match(render({ kind: 'unavailable' }), /This server keeps no accounts/);
  });
});
