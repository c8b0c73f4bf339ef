/**
 * Wire-level leak test: every frame the server sends during complete games is checked against what
 * its recipient may know at that moment. Each update must be exactly `viewFor(state, seat)` and
 * `logFor(...)` of some state the game went through (in order): the engine's projections are
 * property-tested to hide what a seat may not know, so no frame carries more. The seed must not
 * travel before the end.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyInPlace,
  cloneState,
  createGame,
  createRng,
  logFor,
  viewFor,
  type Action,
  type GameOptions,
  type GameState,
  type Viewer,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { ViewTracker, type Lobby, type WireMessage } from '@among-cultists/protocol';
import { get, playUntilOver, post, startServer, TestClient } from './testing.ts';

/** The states a game went through: after setup and after each action. */
function statesOf(options: GameOptions, actions: readonly { seat: number; action: Action }[]): GameState[] {
  const created = createGame(options);
  assert.ok(created.ok);
  const states = [created.state];
  let s = created.state;
  for (const { seat, action } of actions) {
    s = cloneState(s);
    applyInPlace(s, seat, action);
    states.push(s);
  }
  return states;
}

/** JSON with object keys sorted: a view rebuilt from patches may list keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Checks one recipient's frames in order; returns how many updates were checked. */
function checkFrames(
  frames: readonly string[],
  viewer: Viewer,
  states: readonly GameState[],
  seed: string,
): number {
  let k = 0;
  let from = 0;
  let checked = 0;
  let sawOver = false;
  const finalIndex = states.length - 1;
  // A patch frame is checked through the view it rebuilds (its values come from that view).
  const tracker = new ViewTracker();
  for (const frame of frames) {
    const message = tracker.receive(JSON.parse(frame) as WireMessage);
    if (message.t !== 'update') {
      if (!(message.t === 'lobby' && message.lobby.status === 'finished'))
        assert.ok(!frame.includes(seed), 'the seed before the end');
      continue;
    }
    // The state this view was made from: the first one, from the last match on, that projects to it.
    const expected = canonical(message.view);
    while (k <= finalIndex && canonical(viewFor(states[k]!, viewer)) !== expected) k += 1;
    assert.ok(k <= finalIndex, `a frame to ${String(viewer)} is not a projection of any later state`);
    // The first view of the finished game comes with the whole log, now public (hidden entries included).
    const over = states[k]!.phase.kind === 'over';
    assert.deepEqual(message.events, logFor(states[k]!, viewer, over && !sawOver ? 0 : from));
    if (over) sawOver = true;
    if (message.events.length > 0) from = Math.max(from, message.events.at(-1)!.seq + 1);
    assert.ok(!frame.includes(seed), 'the seed travels only in the final lobby');
    checked += 1;
  }
  return checked;
}

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
