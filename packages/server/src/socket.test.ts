import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, WireMessage } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { countOf } from './metrics.ts';
import { ManualClock, settle } from './testing-clock.ts';
import { post, startServer, TestClient, type RunningServer } from './testing.ts';
import { RawSocket } from './testing-raw-socket.ts';

async function newGame(srv: RunningServer, players = 5): Promise<{ id: string; token: string }> {
  const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
    players,
    name: 'Host',
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body;
}

async function hello(srv: RunningServer, game: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(srv.ws);
  c.send({ t: 'hello', game, ...(token === undefined ? {} : { token }) });
  await c.waitFor((m) => m.t === 'welcome' || m.t === 'error');
  return c;
}

describe('a socket is in exactly one state', () => {
  test('hellos arriving in one read: one client, the others refused (hello/again), none left after the close', async () => {
    const srv = await startServer({ limits: { spectatorsPerGame: 1000, socketsPerIp: 1000 } });
    try {
      const { id, token } = await newGame(srv);
      const sockets: RawSocket[] = [];
      for (let i = 0; i < 200; i++) {
        const s = await RawSocket.connect(srv.ws);
        // The host's seat on some, spectators on the others; five hellos in one TCP write each.
        const message = i % 50 === 0 ? { t: 'hello', game: id, token } : { t: 'hello', game: id };
        s.sendAtOnce(Array.from({ length: 5 }, () => message));
        sockets.push(s);
      }
      const room = (await srv.server.rooms.get(id))!;
      await until(() => room.clients.size === 200, 'every socket joined');
      const first = sockets[1]!;
      await first.waitFor((m) => m.t === 'error' && m.code === 'hello/again');
      const welcomes = (s: RawSocket): number =>
        s.messages().filter((m: WireMessage) => m.t === 'welcome').length;
      for (const s of sockets) await s.waitFor((m) => m.t === 'welcome');
      assert.ok(
        sockets.every((s) => welcomes(s) === 1),
        'each socket joined once',
      );
      for (const s of sockets) s.close();
      await until(() => room.clients.size === 0, 'every client detached');
      // Nobody is left holding the host's seat.
      assert.equal(room.lobby().seats[0]!.connected, false);
    } finally {
      await srv.close();
    }
  });

  test('a socket that closes while its hello is looked up never joins', async () => {
    const srv = await startServer();
    try {
      const { id } = await newGame(srv);
      // Evict nothing; the game is loaded from storage for each hello after a restart of the registry is
      // not needed: closing at once races the lookup either way.
      for (let i = 0; i < 20; i++) {
        const s = await RawSocket.connect(srv.ws);
        s.sendAtOnce([{ t: 'hello', game: id }]);
        s.close();
      }
      const room = (await srv.server.rooms.get(id))!;
      await until(() => room.clients.size === 0, 'no client left behind');
    } finally {
      await srv.close();
    }
  });

  test('a socket that never says hello is closed after the hello timeout (hello/timeout); one that did stays', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const { id } = await newGame(srv);
      const silent = await TestClient.connect(srv.ws);
      const talker = await hello(srv, id);
      await settle();
      await clock.advance(srv.server.limits.helloTimeoutMs);
      await silent.waitFor((m) => m.t === 'error' && m.code === 'hello/timeout');
      await until(() => silent.closed !== null, 'the silent socket closed');
      assert.equal(silent.closed?.code, 1008);
      assert.equal(talker.closed, null);
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'hello-timeout' }), 1);
      talker.close();
    } finally {
      await srv.close();
    }
  });
});

describe('connections are bounded and presence is coalesced', () => {
  test('spectators arriving cost one welcome each: the players get no lobby for them', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { spectatorsPerGame: 1000, socketsPerIp: 1000 } });
    try {
      const { id, token } = await newGame(srv);
      const host = await hello(srv, id, token);
      await clock.advance(1000);
      const before = host.frames.length;
      const spectators: TestClient[] = [];
      for (let i = 0; i < 300; i++) spectators.push(await hello(srv, id));
      await clock.advance(5000);
      assert.equal(host.frames.length, before, 'a spectator changes nothing the host is shown');
      for (const s of spectators) s.close();
      await until(async () => (await srv.server.rooms.get(id))!.clients.size === 1, 'spectators gone');
      await clock.advance(5000);
      assert.equal(host.frames.length, before);
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('players coming and going: at most one lobby per presence interval, and only when it changed', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const { id, token } = await newGame(srv);
      const joined = await post<{ token: string }>(`${srv.http}/api/games/${id}/join`, { name: 'Bea' });
      const host = await hello(srv, id, token);
      await clock.advance(1000);
      const lobbies = (): Lobby[] => host.messages.flatMap((m) => (m.t === 'lobby' ? [m.lobby] : []));
      const before = lobbies().length;
      // Bea connects and leaves ten times within one interval.
      for (let i = 0; i < 10; i++) {
        const bea = await hello(srv, id, joined.body.token);
        bea.close();
        await until(async () => (await srv.server.rooms.get(id))!.clients.size === 1, 'Bea gone');
      }
      assert.equal(lobbies().length, before, 'nothing before the interval ends');
      await clock.advance(srv.server.limits.presenceMs);
      // She is gone again, as at the last lobby sent: nothing changed, nothing sent.
      assert.equal(lobbies().length, before);
      const bea = await hello(srv, id, joined.body.token);
      await clock.advance(srv.server.limits.presenceMs);
      await host.waitFor((m) => m.t === 'lobby' && m.lobby.seats[1]!.connected, before);
      assert.equal(lobbies().length, before + 1);
      bea.close();
      host.close();
    } finally {
      await srv.close();
    }
  });

  test('spectators per game, connections per seat and per address are capped, each with its own error', async () => {
    const srv = await startServer({ limits: { spectatorsPerGame: 2, socketsPerSeat: 2, socketsPerIp: 6 } });
    try {
      const { id, token } = await newGame(srv);
      const open = [await hello(srv, id), await hello(srv, id)];
      const third = await hello(srv, id);
      await third.waitFor((m) => m.t === 'error' && m.code === 'limit/spectators');
      await until(() => third.closed !== null, 'refused spectator closed');
      open.push(await hello(srv, id, token), await hello(srv, id, token));
      const seat = await hello(srv, id, token);
      await seat.waitFor((m) => m.t === 'error' && m.code === 'limit/seat-sockets');
      await until(() => seat.closed !== null, 'refused seat closed');
      // Four open now; two more sockets from this address are allowed, the next is not.
      open.push(await TestClient.connect(srv.ws), await TestClient.connect(srv.ws));
      const extra = await RawSocket.connect(srv.ws);
      await until(() => extra.closed, 'refused address closed');
      assert.ok(extra.messages().some((m) => m.t === 'error' && m.code === 'limit/ip-sockets'));
      assert.equal(await countOf(srv.server.metrics.limited, { limit: 'ip-sockets' }), 1);
      for (const c of open) c.close();
    } finally {
      await srv.close();
    }
  });
});
