/**
 * Several nodes as real processes over one PostgreSQL database and one Redis (both the test's own), when
 * things go wrong: a node killed (-9) running a timed decision or holding clients, a node drained (SIGTERM),
 * Redis stopped and back, and clients behind HAProxy moving to the live nodes. cluster.test.ts has the rest.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ServerMessage } from '@among-cultists/protocol';
import { eventually } from '@among-cultists/protocol/testing';
import { get, playUntilOver, post, type TestClient } from './testing.ts';
import { HAPROXY, startBalancer, type TestNode } from './testing-cluster.ts';
import {
  failWithLogs,
  hello,
  humanGame,
  leaseHolder,
  node,
  nodes,
  redis,
  remove,
  rng,
  setupCluster,
  start,
  updates,
  verifyRecord,
  type Created,
} from './testing-cluster-suite.ts';

describe('several nodes over PostgreSQL and Redis: failover', { timeout: 240_000 }, () => {
  setupCluster();

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
