/**
 * The stand-ins' votes alone (issue 29): Takeovers over a real game (engine, authority, in-memory SQLite)
 * whose deadlines pass on the manual clock (the real Expiry, which says when a seat missed its own turn),
 * a bus that records what is published, and recording fakes only for what Takeovers declares it needs:
 * who is at the table (the view) and the bots (a stand-in starts playing at once).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { MISSES_FOR_TAKEOVER, type WireMessage } from '@among-cultists/protocol';
import { LocalBus, type BusMessage } from '../bus.ts';
import { GameCore } from '../game/core.ts';
import { UNAVAILABLE } from '../game/outcome.ts';
import { silentLog } from '../log.ts';
import { countOf, createMetrics } from '../metrics.ts';
import type { Client } from '../session/session.ts';
import { loadGame } from '../store.ts';
import { ManualClock } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import type { Timers } from '../timers.ts';
import { Expiry } from './expiry.ts';
import { Takeovers } from './takeovers.ts';

const SECOND = 1000;
/** Every kind of decision timed: every seat's own turns can be missed. */
const TIMERS: Timers = {
  night: 30,
  movement: 20,
  encounter: 20,
  event: 20,
  action: 20,
  discussion: 20,
  ballot: 20,
  cleanup: 20,
};

/** A bus that only records what is published (one node: nobody to hear it). */
class RecordingBus extends LocalBus {
  readonly published: BusMessage[] = [];
  override publish(_game: string, message: BusMessage): void {
    this.published.push(message);
  }
}

/** A seat's connection (null: a spectator) that records what it is sent. */
function connection(seat: number | null): Client & { readonly frames: WireMessage[] } {
  const frames: WireMessage[] = [];
  return {
    frames,
    seat,
    tokenHash: null,
    send: (frame) => {
      frames.push(frame);
    },
    close: () => undefined,
    version: 0,
    lastSeq: -1,
    sentWholeLog: false,
    lastView: null,
  };
}

interface Table {
  readonly clock: ManualClock;
  readonly core: GameCore;
  readonly takeovers: Takeovers;
  readonly bus: RecordingBus;
  /** What the fakes answer (the seats at the table) and were asked (the bots scheduled). */
  readonly fakes: { connected: Set<number>; schedules: number };
  /** How often the lobby was to be shown again. */
  readonly shown: { seatsChanged: number };
  /** The seat kinds as stored. */
  stored(): Promise<string[]>;
  /** Storing the seats fails from now on (`down`), or works again. */
  seatWrites(down: boolean): Promise<void>;
  /** Lets the deadlines pass until `seat` has missed `n` in a row. */
  missUntil(seat: number, n: number): Promise<void>;
  done(): Promise<void>;
}

/** Five players (the host and P1..P4), started with every kind of decision timed. */
async function table(options: { leased?: boolean } = {}): Promise<Table> {
  const clock = new ManualClock();
  const { db, authority, token } = await storedGame(clock, TIMERS);
  for (let i = 1; i < 5; i++) await authority.run(() => authority.join(`P${i}`));
  await authority.run(() => authority.start(token, clock.now()));
  const bus = new RecordingBus();
  const metrics = createMetrics();
  const core = new GameCore(
    { clock, log: silentLog, metrics, leased: options.leased === true },
    authority,
    bus,
  );
  new Expiry({
    core,
    session: { sendToSeat: () => undefined },
    autoEnd: { arm: () => undefined, clear: () => undefined },
  });
  const fakes = { connected: new Set([0, 1, 2, 3, 4]), schedules: 0 };
  const takeovers = new Takeovers({
    core,
    view: { connectedSeats: () => new Set(fakes.connected) },
    bots: {
      schedule: () => {
        fakes.schedules++;
      },
    },
  });
  const shown = { seatsChanged: 0 };
  core.events.on('seatsChanged', () => {
    shown.seatsChanged++;
  });
  core.changed();
  return {
    clock,
    core,
    takeovers,
    bus,
    fakes,
    shown,
    stored: async () => {
      const game = await loadGame(db, authority.id);
      assert.ok(game, 'the game is stored');
      return game.seats.map((s) => s.kind);
    },
    seatWrites: async (down) => {
      // Reads keep working (a copy that failed to write reads storage first, and finds it unchanged).
      if (down)
        await sql`CREATE TRIGGER seats_down BEFORE INSERT ON seats BEGIN SELECT RAISE(ABORT, 'the disk is full'); END`.execute(
          db,
        );
      else await sql`DROP TRIGGER seats_down`.execute(db);
    },
    missUntil: async (seat, n) => {
      for (let i = 0; takeovers.missed(seat) < n; i++) {
        assert.ok(i < 200, `seat ${seat} misses ${n} deadlines`);
        await clock.advance(10 * SECOND);
      }
    },
    done: async () => {
      if (!core.closed) await core.close();
      await db.destroy();
    },
  };
}

/** The code of the error frames a connection was sent. */
function errors(c: { readonly frames: WireMessage[] }): string[] {
  return c.frames.flatMap((f) => (f.t === 'error' ? [f.code] : []));
}

test('a deadline passing on a seat’s own turn is missed, in a simultaneous step nobody’s; the counts go to the lobby and the other nodes, and its player acting on its own turn clears them', async () => {
  const t = await table();
  try {
    assert.equal(MISSES_FOR_TAKEOVER, 2, 'the votes open after two missed deadlines');
    await t.clock.advance(30 * SECOND);
    assert.equal(t.core.authority.state!.phase.kind, 'movement', 'the Night timed out');
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((s) => t.takeovers.missed(s)),
      [0, 0, 0, 0, 0],
    );
    assert.equal(t.shown.seatsChanged, 0);
    assert.ok(!t.bus.published.some((m) => m.t === 'missed'), 'nothing to tell');
    // Seed 7: seat 4 moves first.
    await t.clock.advance(20 * SECOND);
    assert.equal(t.takeovers.missed(4), 1);
    assert.equal(t.shown.seatsChanged, 1);
    assert.deepEqual(t.bus.published.filter((m) => m.t === 'missed').at(-1), {
      t: 'missed',
      missed: [[4, 1]],
    });
    await t.missUntil(4, 2);
    const last = t.bus.published.filter((m) => m.t === 'missed').at(-1);
    assert.ok(last?.t === 'missed', 'the counts were told');
    assert.deepEqual(
      [...last.missed].sort((a, b) => a[0] - b[0]),
      [0, 1, 2, 3, 4].flatMap((s) => (t.takeovers.missed(s) > 0 ? [[s, t.takeovers.missed(s)]] : [])),
      'every count, as it stands',
    );
    // Its player acts, not on its own turn: the count stays; on its own turn: it is back.
    const shown: number = t.shown.seatsChanged;
    t.core.events.emit({ type: 'acted', seat: 4, ownTurn: false });
    assert.equal(t.takeovers.missed(4), 2);
    assert.equal(t.shown.seatsChanged, shown);
    t.core.events.emit({ type: 'acted', seat: 4, ownTurn: true });
    assert.equal(t.takeovers.missed(4), 0);
    assert.equal(t.shown.seatsChanged, shown + 1);
    const told = t.bus.published.filter((m) => m.t === 'missed').at(-1);
    assert.ok(told?.t === 'missed' && !told.missed.some(([s]) => s === 4), 'the others hear it is back');
    // Acting again changes nothing more.
    t.core.events.emit({ type: 'acted', seat: 4, ownTurn: true });
    assert.equal(t.shown.seatsChanged, shown + 1);
  } finally {
    await t.done();
  }
});

test('only another player at the table may ask, and only for a player who missed two deadlines in a row: anything else is refused, nothing stored or told', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 1);
    const version = t.core.authority.version;
    const published = t.bus.published.length;
    const ask = async (seat: number | null, target: number): Promise<string[]> => {
      const c = connection(seat);
      await t.takeovers.request(c, target);
      return errors(c);
    };
    assert.deepEqual(await ask(0, 4), ['takeover/not-yet'], 'one missed deadline is not enough');
    await t.missUntil(4, 2);
    const before = t.bus.published.length;
    assert.deepEqual(await ask(null, 4), ['takeover/not-allowed'], 'a spectator');
    assert.deepEqual(await ask(4, 4), ['takeover/not-allowed'], 'the seat itself');
    assert.deepEqual(await ask(0, 9), ['takeover/not-yet'], 'no such seat');
    assert.equal(t.core.authority.version, version, 'nothing stored');
    assert.deepEqual(await t.stored(), ['human', 'human', 'human', 'human', 'human']);
    assert.ok(
      !t.bus.published.slice(published).some((m) => m.t === 'vote'),
      'no vote went to the other nodes',
    );
    assert.equal(t.bus.published.length, before);
    assert.equal(t.fakes.schedules, 0);
  } finally {
    await t.done();
  }
});

test('more than half of the other players at the table let a bot stand in: stored, shown, the count cleared and the bots told; each voter counts once', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 2);
    // Four others at the table: three votes are needed.
    const voters = [0, 1, 2].map((seat) => connection(seat));
    await t.takeovers.request(voters[0]!, 4);
    await t.takeovers.request(voters[0]!, 4);
    await t.takeovers.request(voters[1]!, 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'human', 'two of four is not a majority');
    const shown: number = t.shown.seatsChanged;
    assert.equal(t.fakes.schedules, 0);
    await t.takeovers.request(voters[2]!, 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'standin');
    assert.deepEqual(await t.stored(), ['human', 'human', 'human', 'human', 'standin']);
    assert.equal(t.takeovers.missed(4), 0);
    assert.equal(t.shown.seatsChanged, shown + 1);
    assert.equal(t.fakes.schedules, 1, 'the stand-in plays at once');
    const told = t.bus.published.filter((m) => m.t === 'missed').at(-1);
    assert.ok(told?.t === 'missed' && !told.missed.some(([s]) => s === 4), 'the other nodes show it');
    assert.deepEqual(voters.flatMap(errors), []);
    // A bot plays the seat now: no more votes for it, and none from it.
    const late = connection(3);
    await t.takeovers.request(late, 4);
    const standin = connection(4);
    await t.takeovers.request(standin, 0);
    assert.deepEqual([...errors(late), ...errors(standin)], ['takeover/not-yet', 'takeover/not-allowed']);
    assert.equal(t.fakes.schedules, 1);
  } finally {
    await t.done();
  }
});

test('only the other players at the table count: one alone decides, a voter who left no longer counts, and the votes lapse when the player acts', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 2);
    await t.takeovers.request(connection(1), 4);
    await t.takeovers.request(connection(2), 4);
    t.takeovers.left(1);
    t.takeovers.left(2);
    // Had the votes of 1 and 2 stayed, this one would make three.
    t.fakes.connected = new Set([0, 3]);
    await t.takeovers.request(connection(3), 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'human', 'one of two is not more than half');
    // The player acts (a hidden choice, not its turn): the votes lapse, the count stays.
    t.core.events.emit({ type: 'acted', seat: 4, ownTurn: false });
    assert.equal(t.takeovers.missed(4), 2);
    await t.takeovers.request(connection(0), 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'human', 'the vote of 3 lapsed');
    // Alone at the table with the late player (who has no say): one vote is more than half.
    t.fakes.connected = new Set([0, 4]);
    t.takeovers.left(3);
    await t.takeovers.request(connection(0), 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'standin');
  } finally {
    await t.done();
  }
});

test('the player takes the seat back from its stand-in: stored and shown; nothing for a seat a player still plays or a spectator', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 2);
    t.fakes.connected = new Set([0]);
    await t.takeovers.request(connection(0), 4);
    assert.equal(t.core.authority.seats[4]!.kind, 'standin');
    const version = t.core.authority.version;
    const shown: number = t.shown.seatsChanged;
    await t.takeovers.takeBack(connection(0));
    await t.takeovers.takeBack(connection(null));
    assert.equal(t.core.authority.version, version, 'nothing to take back');
    assert.equal(t.shown.seatsChanged, shown);
    await t.takeovers.takeBack(connection(4));
    assert.equal(t.core.authority.seats[4]!.kind, 'human');
    assert.deepEqual(await t.stored(), ['human', 'human', 'human', 'human', 'human']);
    assert.equal(t.takeovers.missed(4), 0);
    assert.equal(t.shown.seatsChanged, shown + 1);
    assert.equal(t.fakes.schedules, 1, 'only the stand-in was scheduled');
  } finally {
    await t.done();
  }
});

test('where the timers run elsewhere, a vote goes to that node and the missed counts are the ones it said; there, a remote vote is counted like a local one', async () => {
  const follower = await table({ leased: true });
  try {
    assert.equal(follower.core.leader, false);
    await follower.clock.advance(300 * SECOND);
    assert.equal(follower.takeovers.missed(4), 0, 'no deadline acted on here');
    follower.takeovers.adoptMissed([[4, 2]]);
    assert.equal(follower.takeovers.missed(4), 2);
    assert.equal(follower.shown.seatsChanged, 1);
    follower.takeovers.adoptMissed([[4, 2]]);
    assert.equal(follower.shown.seatsChanged, 1, 'the same counts again: nothing to show');
    const voter = connection(0);
    await follower.takeovers.request(voter, 4);
    assert.deepEqual(errors(voter), []);
    assert.deepEqual(follower.bus.published, [{ t: 'vote', voter: 0, target: 4 }]);
    assert.equal(follower.core.authority.seats[4]!.kind, 'human', 'counted where the timers run');
    follower.takeovers.missedChanged();
    assert.equal(follower.bus.published.length, 1, 'a follower tells nobody the counts');
  } finally {
    await follower.done();
  }
  const leader = await table();
  try {
    await leader.missUntil(4, 2);
    const counts = [0, 1, 2, 3, 4].map((s) => leader.takeovers.missed(s));
    leader.takeovers.adoptMissed([[1, 9]]);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((s) => leader.takeovers.missed(s)),
      counts,
      'the node running the timers keeps its own counts',
    );
    // A remote vote against a player who has not missed two deadlines: nothing, even from the only voter.
    const early = [1, 2, 3].find((s) => leader.takeovers.missed(s) < 2);
    assert.ok(early !== undefined, 'a player who missed fewer than two');
    leader.fakes.connected = new Set([0]);
    await leader.core.run(() => leader.takeovers.countVote(0, early, null));
    assert.deepEqual(await leader.stored(), ['human', 'human', 'human', 'human', 'human']);
    leader.fakes.connected = new Set([0, 1]);
    await leader.core.run(() => leader.takeovers.countVote(0, 4, null));
    assert.equal(leader.core.authority.seats[4]!.kind, 'human');
    await leader.core.run(() => leader.takeovers.countVote(1, 4, null));
    assert.deepEqual(await leader.stored(), ['human', 'human', 'human', 'human', 'standin']);
    assert.equal(leader.fakes.schedules, 1);
    // A vote that arrives once the seat is no longer a late player's counts for nothing, even alone.
    leader.fakes.connected = new Set([2]);
    await leader.core.run(() => leader.takeovers.countVote(2, 4, null));
    assert.equal(leader.fakes.schedules, 1);
  } finally {
    await leader.done();
  }
});

test('a stand-in that could not be stored changes nothing: the voter is told to try again, a remote vote is logged and counted', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 2);
    t.fakes.connected = new Set([0]);
    const failures = await countOf(t.core.metrics.failures, { operation: 'write' });
    await t.seatWrites(true);
    const voter = connection(0);
    await t.takeovers.request(voter, 4);
    assert.deepEqual(
      voter.frames.map((f) => (f.t === 'error' ? f.message : f.t)),
      [UNAVAILABLE],
    );
    assert.equal(t.core.authority.seats[4]!.kind, 'human');
    assert.equal(t.takeovers.missed(4), 2, 'still late');
    assert.equal(t.fakes.schedules, 0);
    await t.core.run(() => t.takeovers.countVote(0, 4, null));
    assert.equal(t.core.authority.seats[4]!.kind, 'human');
    assert.equal(
      await countOf(t.core.metrics.failures, { operation: 'write' }),
      failures + 2,
      'both counted',
    );
    assert.equal(t.fakes.schedules, 0);
    // Storage back: the next vote is stored.
    await t.seatWrites(false);
    await t.takeovers.request(connection(0), 4);
    assert.deepEqual(await t.stored(), ['human', 'human', 'human', 'human', 'standin']);
    assert.equal(t.fakes.schedules, 1);
  } finally {
    await t.done();
  }
});

test('once the game closed here, votes and take-backs are refused and no deadline is missed any more', async () => {
  const t = await table();
  try {
    await t.missUntil(4, 2);
    t.fakes.connected = new Set([0]);
    await t.core.close();
    const voter = connection(0);
    await t.takeovers.request(voter, 4);
    const back = connection(4);
    await t.takeovers.takeBack(back);
    assert.deepEqual([...errors(voter), ...errors(back)], ['game/unknown', 'game/unknown']);
    const counts = [0, 1, 2, 3, 4].map((s) => t.takeovers.missed(s));
    const published = t.bus.published.length;
    await t.clock.advance(300 * SECOND);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((s) => t.takeovers.missed(s)),
      counts,
    );
    assert.equal(t.bus.published.length, published);
    assert.deepEqual(await t.stored(), ['human', 'human', 'human', 'human', 'human']);
    assert.equal(t.fakes.schedules, 0);
  } finally {
    await t.done();
  }
});
