/**
 * The profile on PostgreSQL through two nodes of one database: a game played through one node is summed up by
 * both at once (one row: the second write is ignored) and read alike through either — nothing lives in a
 * node's memory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, ROLE_INFO } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { AccountGames } from '@among-cultists/protocol/account';
import { hello, playUntilOver, post } from '../testing.ts';
import { accountNodesOnPostgres, Browser, signUp } from './testing-accounts.ts';

const cluster = accountNodesOnPostgres();

test('a finished game played through one node is summed up once and read alike through both (PostgreSQL)', async () => {
  const [a, b] = cluster.nodes;
  const onA = new Browser(a.http);
  await signUp(onA, 'Ada');
  const onB = new Browser(b.http);
  onB.cookies = onA.cookies;
  const created = await onA.post<{ id: string; token: string }>('/api/games', { players: 5, name: 'Ada' });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;
  for (const seat of [1, 2, 3, 4])
    assert.equal((await post(`${a.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' })).status, 200);
  const client = await hello(a, id, token);
  assert.equal((await post(`${a.http}/api/games/${id}/start`, { token })).status, 200);
  try {
    await playUntilOver([client], createRng(seedOf(21)));
  } finally {
    client.close();
  }
  const view = client.latest()!.view;
  const team = ROLE_INFO[view.me!.role].team;
  const won = view.result!.winner === team;

  const [fromA, fromB] = await Promise.all([
    onA.get<AccountGames>('/api/account/games'),
    onB.get<AccountGames>('/api/account/games'),
  ]);
  for (const answer of [fromA, fromB]) {
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(
      answer.body.games.map((g) => [g.id, g.role, g.team, g.won]),
      [[id, view.me!.role, team, won]],
    );
    assert.deepEqual(answer.body.totals, {
      games: 1,
      wins: won ? 1 : 0,
      byTeam: { [team]: { games: 1, wins: won ? 1 : 0 } },
      byRole: { [view.me!.role]: { games: 1, wins: won ? 1 : 0 } },
    });
  }
  const rows = await a.server.db.selectFrom('account_results').selectAll().execute();
  assert.equal(rows.length, 1);
});
