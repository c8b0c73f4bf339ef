/**
 * Several nodes as real processes over one PostgreSQL database and one Redis (both the test's own):
 * games played with clients on different nodes, in order, each client with its own view, and races for the
 * same action; a node killed (-9) holding a game's lease. cluster-failover.test.ts has the rest.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Lobby } from '@among-cultists/protocol';
import { eventually, until } from '@among-cultists/protocol/testing';
import { openDatabase } from './db.ts';
import { appendAction, ConflictError, insertGame } from './store.ts';
import { get, playUntilOver, post, type TestClient } from './testing.ts';
import { checkFrames, checkVersions, statesOf } from './testing-frames.ts';
import type { TestNode } from './testing-cluster.ts';
import {
  database,
  failWithLogs,
  hello,
  humanGame,
  leaseHolder,
  node,
  nodes,
  remove,
  rng,
  setupCluster,
  start,
  updates,
  verifyRecord,
  type Created,
  type Record,
} from './testing-cluster-suite.ts';

describe('several nodes over PostgreSQL and Redis', { timeout: 240_000 }, () => {
  setupCluster();

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
});
