/**
 * Ratings on PostgreSQL through two nodes of one database: a public table played through one node, and both
 * nodes asked for the players' ratings at once (each makes a look first): the game is rated once, and both
 * nodes show the same ratings — nothing lives in a node's memory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccountRating } from '@among-cultists/protocol/account';
import { accountNodesOnPostgres, Browser, signUp } from '../accounts/testing-accounts.ts';
import { play } from './testing-play.ts';

const cluster = accountNodesOnPostgres();

test('a public game played through one node is rated once, and both nodes show both players the same (PostgreSQL)', async () => {
  const [a, b] = cluster.nodes;
  const ada = new Browser(a.http);
  const bea = new Browser(a.http);
  await signUp(ada, 'Ada');
  await signUp(bea, 'Bea');
  const { id, teamWon } = await play(a, ada, [bea], 2, true, 12);
  const onB = (browser: Browser): Browser => Object.assign(new Browser(b.http), { cookies: browser.cookies });
  const answers = await Promise.all(
    [ada, onB(ada), bea, onB(bea)].map((browser) => browser.get<AccountRating>('/api/account/rating')),
  );
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [adaA, adaB, beaA, beaB] = answers.map((r) => r.body) as [
    AccountRating,
    AccountRating,
    AccountRating,
    AccountRating,
  ];
  assert.deepEqual(adaA, adaB);
  assert.deepEqual(beaA, beaB);
  assert.equal(adaA.games, 1);
  assert.equal(beaA.games, 1);
  assert.equal(adaA.mu > 25, teamWon.get(ada));
  assert.equal(beaA.mu > 25, teamWon.get(bea));
  const db = a.server.db;
  assert.deepEqual(
    (await db.selectFrom('rated_games').select(['game_id', 'outcome']).execute()).map((r) => [
      r.game_id,
      r.outcome,
    ]),
    [[id, 'rated']],
  );
  assert.equal((await db.selectFrom('rating_changes').selectAll().execute()).length, 2);
});
