/**
 * The cluster tests' harness (cluster.test.ts, cluster-failover.test.ts): several nodes as real processes over
 * one PostgreSQL database and one Redis, both the suite's own, and what the tests do with them. Two files, so
 * that neither runs a minute alone; each file has its own cluster (`setupCluster` in its describe).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before } from 'node:test';
import pg from 'pg';
import {
  createRng,
  replay,
  viewFor,
  type Action,
  type GameOptions,
  type RngState,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby } from '@among-cultists/protocol';
import { get, post, TestClient } from './testing.ts';
import {
  createDatabase,
  startNode,
  startRedis,
  type TestDatabase,
  type TestNode,
  type TestRedis,
} from './testing-cluster.ts';

export interface Created {
  readonly id: string;
  readonly token: string;
  readonly lobby: Lobby;
}
interface Seated {
  readonly seat: number;
  readonly token: string;
}
export interface Record {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: { seat: number; action: Action }[];
}

export let database: TestDatabase;
export let redis: TestRedis;
export const nodes: TestNode[] = [];
const clients: TestClient[] = [];

/** A new node, added to `nodes` (the tests take them in order; a node that dies is removed). */
export async function node(name: string): Promise<TestNode> {
  const n = await startNode({ name, database: database.url, redis: redis.url });
  nodes.push(n);
  return n;
}

export function remove(n: TestNode): void {
  nodes.splice(nodes.indexOf(n), 1);
}

export async function hello(n: TestNode, game: string, token?: string, resume?: object): Promise<TestClient> {
  const c = await TestClient.connect(n.ws);
  clients.push(c);
  c.send({ t: 'hello', game, ...(token === undefined ? {} : { token }), ...(resume ? { resume } : {}) });
  await c.waitFor((m) => m.t === 'welcome');
  return c;
}

/** A game of `players` created through `creator`, every other seat joined through the next node in turn. */
export async function humanGame(
  creator: TestNode,
  through: readonly TestNode[],
  players: number,
  timers: object = {},
): Promise<{ id: string; tokens: string[] }> {
  const created = await post<Created>(`${creator.http}/api/games`, { players, name: 'Host', timers });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const tokens = [created.body.token];
  for (let i = 1; i < players; i++) {
    const n = through[i % through.length]!;
    const joined = await post<Seated>(`${n.http}/api/games/${created.body.id}/join`, { name: `P${i}` });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    assert.equal(joined.body.seat, i);
    tokens.push(joined.body.token);
  }
  return { id: created.body.id, tokens };
}

export async function start(n: TestNode, id: string, token: string): Promise<void> {
  const started = await post<Lobby>(`${n.http}/api/games/${id}/start`, { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
}

/** The finished game's record: its seed matches the commitment and its replay ends where the clients saw. */
export async function verifyRecord(n: TestNode, id: string, spectator: TestClient): Promise<void> {
  const record = await get<Record>(`${n.http}/api/games/${id}/record`);
  assert.equal(record.status, 200, JSON.stringify(record.body));
  const seed = record.body.options.seed;
  assert.equal(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'), record.body.commitment);
  const replayed = replay({ options: record.body.options, actions: record.body.actions });
  assert.ok(replayed.ok, 'the record replays');
  assert.equal(replayed.state.phase.kind, 'over');
  // An uninterrupted replay shows the spectator exactly what it was shown through the nodes.
  assert.deepEqual(spectator.latest()?.view, viewFor(replayed.state, 'spectator'));
}

export function failWithLogs(e: unknown): never {
  const logs = nodes.map((n) => `--- ${n.name}\n${n.lines.slice(-25).join('\n')}`).join('\n');
  throw new Error(`${e instanceof Error ? e.message : String(e)}\n${logs}`, { cause: e });
}

export async function leaseHolder(id: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const r = await client.query<{ node: string }>(
      'select node from leases where game_id = $1 and expires_at > extract(epoch from clock_timestamp()) * 1000',
      [id],
    );
    return r.rows[0]?.node ?? null;
  } finally {
    await client.end();
  }
}

export function updates(c: TestClient): number {
  return c.messages.filter((m) => m.t === 'update').length;
}

export const rng = (seed: number): RngState => createRng(seedOf(0xc1a5 + seed));

/** The suite's database, Redis and three nodes, started before its tests and stopped after them. */
export function setupCluster(): void {
  before(async () => {
    database = await createDatabase();
    redis = await startRedis();
    // The first node creates the tables; the others find them.
    await node('node1');
    await Promise.all([node('node2'), node('node3')]);
  });

  after(async () => {
    for (const c of clients) c.close();
    for (const n of nodes) n.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.exited));
    await redis.close();
    await database.drop();
  });
}
