/**
 * Several nodes (issue 27): the tutorial's coach holds a lesson's bots through whichever node its player is
 * connected to, and the node running the game's bots holds them. Two servers in this process on one manual
 * clock, over a PostgreSQL database and a Redis server of the test's own.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@among-cultists/protocol';
import { until } from '@among-cultists/protocol/testing';
import { coachHoldUntil } from './coach-hold.ts';
import { ManualClock } from './testing-clock.ts';
import { hello, post, startServer, type RunningServer, type TestClient } from './testing.ts';
import { createDatabase, startRedis, type TestDatabase, type TestRedis } from './testing-cluster.ts';

const HOLD = 60_000;

let database: TestDatabase;
let redis: TestRedis;
const servers: RunningServer[] = [];
const clients: TestClient[] = [];

async function node(name: string, clock: ManualClock): Promise<RunningServer> {
  const srv = await startServer({
    clock,
    database: { url: database.url, startupTimeoutMs: 5000 },
    // Leases expire by the database's clock: long enough that the real time this test takes never matters.
    cluster: { redisUrl: redis.url, node: name, leases: { ttlMs: 120_000 } },
    // A bot that thought rests on the clock before the next decides (`botShare`): with the whole share, the
    // bots never wait on the manual clock, so `pass` can wait for their moves between two steps.
    limits: { coachHoldMs: HOLD, botShare: 1 },
  });
  servers.push(srv);
  return srv;
}

/** How many actions the game has stored. */
async function stored(srv: RunningServer, id: string): Promise<number> {
  const rows = await srv.server.db.selectFrom('actions').select('seq').where('game_id', '=', id).execute();
  return rows.length;
}

/** The node's copy of the game. */
async function room(srv: RunningServer, id: string) {
  const found = (await srv.server.rooms.loaded()).find((r) => r.id === id);
  assert.ok(found, 'the game is loaded there');
  return found;
}

/**
 * Advances the clock in steps of 100 ms. The clock starts the nodes' work without waiting for its I/O, so
 * each step also runs and awaits every node's lease tick and poll, and waits on `bots` (the node running
 * the game's bots) for the game's commands queued so far: a bot's move, fired by the clock, is queued on
 * the game's one-at-a-time chain at once, and `sync` runs after it. Whatever a bot decided in that step is
 * stored before the next step and before any assert.
 */
async function pass(clock: ManualClock, ms: number, bots: RunningServer, id: string): Promise<void> {
  for (let t = 0; t < ms; t += 100) {
    await clock.advance(Math.min(100, ms - t));
    await Promise.all(servers.map(({ server }) => Promise.all([server.leases?.tick(), server.rooms.poll()])));
    await (await room(bots, id)).sync();
  }
}

const held = (on: boolean) => (m: ServerMessage) => m.t === 'coachHold' && m.held === on;

describe('the coach’s hold of a lesson’s bots on several nodes', { timeout: 120_000 }, () => {
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

  test('issue 27: asked through the node its player is on, the hold stops the bots on the node running them; released there, they go on', async () => {
    const clock = new ManualClock();
    const a = await node('a', clock);
    const b = await node('b', clock);
    // The lesson is started through a, which runs its bots; its player plays through b.
    const created = await post<{ id: string; token: string }>(`${a.http}/api/tutorial`, { name: 'Tess' });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id, token } = created.body;
    const player = await hello(b, id, token);
    clients.push(player);
    await player.waitFor((m) => m.t === 'update');
    assert.ok(
      (await room(a, id)).leader && !(await room(b, id)).leader,
      'a runs the bots, b serves the player',
    );

    player.send({ t: 'coachHold', hold: true });
    await player.waitFor(held(true));
    assert.equal(await coachHoldUntil(a.server.db, id), clock.now() + HOLD);
    const onA = await room(a, id);
    await until(() => onA.coachHold.held, 'a heard the hold');
    // The player gives its own decision of the Night through b; a hears it, and the Night waits for four
    // bots: none of them decides.
    const { version, view } = player.latest()!;
    player.act(view.legal[0]!);
    await player.until(() => player.latest()!.version > version, 10_000, 'the player’s decision shown');
    await until(async () => (await room(a, id)).head().actions === 1, 'a heard the player’s decision');
    await pass(clock, 10_000, a, id);
    assert.equal(await stored(a, id), 1, 'no bot decided while held');

    player.send({ t: 'coachHold', hold: false });
    await player.waitFor(held(false));
    await until(() => !onA.coachHold.held, 'a heard the release');
    for (let i = 0; i < 100 && (await stored(a, id)) === 1; i++) await pass(clock, 100, a, id);
    assert.ok((await stored(a, id)) > 1, 'the bots went on');
  });
});
