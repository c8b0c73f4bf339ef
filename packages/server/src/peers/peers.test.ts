/**
 * The messages between nodes alone (issue 29): Peers over a real game (engine, authority, in-memory
 * SQLite) whose other node is a second copy of the same game in the same database, a bus that hands the
 * test the subscribed handler, and narrow recording fakes for what Peers declares it needs. Skipping the
 * node's own messages is the bus's rule (bus.ts, RedisBus), not Peers': not tested here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalActions, type Action } from '@among-cultists/engine';
import type { ChatLine, WireMessage } from '@among-cultists/protocol';
import type { Bus, BusHandler, BusMessage } from '../bus.ts';
import { GameAuthority } from '../game/authority.ts';
import { GameCore } from '../game/core.ts';
import { silentLog } from '../log.ts';
import { createMetrics } from '../metrics.ts';
import type { Client } from '../session/session.ts';
import { loadGame } from '../store.ts';
import { ManualClock, settle } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import { Peers } from './peers.ts';

/** A bus whose one subscriber the test speaks to as another node would; what is published is recorded. */
class TestBus implements Bus {
  readonly node = 'here';
  readonly healthy = true;
  readonly published: BusMessage[] = [];
  handler: BusHandler | null = null;
  unsubscribed = 0;
  publish(_game: string, message: BusMessage): void {
    this.published.push(message);
  }
  subscribe(_game: string, handler: BusHandler): () => void {
    this.handler = handler;
    return () => {
      this.unsubscribed++;
    };
  }
  onHealth(): void {
    // Always healthy.
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A connection that only records. */
function recordingClient(): Client & { readonly frames: WireMessage[] } {
  const frames: WireMessage[] = [];
  return {
    frames,
    seat: null,
    tokenHash: null,
    send: (message) => {
      frames.push(message);
    },
    close: () => undefined,
    version: 0,
    lastSeq: -1,
    sentWholeLog: false,
    lastView: null,
  };
}

interface Node {
  /** The other node's copy of the game, in the same database: what it stores, this node may read. */
  readonly other: GameAuthority;
  readonly core: GameCore;
  readonly peers: Peers;
  readonly bus: TestBus;
  /** Every call the fakes were asked, in order: [name, ...arguments]. */
  readonly calls: unknown[][];
  /** Lines the fake chat refuses as coming after a gap (as TableChat.receive throws). */
  readonly gapped: Set<number>;
  readonly clients: Set<Client>;
  hear(from: string, message: BusMessage): Promise<void>;
  done(): Promise<void>;
}

async function node(options: { leased?: boolean; watched?: boolean } = {}): Promise<Node> {
  const clock = new ManualClock();
  const { db, authority: other, token } = await storedGame(clock);
  for (let i = 1; i < 5; i++) await other.run(() => other.join(`P${i}`));
  await other.run(() => other.start(token, clock.now()));
  const stored = await loadGame(db, other.id);
  assert.ok(stored);
  const bus = new TestBus();
  const core = new GameCore(
    { clock, log: silentLog, metrics: createMetrics(), leased: options.leased === true },
    GameAuthority.fromStored(db, stored),
    bus,
  );
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]): void => {
      calls.push([name, ...args]);
    };
  const recordAsync =
    (name: string) =>
    (...args: unknown[]): Promise<void> => {
      calls.push([name, ...args]);
      return Promise.resolve();
    };
  const gapped = new Set<number>();
  const clients = new Set<Client>();
  if (options.watched !== false) clients.add(recordingClient());
  const peers = new Peers({
    core,
    session: { clients, sendToSeat: record('sendToSeat'), disconnect: record('disconnect') },
    view: {
      announcePresence: record('announcePresence'),
      heardPresence: record('heardPresence'),
      forgetNode: record('forgetNode'),
    },
    chat: {
      receive: (line: ChatLine) => {
        calls.push(['receive', line.seq]);
        if (gapped.has(line.seq)) throw new Error(`chat line ${line.seq} follows a gap`);
      },
      readMissed: recordAsync('readMissed'),
    },
    takeovers: {
      countVote: (voter, target, client) => {
        calls.push(['countVote', voter, target, client]);
        return Promise.resolve();
      },
      adoptMissed: record('adoptMissed'),
      missedChanged: record('missedChanged'),
    },
    notebooks: { changed: recordAsync('notebookChanged') },
    autoEnd: { heard: record('autoEndHeard') },
    moderation: { heard: recordAsync('moderationHeard') },
    coachHold: {
      heard: record('coachHoldHeard'),
      read: () => {
        calls.push(['coachHoldRead']);
        return Promise.resolve(false);
      },
    },
  });
  return {
    other,
    core,
    peers,
    bus,
    calls,
    gapped,
    clients,
    hear: async (from, message) => {
      assert.ok(bus.handler, 'Peers subscribed to the game');
      bus.handler(from, message);
      await settle();
    },
    done: async () => {
      if (!core.closed) await core.close();
      await db.destroy();
    },
  };
}

/** The other node stores the first legal action of the first seat with one; returns its message. */
async function storeElsewhere(
  other: GameAuthority,
  at: number,
): Promise<Extract<BusMessage, { t: 'action' }>> {
  const state = other.state!;
  for (let seat = 0; seat < state.seats.length; seat++) {
    const action: Action | undefined = legalActions(state, seat)[0];
    if (!action) continue;
    const seq = other.seq;
    assert.equal(await other.run(() => other.commit(seat, action, at)), null);
    return { t: 'action', seq, seat, action, at };
  }
  throw new Error('nobody can act');
}

const LINE: ChatLine = { seq: 4, seat: 1, text: 'I was in the library', at: 0 };

/**
 * Each kind of message reaches its handler, and only it: what the fakes were asked. One entry per kind,
 * which the compiler checks like the handler table itself.
 */
const BY_KIND: {
  readonly [K in BusMessage['t']]: { message: Extract<BusMessage, { t: K }>; calls: unknown[][] };
} = {
  // The game's own messages are checked against storage in the tests below; here: no fake is involved.
  action: { message: { t: 'action', seq: 99, seat: 0, action: { type: 'ready' }, at: 0 }, calls: [] },
  seats: { message: { t: 'seats', version: 0 }, calls: [] },
  chat: { message: { t: 'chat', line: LINE }, calls: [['receive', 4]] },
  presence: {
    message: { t: 'presence', seats: [2, 3], spectators: 1 },
    calls: [['heardPresence', 'there', [2, 3]]],
  },
  hello: { message: { t: 'hello' }, calls: [['announcePresence']] },
  bye: { message: { t: 'bye' }, calls: [['forgetNode', 'there']] },
  missed: {
    message: { t: 'missed', missed: [[2, 1]] },
    calls: [['adoptMissed', [[2, 1]]]],
  },
  vote: { message: { t: 'vote', voter: 1, target: 3 }, calls: [['countVote', 1, 3, null]] },
  timedOut: {
    message: { t: 'timedOut', seat: 2, actions: [{ type: 'ready' }], logSeq: 7 },
    calls: [['sendToSeat', 2, { t: 'timedOut', actions: [{ type: 'ready' }], logSeq: 7 }]],
  },
  notebook: { message: { t: 'notebook', seat: 3 }, calls: [['notebookChanged', 3]] },
  autoEnd: { message: { t: 'autoEnd', seat: 1, on: true }, calls: [['autoEndHeard', 1, true]] },
  coachHold: { message: { t: 'coachHold', until: 12_345 }, calls: [['coachHoldHeard', 12_345]] },
  moderated: { message: { t: 'moderated', removed: 'ab' }, calls: [['moderationHeard', 'ab']] },
  gone: {
    message: { t: 'gone' },
    calls: [['disconnect', 'game/unknown', 'This lobby closed: it was not started in time.']],
  },
};

test('each kind of message from another node reaches its own handler', async () => {
  for (const [kind, { message, calls }] of Object.entries(BY_KIND)) {
    const n = await node();
    try {
      await n.hear('there', message);
      assert.deepEqual(n.calls, calls, kind);
      if (kind === 'gone') assert.equal(n.core.closed, true, 'a game gone closes here');
    } finally {
      await n.done();
    }
  }
});

test('an action another node stored is played here (its seat acted, the game changed); a gap is read from storage', async () => {
  const n = await node();
  try {
    const acted: { seat: number; ownTurn: boolean }[] = [];
    let changed = 0;
    n.core.events.on('acted', ({ seat, ownTurn }) => acted.push({ seat, ownTurn }));
    n.core.events.on('changed', () => changed++);
    const first = await storeElsewhere(n.other, 1000);
    await n.hear('there', first);
    assert.equal(n.core.authority.seq, 1);
    assert.deepEqual(acted, [{ seat: first.seat, ownTurn: false }], 'the Night is nobody’s own turn');
    assert.equal(changed, 1);
    // Two more stored there; only the second is heard: both are read from storage.
    await storeElsewhere(n.other, 1001);
    const third = await storeElsewhere(n.other, 1002);
    await n.hear('there', third);
    assert.equal(n.core.authority.seq, 3);
    assert.deepEqual(n.core.authority.state, n.other.state);
    assert.equal(acted.length, 1, 'a gap is shown as read again, not as one seat acting');
  } finally {
    await n.done();
  }
});

test('seats another node stored are read when newer than this copy’s, and not otherwise', async () => {
  const n = await node();
  try {
    const kindOf = (seat: number): string | undefined => n.core.authority.seats[seat]?.kind;
    await n.other.run(() => n.other.setKind(2, 'standin'));
    await n.hear('there', { t: 'seats', version: n.core.authority.version });
    assert.equal(kindOf(2), 'human', 'not newer: not read');
    await n.hear('there', { t: 'seats', version: n.other.version });
    assert.equal(kindOf(2), 'standin');
    assert.equal(n.core.authority.version, n.other.version);
  } finally {
    await n.done();
  }
});

test('seats another node stored in a hidden step: this node is told to hold what it shows before it reads them', async () => {
  const n = await node();
  try {
    const kindOf = (seat: number): string | undefined => n.core.authority.seats[seat]?.kind;
    await n.other.run(() => n.other.setKind(2, 'standin'));
    await n.hear('there', { t: 'seats', version: n.other.version });
    const heard: string[] = [];
    n.core.events.on('holding', () => heard.push(`holding ${kindOf(2)}`));
    n.core.events.on('reloaded', ({ hold }) => heard.push(`reloaded ${hold} ${kindOf(2)}`));
    // The player took the seat back by acting in a hidden step, on the other node.
    await n.other.run(() => n.other.setKind(2, 'human', true));
    await n.hear('there', { t: 'seats', version: n.other.version, hold: true });
    assert.deepEqual(heard, ['holding standin', 'reloaded true human'], 'held while the lobby was as before');
  } finally {
    await n.done();
  }
});

test('a chat line after a gap reads the missed lines; a vote is counted only where the timers run', async () => {
  const n = await node();
  try {
    n.gapped.add(LINE.seq);
    await n.hear('there', { t: 'chat', line: LINE });
    assert.deepEqual(n.calls, [['receive', 4], ['readMissed']]);
  } finally {
    await n.done();
  }
  const follower = await node({ leased: true });
  try {
    await follower.hear('there', { t: 'vote', voter: 1, target: 3 });
    assert.deepEqual(follower.calls, [], 'not the leader: the leader counts it');
  } finally {
    await follower.done();
  }
});

test('a copy nobody here watches skips the game’s changes and reads them when it is watched again', async () => {
  const n = await node({ leased: true, watched: false });
  try {
    assert.equal(n.peers.idleCopy, true);
    await n.hear('there', await storeElsewhere(n.other, 1000));
    await n.hear('there', { t: 'chat', line: LINE });
    assert.equal(n.core.authority.seq, 0, 'not played here');
    assert.deepEqual(n.calls, [], 'the line is not shown');
    assert.equal(n.peers.behind, true);
    await n.hear('there', { t: 'bye' });
    assert.deepEqual(n.calls, [['forgetNode', 'there']], 'other kinds are still heard');
    n.calls.length = 0;
    n.clients.add(recordingClient());
    n.peers.attached();
    await settle();
    assert.equal(n.core.authority.seq, 1, 'read from storage');
    assert.deepEqual(n.calls, [['readMissed']]);
    assert.equal(n.peers.behind, false);
  } finally {
    await n.done();
  }
});

test('what this node stores the others hear; once closed, it says bye, stops listening and ignores what comes', async () => {
  const n = await node();
  try {
    const action: Action = { type: 'ready' };
    assert.equal(await n.core.run(() => n.core.commit(0, action)), null);
    assert.deepEqual(n.bus.published, [{ t: 'action', seq: 0, seat: 0, action, at: n.core.clock.now() }]);
    await n.core.run(() => n.core.authority.setKind(3, 'standin'));
    assert.deepEqual(n.bus.published.at(-1), { t: 'seats', version: n.core.authority.version });
    n.bus.published.length = 0;
    await n.core.close();
    assert.deepEqual(n.bus.published, [{ t: 'bye' }]);
    assert.equal(n.bus.unsubscribed, 1);
    await n.hear('there', { t: 'presence', seats: [1], spectators: 0 });
    assert.deepEqual(n.calls, []);
  } finally {
    await n.done();
  }
});
