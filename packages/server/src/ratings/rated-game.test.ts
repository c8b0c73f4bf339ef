/**
 * Ratings on a real server (issue 30's "a rated game updates both profiles"): two signed-in players, two guests
 * and a bot play a public table to its end; both profiles then show their new rating, as the game's winner
 * says. Games that must not count (bots only, private) change nothing; the leaderboard lists only who chose
 * it; deleting an account removes its rating.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccountRating, Leaderboard } from '@among-cultists/protocol/account';
import { startServer, type RunningServer } from '../testing.ts';
import { play } from './testing-play.ts';
import { accountSettings } from '../accounts/settings.ts';
import { Browser, ORIGIN, signUp } from '../accounts/testing-accounts.ts';

interface ErrorBody {
  readonly error: { readonly code: string };
}

describe('ratings on a server', () => {
  let srv: RunningServer;
  const ada = new Browser('');
  const bea = new Browser('');
  let adaRating: AccountRating;
  let beaRating: AccountRating;

  before(async () => {
    srv = await startServer({ accounts: accountSettings(ORIGIN, { ratings: { leaderboardMinGames: 1 } }) });
    for (const b of [ada, bea]) Object.assign(b, { http: srv.http });
    await signUp(ada, 'Ada');
    await signUp(bea, 'Bea');
  });
  after(() => srv.close());

  test('a new account has a new player’s rating and is not on the leaderboard', async () => {
    const fresh = await ada.get<AccountRating>('/api/account/rating');
    assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
    assert.deepEqual(
      { rating: fresh.body.rating, games: fresh.body.games, listed: fresh.body.listed },
      { rating: 1000, games: 0, listed: false },
    );
    const out = await new Browser(srv.http).get<ErrorBody>('/api/account/rating');
    assert.equal(out.status, 401);
  });

  test('a rated game updates both profiles: two accounts, two guests and one bot play a public table to its end', async () => {
    const { id, teamWon } = await play(srv, ada, [bea], 2, true, 4);
    [adaRating, beaRating] = (await Promise.all(
      [ada, bea].map(async (b) => {
        const answer = await b.get<AccountRating>('/api/account/rating');
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return answer.body;
      }),
    )) as [AccountRating, AccountRating];
    for (const [browser, rating] of [
      [ada, adaRating],
      [bea, beaRating],
    ] as const) {
      assert.equal(rating.games, 1);
      // The winner's estimate went up and the loser's down; both are surer than a new player.
      assert.equal(rating.mu > 25, teamWon.get(browser), JSON.stringify(rating));
      assert.ok(rating.sigma < 25 / 3);
      assert.equal(rating.rating, Math.round(1000 + 40 * (rating.mu - 3 * rating.sigma)));
    }
    const stored = await srv.server.db
      .selectFrom('rated_games')
      .selectAll()
      .where('game_id', '=', id)
      .execute();
    assert.deepEqual(
      stored.map((r) => r.outcome),
      ['rated'],
    );
  });

  test('a bots-only public game and a private game with both accounts change nothing', async () => {
    const bots = await play(srv, ada, [], 0, true, 6);
    const priv = await play(srv, ada, [bea], 2, false, 8);
    for (const [browser, before] of [
      [ada, adaRating],
      [bea, beaRating],
    ] as const)
      assert.deepEqual((await browser.get<AccountRating>('/api/account/rating')).body, before);
    const looked = await srv.server.db.selectFrom('rated_games').selectAll().execute();
    assert.equal(looked.find((r) => r.game_id === bots.id)?.outcome, 'bots');
    // A private game is never even looked at.
    assert.equal(
      looked.find((r) => r.game_id === priv.id),
      undefined,
    );
  });

  test('the leaderboard lists only who chose it, by account name, best first; choosing needs the site’s origin', async () => {
    const empty = await new Browser(srv.http).get<Leaderboard>('/api/leaderboard');
    assert.equal(empty.status, 200, JSON.stringify(empty.body));
    assert.deepEqual(empty.body.entries, []);
    const crossSite = new Browser(srv.http, 'https://evil.example');
    crossSite.cookies = ada.cookies;
    assert.equal((await crossSite.post('/api/account/leaderboard', { listed: true })).status, 403);
    const chose = await ada.post<AccountRating>('/api/account/leaderboard', { listed: true });
    assert.equal(chose.status, 200, JSON.stringify(chose.body));
    assert.equal(chose.body.listed, true);
    const board = await new Browser(srv.http).get<Leaderboard>('/api/leaderboard?page=0');
    assert.deepEqual(board.body.entries, [{ rank: 1, name: 'Ada', rating: adaRating.rating, games: 1 }]);
    assert.equal(board.body.more, false);
    assert.ok(!JSON.stringify(board.body).includes('Bea'));
    for (const bad of ['x', '-1', '99999', '40'])
      assert.equal(
        (await new Browser(srv.http).get<ErrorBody>(`/api/leaderboard?page=${bad}`)).body.error.code,
        'leaderboard/page',
        bad,
      );
    assert.equal(
      (await ada.post<AccountRating>('/api/account/leaderboard', { listed: false })).body.listed,
      false,
    );
    assert.deepEqual((await new Browser(srv.http).get<Leaderboard>('/api/leaderboard')).body.entries, []);
    assert.equal((await ada.post<ErrorBody>('/api/account/leaderboard', { listed: 'yes' })).status, 400);
  });

  test('a name the public tables’ filter refuses is never listed', async () => {
    const rude = new Browser(srv.http);
    await signUp(rude, 'Shithead');
    const refused = await rude.post<ErrorBody>('/api/account/leaderboard', { listed: true });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error.code, 'text/profane');
    assert.equal((await rude.get<AccountRating>('/api/account/rating')).body.listed, false);
  });

  test('deleting an account removes its rating and its rating changes', async () => {
    await bea.post('/api/account/delete');
    const db = srv.server.db;
    assert.equal((await db.selectFrom('ratings').selectAll().execute()).length, 1);
    assert.equal((await db.selectFrom('rating_changes').selectAll().execute()).length, 1);
  });

  test('choosing the leaderboard in a loop is cut short per address (as profile requests)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await ada.post('/api/account/leaderboard', { listed: i % 2 === 0 })).status);
    assert.ok(statuses.includes(429), JSON.stringify(statuses));
  });
});
