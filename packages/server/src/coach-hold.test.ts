/**
 * Issue 27: "the bots wait while the coach teaches". A lesson's page holds its game's bots while the coach's
 * explanation waits for "Got it", and lets them go on after; a fair game refuses it; a hold lapses by itself
 * after COACH_HOLD_SECONDS. All on the injected clock, the bots answering at once unless held.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import type { Clock } from './clock.ts';
import { CoachHold, coachHoldUntil, storeCoachHold } from './coach-hold.ts';
import { openDatabase, type Db } from './db.ts';
import { silentLog } from './log.ts';
import { countOf, createMetrics } from './metrics.ts';
import { ManualClock } from './testing-clock.ts';
import {
  closeOnClock,
  errorAfter,
  get,
  hello,
  post,
  startServer,
  startTable,
  type RunningServer,
  type TestClient,
} from './testing.ts';

const HOLD = 60_000;

type HoldState = Extract<ServerMessage, { t: 'coachHold' }>;

/** How many actions the game has stored. */
async function stored(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('actions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Advances the clock in small steps (the bots' queue rests on it) until the game stored more than `n`. */
async function botsMoveOn(clock: ManualClock, c: TestClient, db: Db, id: string, n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await stored(db, id)) > n) return;
    await clock.advance(50);
    await c.next(5);
  }
  assert.fail(`the bots never went on (still ${n} actions)`);
}

/** Moves the clock by `ms` and lets whatever that set off run: no bot may move meanwhile. */
async function nothingMoves(
  clock: ManualClock,
  c: TestClient,
  db: Db,
  id: string,
  ms: number,
): Promise<void> {
  const before = await stored(db, id);
  const frames = c.messages.length;
  for (let left = ms; left > 0; left -= Math.min(left, 1000)) {
    await clock.advance(Math.min(left, 1000));
    await c.next(5);
  }
  assert.equal(await stored(db, id), before, 'no bot moved while held');
  assert.ok(!c.messages.slice(frames).some((m) => m.t === 'update'), 'nothing changed in the view');
}

async function hold(c: TestClient, on: boolean): Promise<HoldState> {
  const from = c.messages.length;
  c.send({ t: 'coachHold', hold: on });
  return c.waitFor((m): m is HoldState => m.t === 'coachHold' && m.held === on, from);
}

/** A lesson's game (lesson 1) and its player's connection, shown its first view. */
async function lesson(srv: RunningServer): Promise<{ id: string; player: TestClient }> {
  const created = await post<{ id: string; token: string }>(`${srv.http}/api/tutorial`, { name: 'Tess' });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const player = await hello(srv, created.body.id, created.body.token);
  await player.waitFor((m) => m.t === 'update');
  return { id: created.body.id, player };
}

test('issue 27: the coach holds a lesson’s bots: no bot decides while held, and they go on once released', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, limits: { coachHoldMs: HOLD } });
  try {
    const { db } = srv.server;
    const { id, player } = await lesson(srv);
    // A lesson has no decision timers: no deadline takes a default for its player while it reads.
    assert.deepEqual((await get<Lobby>(`${srv.http}/api/games/${id}`)).body.settings?.timers, {});
    // The Night: every bot has its readiness to give; none gives it while the coach holds them.
    assert.equal(player.latest()!.view.phase.kind, 'night');
    const held = await hold(player, true);
    assert.deepEqual(held, { t: 'coachHold', held: true, until: clock.now() + HOLD });
    assert.equal(await coachHoldUntil(db, id), clock.now() + HOLD, 'stored, for every node');
    await nothingMoves(clock, player, db, id, HOLD - 1);
    // "Got it": released, the bots decide again.
    assert.deepEqual(await hold(player, false), { t: 'coachHold', held: false, until: null });
    assert.equal(await coachHoldUntil(db, id), 0);
    await botsMoveOn(clock, player, db, id, 0);
    // Held again, the player's own decision still moves the game on; the bots do not answer it.
    const n = await stored(db, id);
    await hold(player, true);
    const { version, view } = player.latest()!;
    assert.ok(view.legal.length > 0, 'the Night waits for the player');
    player.act(view.legal[0]!);
    await player.until(() => player.latest()!.version > version, 10_000, 'the player’s decision shown');
    assert.equal(await stored(db, id), n + 1);
    await nothingMoves(clock, player, db, id, 5000);
    await hold(player, false);
    await botsMoveOn(clock, player, db, id, n + 1);
    assert.equal(await countOf(srv.server.metrics.coachHoldsLapsed), 0, 'released in time: nothing lapsed');
    player.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: a hold is bounded: after COACH_HOLD_SECONDS the bots go on by themselves, and it is counted', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, limits: { coachHoldMs: HOLD } });
  try {
    const { db } = srv.server;
    const { id, player } = await lesson(srv);
    await hold(player, true);
    await nothingMoves(clock, player, db, id, HOLD - 1);
    // The page never let go (a tab closed, a player away): at the bound the bots go on.
    await botsMoveOn(clock, player, db, id, 0);
    assert.equal(await countOf(srv.server.metrics.coachHoldsLapsed), 1);
    // Asked again, a hold holds again, for another bound from now.
    const n = await stored(db, id);
    const again = await hold(player, true);
    assert.equal(again.until, clock.now() + HOLD);
    await nothingMoves(clock, player, db, id, 1000);
    assert.equal(await stored(db, id), n);
    player.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: a hold stored through another node stops the bot about to decide here (it reads storage)', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, limits: { coachHoldMs: HOLD } });
  try {
    const { db } = srv.server;
    const { id, player } = await lesson(srv);
    // As another node stores it, whose word on the bus did not arrive: the bots' moves already scheduled
    // here read it before deciding.
    await storeCoachHold(db, id, clock.now() + HOLD, clock.now());
    await nothingMoves(clock, player, db, id, 10_000);
    await storeCoachHold(db, id, 0, clock.now());
    // Its release came by no word either: the bound is the last resort.
    await nothingMoves(clock, player, db, id, HOLD - 10_001);
    await botsMoveOn(clock, player, db, id, 0);
    player.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: a fair game refuses a hold (coach/fair-game), and its bots never wait for it; a spectator has no hold to ask', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, limits: { coachHoldMs: HOLD } });
  try {
    const { db } = srv.server;
    const { id, host } = await startTable(srv);
    let from = host.messages.length;
    host.send({ t: 'coachHold', hold: true });
    const refused = await errorAfter(host, from);
    assert.equal(refused.code, 'coach/fair-game');
    assert.ok(!host.messages.some((m) => m.t === 'coachHold'));
    assert.equal(await coachHoldUntil(db, id), 0, 'nothing stored');
    await botsMoveOn(clock, host, db, id, 0);

    const { id: lessonId, player } = await lesson(srv);
    const watcher = await hello(srv, lessonId);
    from = watcher.messages.length;
    watcher.send({ t: 'coachHold', hold: true });
    assert.equal((await errorAfter(watcher, from)).code, 'act/spectator');
    assert.equal(await coachHoldUntil(db, lessonId), 0);
    for (const c of [host, player, watcher]) c.close();
  } finally {
    await closeOnClock(srv, clock);
  }
});

test('issue 27: a lapse whose timer fires before the wall clock reaches the bound waits the rest, then lets the bots go', async () => {
  // Node counts a timer from the event loop's cached time, which a busy turn leaves behind: the timer can
  // fire a few milliseconds before Date.now() reaches the bound. Such a clock, early by up to 5 ms:
  const manual = new ManualClock();
  const early: Clock = {
    now: () => manual.now(),
    after: (ms, fn) => manual.after(ms - Math.min(5, Math.floor(ms / 2)), fn),
  };
  const db = await openDatabase({ url: ':memory:' });
  const metrics = createMetrics();
  const calls: string[] = [];
  const coach = new CoachHold({
    db,
    clock: early,
    log: silentLog,
    metrics,
    game: 'GAME0001',
    maxMs: HOLD,
    lesson: () => true,
    status: () => 'playing',
    leader: () => true,
    bus: { publish: () => undefined },
    bots: { cancel: () => calls.push('cancel') },
    resume: () => calls.push('resume'),
  });
  try {
    const until = manual.now() + HOLD;
    coach.heard(until);
    assert.deepEqual(calls, ['cancel']);
    await manual.advance(HOLD - 5);
    assert.equal(coach.held, true, 'the timer fired early; the hold still stands by the clock');
    assert.deepEqual(calls, ['cancel'], 'the bots are not cancelled again, nor let go early');
    await manual.advance(5);
    assert.equal(coach.held, false);
    assert.deepEqual(calls, ['cancel', 'resume'], 'at the bound they go on');
    assert.equal(await countOf(metrics.coachHoldsLapsed), 1);
  } finally {
    await db.destroy();
  }
});
