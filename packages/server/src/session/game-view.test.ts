/**
 * What the game's connections are shown, alone (issue 29): GameView over a real game (engine, authority,
 * in-memory SQLite), the real session and table chat on the manual clock, a bus that records what is
 * published (and whose health the test sets), and fakes only for what GameView declares it reads of the
 * drivers: the deadline armed and the deadlines each seat missed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { decisionOf, logFor, viewFor, type Action, type Viewer } from '@among-cultists/engine';
import { ViewTracker, type Lobby, type ServerMessage, type WireMessage } from '@among-cultists/protocol';
import type { Bus, BusMessage } from '../bus.ts';
import { ChatLog } from '../chat.ts';
import type { Db } from '../db.ts';
import { drawFor } from '../drivers/defaults.ts';
import { hashToken } from '../game/secrets.ts';
import { abandonIdle, markIdle } from '../idle.ts';
import { GameCore } from '../game/core.ts';
import { tableChat } from '../game/parts.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { silentLog } from '../log.ts';
import { createMetrics } from '../metrics.ts';
import type { TableChat } from '../table-chat.ts';
import { ManualClock } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import { GameView, PRESENCE_BEAT_MS } from './game-view.ts';
import { Session, type Client } from './session.ts';

const PRESENCE_MS = 500;
const LIMITS = { spectatorsPerGame: 2, socketsPerSeat: 2, tableScreensPerGame: 1 };

/** A bus that records what is published (one node: nobody to hear it); the test says whether it is up. */
class TestBus implements Bus {
  readonly node = 'here';
  healthy = true;
  readonly published: BusMessage[] = [];
  readonly publish = (_game: string, message: BusMessage): number => this.published.push(message);
  readonly subscribe = () => () => undefined;
  readonly onHealth = () => undefined;
  readonly close = () => Promise.resolve();
}

/** A connection that records its frames and rebuilds whole views from them, as a browser does. */
interface TestClient extends Client {
  readonly frames: WireMessage[];
  /** The frames rebuilt with whole views. */
  readonly messages: ServerMessage[];
}

function connection(seat: number | null, token: string | null, table = false): TestClient {
  const frames: WireMessage[] = [];
  const messages: ServerMessage[] = [];
  const tracker = new ViewTracker();
  return {
    frames,
    messages,
    seat,
    tokenHash: token === null ? null : hashToken(token),
    ...(table ? { table: true } : {}),
    send: (frame) => {
      frames.push(frame);
      messages.push(tracker.receive(frame));
    },
    close: () => undefined,
    version: 0,
    lastSeq: -1,
    sentWholeLog: false,
    lastView: null,
  };
}

type Update = Extract<ServerMessage, { t: 'update' }>;

function updates(c: TestClient): Update[] {
  return c.messages.filter((m): m is Update => m.t === 'update');
}
function lobbies(c: TestClient): Lobby[] {
  return c.messages.flatMap((m) => (m.t === 'lobby' ? [m.lobby] : []));
}
const kinds = (frames: readonly { readonly t: string }[]): string[] => frames.map((f) => f.t);
const texts = (lines: readonly { readonly text: string }[]): string[] => lines.map((l) => l.text);

interface Table {
  readonly clock: ManualClock;
  readonly core: GameCore;
  readonly session: Session;
  readonly chat: TableChat;
  readonly view: GameView;
  readonly bus: TestBus;
  readonly db: Db;
  /** What the fakes of the drivers answer. */
  readonly fakes: { deadline: number | null; missed: Map<number, number> };
  /** Seat tokens by seat (the host's first). */
  readonly tokens: string[];
  /** A seat's connection (null: a spectator; `table`: the table's screen). */
  client(seat: number | null, table?: boolean): TestClient;
  /** Starts the game as the lobby commands do: connections rebound, the lobby and the views shown. */
  start(): Promise<void>;
  /** Plays the engine's safe default for the first seat asked now, and shows the change. */
  playOne(): Promise<{ seat: number; action: Action }>;
  done(): Promise<void>;
}

/** Five seats (the host and P1..P4; seed 7: the Night, where every seat readies, then seat 4's Movement). */
async function table(bots: readonly number[] = []): Promise<Table> {
  const clock = new ManualClock();
  const { db, authority, token } = await storedGame(clock);
  const tokens = [token];
  for (const seat of bots) await authority.run(() => authority.setSeat(token, seat, 'bot'));
  for (let i = 1; i < 5 - bots.length; i++) {
    const joined = await authority.run(() => authority.join(`P${i}`));
    assert.ok(joined.kind === 'ok', `P${i} joined`);
    tokens[joined.value.seat] = joined.value.token;
  }
  const bus = new TestBus();
  const core = new GameCore({ clock, log: silentLog, metrics: createMetrics() }, authority, bus);
  // `view` is built below; the session asks it for the lobby only when it sends one.
  const session: Session = new Session(clock, PRESENCE_MS, (): Lobby => view.lobby());
  // The table chat as a game wires it (parts.ts): its lines shown through the game's events.
  const settings = { ...DEFAULT_LIMITS, ...LIMITS, presenceMs: PRESENCE_MS };
  const chat = tableChat({ core, db, settings, session }, new ChatLog(db, authority.id, [], 0));
  const fakes: Table['fakes'] = { deadline: null, missed: new Map() };
  const view: GameView = new GameView({
    core,
    session,
    chat,
    settings,
    deadlineAt: () => fakes.deadline,
    missed: (seat) => fakes.missed.get(seat) ?? 0,
  });
  return {
    clock,
    core,
    session,
    chat,
    view,
    bus,
    db,
    fakes,
    tokens,
    client: (seat, screen = false) => connection(seat, seat === null ? null : tokens[seat]!, screen),
    start: async () => {
      const started = await authority.run(() => authority.start(token, clock.now()));
      assert.equal(started.kind, 'ok');
      view.rebind();
      core.seatsChanged();
      core.changed();
    },
    playOne: async () => {
      const decision = decisionOf(authority.state!);
      assert.ok(decision, 'the game is not over');
      const seat = decision.seats[0]!;
      const action = decision.timedOut(seat, drawFor(authority, seat));
      assert.ok(action, `seat ${seat} has a default`);
      assert.equal(await core.run(() => core.commit(seat, action)), null);
      core.changed();
      return { seat, action };
    },
    done: async () => {
      if (!core.closed) await core.close();
      await db.destroy();
    },
  };
}

/** The seat a view is built for. */
const viewerOf = (c: Client): Viewer => c.seat ?? 'spectator';

test('in the lobby: each connection is welcomed with the lobby (who is here, bots always, missed deadlines), and no game yet', async () => {
  const t = await table([2]);
  try {
    assert.equal(t.view.idleSince, t.clock.now(), 'idle from the start');
    assert.equal(t.view.attended, false);
    t.fakes.missed.set(3, 1);
    const host = t.client(0);
    const watcher = t.client(null);
    await t.clock.advance(1000);
    assert.equal(t.view.attach(host), null);
    assert.equal(t.view.idleSince, null);
    assert.equal(t.view.attach(watcher), null);
    const welcome = host.messages[0];
    assert.ok(welcome?.t === 'welcome', 'welcomed first');
    assert.equal(welcome.seat, 0);
    const lobby = welcome.lobby;
    const { status, id, commitment, seed, host: hostSeat } = lobby;
    assert.deepEqual([status, id, commitment, seed, hostSeat], ['lobby', t.core.id, null, null, 0]);
    assert.deepEqual(
      lobby.seats.map((s) => [s.seat, s.kind, s.connected, s.missed]),
      [
        [0, 'human', true, 0],
        [1, 'human', false, 0],
        [2, 'bot', true, 0],
        [3, 'human', false, 1],
        [4, 'human', false, 0],
      ],
      'the host is here, the bot always counts as here, seat 3 missed a deadline',
    );
    assert.deepEqual(
      lobby.seats.map((s) => s.name),
      t.core.authority.seats.map((s) => s.name),
    );
    assert.ok(!('ended' in lobby) && !lobby.seats.some((s) => 'reserved' in s), 'not ended, no seat kept');
    assert.deepEqual(watcher.messages, [{ t: 'welcome', seat: null, lobby }], 'welcomed as a spectator');
    assert.equal(updates(host).length, 0, 'no view before the start');
    assert.equal(t.view.attended, true);
    assert.deepEqual([...t.view.connectedSeats()], [0]);
  } finally {
    await t.done();
  }
});

test('from the start to the end: each connection gets its own view, whole and then in patches that rebuild the engine’s view for its seat exactly, only the log entries it may see, a version per change it is shown, and nothing when its view did not change', async () => {
  const t = await table();
  try {
    const all = [0, 1, 2, 3, 4].map((seat) => t.client(seat));
    all.push(t.client(null), t.client(null, true));
    for (const c of all) assert.equal(t.view.attach(c), null);
    t.fakes.deadline = t.clock.now() + 30_000;
    await t.start();
    const authority = t.core.authority;
    const start = authority.state!;
    for (const c of all) {
      const sent = c.frames.filter((f) => f.t === 'update');
      assert.equal(sent.length, 1);
      const first = sent[0]!;
      assert.ok(first.view, 'the first view is sent whole');
      assert.deepEqual(first.view, viewFor(start, viewerOf(c)));
      assert.deepEqual(first.events, logFor(start, viewerOf(c)));
      assert.equal(first.version, 1);
      assert.equal(first.deadline, t.fakes.deadline, 'the deadline the expiry armed');
      assert.equal(first.phaseSince, authority.phaseSince);
      const lobby = lobbies(c).at(-1);
      assert.equal(lobby?.status, 'playing');
      assert.equal(lobby.commitment, authority.commitment);
      assert.equal(lobby.seed, null, 'the seed stays secret while the game is played');
    }
    const before = new Map(
      all.map((c) => [
        c,
        { frames: c.frames.length, version: 1, lastSeq: c.lastSeq, view: viewFor(start, viewerOf(c)) },
      ]),
    );
    t.core.changed();
    assert.ok(
      all.every((c) => c.frames.length === before.get(c)!.frames),
      'a change that changes no view sends nothing',
    );
    let patches = 0;
    let silent = 0;
    for (let steps = 0; authority.state!.phase.kind !== 'over'; steps++) {
      assert.ok(steps < 1000, 'the game ends');
      t.fakes.deadline = t.clock.now() + 20_000;
      await t.playOne();
      const state = authority.state!;
      const over = state.phase.kind === 'over';
      for (const c of all) {
        const viewer = viewerOf(c);
        const was = before.get(c)!;
        const sent = c.frames.slice(was.frames).filter((f) => f.t === 'update');
        const view = viewFor(state, viewer);
        const entries = logFor(state, viewer, over ? 0 : was.lastSeq + 1);
        if (isDeepStrictEqual(view, was.view) && entries.length === 0) {
          assert.equal(sent.length, 0, 'its view did not change: nothing tells it that play went on');
          silent++;
          continue;
        }
        assert.equal(sent.length, 1);
        const frame = sent[0]!;
        assert.equal(frame.version, was.version + 1);
        if (frame.patch) patches++;
        assert.deepEqual(updates(c).at(-1)!.view, view, 'rebuilt, it is the engine’s view for this seat');
        assert.deepEqual(frame.events, entries);
        if (!over)
          for (const e of frame.events) {
            const vis = state.log[e.seq]!.vis;
            assert.ok(
              vis === null || (viewer !== 'spectator' && vis.includes(viewer)),
              'no entry hidden from it',
            );
          }
        assert.equal(frame.deadline, t.fakes.deadline);
        before.set(c, { frames: c.frames.length, version: frame.version, lastSeq: c.lastSeq, view });
      }
    }
    assert.ok(patches > 0, 'changes go out as patches');
    assert.ok(silent > 0, 'a hidden choice of another seat sends nothing');
    // The end: every entry becomes public, hidden ones included, and the lobby shows the seed.
    const state = authority.state!;
    assert.ok(
      state.log.some((e) => e.vis !== null),
      'the game had hidden entries',
    );
    for (const c of all) {
      const last = updates(c).at(-1)!;
      assert.deepEqual(
        last.events.map((e) => e.seq),
        state.log.map((_, i) => i),
      );
      assert.ok(last.view.reveal !== null, 'every secret revealed');
      const lobby = lobbies(c).at(-1);
      assert.equal(lobby?.status, 'finished');
      assert.equal(lobby.seed, authority.revealedSeed);
      assert.notEqual(lobby.seed, null);
    }
  } finally {
    await t.done();
  }
});

test('a connection whose action was made on an older view gets it whole again, at the same version; nothing before the start or once closed', async () => {
  const t = await table();
  try {
    const host = t.client(0);
    assert.equal(t.view.attach(host), null);
    t.view.resend(host);
    assert.equal(updates(host).length, 0, 'no game yet');
    await t.start();
    const version = host.version;
    t.fakes.deadline = t.clock.now() + 5000;
    t.view.resend(host);
    const frame = host.frames.at(-1);
    assert.ok(frame?.t === 'update' && frame.view, 'whole, not a patch');
    assert.equal(frame.version, version, 'the view did not change');
    assert.deepEqual(frame.view, viewFor(t.core.authority.state!, 0));
    assert.deepEqual(frame.events, []);
    assert.equal(frame.deadline, t.fakes.deadline);
    await t.core.close();
    const count = host.frames.length;
    t.view.resend(host);
    assert.equal(host.frames.length, count);
  } finally {
    await t.done();
  }
});

test('the limits: spectators and table screens each fill their own places, a seat its sockets, and a closed game takes nobody', async () => {
  const t = await table();
  try {
    const idle = t.view.idleSince;
    const refused = (c: TestClient, code: string | null): void => {
      assert.equal(t.view.attach(c), code);
      if (code === null) return;
      assert.deepEqual(c.frames, [], 'a refused connection is sent nothing');
      assert.ok(!t.session.clients.has(c), 'not kept');
    };
    refused(t.client(null), null);
    refused(t.client(null), null);
    refused(t.client(null), 'limit/spectators');
    assert.equal(t.view.idleSince, null);
    refused(t.client(null, true), null);
    refused(t.client(null, true), 'limit/table-screens');
    refused(t.client(1), null);
    refused(t.client(1), null);
    refused(t.client(1), 'limit/seat-sockets');
    refused(t.client(2), null);
    assert.notEqual(idle, null);
    await t.core.close();
    refused(t.client(3), 'game/unknown');
    refused(t.client(null), 'game/unknown');
  } finally {
    await t.done();
  }
});

test('a reconnecting connection gets only the log entries and chat lines it missed; a resume from elsewhere gets everything', async () => {
  const t = await table();
  try {
    await t.start();
    for (let i = 0; i < 6; i++) await t.playOne();
    for (const [seat, text] of [
      [0, 'one'],
      [1, 'two'],
      [2, 'three'],
    ] as const)
      await t.chat.post(seat, { text });
    const state = t.core.authority.state!;
    const own = logFor(state, 0);
    assert.ok(own.length >= 3, 'the seat has entries to miss');
    const fresh = t.client(0);
    assert.equal(t.view.attach(fresh), null);
    assert.deepEqual(kinds(fresh.messages), ['welcome', 'chat', 'update']);
    const chat = fresh.messages[1];
    assert.ok(chat?.t === 'chat', 'the chat');
    assert.deepEqual(texts(chat.lines), ['one', 'two', 'three']);
    const whole = updates(fresh)[0]!;
    assert.equal(whole.version, 1);
    assert.deepEqual(whole.events, own);
    const logSeq = own.at(-3)!.seq;
    const back = t.client(0);
    assert.equal(t.view.attach(back, { version: 7, logSeq, chatSeq: 0 }), null);
    const missedChat = back.messages.find((m) => m.t === 'chat');
    assert.ok(missedChat?.t === 'chat', 'the chat it missed');
    assert.deepEqual(texts(missedChat.lines), ['two', 'three']);
    const missed = updates(back)[0]!;
    assert.equal(missed.version, 8, 'its version goes on from the one it had');
    assert.deepEqual(missed.view, viewFor(state, 0));
    assert.deepEqual(missed.events, logFor(state, 0, logSeq + 1));
    // A log or chat this game never had: not this game's resume; everything is sent.
    const stranger = t.client(1);
    assert.equal(t.view.attach(stranger, { version: 3, logSeq: state.log.length, chatSeq: 0 }), null);
    assert.equal(updates(stranger)[0]!.version, 1);
    assert.deepEqual(updates(stranger)[0]!.events, logFor(state, 1));
    const strangerChat = stranger.messages.find((m) => m.t === 'chat');
    assert.ok(strangerChat?.t === 'chat' && strangerChat.lines.length === 3, 'the whole chat');
    // A line said now goes to every connection, spectators included.
    const spectator = t.client(null);
    assert.equal(t.view.attach(spectator), null);
    await t.chat.post(4, { text: 'four' });
    for (const c of [fresh, back, stranger, spectator]) {
      const last = c.messages.at(-1);
      assert.ok(last?.t === 'chat', 'the new line');
      assert.deepEqual(
        last.lines.map((l) => [l.seat, l.text]),
        [[4, 'four']],
      );
    }
  } finally {
    await t.done();
  }
});

test('presence: seats here and through other nodes (until a node is quiet for three beats or leaves) count as at the table, told to the others and shown in the lobby', async () => {
  const t = await table();
  try {
    const host = t.client(0);
    const second = t.client(0);
    const spectator = t.client(null);
    for (const c of [host, second, spectator]) assert.equal(t.view.attach(c), null);
    await t.clock.advance(PRESENCE_MS);
    t.view.announcePresence();
    assert.deepEqual(t.bus.published.at(-1), { t: 'presence', seats: [0], spectators: 1 });
    t.view.heardPresence('there', [2, 1]);
    assert.deepEqual([...t.view.connectedSeats()].sort(), [0, 1, 2]);
    await t.clock.advance(PRESENCE_MS);
    const shown = lobbies(host).at(-1)!;
    assert.deepEqual(
      shown.seats.map((s) => s.connected),
      [true, true, true, false, false],
    );
    const count = lobbies(host).length;
    t.view.heardPresence('there', [1, 2]);
    const heard = t.clock.now();
    await t.clock.advance(PRESENCE_MS);
    assert.equal(lobbies(host).length, count, 'the same seats again: nothing new to show');
    // The other node goes quiet: after three beats its seats no longer count.
    await t.clock.advance(heard + 3 * PRESENCE_BEAT_MS - t.clock.now());
    assert.deepEqual([...t.view.connectedSeats()].sort(), [0, 1, 2]);
    await t.clock.advance(1);
    assert.deepEqual([...t.view.connectedSeats()], [0]);
    t.view.heardPresence('there', [3]);
    await t.clock.advance(PRESENCE_MS);
    assert.equal(lobbies(host).at(-1)!.seats[3]!.connected, true);
    t.view.forgetNode('nobody');
    t.view.forgetNode('there');
    await t.clock.advance(PRESENCE_MS);
    assert.equal(lobbies(host).at(-1)!.seats[3]!.connected, false, 'a node that left: its seats left');
    // Leaving: a seat's last connection is told to the other nodes; a spectator's, or a second socket's, not.
    const published = t.bus.published.length;
    assert.equal(t.view.detach(second), false);
    assert.equal(t.view.detach(spectator), false);
    assert.equal(t.bus.published.length, published);
    assert.equal(t.view.idleSince, null);
    await t.clock.advance(1000);
    assert.equal(t.view.detach(host), true);
    assert.deepEqual(t.bus.published.at(-1), { t: 'presence', seats: [], spectators: 0 });
    assert.equal(t.view.idleSince, t.clock.now(), 'idle since the last one left');
    assert.equal(t.view.detach(host), false, 'gone already');
    // Nobody here: attended through another node, or when that cannot be known (the bus is down).
    assert.equal(t.view.attended, false);
    t.view.heardPresence('there', [4]);
    assert.equal(t.view.attended, true);
    t.view.forgetNode('there');
    t.bus.healthy = false;
    assert.equal(t.view.attended, true);
  } finally {
    await t.done();
  }
});

test('a change stored in a hidden step is held back, with presence, until the step is over, from every connection, old or new; the lobby goes out only when it changed', async () => {
  const t = await table();
  try {
    const [host, spectator, extra] = [t.client(0), t.client(null), t.client(null)];
    for (const c of [host, spectator, extra]) assert.equal(t.view.attach(c), null);
    await t.start();
    await t.clock.advance(PRESENCE_MS);
    const count = lobbies(spectator).length;
    t.core.seatsChanged();
    assert.equal(lobbies(spectator).length, count, 'nothing changed: no lobby');
    t.fakes.missed.set(1, 1);
    t.core.seatsChanged();
    assert.equal(lobbies(spectator).length, count + 1, 'a public change goes out at once');
    const shown = lobbies(spectator).at(-1)!;
    assert.equal(shown.seats[1]!.missed, 1);
    // Changed in the Night (a hidden step), said before it is made, then read again from storage: held back.
    t.core.events.emit({ type: 'holding' });
    t.fakes.missed.set(2, 1);
    t.core.events.emit({ type: 'reloaded', hold: true });
    assert.equal(t.view.detach(extra), false);
    await t.clock.advance(PRESENCE_MS);
    assert.equal(t.core.authority.state!.phase.kind, 'night');
    const ready: Action = { type: 'ready' };
    for (const seat of [0, 1, 2, 3]) {
      assert.equal(await t.core.run(() => t.core.commit(seat, ready)), null);
      t.core.changed();
      await t.clock.advance(PRESENCE_MS);
    }
    assert.equal(lobbies(spectator).length, count + 1, 'held while the Night goes on');
    assert.equal(lobbies(host).length, count + 1);
    const late = t.client(null);
    assert.equal(t.view.attach(late), null);
    assert.deepEqual(late.frames[0], { t: 'welcome', seat: null, lobby: shown }, 'a new one: as it was');
    assert.equal(JSON.stringify(t.session.lobby()), JSON.stringify(shown), 'and the routes (room.lobby)');
    const frames = spectator.frames.length;
    assert.equal(await t.core.run(() => t.core.commit(4, ready)), null);
    t.core.changed();
    assert.notEqual(t.core.authority.state!.phase.kind, 'night');
    assert.deepEqual(kinds(spectator.frames.slice(frames)), ['lobby', 'update'], 'the lobby, then the view');
    assert.equal(lobbies(spectator).at(-1)!.seats[2]!.missed, 1);
    assert.equal(t.session.lobby().seats[2]!.missed, 1, 'and the routes');
  } finally {
    await t.done();
  }
});

test('every connection follows its token to its seat: one whose seat was given away watches, told why; spectators stay', async () => {
  const t = await table();
  try {
    const host = t.client(0);
    const player = t.client(2);
    const spectator = t.client(null);
    // A connection bound to another seat than its token holds (seat 1): moved to the token's.
    const moved = { ...t.client(1), seat: 3 };
    for (const c of [host, player, spectator, moved]) assert.equal(t.view.attach(c), null);
    const counts = [host, spectator].map((c) => c.frames.length);
    const opened = await t.core.run(() => t.core.authority.setSeat(t.tokens[0]!, 2, 'open'));
    assert.equal(opened.kind, 'ok');
    t.view.rebind();
    assert.equal(player.seat, null);
    assert.deepEqual(
      player.messages.slice(-2).map((m) => (m.t === 'error' ? m.code : m.t === 'welcome' ? m.seat : m.t)),
      ['seat/removed', null],
    );
    assert.equal(moved.seat, 1, 'by its token');
    const welcome = moved.messages.at(-1);
    assert.ok(welcome?.t === 'welcome' && welcome.seat === 1, 'welcomed to its seat, not told it lost one');
    // Read again from storage: the connections are bound afresh too.
    moved.seat = 4;
    t.core.events.emit({ type: 'reloaded', hold: false });
    assert.equal(moved.seat, 1);
    const others = [kinds(host.frames.slice(counts[0])), kinds(spectator.frames.slice(counts[1]))];
    assert.deepEqual(others, [['lobby'], ['lobby']], 'the others are only shown the lobby again');
  } finally {
    await t.done();
  }
});

test('once the game closed here nothing more goes out: no presence lobby pending, no view', async () => {
  const t = await table();
  try {
    const host = t.client(0);
    assert.equal(t.view.attach(host), null);
    await t.start();
    await t.clock.advance(PRESENCE_MS);
    const spectator = t.client(null);
    assert.equal(t.view.attach(spectator), null);
    assert.ok(t.clock.pending > 0, 'the presence lobby is due');
    const frames = [host.frames.length, spectator.frames.length];
    await t.core.close();
    assert.equal(t.clock.pending, 0);
    await t.clock.advance(10 * PRESENCE_MS);
    t.core.changed();
    t.view.resend(host);
    assert.deepEqual([host.frames.length, spectator.frames.length], frames);
  } finally {
    await t.done();
  }
});

test('a game the server ended as abandoned, read again: every connection is shown it finished, why, and its seed', async () => {
  const t = await table();
  try {
    const host = t.client(0);
    assert.equal(t.view.attach(host), null);
    await t.start();
    const views = updates(host).length;
    assert.equal(await markIdle(t.db, t.core.id, t.clock.now()), true);
    assert.equal((await abandonIdle(t.db, t.clock.now() + 1)).length, 1);
    assert.equal(await t.core.run(() => t.core.authority.refresh()), true);
    const lobby = lobbies(host).at(-1)!;
    assert.deepEqual([lobby.status, lobby.ended], ['finished', 'abandoned']);
    assert.equal(lobby.seed, t.core.authority.revealedSeed);
    assert.notEqual(lobby.seed, null);
    t.core.changed();
    assert.equal(updates(host).length, views, 'its view stays as it was: the engine’s game did not end');
  } finally {
    await t.done();
  }
});
