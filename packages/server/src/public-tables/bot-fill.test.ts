import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, QuickPlayResult, TableList } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { ManualClock, settle } from '../testing-clock.ts';
import { get, post, startServer, type RunningServer } from '../testing.ts';

async function quickPlay(srv: RunningServer, body: Record<string, unknown>): Promise<QuickPlayResult> {
  const res = await post<QuickPlayResult>(`${srv.http}/api/quick-play`, {
    players: 5,
    language: 'en',
    ...body,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

const lobbyOf = async (srv: RunningServer, id: string): Promise<Lobby> =>
  (await get<Lobby>(`${srv.http}/api/games/${id}`)).body;

describe("quick play's countdown", () => {
  test('when it ends (on the server clock), bots take the empty seats and the game starts', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const host = await quickPlay(srv, { name: 'Al', fillAfterSeconds: 60 });
      assert.equal(host.created, true);
      const guest = await quickPlay(srv, { name: 'Bo' });
      assert.deepEqual([guest.id, guest.seat], [host.id, 1]);

      await clock.advance(58_000);
      await settle(20);
      assert.equal((await lobbyOf(srv, host.id)).status, 'lobby', 'not before its time');

      await clock.advance(3_000);
      await until(async () => (await lobbyOf(srv, host.id)).status === 'playing', 'the table starts');
      const lobby = await lobbyOf(srv, host.id);
      assert.deepEqual(
        lobby.seats.map((s) => [s.name === null ? null : s.kind, s.seat < 2 ? s.name : null]),
        [
          ['human', 'Al'],
          ['human', 'Bo'],
          ['bot', null],
          ['bot', null],
          ['bot', null],
        ],
      );
      // Started: its row stays (it says the game was public), but it is no longer listed, and quick play
      // now opens a new table.
      const rows = await srv.server.db
        .selectFrom('public_tables')
        .select('game_id')
        .where('game_id', '=', host.id)
        .execute();
      assert.equal(rows.length, 1);
      const listed = await get<TableList>(`${srv.http}/api/tables`);
      assert.deepEqual(listed.body.tables, []);
      assert.equal((await quickPlay(srv, { name: 'Cy' })).created, true);
    } finally {
      await srv.close();
    }
  });

  test('without a countdown the table waits for its host until the lobby expires, and its row goes with it', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { lobbyTtlMs: 2 * 3600_000 } });
    try {
      const host = await quickPlay(srv, { name: 'Al' });
      await clock.advance(3600_000);
      await settle(20);
      const lobby = await lobbyOf(srv, host.id);
      assert.equal(lobby.status, 'lobby');
      assert.deepEqual(
        lobby.seats.map((s) => s.kind),
        ['human', 'open', 'open', 'open', 'open'],
      );
      await clock.advance(3600_000 + 60_000);
      await until(
        async () => (await get(`${srv.http}/api/games/${host.id}`)).status === 404,
        'the lobby expires',
      );
      const rows = await srv.server.db.selectFrom('public_tables').select('game_id').execute();
      assert.deepEqual(rows, []);
    } finally {
      await srv.close();
    }
  });
});
