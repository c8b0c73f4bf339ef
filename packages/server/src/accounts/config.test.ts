import { test } from 'node:test';
import assert from 'node:assert/strict';
import { get, post, startServer } from '../testing.ts';
import { accountsFromEnv } from './config.ts';

test('accounts settings: on by default for localhost, the origin and cookie from the environment', () => {
  const local = accountsFromEnv({}, 8080);
  assert.equal(local?.origin, 'http://localhost:8080');
  assert.equal(local.rpId, 'localhost');
  assert.equal(local.cookieSecure, false);
  const site = accountsFromEnv(
    { ACCOUNTS_ORIGIN: 'https://play.example.org', ACCOUNTS_RP_ID: 'example.org' },
    8080,
  );
  assert.equal(site?.rpId, 'example.org');
  assert.equal(site.cookieSecure, true);
  assert.equal(
    accountsFromEnv({ ACCOUNTS_ORIGIN: 'https://a.example', COOKIE_SECURE: 'false' }, 1)?.cookieSecure,
    false,
  );
  assert.equal(accountsFromEnv({ ACCOUNT_SESSION_DAYS: '7' }, 1)?.limits.sessionTtlMs, 7 * 24 * 3600_000);
  assert.equal(accountsFromEnv({ ACCOUNTS: 'off' }, 8080), undefined);
});

test('ratings settings: the limit on games between the same accounts and the leaderboard’s minimum from the environment', () => {
  assert.deepEqual(
    (({ pairGames, pairWindowMs, leaderboardMinGames }) => ({
      pairGames,
      pairWindowMs,
      leaderboardMinGames,
    }))(accountsFromEnv({}, 8080)!.ratings),
    { pairGames: 3, pairWindowMs: 7 * 86_400_000, leaderboardMinGames: 5 },
  );
  const set = accountsFromEnv(
    { RATING_PAIR_GAMES: '5', RATING_PAIR_DAYS: '1', LEADERBOARD_MIN_GAMES: '0' },
    1,
  )!;
  assert.equal(set.ratings.pairGames, 5);
  assert.equal(set.ratings.pairWindowMs, 86_400_000);
  assert.equal(set.ratings.leaderboardMinGames, 0);
  assert.equal(set.ratings.maxBots, 1);
});

test('accounts settings: a bad value is refused naming its variable', () => {
  for (const [env, name] of [
    [{ ACCOUNTS: 'yes' }, /^ACCOUNTS /],
    [{ ACCOUNTS_ORIGIN: 'play.example.org' }, /^ACCOUNTS_ORIGIN/],
    [{ ACCOUNTS_ORIGIN: 'https://play.example.org/' }, /^ACCOUNTS_ORIGIN/],
    [{ ACCOUNTS_ORIGIN: 'https://play.example.org', ACCOUNTS_RP_ID: 'evil.org' }, /^ACCOUNTS_RP_ID/],
    [{ COOKIE_SECURE: '1' }, /^COOKIE_SECURE/],
    [{ ACCOUNT_SESSION_DAYS: '0' }, /^ACCOUNT_SESSION_DAYS/],
    [{ RATING_PAIR_GAMES: '0' }, /^RATING_PAIR_GAMES/],
    [{ RATING_PAIR_DAYS: 'week' }, /^RATING_PAIR_DAYS/],
    [{ LEADERBOARD_MIN_GAMES: '-1' }, /^LEADERBOARD_MIN_GAMES/],
  ] as const)
    assert.throws(() => accountsFromEnv(env, 8080), { message: name });
});

test('a server without accounts says so at GET /api/account, and has no other account route', async () => {
  const server = await startServer();
  try {
    assert.deepEqual(await get(`${server.http}/api/account`), {
      status: 200,
      body: { account: null, offered: false },
    });
    assert.equal((await post(`${server.http}/api/account/sign-in/options`, {})).status, 404);
  } finally {
    await server.close();
  }
});
