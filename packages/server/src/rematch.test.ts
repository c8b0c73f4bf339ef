import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, DEFAULT_BOARD_ID } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import { clearDatabase, openDatabase } from './db.ts';
import {
  get,
  hello,
  playUntilOver,
  startServer,
  storageTargets,
  TEST_POSTGRES,
  type RunningServer,
  type TestClient,
} from './testing.ts';

interface Seated {
  id: string;
  seat: number;
  token: string;
  lobby: Lobby;
}

/** A JSON POST from the address `ip` (the servers here trust X-Forwarded-For). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function post<T>(url: string, body: unknown, ip = '10.0.0.1'): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const codeOf = (res: { body: unknown }): string => (res.body as { error: { code: string } }).error.code;

const SETTINGS = { players: 5, roleSet: 'recommended', timers: { ballot: 45, night: 60 } } as const;

/**
 * A finished 5-player game: Host (seat 0) and Ada (seat 1) are people, seats 2 to 4 bots; both players'
 * clients stay connected.
 */
async function finishedGame(
  srv: RunningServer,
): Promise<{ id: string; tokens: string[]; clients: TestClient[] }> {
  const created = await post<Seated>(`${srv.http}/api/games`, { ...SETTINGS, name: 'Host', character: 4 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;
  const joined = await post<Seated>(`${srv.http}/api/games/${id}/join`, { name: 'Ada', character: 7 });
  assert.equal(joined.status, 200);
  for (const seat of [2, 3, 4])
    assert.equal(
      (await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' })).status,
      200,
    );
  const tokens = [token, joined.body.token];
  const clients: TestClient[] = [];
  for (const t of tokens) clients.push(await hello(srv, id, t));
  assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token })).status, 200);
  await playUntilOver(clients, createRng(seedOf(13)));
  return { id, tokens, clients };
}

describe('rematch', () => {
  for (const [name, url, skip] of storageTargets('rematch')) {
    test(
      `${name}: the first player to ask creates it with the same seats and settings; the others keep their seats across a restart`,
      { skip, timeout: 180_000 },
      async () => {
        const database = { url: url(), startupTimeoutMs: 5000 };
        if (database.url === TEST_POSTGRES) {
          const db = await openDatabase(database);
          await clearDatabase(db);
          await db.destroy();
        }
        let srv = await startServer({ database, trustProxy: true });
        try {
          const { id, tokens, clients } = await finishedGame(srv);
          const [host, ada] = clients as [TestClient, TestClient];
          const oldLobby = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;

          // Ada asks first: she hosts the rematch from her own seat.
          const heard = host.messages.length;
          const proposed = await post<Seated>(`${srv.http}/api/games/${id}/rematch`, { token: tokens[1] });
          assert.equal(proposed.status, 200, JSON.stringify(proposed.body));
          const rematch = proposed.body;
          assert.notEqual(rematch.id, id);
          assert.equal(rematch.seat, 1);
          assert.equal(rematch.lobby.host, 1);
          assert.equal(rematch.lobby.status, 'lobby');
          assert.deepEqual(rematch.lobby.settings, {
            roleSet: 'recommended',
            specialRoles: [],
            automa: false,
            timers: SETTINGS.timers,
            board: DEFAULT_BOARD_ID,
          });
          assert.deepEqual(
            rematch.lobby.seats.map((s) => [s.kind, s.name, s.character, s.reserved === true]),
            [
              ['open', 'Host', 4, true],
              ['human', 'Ada', 7, false],
              ...oldLobby.seats.slice(2).map((s) => ['bot', s.name, s.character, false]),
            ],
          );
          // Everyone in the old game is told who proposed which game.
          const told = await host.waitFor(
            (m) => m.t === 'lobby' && m.lobby.rematch?.id === rematch.id,
            heard,
          );
          assert.equal(told.t === 'lobby' ? told.lobby.rematch?.by : null, 1);
          // A stranger cannot take the seat kept for Host.
          const stranger = await post(
            `${srv.http}/api/games/${rematch.id}/join`,
            { name: 'Eve' },
            '10.0.0.7',
          );
          assert.equal(codeOf(stranger), 'game/full');
          host.close();
          ada.close();

          // After a restart the link and the kept seat are still there.
          await srv.close();
          srv = await startServer({ database, trustProxy: true });
          const reloaded = (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;
          assert.deepEqual(reloaded.rematch, { id: rematch.id, by: 1 });
          const back = await post<Seated>(`${srv.http}/api/games/${id}/rematch`, { token: tokens[0] });
          assert.equal(back.status, 200, JSON.stringify(back.body));
          assert.equal(back.body.id, rematch.id);
          assert.equal(back.body.seat, 0);
          assert.deepEqual(
            back.body.lobby.seats.map((s) => [s.kind, s.name]),
            [
              ['human', 'Host'],
              ['human', 'Ada'],
              ...rematch.lobby.seats.slice(2).map((s) => [s.kind, s.name]),
            ],
          );
          // Only the new host starts it; the old host's token is not the new game's.
          const notHost = await post(`${srv.http}/api/games/${rematch.id}/start`, { token: back.body.token });
          assert.equal(codeOf(notHost), 'auth/not-host');
          assert.equal(
            codeOf(
              await post(`${srv.http}/api/games/${rematch.id}/seats/1`, {
                token: back.body.token,
                kind: 'open',
              }),
            ),
            'auth/not-host',
          );
          const started = await post<Lobby>(`${srv.http}/api/games/${rematch.id}/start`, {
            token: rematch.token,
          });
          assert.equal(started.status, 200, JSON.stringify(started.body));
          assert.equal(started.body.status, 'playing');
        } finally {
          await srv.close();
        }
      },
    );
  }

  test('the host removes a kept seat or fills it with a bot; a token of another game, or an unfinished game, is refused', async () => {
    const srv = await startServer({ trustProxy: true, limits: { create: { burst: 1, perSecond: 1 / 600 } } });
    try {
      const { id, tokens, clients } = await finishedGame(srv);
      for (const c of clients) c.close();
      // The rematch is a new game: the same limit as creating one (this address used its allowance).
      const limited = await post(`${srv.http}/api/games/${id}/rematch`, { token: tokens[0] });
      assert.equal(limited.status, 429);
      assert.equal(codeOf(limited), 'rate/create');
      assert.equal(
        codeOf(await post(`${srv.http}/api/games/${id}/rematch`, { token: 'ab'.repeat(16) }, '10.0.0.2')),
        'auth/bad-token',
      );
      const proposed = await post<Seated>(
        `${srv.http}/api/games/${id}/rematch`,
        { token: tokens[0] },
        '10.0.0.2',
      );
      assert.equal(proposed.status, 200, JSON.stringify(proposed.body));
      const { id: next, token } = proposed.body;
      assert.equal(proposed.body.seat, 0);
      assert.equal(proposed.body.lobby.seats[1]?.reserved, true);
      // An unfinished game has no rematch.
      assert.equal(
        codeOf(await post(`${srv.http}/api/games/${next}/rematch`, { token }, '10.0.0.3')),
        'game/not-finished',
      );
      // Removing Ada's kept seat opens it to anyone; Ada then joins like anyone else, under her name.
      const opened = await post<Lobby>(`${srv.http}/api/games/${next}/seats/1`, { token, kind: 'open' });
      assert.equal(opened.body.seats[1]?.kind, 'open');
      assert.equal(opened.body.seats.find((x) => x.seat === 1)?.reserved, undefined);
      const ada = await post<Seated>(`${srv.http}/api/games/${id}/rematch`, { token: tokens[1] }, '10.0.0.4');
      assert.equal(ada.status, 200, JSON.stringify(ada.body));
      assert.equal(ada.body.seat, 1);
      assert.equal(ada.body.lobby.seats[1]?.name, 'Ada');
      // Asking again finds no seat: every one is taken.
      assert.equal(
        codeOf(await post(`${srv.http}/api/games/${id}/rematch`, { token: tokens[1] }, '10.0.0.5')),
        'game/full',
      );
    } finally {
      await srv.close();
    }
  });
});
