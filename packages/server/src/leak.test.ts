/**
 * Wire-level leak test: every frame the server sends during complete games is checked against what
 * its recipient may know at that moment. Each update must be exactly `viewFor(state, seat)` and
 * `logFor(...)` of some state the game went through (in order): the engine's projections are
 * property-tested to hide what a seat may not know, so no frame carries more. The seed must not
 * travel before the end.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, type Action, type GameOptions } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import { get, playUntilOver, post, startServer, TestClient } from './testing.ts';
import { checkFrames, statesOf } from './testing-frames.ts';

test('every frame to every player and spectator is exactly what that recipient may know (5-8 players)', async () => {
  const srv = await startServer();
  try {
    for (const players of [5, 6, 7, 8] as const) {
      const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
        players,
        name: 'P1',
      });
      const { id } = created.body;
      const tokens = [created.body.token];
      for (let i = 1; i < players; i++)
        tokens.push(
          (await post<{ token: string }>(`${srv.http}/api/games/${id}/join`, { name: `P${i + 1}` })).body
            .token,
        );
      const clients = await Promise.all(
        tokens.map(async (token) => {
          const c = await TestClient.connect(srv.ws);
          c.send({ t: 'hello', game: id, token });
          return c;
        }),
      );
      const spectator = await TestClient.connect(srv.ws);
      spectator.send({ t: 'hello', game: id });
      await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
      const rng = createRng(seedOf(players));
      await playUntilOver(clients, rng);
      await spectator.waitFor((m) => m.t === 'update' && m.view.phase.kind === 'over');
      const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
      const record = await get<{ options: GameOptions; actions: { seat: number; action: Action }[] }>(
        `${srv.http}/api/games/${id}/record`,
      );
      const states = statesOf(record.body.options, record.body.actions);
      const seed = lobby.body.seed!;
      let checked = 0;
      clients.forEach((c, seat) => (checked += checkFrames(c.frames, seat, states, seed)));
      checked += checkFrames(spectator.frames, 'spectator', states, seed);
      assert.ok(checked > 100, `${players} players: ${checked} updates checked`);
      for (const c of [...clients, spectator]) c.close();
    }
  } finally {
    await srv.close();
  }
});
