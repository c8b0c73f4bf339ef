import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { post, startServer, TestClient } from './testing.ts';

type Update = Extract<ServerMessage, { t: 'update' }>;

test('PROF-GEN-01 a host creates a Professions game on the Mountains of Chaos; fewer than 2 Cultists are refused', async () => {
  const srv = await startServer();
  try {
    const created = await post<{ id: string; token: string; lobby: Lobby }>(`${srv.http}/api/games`, {
      players: 7,
      name: 'Host',
      board: 'mountains',
      ruleset: { professions: true },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    // Everyone who joins sees what they sit down to.
    assert.equal(created.body.lobby.settings?.professions, true);
    assert.equal(created.body.lobby.settings.board, 'mountains');
    const { id, token } = created.body;
    for (let seat = 1; seat < 7; seat++) {
      const res = await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token })).status, 200);
    const client = await TestClient.connect(srv.ws);
    try {
      client.send({ t: 'hello', game: id, token });
      const update = await client.waitFor((m): m is Update => m.t === 'update');
      assert.equal(update.view.config.ruleset.professions, true);
      // The token lies face down beside the map; each seat holds its own Detective-Support token.
      assert.deepEqual(update.view.professions, {
        profession: null,
        status: 'faceDown',
        holder: null,
        used: false,
      });
      assert.equal(typeof update.view.me?.professions?.informant, 'boolean');
    } finally {
      client.socket.close();
    }

    const five = await post<{ error: { code: string; message: string } }>(`${srv.http}/api/games`, {
      players: 5,
      name: 'Host',
      ruleset: { professions: true },
    });
    assert.equal(five.status, 400);
    assert.match(five.body.error.message, /Professions/);
    const plain = await post<{ lobby: Lobby }>(`${srv.http}/api/games`, { players: 7, name: 'Host' });
    assert.equal(plain.body.lobby.settings?.professions, undefined);
  } finally {
    await srv.close();
  }
});
