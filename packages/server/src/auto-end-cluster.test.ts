/**
 * Several nodes (issue 27): a seat's "end my Rounds automatically" lives in storage, not in the node it was
 * set through. Two servers in this process over one PostgreSQL database and one Redis, both the test's own:
 * a setting stored through one node reaches the seat's connection on the other (and nobody else there), and
 * a hello through the other reads it from storage.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@among-cultists/protocol';
import { autoEndSeats } from './auto-end.ts';
import { hello, post, startServer, type RunningServer, type TestClient } from './testing.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from './testing-cluster.ts';

let database: TestDatabase;
let redis: TestRedis;
const servers: RunningServer[] = [];
const clients: TestClient[] = [];

async function node(name: string): Promise<RunningServer> {
  const srv = await startServer({
    database: { url: database.url, startupTimeoutMs: 5000 },
    cluster: { redisUrl: redis.url, node: name },
  });
  servers.push(srv);
  return srv;
}

async function connect(srv: RunningServer, game: string, token?: string): Promise<TestClient> {
  const c = await hello(srv, game, token);
  clients.push(c);
  return c;
}

const autoEnd = (on: boolean) => (m: ServerMessage) => m.t === 'autoEnd' && m.on === on;

describe('“end my Rounds automatically” on several nodes', () => {
  before(async () => {
    database = await createDatabase();
    redis = await startRedis();
  });
  after(async () => {
    for (const c of clients) c.close();
    for (const s of servers) await s.close();
    await redis.close();
    await database.drop();
  });

  test('issue 27: set through one node, it reaches the seat on the other (only that seat), and a hello there reads it', async () => {
    const a = await node('a');
    const b = await node('b');
    const created = await post<{ id: string; token: string }>(`${a.http}/api/games`, {
      players: 5,
      name: 'Host',
    });
    const { id } = created.body;
    const tokens = [created.body.token];
    for (const name of ['Bea', 'Cy', 'Dan', 'Eve'])
      tokens.push((await post<{ token: string }>(`${b.http}/api/games/${id}/join`, { name })).body.token);
    assert.equal((await post(`${a.http}/api/games/${id}/start`, { token: tokens[0] })).status, 200);

    const cyOnA = await connect(a, id, tokens[2]);
    const cyOnB = await connect(b, id, tokens[2]);
    const danOnB = await connect(b, id, tokens[3]);
    const watcherOnB = await connect(b, id);
    await cyOnB.waitFor((m) => m.t === 'update');

    cyOnA.send({ t: 'autoEnd', on: true });
    assert.deepEqual(await cyOnB.waitFor(autoEnd(true)), { t: 'autoEnd', on: true, delayMs: 4000 });
    assert.deepEqual([...(await autoEndSeats(b.server.db, id))], [2]);
    // And back: turned off through the other node, the first hears it.
    cyOnB.send({ t: 'autoEnd', on: false });
    await cyOnA.waitFor(autoEnd(false));
    cyOnB.send({ t: 'autoEnd', on: true });
    await cyOnA.waitFor(autoEnd(true), cyOnA.messages.findIndex(autoEnd(false)));
    // A new connection of the seat through the other node reads it from storage.
    const again = await connect(b, id, tokens[2]);
    await again.waitFor(autoEnd(true));
    // Nobody else hears a seat's setting, on any node.
    for (const c of [danOnB, watcherOnB]) assert.ok(!c.messages.some((m) => m.t === 'autoEnd'));
  });
});
