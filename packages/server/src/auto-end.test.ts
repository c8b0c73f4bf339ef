/**
 * Issue 27: "end my Rounds automatically". Every seat may turn it on; the server keeps it in storage and, in
 * Cleanup, ends the Round for the seat after the same delay for everyone, on the injected clock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedOf } from '@among-cultists/engine/testing';
import type { ServerMessage } from '@among-cultists/protocol';
import type { Db } from './db.ts';
import { ManualClock } from './testing-clock.ts';
import {
  closeOnClock,
  drive,
  errorAfter,
  hello,
  post,
  seatTable,
  startServer,
  startTable,
  type RunningServer,
  type TestClient,
} from './testing.ts';

const DELAY = 3000;

type AutoEndMessage = Extract<ServerMessage, { t: 'autoEnd' }>;
const isAutoEnd = (m: ServerMessage): m is AutoEndMessage => m.t === 'autoEnd';

const inCleanup = (c: TestClient): boolean => {
  const view = c.latest()?.view;
  return view?.phase.kind === 'cleanup' || view?.phase.kind === 'over';
};

/** The stored actions of a game, in order. */
async function actions(db: Db, id: string): Promise<{ seat: number; type: string; at: number }[]> {
  const rows = await db
    .selectFrom('actions')
    .select(['seat', 'action', 'at'])
    .where('game_id', '=', id)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ seat: r.seat, type: (JSON.parse(r.action) as { type: string }).type, at: r.at }));
}

/** When the current Cleanup began: the time of the last action before its run of Cleanup answers. */
async function cleanupSince(db: Db, id: string): Promise<number> {
  const all = await actions(db, id);
  let i = all.length - 1;
  while (i >= 0 && (all[i]!.type === 'endRound' || all[i]!.type === 'claimVictory')) i--;
  return all[i]!.at;
}

/** The host's answers in Cleanup (endRound, claimVictory) since `since`. */
async function hostAnswers(db: Db, id: string, since: number): Promise<{ type: string; at: number }[]> {
  return (await actions(db, id))
    .filter((a) => a.seat === 0 && a.at >= since && (a.type === 'endRound' || a.type === 'claimVictory'))
    .map((a) => ({ type: a.type, at: Math.round(a.at - since) }));
}

/** The seat's setting as it turns it on, and the answer its connection hears. */
async function turnOn(c: TestClient, on = true): Promise<AutoEndMessage> {
  const from = c.messages.length;
  c.send({ t: 'autoEnd', on });
  return c.waitFor((m): m is AutoEndMessage => isAutoEnd(m) && m.on === on, from);
}

async function server(clock: ManualClock, seed: number): Promise<RunningServer> {
  return startServer({ clock, seeds: () => seedOf(seed), limits: { autoEndMs: DELAY } });
}

test('issue 27: with the setting on, the server ends the seat’s Round in Cleanup after the delay, not before (CLEAN-01)', async () => {
  const clock = new ManualClock();
  const srv = await server(clock, 16);
  try {
    const { id, host } = await startTable(srv);
    const told = await turnOn(host);
    assert.deepEqual(told, { t: 'autoEnd', on: true, delayMs: DELAY });
    await drive(clock, host, () => inCleanup(host));
    assert.equal(host.latest()!.view.phase.kind, 'cleanup', 'the game reached Round 1’s Cleanup');
    const since = await cleanupSince(srv.server.db, id);
    assert.ok(clock.now() < since + DELAY);
    // Up to the last millisecond of the delay the Round waits for the host (the bots ended theirs).
    await clock.advance(since + DELAY - 1 - clock.now());
    await host.next(50);
    assert.equal(host.latest()!.view.phase.kind, 'cleanup');
    assert.ok(host.latest()!.view.legal.some((a) => a.type === 'endRound'));
    // (Times are fractional: the bots' queue rests for fractions of a millisecond.)
    await clock.advance(2);
    await host.until(() => host.latest()!.view.phase.kind !== 'cleanup', 10_000, 'the Round to end');
    const last = (await actions(srv.server.db, id)).filter((a) => a.type === 'endRound').at(-1)!;
    assert.deepEqual({ ...last, at: Math.round(last.at - since) }, { seat: 0, type: 'endRound', at: DELAY });
    // Nobody is told that anything was played "for" the host: it is the seat's own setting.
    assert.ok(!host.messages.some((m) => m.t === 'timedOut'));
    host.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: with the setting off, the Round waits for the seat however long (CLEAN-01)', async () => {
  const clock = new ManualClock();
  const srv = await server(clock, 16);
  try {
    const { host } = await startTable(srv);
    await drive(clock, host, () => inCleanup(host));
    assert.equal(host.latest()!.view.phase.kind, 'cleanup');
    await clock.advance(10 * DELAY);
    await host.next(50);
    assert.equal(host.latest()!.view.phase.kind, 'cleanup', 'no timer, no setting: still waiting');
    // Turned on late, after the delay passed: the Round ends at once.
    await turnOn(host);
    await host.until(() => host.latest()!.view.phase.kind !== 'cleanup', 10_000, 'the Round to end');
    host.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: the setting is the seat’s, kept in storage: a new connection hears it, every device follows a change', async () => {
  const clock = new ManualClock();
  const srv = await server(clock, 16);
  try {
    const { id, tokens } = await seatTable(srv);
    const first = await hello(srv, id, tokens[0]);
    const watcher = await hello(srv, id);
    // Before the start there is nothing to end.
    let from = first.messages.length;
    first.send({ t: 'autoEnd', on: true });
    assert.equal((await errorAfter(first, from)).code, 'game/not-started');
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await first.waitFor((m) => m.t === 'update');
    await turnOn(first);
    const rows = await srv.server.db
      .selectFrom('seat_settings')
      .selectAll()
      .where('game_id', '=', id)
      .execute();
    assert.deepEqual(
      rows.map((r) => [r.seat, r.auto_end]),
      [[0, 1]],
    );
    // A reload (a new connection of the seat) is told the setting on hello.
    const second = await hello(srv, id, tokens[0]);
    const heard = await second.waitFor(isAutoEnd);
    assert.deepEqual(heard, { t: 'autoEnd', on: true, delayMs: DELAY });
    // Turned off on one device: the other hears it.
    from = first.messages.length;
    await turnOn(second, false);
    const off = await first.waitFor((m): m is AutoEndMessage => isAutoEnd(m) && !m.on, from);
    assert.equal(off.on, false);
    const third = await hello(srv, id, tokens[0]);
    await third.next(100);
    assert.ok(!third.messages.some(isAutoEnd), 'off is every client’s default: nothing to tell');
    // A spectator has no seat to set; it never hears anyone's setting.
    from = watcher.messages.length;
    watcher.send({ t: 'autoEnd', on: true });
    assert.equal((await errorAfter(watcher, from)).code, 'act/spectator');
    assert.ok(!watcher.messages.some(isAutoEnd));
    for (const c of [first, second, third, watcher]) c.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

/**
 * A game of 5 whose host (seat 0) is, or is not, the sole Cultist, driven to Round 1's Cleanup with the
 * setting on and a spectator watching; the first seed from `from` that gets there.
 */
async function hostInCleanup(
  clock: ManualClock,
  cultist: boolean,
): Promise<{ srv: RunningServer; id: string; host: TestClient; watcher: TestClient; since: number }> {
  for (let seed = 1; seed < 40; seed++) {
    const srv = await server(clock, seed);
    const { id, tokens } = await seatTable(srv);
    const host = await hello(srv, id, tokens[0]);
    const watcher = await hello(srv, id);
    await post(`${srv.http}/api/games/${id}/start`, { token: tokens[0] });
    await host.waitFor((m) => m.t === 'update');
    if ((host.latest()!.view.me?.team === 'cultists') === cultist) {
      await turnOn(host);
      await drive(clock, host, () => inCleanup(host));
      const legal = host.latest()!.view.legal.map((a) => a.type);
      if (host.latest()!.view.phase.kind === 'cleanup' && legal.includes('claimVictory') === cultist)
        return { srv, id, host, watcher, since: await cleanupSince(srv.server.db, id) };
    }
    host.close();
    watcher.close();
    await closeOnClock(srv, clock);
  }
  throw new Error('no seed gave that table');
}

/** What a client was sent from its first view of Cleanup to its first view after it: kinds and version steps. */
function cleanupFrames(c: TestClient): string[] {
  const start = c.messages.findIndex((m) => m.t === 'update' && m.view.phase.kind === 'cleanup');
  const out: string[] = [];
  let version = 0;
  for (const m of c.messages.slice(start)) {
    if (m.t === 'update') {
      out.push(`update +${m.version - (version || m.version)}`);
      version = m.version;
      if (m.view.phase.kind !== 'cleanup') break;
    } else if (m.t !== 'chat' && m.t !== 'claims' && m.t !== 'lobby') out.push(m.t);
  }
  return out;
}

test('secrets, issue 27: a sole Cultist’s automatic end of the Round looks exactly like an Investigator’s (CLEAN-01)', async () => {
  const seen: { since: number; at: number[]; host: string[]; watcher: string[] }[] = [];
  for (const cultist of [true, false]) {
    const clock = new ManualClock();
    const { srv, id, host, watcher, since } = await hostInCleanup(clock, cultist);
    try {
      await clock.advance(since + DELAY + 1 - clock.now());
      await host.until(() => host.latest()!.view.phase.kind !== 'cleanup', 10_000, 'the Round to end');
      await watcher.until(() => watcher.latest()!.view.phase.kind !== 'cleanup', 10_000, 'the watcher');
      const played = await hostAnswers(srv.server.db, id, since);
      seen.push({
        since,
        at: played.map((a) => a.at),
        host: cleanupFrames(host),
        watcher: cleanupFrames(watcher),
      });
      assert.deepEqual(
        played.map((a) => a.type),
        ['endRound'],
        'the setting never claims',
      );
      host.close();
      watcher.close();
    } finally {
      await closeOnClock(srv, clock);
    }
  }
  const [asCultist, asInvestigator] = seen;
  // The same moment after Cleanup began, the same frames to the seat and to anyone watching.
  assert.deepEqual(asCultist!.at, [DELAY]);
  assert.deepEqual(asCultist!.at, asInvestigator!.at);
  assert.deepEqual(asCultist!.host, asInvestigator!.host);
  assert.deepEqual(asCultist!.watcher, asInvestigator!.watcher);
});

test('issue 27: with the setting on, the sole Cultist may still claim before the delay passes (CLEAN-01)', async () => {
  const clock = new ManualClock();
  const { srv, id, host, watcher, since } = await hostInCleanup(clock, true);
  try {
    await clock.advance(since + DELAY - 100 - clock.now());
    host.act({ type: 'claimVictory' });
    await host.until(() => host.latest()!.view.phase.kind !== 'cleanup', 10_000, 'the claim to be settled');
    await clock.advance(2 * DELAY);
    const own = await hostAnswers(srv.server.db, id, since);
    assert.deepEqual(
      own.map((a) => a.type),
      ['claimVictory'],
      'the claim, and no automatic end after it',
    );
    assert.ok(
      host.messages.some((m) => m.t === 'update' && m.events.some((e) => e.t === 'claimed' && e.seat === 0)),
    );
    host.close();
    watcher.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});
