/**
 * The deadline driver alone (issue 29): a real game (engine, authority, in-memory SQLite) on the manual
 * clock, with narrow recording fakes for what Expiry declares it needs of the session and of auto-end.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decisionOf, type Action, type GameState } from '@among-cultists/engine';
import type { WireMessage } from '@among-cultists/protocol';
import { LocalBus, type BusMessage } from '../bus.ts';
import { GameCore } from '../game/core.ts';
import { silentLog } from '../log.ts';
import { createMetrics } from '../metrics.ts';
import { ManualClock } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import type { Timers } from '../timers.ts';
import { drawFor } from './defaults.ts';
import { Expiry } from './expiry.ts';

const SECOND = 1000;

/** A bus that only records what is published (one node: nobody to hear it). */
class RecordingBus extends LocalBus {
  readonly published: BusMessage[] = [];
  override publish(_game: string, message: BusMessage): void {
    this.published.push(message);
  }
}

interface Table {
  readonly clock: ManualClock;
  readonly core: GameCore;
  readonly expiry: Expiry;
  readonly bus: RecordingBus;
  /** What the session was asked to send, per seat. */
  readonly sent: { seat: number; message: WireMessage }[];
  /** What auto-end was asked: each arm's `since` and `fire`, and each clear. */
  readonly autoEnd: { arm: { since: number; fire: boolean }[]; clears: number };
  readonly missed: number[];
  done(): Promise<void>;
}

/** Five human seats in a started game (seed 7: the Night, then seat 4's Movement), all on the manual clock. */
async function table(timers: Timers, leased = false): Promise<Table> {
  const clock = new ManualClock();
  const { db, authority, token } = await storedGame(clock, timers);
  for (let i = 1; i < 5; i++) await authority.run(() => authority.join(`P${i}`));
  await authority.run(() => authority.start(token, clock.now()));
  const bus = new RecordingBus();
  const core = new GameCore({ clock, log: silentLog, metrics: createMetrics(), leased }, authority, bus);
  const sent: Table['sent'] = [];
  const autoEnd: Table['autoEnd'] = { arm: [], clears: 0 };
  const expiry = new Expiry({
    core,
    session: {
      sendToSeat: (seat, message) => {
        sent.push({ seat, message });
      },
    },
    autoEnd: {
      arm: (_state, _decision, since, fire) => {
        autoEnd.arm.push({ since, fire });
      },
      clear: () => {
        autoEnd.clears++;
      },
    },
  });
  const missed: number[] = [];
  core.events.on('deadlineMissed', ({ seat }) => missed.push(seat));
  core.changed();
  return {
    clock,
    core,
    expiry,
    bus,
    sent,
    autoEnd,
    missed,
    done: async () => {
      if (!core.closed) await core.close();
      await db.destroy();
    },
  };
}

/** What each seat asked now would be given by the engine if its time ran out now. */
function defaultsNow(core: GameCore, seats: readonly number[]): Map<number, Action | null> {
  const state: GameState = core.authority.state!;
  return new Map(
    seats.map((seat) => [seat, decisionOf(state)!.timedOut(seat, drawFor(core.authority, seat))]),
  );
}

test('time up in the Night: every late seat gets the engine’s safe default, hears it alone, and nobody missed a turn', async () => {
  const t = await table({ night: 30 });
  try {
    const start = t.clock.now();
    assert.equal(t.expiry.at, start + 30 * SECOND);
    const expected = defaultsNow(t.core, [0, 1, 2, 3, 4]);
    await t.clock.advance(30 * SECOND - 1);
    assert.equal(t.core.authority.seq, 0, 'nothing is played before the deadline');
    assert.deepEqual(t.sent, []);
    await t.clock.advance(1);
    assert.equal(t.core.authority.seq, 5, 'one default per late seat');
    assert.notEqual(t.core.authority.state!.phase.kind, 'night');
    const logSeq = t.core.authority.state!.log.length - 1;
    assert.deepEqual(
      t.sent,
      [0, 1, 2, 3, 4].map((seat) => ({
        seat,
        message: { t: 'timedOut', actions: [expected.get(seat)], logSeq },
      })),
    );
    assert.deepEqual(
      t.bus.published,
      [0, 1, 2, 3, 4].map((seat) => ({ t: 'timedOut', seat, actions: [expected.get(seat)], logSeq })),
      'the other nodes tell the late seats’ connections there',
    );
    assert.deepEqual(t.missed, [], 'in a simultaneous step, who was late stays unknown');
    assert.equal(t.autoEnd.arm.at(-1)?.since, start + 30 * SECOND, 'auto-end follows the next step');
  } finally {
    await t.done();
  }
});

test('time up on a seat’s own Movement: its defaults end the Movement and it missed a deadline; the next turn gets its own', async () => {
  const t = await table({ night: 30, movement: 20 });
  try {
    await t.clock.advance(30 * SECOND);
    const state = t.core.authority.state!;
    assert.equal(state.phase.kind, 'movement');
    const seat = decisionOf(state)!.seats[0]!;
    assert.deepEqual(decisionOf(state)!.seats, [seat], 'one seat moves');
    const first = decisionOf(state)!.timedOut(seat, drawFor(t.core.authority, seat))!;
    const seq = t.core.authority.seq;
    t.sent.length = 0;
    await t.clock.advance(20 * SECOND);
    const sent = t.sent.filter((s) => s.seat === seat);
    assert.equal(sent.length, 1);
    const message = sent[0]!.message;
    assert.ok(message.t === 'timedOut');
    assert.deepEqual(message.actions[0], first, 'the engine’s safe default first');
    assert.equal(t.core.authority.seq, seq + message.actions.length);
    const after = t.core.authority.state!.phase;
    assert.ok(after.kind !== 'movement' || after.seat !== seat, 'the Movement ended');
    assert.deepEqual(t.missed, [seat]);
    assert.equal(t.expiry.at, t.clock.now() + 20 * SECOND, 'the next step was armed from now');
  } finally {
    await t.done();
  }
});

test('a change before the deadline re-arms it from the new step; a step that stays the same keeps its deadline', async () => {
  const t = await table({ night: 30, movement: 20 });
  try {
    const start = t.clock.now();
    // A seat readies in the Night: the same simultaneous step, the same deadline.
    await t.clock.advance(10 * SECOND);
    assert.equal(await t.core.run(() => t.core.commit(0, { type: 'ready' })), null);
    t.core.changed();
    assert.equal(t.expiry.at, start + 30 * SECOND);
    await t.clock.advance(20 * SECOND);
    assert.equal(t.core.authority.state!.phase.kind, 'movement');
    assert.equal(t.core.authority.seq, 5, 'four defaults and the ready');
    assert.ok(!t.sent.some((s) => s.seat === 0), 'the seat that readied was not late');
    const state = t.core.authority.state!;
    const seat = decisionOf(state)!.seats[0]!;
    // The moving seat takes a step 15 s into its 20: a new step, timed from now.
    await t.clock.advance(15 * SECOND);
    const step = decisionOf(state)!.timedOut(seat, drawFor(t.core.authority, seat))!;
    assert.equal(step.type, 'step');
    assert.equal(await t.core.run(() => t.core.commit(seat, step)), null);
    t.core.changed();
    const moved = t.clock.now();
    assert.equal(t.expiry.at, moved + 20 * SECOND);
    // Typed wide: the assertions above narrowed the count to a literal.
    const seq: number = t.core.authority.seq;
    await t.clock.advance(5 * SECOND);
    assert.equal(t.core.authority.seq, seq, 'the old deadline passed without effect');
    assert.deepEqual(t.missed, []);
    await t.clock.advance(15 * SECOND);
    assert.ok(t.core.authority.seq > seq, 'the new deadline fired');
    assert.deepEqual(t.missed, [seat]);
  } finally {
    await t.done();
  }
});

test('where the game’s timers do not run (a follower), the deadline is shown but never acted on; a new leader gives a grace first', async () => {
  const t = await table({ night: 30 }, true);
  try {
    const start = t.clock.now();
    assert.equal(t.core.leader, false);
    assert.equal(t.expiry.at, start + 30 * SECOND, 'shown to the players here too');
    assert.equal(t.clock.pending, 0, 'no timer set');
    assert.deepEqual(t.autoEnd.arm, [{ since: start, fire: false }]);
    await t.clock.advance(60 * SECOND);
    assert.equal(t.core.authority.seq, 0);
    assert.deepEqual(t.sent, []);
    // The lease moves here after the deadline passed: players get a moment to reconnect.
    assert.equal(t.core.setLeader(true), true);
    t.core.changed();
    await t.clock.advance(3 * SECOND - 1);
    assert.equal(t.core.authority.seq, 0, 'the grace runs');
    await t.clock.advance(1);
    assert.equal(t.core.authority.seq, 5);
  } finally {
    await t.done();
  }
});

test('no timer for the kind, or a closed game: nothing is armed and nothing fires', async () => {
  const untimed = await table({ movement: 20 });
  try {
    assert.equal(untimed.expiry.at, null, 'the Night has no timer here');
    await untimed.clock.advance(600 * SECOND);
    assert.equal(untimed.core.authority.seq, 0);
  } finally {
    await untimed.done();
  }
  const t = await table({ night: 30 });
  try {
    await t.core.close();
    assert.equal(t.expiry.at, null);
    assert.equal(t.autoEnd.clears, 1);
    await t.clock.advance(60 * SECOND);
    assert.equal(t.core.authority.seq, 0);
    assert.deepEqual(t.sent, []);
  } finally {
    await t.done();
  }
});
