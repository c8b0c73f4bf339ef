/**
 * Streamer mode on several nodes (issue 30): a delayed game's spectators on two nodes are shown the same
 * delayed game, each frame nothing newer than its time − delay, and a spectator that moves to the other
 * node (a reconnection with what it had) is not shown more. Two servers in this process on one manual
 * clock, over a PostgreSQL database and a Redis server of the test's own.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, TableList } from '@among-cultists/protocol';
import { ManualClock } from '../testing-clock.ts';
import { inProcessNodesHooked } from '../testing-cluster.ts';
import { drive, get, post, type RunningServer } from '../testing.ts';
import {
  assertNothingNewer,
  canon,
  connect,
  DELAY,
  pass,
  prefixes,
  publicGame,
  timed,
  type StoredRecord,
} from './testing-delayed.ts';

describe('streamer mode on several nodes', { timeout: 120_000 }, () => {
  const nodes = inProcessNodesHooked();
  /** A node of this test's cluster on the test's clock; its leases outlast the test. */
  const node = (name: string, clock: ManualClock): Promise<RunningServer> =>
    nodes.node(name, { clock, cluster: { leases: { ttlMs: 120_000 } } });

  test('spectators on two nodes see the same delayed game; moving to the other node skips nothing ahead', async () => {
    const clock = new ManualClock();
    const a = await node('a', clock);
    const b = await node('b', clock);
    const { id, token } = await publicGame(a);
    const host = await connect(a, { game: id, token });
    await host.waitFor((m) => m.t === 'welcome');
    assert.equal((await post(`${a.http}/api/games/${id}/start`, { token })).status, 200);
    const startedAt = clock.now();
    await host.waitFor((m) => m.t === 'update');
    const list = async (srv: RunningServer): Promise<TableList> =>
      (await get<TableList>(`${srv.http}/api/tables?state=playing`)).body;
    assert.deepEqual(await list(b), await list(a), 'one list of games in progress on every node');
    assert.deepEqual(
      (await list(b)).tables.map((t) => t.id),
      [id],
    );

    const onA = await connect(a, { game: id });
    const onB = await connect(b, { game: id });
    const arrivalsA = timed(onA, clock);
    const arrivalsB = timed(onB, clock);
    await onA.waitFor((m) => m.t === 'welcome');
    await onB.waitFor((m) => m.t === 'welcome');

    // Some of the game, then a spectator of a moves to b with what it had been shown.
    await pass(clock, DELAY + 2000, onB);
    await drive(clock, host, () => host.latest()!.view.round >= 2);
    const had = onA.latest();
    assert.ok(had, 'a has shown the delayed game');
    const lastSeq =
      onA.messages.flatMap((m) => (m.t === 'update' ? m.events.map((e) => e.seq) : [])).at(-1) ?? -1;
    onA.close();
    const moved = await connect(b, {
      game: id,
      resume: { version: had.version, logSeq: lastSeq, chatSeq: -1 },
    });
    const arrivalsMoved = timed(moved, clock);
    await moved.waitFor((m) => m.t === 'welcome');

    await drive(clock, host, () => host.latest()!.view.phase.kind === 'over');
    const ended = clock.now();
    await pass(clock, DELAY + 2000, onB);
    const over = (c: typeof onB) => (): boolean => c.latest()?.view.phase.kind === 'over';
    await onB.until(over(onB), 10_000, 'the end on b');
    await moved.until(over(moved), 10_000, 'the end for the spectator that moved');

    const record = await get<StoredRecord>(`${b.http}/api/games/${id}/record`);
    assert.equal(record.status, 200);
    assert.ok(record.body.actions.at(-1)!.at <= ended);
    const steps = prefixes(record.body, startedAt);
    assert.ok(assertNothingNewer(onA, arrivalsA, steps) > 0);
    assert.ok(assertNothingNewer(onB, arrivalsB, steps) > 0);
    assertNothingNewer(moved, arrivalsMoved, steps);
    // Both nodes end on the same view and lobby.
    assert.equal(canon(onB.latest()!.view), canon(moved.latest()!.view));
    const lobbyA = (await get<Lobby>(`${a.http}/api/games/${id}`)).body;
    const lobbyB = (await get<Lobby>(`${b.http}/api/games/${id}`)).body;
    assert.deepEqual(lobbyA, lobbyB);
    assert.equal(lobbyB.status, 'finished');
    for (const c of [host, onB, moved]) c.close();
  });
});
