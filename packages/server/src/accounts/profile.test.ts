/**
 * A signed-in player's finished games (GET /api/account/games) on a real server: games played to their end
 * by a person and bots, summed up from their stored record, checked against what the player's own client was
 * shown at the end; another account's games, games not over and abandoned games never appear; pages and their
 * cursor; the summing up bounded per request.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, DEFAULT_BOARD_ID, ROLE_INFO, type Action } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { AccountGames } from '@among-cultists/protocol/account';
import { hashToken } from '../game/secrets.ts';
import { countOf } from '../metrics.ts';
import { appendAction, insertGame } from '../store.ts';
import { linkSeat } from './store.ts';
import { hello, playUntilOver, post, startServer, type RunningServer } from '../testing.ts';
import { accountSettings } from './settings.ts';
import { Browser, ORIGIN, signUp } from './testing-accounts.ts';

interface Played {
  readonly id: string;
  readonly role: string;
  readonly team: string;
  readonly won: boolean;
}

/** A 5-player game `browser` hosts (seat 0) with four bots: started, and played to its end unless `stop`. */
async function hostGame(srv: RunningServer, browser: Browser, seed: number, stop = false): Promise<Played> {
  const created = await browser.post<{ id: string; token: string }>('/api/games', {
    players: 5,
    name: 'Ada',
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;
  for (const seat of [1, 2, 3, 4])
    assert.equal(
      (await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' })).status,
      200,
    );
  const client = await hello(srv, id, token);
  assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token })).status, 200);
  try {
    if (stop) {
      await client.waitFor((m) => m.t === 'update');
      return { id, role: '', team: '', won: false };
    }
    await playUntilOver([client], createRng(seedOf(seed)));
    const view = client.latest()!.view;
    const role = view.me!.role;
    const team = ROLE_INFO[role].team;
    return { id, role, team, won: view.result!.winner === team };
  } finally {
    client.close();
  }
}

describe('a signed-in player’s finished games', () => {
  let srv: RunningServer;
  const ada: Played[] = [];
  let adaBrowser: Browser;
  let beaBrowser: Browser;
  let bea: Played;
  let adaLobby: string;
  let adaPlaying: string;
  let adaAbandoned: string;

  before(async () => {
    srv = await startServer({
      accounts: accountSettings(ORIGIN, { limits: { profilePage: 1, profileReplays: 1 } }),
    });
    adaBrowser = new Browser(srv.http);
    await signUp(adaBrowser, 'Ada');
    beaBrowser = new Browser(srv.http);
    await signUp(beaBrowser, 'Bea');
    ada.push(await hostGame(srv, adaBrowser, 3));
    ada.push(await hostGame(srv, adaBrowser, 5));
    bea = await hostGame(srv, beaBrowser, 7);
    adaPlaying = (await hostGame(srv, adaBrowser, 9, true)).id;
    const lobby = await adaBrowser.post<{ id: string }>('/api/games', { players: 5, name: 'Ada' });
    adaLobby = lobby.body.id;
    // A game the server ended as abandoned (idle.ts) is finished but has no winner: never counted.
    adaAbandoned = (await hostGame(srv, adaBrowser, 11, true)).id;
    await srv.server.db
      .updateTable('games')
      .set({ status: 'finished', ended: 'abandoned' })
      .where('id', '=', adaAbandoned)
      .execute();
  });
  after(() => srv.close());

  test('games are summed up a bounded number per request (one here): the first answer says one is pending', async () => {
    const warm = await adaBrowser.get<AccountGames>('/api/account/games');
    assert.equal(warm.status, 200, JSON.stringify(warm.body));
    assert.equal(warm.body.pending, 1);
    assert.equal(warm.body.totals.games, 1);
  });

  test('totals and pages come from the games as played: newest first, one per page here', async () => {
    const first = await adaBrowser.get<AccountGames>('/api/account/games');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.pending, 0);
    const { totals } = first.body;
    assert.equal(totals.games, 2);
    assert.equal(totals.wins, ada.filter((g) => g.won).length);
    for (const team of ['investigators', 'cultists']) {
      const mine = ada.filter((g) => g.team === team);
      const counted = totals.byTeam[team] ?? { games: 0, wins: 0 };
      assert.deepEqual(counted, { games: mine.length, wins: mine.filter((g) => g.won).length }, team);
    }
    for (const g of ada) assert.ok((totals.byRole[g.role]?.games ?? 0) >= 1, g.role);
    assert.equal(
      Object.values(totals.byRole).reduce((n, r) => n + r.games, 0),
      2,
    );

    const seen = [...first.body.games];
    assert.notEqual(first.body.next, null);
    const second = await adaBrowser.get<AccountGames>(
      `/api/account/games?before=${encodeURIComponent(first.body.next!)}`,
    );
    assert.equal(second.status, 200);
    seen.push(...second.body.games);
    assert.equal(second.body.next, null);
    assert.deepEqual(
      seen.map((g) => [g.id, g.seat, g.name, g.players, g.role, g.team, g.won, g.replay]),
      [...ada].reverse().map((g) => [g.id, 0, 'Ada', 5, g.role, g.team, g.won, `/replay/${g.id}`]),
    );
    assert.ok(seen[0]!.finishedAt >= seen[1]!.finishedAt);
    assert.equal(seen[0]!.map, DEFAULT_BOARD_ID);
  });

  test('another account’s games and games not over never appear', async () => {
    const mine = await adaBrowser.get<AccountGames>('/api/account/games');
    const raw = JSON.stringify(mine.body);
    for (const other of [bea.id, adaPlaying, adaLobby, adaAbandoned]) assert.ok(!raw.includes(other), other);
    assert.equal(mine.body.pending, 0);
    const beas = await beaBrowser.get<AccountGames>('/api/account/games');
    assert.deepEqual(
      beas.body.games.map((g) => [g.id, g.won]),
      [[bea.id, bea.won]],
    );
    assert.equal(beas.body.totals.games, 1);
  });

  test('signed out: 401; a cursor the server did not give: 400', async () => {
    const out = await new Browser(srv.http).get<{ error: { code: string } }>('/api/account/games');
    assert.equal(out.status, 401);
    assert.equal(out.body.error.code, 'account/signed-out');
    const bad = await adaBrowser.get<{ error: { code: string } }>('/api/account/games?before=x');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'account/cursor');
  });

  test('a record the engine refuses is counted nowhere, logged once, and not replayed again', async () => {
    const db = srv.server.db;
    const { id: accountId } = await db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Ada')
      .executeTakeFirstOrThrow();
    const tokenHash = hashToken('a token of a game stored by hand');
    await insertGame(db, {
      id: 'refused-game',
      status: 'playing',
      options: { players: 5 },
      seed: 'ab'.repeat(32),
      commitment: 'cd'.repeat(32),
      timers: {},
      seats: Array.from({ length: 5 }, (_, seat) => ({
        seat,
        name: `P${seat + 1}`,
        kind: 'human' as const,
        tokenHash: seat === 0 ? tokenHash : null,
        character: seat,
      })),
    });
    await appendAction(db, 'refused-game', 0, 0, { type: 'pass' } as unknown as Action, true, 5000);
    await linkSeat(db, { accountId, gameId: 'refused-game', seat: 0, tokenHash }, 5000);
    const failures = () => countOf(srv.server.metrics.failures, { operation: 'replay' });
    const before = await failures();
    for (let i = 0; i < 2; i++) {
      const answer = await adaBrowser.get<AccountGames>('/api/account/games');
      assert.equal(answer.body.pending, 0);
      assert.equal(answer.body.totals.games, 2);
      assert.ok(!JSON.stringify(answer.body).includes('refused-game'));
    }
    assert.equal(await failures(), before + 1);
  });

  test('deleting the account removes its summed-up games', async () => {
    await beaBrowser.post('/api/account/delete');
    const left = await srv.server.db
      .selectFrom('account_results')
      .select('game_id')
      .where('game_id', '=', bea.id)
      .execute();
    assert.deepEqual(left, []);
  });
});
