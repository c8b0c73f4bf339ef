import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { post, startServer, TestClient } from './testing.ts';

type Update = Extract<ServerMessage, { t: 'update' }>;

test('MOC-SETUP-04 a host creates a Lifelines game (ruleset.lifelines) and plays it; 7 seats are refused', async () => {
  const srv = await startServer();
  try {
    const created = await post<{ id: string; token: string; lobby: Lobby }>(`${srv.http}/api/games`, {
      players: 5,
      name: 'Host',
      ruleset: { lifelines: true },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    // Everyone who joins sees what they sit down to.
    assert.equal(created.body.lobby.settings?.lifelines, true);
    const { id, token } = created.body;
    for (let seat = 1; seat < 5; seat++) {
      const res = await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.equal((await post(`${srv.http}/api/games/${id}/start`, { token })).status, 200);
    const client = await TestClient.connect(srv.ws);
    try {
      client.send({ t: 'hello', game: id, token });
      const update = await client.waitFor((m): m is Update => m.t === 'update');
      assert.equal(update.view.config.ruleset.lifelines, true);
      assert.equal(update.view.bag, 12);
    } finally {
      client.socket.close();
    }

    const seven = await post<{ error: { code: string; message: string } }>(`${srv.http}/api/games`, {
      players: 7,
      name: 'Host',
      ruleset: { lifelines: true },
    });
    assert.equal(seven.status, 400);
    assert.match(seven.body.error.message, /Lifelines/);
    const plain = await post<{ lobby: Lobby }>(`${srv.http}/api/games`, { players: 5, name: 'Host' });
    assert.equal(plain.body.lobby.settings?.lifelines, undefined);
  } finally {
    await srv.close();
  }
});
