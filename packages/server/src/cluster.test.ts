/**
 * Several nodes as real processes over one PostgreSQL database and one Redis (both the test's own):
 * games played with clients on different nodes, a node killed (-9) holding a game's lease or its
 * clients, a node drained (SIGTERM), Redis stopped and back, and races for the same action.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
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
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { eventually, until } from '@among-cultists/protocol/testing';
import { openDatabase } from './db.ts';
import { appendAction, ConflictError, insertGame } from './store.ts';
import { get, playUntilOver, post, TestClient } from './testing.ts';
import { checkFrames, checkVersions, statesOf } from './testing-frames.ts';
import {
  createDatabase,
  HAPROXY,
  startBalancer,
  startNode,
  startRedis,
  type TestDatabase,
  type TestNode,
  type TestRedis,
} from './testing-cluster.ts';

interface Created {
  readonly id: string;
  readonly token: string;
  readonly lobby: Lobby;
}
interface Seated {
  readonly seat: number;
  readonly token: string;
}
interface Record {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: { seat: number; action: Action }[];
}

let database: TestDatabase;
let redis: TestRedis;
const nodes: TestNode[] = [];
const clients: TestClient[] = [];

/** A new node, added to `nodes` (the tests take them in order; a node that dies is removed). */
async function node(name: string): Promise<TestNode> {
  const n = await startNode({ name, database: database.url, redis: redis.url });
  nodes.push(n);
  return n;
}

function remove(n: TestNode): void {
  nodes.splice(nodes.indexOf(n), 1);
}

async function hello(n: TestNode, game: string, token?: string, resume?: object): Promise<TestClient> {
  const c = await TestClient.connect(n.ws);
  clients.push(c);
  c.send({ t: 'hello', game, ...(token === undefined ? {} : { token }), ...(resume ? { resume } : {}) });
  await c.waitFor((m) => m.t === 'welcome');
  return c;
}

/** A game of `players` created through `creator`, every other seat joined through the next node in turn. */
async function humanGame(
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

async function start(n: TestNode, id: string, token: string): Promise<void> {
  const started = await post<Lobby>(`${n.http}/api/games/${id}/start`, { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
}

/** The finished game's record: its seed matches the commitment and its replay ends where the clients saw. */
async function verifyRecord(n: TestNode, id: string, spectator: TestClient): Promise<void> {
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

function failWithLogs(e: unknown): never {
  const logs = nodes.map((n) => `--- ${n.name}\n${n.lines.slice(-25).join('\n')}`).join('\n');
  throw new Error(`${e instanceof Error ? e.message : String(e)}\n${logs}`, { cause: e });
}

async function leaseHolder(id: string): Promise<string | null> {
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

function updates(c: TestClient): number {
  return c.messages.filter((m) => m.t === 'update').length;
}

const rng = (seed: number): RngState => createRng(seedOf(0xc1a5 + seed));

describe('several nodes over PostgreSQL and Redis', { timeout: 240_000 }, () => {
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

  test('a game created through one node is joined, watched and played through the others, in order, each client with its own view', async () => {
    try {
      const [a, b, c] = nodes as [TestNode, TestNode, TestNode];
      const { id, tokens } = await humanGame(a, [a, b, c], 5);
      const players = await Promise.all(tokens.map((t, seat) => hello([a, b, c][seat % 3]!, id, t)));
      const spectator = await hello(b, id);
      await start(c, id, tokens[0]!);
      await playUntilOver([...players, spectator], rng(1));
      for (const p of [...players, spectator]) assert.equal(p.latest()?.view.phase.kind, 'over');
      // Every client saw every update in order (versions only go up, one at a time, on each connection; the
      // one repeat allowed is the resync answering an action refused as stale, as when playUntilOver acts on a
      // view that another seat's action replaced before the server read it).
      for (const p of [...players, spectator]) checkVersions(p.frames);
      await verifyRecord(c, id, spectator);
      // Whichever node a client was connected to, every frame it got was exactly what it may know.
      const lobby = await get<Lobby>(`${a.http}/api/games/${id}`);
      const record = await get<Record>(`${b.http}/api/games/${id}/record`);
      const states = statesOf(record.body.options, record.body.actions);
      let checked = 0;
      players.forEach((p, seat) => (checked += checkFrames(p.frames, seat, states, lobby.body.seed!)));
      checked += checkFrames(spectator.frames, 'spectator', states, lobby.body.seed!);
      assert.ok(checked > 100, `${checked} updates checked`);
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('concurrent appends of the same action number: exactly one wins, on any number of connections', async () => {
    const dbs = await Promise.all([openDatabase({ url: database.url }), openDatabase({ url: database.url })]);
    try {
      await insertGame(dbs[0], {
        id: 'RACE',
        status: 'playing',
        options: { players: 5 },
        seed: 'ab'.repeat(32),
        commitment: 'cd'.repeat(32),
        timers: {},
        seats: [{ seat: 0, name: 'A', kind: 'human', tokenHash: null, character: 0 }],
      });
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          appendAction(dbs[i % 2]!, 'RACE', 0, i % 5, { type: 'ready' }, false),
        ),
      );
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
      for (const r of results)
        if (r.status === 'rejected') assert.ok(r.reason instanceof ConflictError, String(r.reason));
    } finally {
      await Promise.all(dbs.map((d) => d.destroy()));
    }
  });

  test('two windows of one seat on two nodes act at once on the same view: one action is stored, the other is refused as stale', async () => {
    try {
      const [a, b] = nodes as [TestNode, TestNode];
      const { id, tokens } = await humanGame(a, [a, b], 5);
      const others = await Promise.all(tokens.slice(1).map((t, i) => hello([a, b][i % 2]!, id, t)));
      const left = await hello(a, id, tokens[0]);
      const right = await hello(b, id, tokens[0]);
      await start(a, id, tokens[0]!);
      // Play until seat 0 has a choice of at least two actions, seen by both windows at the same version,
      // and nothing else is on its way.
      const ready = () => {
        const l = left.latest();
        const r = right.latest();
        return (
          l !== null &&
          r !== null &&
          l.view.legal.length >= 2 &&
          JSON.stringify(l.view.legal) === JSON.stringify(r.view.legal)
        );
      };
      // Nothing on its way: every action the players sent has been answered (an update after it: stored, or
      // now stale and bound to be refused; or its refusal), and the two windows of seat 0 were shown the same
      // last log entry (no timers, no bots: nothing else moves the game).
      const players = [left, ...others];
      const actedFrom = new Map<TestClient, number>();
      for (const c of players) {
        const act = c.act.bind(c);
        c.act = (action) => {
          actedFrom.set(c, c.messages.length);
          act(action);
        };
      }
      const actsAnswered = (c: TestClient): boolean => {
        const from = actedFrom.get(c);
        return (
          from === undefined || c.messages.slice(from).some((m) => m.t === 'update' || m.t === 'rejected')
        );
      };
      const lastSeq = (c: TestClient): number =>
        Math.max(-1, ...c.messages.flatMap((m) => (m.t === 'update' ? m.events.map((e) => e.seq) : [])));
      const settled = (): boolean => players.every(actsAnswered) && lastSeq(left) === lastSeq(right);
      for (let attempt = 0; ; attempt++) {
        assert.ok(attempt < 50, 'seat 0 never had a choice');
        await playUntilOver(players, rng(2 + attempt * 100), ready);
        await until(settled, "the players' actions to be answered and shown to both windows", {
          timeoutMs: 15_000,
        });
        if (ready()) break;
      }
      const l = left.latest()!;
      const r = right.latest()!;
      const fromLeft = left.messages.length;
      const fromRight = right.messages.length;
      left.send({ t: 'act', version: l.version, action: l.view.legal[0] });
      right.send({ t: 'act', version: r.version, action: l.view.legal[1] });
      const answered = (c: TestClient, from: number) =>
        c.waitFor((m) => m.t === 'rejected' || m.t === 'update', from, 15_000);
      const [ls, rs] = await Promise.all([answered(left, fromLeft), answered(right, fromRight)]);
      const refused = [ls, rs].filter((m) => m.t === 'rejected');
      assert.ok(refused.length <= 1, JSON.stringify([ls, rs]));
      const record = await eventually(
        () => {
          const lv = left.latest()!.view;
          const rv = right.latest()!.view;
          return Promise.resolve(JSON.stringify(lv) === JSON.stringify(rv) ? lv : null);
        },
        'both windows to agree',
        { timeoutMs: 10_000, everyMs: 50 },
      );
      // Exactly one of the two actions was played: seat 0's turn moved on once.
      assert.notDeepEqual(record.legal, l.view.legal);
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('kill -9 of the node running a game’s bots and timers: another node takes them over within seconds; the game finishes and verifies', async () => {
    try {
      const three = nodes.slice(0, 3);
      const [a, b] = three as [TestNode, TestNode];
      const created = await post<Created>(`${b.http}/api/games`, { players: 5, name: 'Host' });
      const id = created.body.id;
      for (let seat = 1; seat < 5; seat++)
        assert.equal(
          (await post(`${b.http}/api/games/${id}/seats/${seat}`, { token: created.body.token, kind: 'bot' }))
            .status,
          200,
        );
      // Started through the first node, which claims the game's lease at once; another node's tick may claim
      // it first (a started game without a lease is every node's orphan), so the node killed is its holder,
      // and the players are on the two others.
      await start(a, id, created.body.token);
      const runnerName = await eventually(() => leaseHolder(id), 'a node to hold the lease', {
        timeoutMs: 15_000,
        everyMs: 50,
      });
      const runner = three.find((n) => n.name === runnerName);
      assert.ok(runner, `the lease is held by ${runnerName}, one of the three nodes`);
      const [c, watcher] = three.filter((n) => n !== runner) as [TestNode, TestNode];
      const host = await hello(c, id, created.body.token);
      const spectator = await hello(watcher, id);
      await playUntilOver([host], rng(3), () => updates(host) >= 8);
      const killedAt = Date.now();
      const before = updates(spectator);
      runner.kill('SIGKILL');
      await runner.exited;
      // The host stops acting: whatever moves now is a bot, run by the node that took the game over.
      const holder = await eventually(
        async () => {
          const h = await leaseHolder(id);
          return h === runner.name ? null : h;
        },
        'another node to hold the lease',
        { timeoutMs: 15_000, everyMs: 50 },
      );
      assert.ok(holder === c.name || holder === watcher.name, holder);
      const failover = Date.now() - killedAt;
      await playUntilOver([host, spectator], rng(4));
      assert.ok(updates(spectator) > before);
      process.stdout.write(`# failover: lease taken over ${failover} ms after kill -9 (TTL 2 s)\n`);
      assert.ok(failover < 10_000, `failover took ${failover} ms`);
      await verifyRecord(watcher, id, spectator);
      remove(runner);
      await node('node4');
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('kill -9 of the node running a timed decision: the node that takes over keeps the same deadline and takes the default once', async () => {
    try {
      const three = nodes.slice(0, 3);
      const [a, b] = three as [TestNode, TestNode];
      const seconds = 3;
      const timers = Object.fromEntries(
        ['night', 'movement', 'encounter', 'event', 'action', 'discussion', 'ballot', 'cleanup'].map((k) => [
          k,
          seconds,
        ]),
      );
      const created = await post<Created>(`${b.http}/api/games`, { players: 5, name: 'Host', timers });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.id;
      for (let seat = 1; seat < 5; seat++)
        await post(`${b.http}/api/games/${id}/seats/${seat}`, { token: created.body.token, kind: 'bot' });
      await start(a, id, created.body.token);
      // The node killed is the lease's holder: the starting node, or one whose tick claimed it first.
      const runnerName = await eventually(() => leaseHolder(id), 'a node to hold the lease', {
        timeoutMs: 15_000,
        everyMs: 50,
      });
      const runner = three.find((n) => n.name === runnerName);
      assert.ok(runner, `the lease is held by ${runnerName}, one of the three nodes`);
      const host = await hello(
        three.find((n) => n !== runner)!,
        id,
        created.body.token,
      );
      // The host never acts: its first decision with a deadline is the one the new node must time out.
      const due = await host.waitFor(
        (m): m is Extract<ServerMessage, { t: 'update' }> =>
          m.t === 'update' && m.deadline !== null && m.view.legal.length > 0,
        0,
        30_000,
      );
      runner.kill('SIGKILL');
      await runner.exited;
      remove(runner);
      const from = host.messages.length;
      const timedOut = await host.waitFor(
        (m): m is Extract<ServerMessage, { t: 'timedOut' }> => m.t === 'timedOut',
        from,
        20_000,
      );
      const firedAt = Date.now();
      const deadline = due.deadline!;
      // Not before the deadline every client saw; at most a lease TTL and the takeover grace after it.
      assert.ok(firedAt >= deadline - 250, `fired ${deadline - firedAt} ms early`);
      assert.ok(firedAt <= deadline + 2000 + 3000 + 3000, `fired ${firedAt - deadline} ms late`);
      process.stdout.write(`# deadline after kill -9: default taken ${firedAt - deadline} ms after it\n`);
      // Until then, every update of that step showed the same deadline: the new node did not restart it.
      const between = host.messages.slice(from, host.messages.indexOf(timedOut));
      for (const m of between)
        if (m.t === 'update' && m.events.length === 0) assert.equal(m.deadline, deadline);
      // Once the game has moved past that step (a later log entry shown to the host), the default's notice
      // has come as many times as it ever will.
      await host.waitFor(
        (m) => m.t === 'update' && m.events.some((e) => e.seq > timedOut.logSeq),
        host.messages.indexOf(timedOut) + 1,
        20_000,
      );
      const same = host.messages.filter((m) => m.t === 'timedOut' && m.logSeq === timedOut.logSeq);
      assert.equal(same.length, 1, 'the default is taken once');
      await node('node4b');
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('kill -9 of a node holding clients: they reconnect to another node, resume, and the game finishes', async () => {
    try {
      const [a, b, c] = nodes as [TestNode, TestNode, TestNode];
      const { id, tokens } = await humanGame(a, [a, b], 5);
      // Seats 0-2 and the spectator through the node that dies; 3-4 through another.
      const players = await Promise.all(tokens.map((t, seat) => hello(seat < 3 ? c : b, id, t)));
      const spectator = await hello(c, id);
      await start(b, id, tokens[0]!);
      await playUntilOver([...players, spectator], rng(5), () => updates(spectator) >= 10);
      c.kill('SIGKILL');
      await c.exited;
      remove(c);
      const moved: TestClient[] = [];
      for (const [seat, old] of [...players.slice(0, 3), spectator].entries()) {
        await old.waitForClose(10_000);
        const latest = old.latest()!;
        const lastLog = old.messages.flatMap((m) => (m.t === 'update' ? m.events.map((e) => e.seq) : []));
        const resume = {
          version: latest.version,
          logSeq: lastLog.length > 0 ? Math.max(...lastLog) : -1,
          chatSeq: -1,
        };
        moved.push(await hello(seat % 2 === 0 ? a : b, id, seat < 3 ? tokens[seat] : undefined, resume));
      }
      // A resumed connection continues its version numbers.
      const resumed = await moved[0]!.waitFor(
        (m): m is Extract<ServerMessage, { t: 'update' }> => m.t === 'update',
      );
      assert.ok(resumed.version > players[0]!.latest()!.version);
      const all = [...moved.slice(0, 3), ...players.slice(3), moved[3]!];
      await playUntilOver(all, rng(6));
      await verifyRecord(a, id, moved[3]!);
      await node('node5');
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('SIGTERM drains a node: /healthz says 503, its clients are told and closed, its games are taken over at once, it exits 0', async () => {
    try {
      const [a, b] = nodes as [TestNode, TestNode];
      const created = await post<Created>(`${a.http}/api/games`, { players: 5, name: 'Host' });
      const id = created.body.id;
      for (let seat = 1; seat < 5; seat++)
        await post(`${a.http}/api/games/${id}/seats/${seat}`, { token: created.body.token, kind: 'bot' });
      const host = await hello(a, id, created.body.token);
      await start(a, id, created.body.token);
      assert.equal(await leaseHolder(id), a.name);
      await playUntilOver([host], rng(7), () => updates(host) >= 4);
      const drainedAt = Date.now();
      a.kill('SIGTERM');
      await host.waitForClose(15_000);
      assert.ok(
        host.messages.some((m) => m.t === 'error' && m.code === 'server/shutdown'),
        'the client is told the server restarts',
      );
      assert.equal(await a.exited, 0);
      remove(a);
      await eventually(
        async () => {
          const h = await leaseHolder(id);
          return h === a.name ? null : h;
        },
        'another node to hold the lease',
        { timeoutMs: 10_000, everyMs: 50 },
      );
      const handover = Date.now() - drainedAt;
      process.stdout.write(`# drain: lease handed over ${handover} ms after SIGTERM\n`);
      const back = await hello(b, id, created.body.token);
      await playUntilOver([back], rng(8));
      assert.equal(back.latest()?.view.phase.kind, 'over');
      await node('node6');
    } catch (e) {
      failWithLogs(e);
    }
  });

  test('Redis stopped: play goes on between nodes through PostgreSQL; Redis back: the nodes use it again on their own', async () => {
    try {
      const [a, b] = nodes as [TestNode, TestNode];
      const { id, tokens } = await humanGame(a, [a, b], 5);
      const players = await Promise.all(tokens.map((t, seat) => hello(seat % 2 === 0 ? a : b, id, t)));
      const spectator = await hello(b, id);
      await start(a, id, tokens[0]!);
      await playUntilOver([...players, spectator], rng(9), () => updates(spectator) >= 5);
      await redis.stop();
      await eventually(
        async () => {
          const h = await get<{ bus?: string }>(`${a.http}/healthz`);
          return h.body.bus === 'down' && h.status === 200 ? true : null;
        },
        'the nodes to notice Redis is gone',
        { timeoutMs: 15_000, everyMs: 50 },
      );
      const before = updates(spectator);
      await playUntilOver([...players, spectator], rng(10), () => updates(spectator) >= before + 10);
      await redis.start();
      await eventually(
        async () => {
          const hs = await Promise.all([a, b].map((n) => get<{ bus?: string }>(`${n.http}/healthz`)));
          return hs.every((h) => h.body.bus === 'up') ? true : null;
        },
        'the nodes to use Redis again',
        { timeoutMs: 20_000, everyMs: 50 },
      );
      await playUntilOver([...players, spectator], rng(11));
      await verifyRecord(b, id, spectator);
    } catch (e) {
      failWithLogs(e);
    }
  });
  test(
    'behind HAProxy: kill -9 of a node, and its clients reconnect through the load balancer to the others, resume, and finish the game',
    { skip: HAPROXY === null ? 'haproxy is not installed (apt-get install -y haproxy)' : false },
    async () => {
      const balancer = await startBalancer(nodes);
      try {
        const lb = { name: 'haproxy', http: balancer.http, ws: balancer.ws } as TestNode;
        const { id, tokens } = await humanGame(lb, [lb], 5);
        const players = await Promise.all(tokens.map((t) => hello(lb, id, t)));
        const spectator = await hello(lb, id);
        await start(lb, id, tokens[0]!);
        await playUntilOver([...players, spectator], rng(12), () => updates(spectator) >= 6);
        const victim = nodes[0]!;
        victim.kill('SIGKILL');
        await victim.exited;
        remove(victim);
        // Whoever was connected through the dead node is cut off; the others notice nothing. Each still open
        // socket is pinged: it is answered through a live node, or closed by HAProxy as its node is gone.
        const all = [...players, spectator];
        const pinged = all.map((c) => {
          const from = c.messages.length;
          if (c.closed === null && c.socket.readyState === c.socket.OPEN) c.send({ t: 'ping' });
          return from;
        });
        const settled = (c: TestClient, i: number) =>
          c.closed !== null || c.messages.slice(pinged[i]).some((m) => m.t === 'pong');
        await eventually(() => all.every(settled) || null, 'every socket answered or cut off', {
          timeoutMs: 15_000,
        });
        const cut = all.filter((c) => c.closed !== null);
        assert.ok(cut.length > 0 && cut.length < all.length, `${cut.length} of ${all.length} cut off`);
        const moved = new Map<TestClient, TestClient>();
        for (const old of cut) {
          const latest = old.latest()!;
          const seqs = old.messages.flatMap((m) => (m.t === 'update' ? m.events.map((e) => e.seq) : []));
          const seat = players.indexOf(old);
          const resume = {
            version: latest.version,
            logSeq: seqs.length > 0 ? Math.max(...seqs) : -1,
            chatSeq: -1,
          };
          moved.set(old, await hello(lb, id, seat >= 0 ? tokens[seat] : undefined, resume));
        }
        const now = all.map((c) => moved.get(c) ?? c);
        await playUntilOver(now, rng(13));
        await verifyRecord(nodes[0]!, id, now[now.length - 1]!);
        await node('node7');
      } catch (e) {
        failWithLogs(e);
      } finally {
        await balancer.close();
      }
    },
  );
});
