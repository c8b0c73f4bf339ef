import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng, randomInt, replay, type GameOptions, type RngState } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { countOf } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import { hello, loadedIds, startServer, type RunningServer, type TestClient } from './testing.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

/** A JSON request, from the address `ip` (the servers here trust X-Forwarded-For from the test). */
// The body is whatever the test expects: checking it is the test's job.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function call<T>(
  srv: RunningServer,
  path: string,
  body?: unknown,
  ip = '10.0.0.1',
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${srv.http}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-forwarded-for': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

function codeOf(res: { status: number; body: unknown }): string {
  return (res.body as ErrorBody).error.code;
}

async function create(srv: RunningServer, players = 5, ip?: string): Promise<{ id: string; token: string }> {
  const created = await call<{ id: string; token: string }>(srv, '/api/games', { players, name: 'Host' }, ip);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body;
}

/** A game whose other seats are bots. */
async function createWithBots(srv: RunningServer, players = 5): Promise<{ id: string; token: string }> {
  const game = await create(srv, players);
  for (let seat = 1; seat < players; seat++) {
    const res = await call(srv, `/api/games/${game.id}/seats/${seat}`, { token: game.token, kind: 'bot' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  return game;
}

/**
 * Plays the client's seat of game `id` to the end on a manual clock: the client takes a random legal action
 * (never a claim) whenever it has one, and the clock moves on in small steps so that the bots (who act only
 * on the clock) answer. After each step it waits until the client holds every update the server sent it
 * (real I/O carries them): the server's own connection says which version that is.
 */
async function playToTheEnd(
  clock: ManualClock,
  srv: RunningServer,
  id: string,
  client: TestClient,
  rng: RngState,
): Promise<void> {
  const room = (await srv.server.rooms.get(id))!;
  assert.equal(room.clients.size, 1, 'the client is the game’s only connection');
  const [served] = room.clients;
  const deadline = Date.now() + 60_000;
  let actedOn = -1;
  let idle = 0;
  for (;;) {
    const latest = client.latest();
    if (latest?.view.phase.kind === 'over') return;
    if (client.closed) throw new Error(`the connection closed: ${JSON.stringify(client.closed)}`);
    if (Date.now() > deadline)
      throw new Error(
        `the game did not end: ${JSON.stringify(latest?.view.phase)} round ${latest?.view.round}`,
      );
    // Acting again on the same version after a while covers a refused action (the view came again).
    if (latest && latest.view.legal.length > 0 && (latest.version !== actedOn || idle > 50)) {
      const calm = latest.view.legal.filter((a) => a.type !== 'claimVictory');
      const pool = calm.length > 0 ? calm : latest.view.legal;
      client.act(pool[randomInt(rng, pool.length)]!);
      actedOn = latest.version;
      idle = 0;
    } else idle += 1;
    await clock.advance(50);
    await until(
      () => (client.latest()?.version ?? 0) === served!.version,
      () => `update ${served!.version} (the client has ${client.latest()?.version ?? 'none'})`,
    );
  }
}

/** Settings for servers whose clients act as fast as the manual clock lets them. */
const FAST_CLIENTS = { messages: { burst: 100_000, perSecond: 100_000 } };

describe('creating games is limited per address', () => {
  test('after the burst a new game is refused (429 rate/create) until the clock has refilled the allowance', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, trustProxy: true });
    try {
      const { burst, perSecond } = srv.server.limits.create;
      for (let i = 0; i < burst; i++) await create(srv, 5, '10.0.0.1');
      const refused = await call(srv, '/api/games', { players: 5, name: 'Host' }, '10.0.0.1');
      assert.equal(refused.status, 429);
      assert.equal(codeOf(refused), 'rate/create');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'create' }), 1);
      // Another address is not slowed down.
      await create(srv, 5, '10.0.0.2');
      const interval = 1000 / perSecond;
      await clock.advance(interval / 2);
      assert.equal((await call(srv, '/api/games', { players: 5, name: 'Host' }, '10.0.0.1')).status, 429);
      await clock.advance(interval / 2 + 1);
      await create(srv, 5, '10.0.0.1');
      assert.equal(
        (await call(srv, '/api/games', { players: 5, name: 'Host' }, '10.0.0.1')).status,
        429,
        'one game per interval after the burst',
      );
      // A pause as long as the burst takes to refill gives back the whole burst.
      await clock.advance((burst / perSecond) * 1000 + 1);
      for (let i = 0; i < burst; i++) await create(srv, 5, '10.0.0.1');
    } finally {
      await srv.close();
    }
  });

  test('a refused (invalid) request does not use up the allowance', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      trustProxy: true,
      limits: { create: { burst: 2, perSecond: 1 / 60 } },
    });
    try {
      for (let i = 0; i < 5; i++) {
        const bad = await call(srv, '/api/games', { players: 9, name: 'Host' }, '10.0.0.3');
        assert.equal(codeOf(bad), 'request/invalid');
      }
      await create(srv, 5, '10.0.0.3');
      await create(srv, 5, '10.0.0.3');
      assert.equal(
        codeOf(await call(srv, '/api/games', { players: 5, name: 'Host' }, '10.0.0.3')),
        'rate/create',
      );
    } finally {
      await srv.close();
    }
  });
});

describe('joining games is limited per address', () => {
  test('after the burst a join is refused (429 rate/join) until the clock has refilled the allowance', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      trustProxy: true,
      limits: { join: { burst: 3, perSecond: 3 / 60 } },
    });
    try {
      const { id } = await create(srv, 8, '10.0.0.9');
      for (let i = 0; i < 3; i++) {
        const joined = await call<{ seat: number }>(srv, `/api/games/${id}/join`, { name: `P${i}` });
        assert.equal(joined.status, 200);
      }
      const refused = await call(srv, `/api/games/${id}/join`, { name: 'Late' });
      assert.equal(refused.status, 429);
      assert.equal(codeOf(refused), 'rate/join');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'join' }), 1);
      const lobby = await call<Lobby>(srv, `/api/games/${id}`);
      assert.equal(
        lobby.body.seats.filter((s) => s.kind === 'human').length,
        4,
        'the refused join took no seat',
      );
      // Another address joins.
      assert.equal((await call(srv, `/api/games/${id}/join`, { name: 'Other' }, '10.0.0.2')).status, 200);
      await clock.advance(10_000);
      assert.equal((await call(srv, `/api/games/${id}/join`, { name: 'Late' })).status, 429);
      await clock.advance(10_001);
      assert.equal((await call(srv, `/api/games/${id}/join`, { name: 'Late' })).status, 200);
    } finally {
      await srv.close();
    }
  });

  test('guessing game codes uses up the same allowance: joins to unknown games count', async () => {
    const clock = new ManualClock();
    const srv = await startServer({
      clock,
      trustProxy: true,
      limits: { join: { burst: 3, perSecond: 3 / 60 } },
    });
    try {
      for (const guess of ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC'])
        assert.equal(codeOf(await call(srv, `/api/games/${guess}/join`, { name: 'Guess' })), 'game/unknown');
      const { id } = await create(srv, 5);
      const refused = await call(srv, `/api/games/${id}/join`, { name: 'Guess' });
      assert.equal(codeOf(refused), 'rate/join');
    } finally {
      await srv.close();
    }
  });
});

describe('lobbies nobody starts', () => {
  test('are deleted after lobbyTtlMs when the sweep runs; younger lobbies and started games stay', async () => {
    const clock = new ManualClock();
    const ttl = 3_600_000;
    const srv = await startServer({ clock, limits: { lobbyTtlMs: ttl } });
    try {
      const old = await create(srv);
      const started = await createWithBots(srv);
      assert.equal((await call(srv, `/api/games/${started.id}/start`, { token: started.token })).status, 200);
      await clock.advance(ttl / 2);
      const young = await create(srv);
      await clock.advance(ttl / 2);
      await srv.server.rooms.sweep();
      assert.equal((await call(srv, `/api/games/${old.id}`)).status, 200, 'exactly lobbyTtlMs old: kept');
      await clock.advance(1);
      const swept = await srv.server.rooms.sweep();
      assert.equal(swept.expired, 1);
      const gone = await call(srv, `/api/games/${old.id}`);
      assert.equal(gone.status, 404);
      assert.equal(codeOf(gone), 'game/unknown');
      assert.equal(codeOf(await call(srv, `/api/games/${old.id}/join`, { name: 'Late' })), 'game/unknown');
      assert.ok(!(await loadedIds(srv)).includes(old.id));
      assert.equal((await call<Lobby>(srv, `/api/games/${young.id}`)).body.status, 'lobby');
      assert.equal((await call<Lobby>(srv, `/api/games/${started.id}`)).body.status, 'playing');
      await clock.advance(ttl / 2 + 1);
      await srv.server.rooms.sweep();
      assert.equal(codeOf(await call(srv, `/api/games/${young.id}`)), 'game/unknown');
      assert.equal((await call<Lobby>(srv, `/api/games/${started.id}`)).body.status, 'playing');
    } finally {
      await srv.close();
    }
  });

  test('the sweep runs on its own, every minute of the clock', async () => {
    const clock = new ManualClock();
    const ttl = 600_000;
    const srv = await startServer({ clock, limits: { lobbyTtlMs: ttl } });
    try {
      const { id } = await create(srv);
      await clock.advance(ttl);
      assert.equal((await call(srv, `/api/games/${id}`)).status, 200);
      // Within two more minutes a scheduled sweep has run (in one-minute steps: each sweep finishes first).
      for (let i = 0; i < 2; i++) await clock.advance(60_000);
      await until(async () => (await call(srv, `/api/games/${id}`)).status === 404, 'the lobby expired');
    } finally {
      await srv.close();
    }
  });

  test('a player waiting in a lobby that expires is told (game/unknown)', async () => {
    const clock = new ManualClock();
    const ttl = 600_000;
    const srv = await startServer({ clock, limits: { lobbyTtlMs: ttl } });
    try {
      const { id, token } = await create(srv);
      const host = await hello(srv, id, token);
      await clock.advance(ttl + 1);
      await srv.server.rooms.sweep();
      await host.waitFor((m) => m.t === 'error' && m.code === 'game/unknown');
      assert.equal(codeOf(await call(srv, `/api/games/${id}`)), 'game/unknown');
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('nothing more is stored for a lobby that expired under a connected player', async () => {
    const clock = new ManualClock();
    const ttl = 600_000;
    const srv = await startServer({ clock, limits: { lobbyTtlMs: ttl } });
    try {
      const { id, token } = await create(srv);
      const host = await hello(srv, id, token);
      await clock.advance(ttl + 1);
      await srv.server.rooms.sweep();
      await host.waitFor((m) => m.t === 'error' && m.code === 'game/unknown');
      const from = host.messages.length;
      host.send({ t: 'chat', text: 'anyone here?' });
      // Either refused or the connection closed; never a line stored for a game that no longer exists.
      await host.until(
        () =>
          host.closed !== null || host.messages.slice(from).some((m) => m.t === 'error' || m.t === 'chat'),
        10_000,
        'a refusal or the close',
      );
      const rows = await srv.server.db.selectFrom('chat').select('seq').where('game_id', '=', id).execute();
      assert.deepEqual(rows, []);
      assert.ok(!host.messages.slice(from).some((m) => m.t === 'chat'), 'no chat line was accepted');
      host.close();
    } finally {
      await srv.close();
    }
  });
});

describe('idle games leave memory', () => {
  test('a lobby nobody is connected to leaves memory after idleEvictMs and is served again from storage', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { idleEvictMs: 30_000 } });
    try {
      const { id } = await create(srv);
      const joined = await call<{ seat: number }>(srv, `/api/games/${id}/join`, { name: 'Bea' });
      assert.equal(joined.status, 200);
      const lobby = (await call<Lobby>(srv, `/api/games/${id}`)).body;
      assert.deepEqual(await loadedIds(srv), [id]);
      await clock.advance(29_999);
      assert.deepEqual(await srv.server.rooms.sweep(), { evicted: 0, expired: 0, abandoned: 0 });
      assert.deepEqual(await loadedIds(srv), [id]);
      await clock.advance(1);
      assert.deepEqual(await srv.server.rooms.sweep(), { evicted: 1, expired: 0, abandoned: 0 });
      assert.deepEqual(await loadedIds(srv), []);
      assert.equal(await countOf(srv.server.metrics.evictions), 1);
      assert.match(await (await fetch(srv.metrics)).text(), /^among_cultists_evictions_total 1$/m);
      // Still stored: the lobby is the same, and it can be joined.
      assert.deepEqual((await call<Lobby>(srv, `/api/games/${id}`)).body, lobby);
      assert.deepEqual(await loadedIds(srv), [id], 'loaded again on demand');
      const again = await call<{ seat: number }>(srv, `/api/games/${id}/join`, { name: 'Cy' });
      assert.equal(again.status, 200);
      assert.equal(again.body.seat, 2);
    } finally {
      await srv.close();
    }
  });

  test('a lobby with someone connected stays; it leaves idleEvictMs after the last one left', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { idleEvictMs: 30_000 } });
    try {
      const { id, token } = await create(srv);
      const host = await hello(srv, id, token);
      await clock.advance(120_000);
      assert.equal((await srv.server.rooms.sweep()).evicted, 0);
      const room = (await srv.server.rooms.get(id))!;
      assert.deepEqual(await loadedIds(srv), [id]);
      host.close();
      await until(() => room.idleSince !== null, 'the server saw the close');
      await clock.advance(29_999);
      assert.equal((await srv.server.rooms.sweep()).evicted, 0, 'idle for less than idleEvictMs');
      await clock.advance(1);
      assert.equal((await srv.server.rooms.sweep()).evicted, 1);
      assert.equal(room.closed, true);
      assert.equal((await call<Lobby>(srv, `/api/games/${id}`)).body.seats[0]!.name, 'Host');
    } finally {
      await srv.close();
    }
  });

  test('a finished game leaves memory after idleEvictMs; its lobby and record are served from storage; so does a game in play nobody is at', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { idleEvictMs: 30_000, ...FAST_CLIENTS } });
    try {
      // A game in play nobody is connected to leaves memory too (its bots wait for a player anyway).
      const paused = await createWithBots(srv);
      assert.equal((await call(srv, `/api/games/${paused.id}/start`, { token: paused.token })).status, 200);
      const { id, token } = await createWithBots(srv);
      const host = await hello(srv, id, token);
      assert.equal((await call(srv, `/api/games/${id}/start`, { token })).status, 200);
      await playToTheEnd(clock, srv, id, host, createRng(seedOf(11)));
      const result = host.latest()!.view.result;
      const room = (await srv.server.rooms.get(id))!;
      assert.equal(room.status, 'finished');
      host.close();
      await until(() => room.idleSince !== null, 'the server saw the close');
      await clock.advance(29_999);
      await srv.server.rooms.sweep();
      assert.ok((await loadedIds(srv)).includes(id), 'not idle for long enough yet');
      const evictedBefore = await countOf(srv.server.metrics.evictions);
      await clock.advance(1);
      await srv.server.rooms.sweep();
      assert.equal(await countOf(srv.server.metrics.evictions), evictedBefore + 1);
      assert.deepEqual(await loadedIds(srv), [], 'the finished game and the game in play nobody is at left');
      // From storage: the lobby with the seed revealed, and the record, which replays to the same end.
      const lobby = await call<Lobby>(srv, `/api/games/${id}`);
      assert.equal(lobby.body.status, 'finished');
      assert.match(lobby.body.seed ?? '', /^[0-9a-f]{64}$/);
      const record = await call<{ options: GameOptions; actions: { seat: number; action: never }[] }>(
        srv,
        `/api/games/${id}/record`,
      );
      assert.equal(record.status, 200);
      const replayed = replay({ options: record.body.options, actions: record.body.actions });
      assert.ok(replayed.ok);
      assert.deepEqual(replayed.state.result, result);
      // Much later, the game in play is still stored, still in play, and loads on demand.
      await clock.advance(10 * 60_000);
      await srv.server.rooms.sweep();
      assert.equal((await call<Lobby>(srv, `/api/games/${paused.id}`)).body.status, 'playing');
      assert.ok((await loadedIds(srv)).includes(paused.id));
    } finally {
      await srv.close();
    }
  });
});

describe('games with bots at once', () => {
  test('beyond the cap a game with bots cannot start (503 limit/bot-games) while the first plays; it can once that one ends', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { botGames: 1, ...FAST_CLIENTS } });
    try {
      const first = await createWithBots(srv);
      const host = await hello(srv, first.id, first.token);
      assert.equal((await call(srv, `/api/games/${first.id}/start`, { token: first.token })).status, 200);
      const second = await createWithBots(srv);
      const refused = await call(srv, `/api/games/${second.id}/start`, { token: second.token });
      assert.equal(refused.status, 503);
      assert.equal(codeOf(refused), 'limit/bot-games');
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'bot-games' }), 1);
      assert.equal((await call<Lobby>(srv, `/api/games/${second.id}`)).body.status, 'lobby', 'still a lobby');
      // A game of players only needs no bots: it starts.
      const people = await create(srv);
      for (let i = 1; i < 5; i++)
        assert.equal((await call(srv, `/api/games/${people.id}/join`, { name: `P${i}` })).status, 200);
      assert.equal((await call(srv, `/api/games/${people.id}/start`, { token: people.token })).status, 200);
      // The first ends: room for another.
      await playToTheEnd(clock, srv, first.id, host, createRng(seedOf(12)));
      host.close();
      const started = await call<Lobby>(srv, `/api/games/${second.id}/start`, { token: second.token });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal(started.body.status, 'playing');
    } finally {
      await srv.close();
    }
  });

  test('starts asked for at the same moment cannot exceed the cap', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { botGames: 1 } });
    try {
      const games = [await createWithBots(srv), await createWithBots(srv), await createWithBots(srv)];
      const rooms = await Promise.all(games.map(async (g) => (await srv.server.rooms.get(g.id))!));
      // Each host at the table: a game started counts as soon as its bots play.
      const hosts = await Promise.all(games.map((g) => hello(srv, g.id, g.token)));
      const results = await Promise.allSettled(
        games.map((g, i) => srv.server.rooms.start(rooms[i]!, g.token)),
      );
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
      assert.equal(rooms.filter((r) => r.status === 'playing').length, 1);
      for (const h of hosts) h.close();
    } finally {
      await srv.close();
    }
  });
});
