// The updates a Session writes are spliced from JSON pieces written once per change (updates.ts,
// session.ts): along random games, every frame's text must be exactly what writing the whole update
// object gave before, per connection, and every connection must rebuild its own view from them.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { createGame, createRng, logFor, viewFor, type GameState, type Viewer } from '@among-cultists/engine';
import { afterAnyAction, seedOf } from '@among-cultists/engine/testing';
import { nextUpdate, ViewTracker, type SentView, type WireMessage } from '@among-cultists/protocol';
import { ManualClock } from '../testing-clock.ts';
import { Session, type Client, type Timing } from './session.ts';

/** A connection that records what it was sent, and what the code before the splicing would have sent. */
interface Recorded {
  readonly client: Client;
  readonly frames: { message: WireMessage; text: string | undefined }[];
  /** The old per-connection update: its own view, log position and version. */
  readonly old: { version: number; lastSeq: number; sentWholeLog: boolean; lastView: SentView | null };
  readonly tracker: ViewTracker;
}

function connect(seat: number | null, table = false): Recorded {
  const frames: Recorded['frames'] = [];
  const client: Client = {
    seat,
    tokenHash: seat === null ? null : `token-${seat}`,
    ...(table ? { table } : {}),
    send: (message, text) => {
      frames.push({ message, text });
    },
    close: () => {},
    version: 0,
    lastSeq: -1,
    sentWholeLog: false,
    lastView: null,
  };
  return {
    client,
    frames,
    old: { version: 0, lastSeq: -1, sentWholeLog: false, lastView: null },
    tracker: new ViewTracker(),
  };
}

/** The update `JSON.stringify` wrote whole per connection before (session.ts at 6b2aad2), or null. */
function oldUpdate(r: Recorded, state: GameState, timing: Timing, force: boolean): string | null {
  const old = r.old;
  const viewer: Viewer = r.client.seat ?? 'spectator';
  const view = viewFor(state, viewer);
  const over = state.phase.kind === 'over';
  const events = logFor(state, viewer, over && !old.sentWholeLog ? 0 : old.lastSeq + 1);
  if (over) old.sentWholeLog = true;
  const next = nextUpdate(old.lastView, view);
  if (!force && !next.changed && events.length === 0) return null;
  if (next.changed || events.length > 0) old.version += 1;
  old.lastView = next.sent;
  if (events.length > 0) old.lastSeq = Math.max(old.lastSeq, events[events.length - 1]!.seq);
  return JSON.stringify({
    t: 'update',
    version: old.version,
    ...(force ? { view } : next.encoded),
    events,
    deadline: timing.deadline,
    phaseSince: timing.phaseSince,
  });
}

/** Checks the frames `r` got since `from` against the old code's one update (or none). */
function check(r: Recorded, from: number, expected: string | null, state: GameState): void {
  const got = r.frames.slice(from);
  if (expected === null) {
    assert.equal(got.length, 0);
    return;
  }
  assert.equal(got.length, 1);
  const { message, text } = got[0]!;
  assert.ok(text !== undefined, 'an update comes with its text');
  assert.equal(text, JSON.stringify(message));
  assert.equal(text, expected);
  assert.deepStrictEqual(JSON.parse(text), JSON.parse(expected));
  const received = r.tracker.receive(JSON.parse(text) as WireMessage);
  assert.ok(received.t === 'update');
  assert.deepStrictEqual(received.view, viewFor(state, r.client.seat ?? 'spectator'));
}

for (const [players, games] of [
  [5, 3],
  [8, 1],
] as const) {
  test(`spliced updates are the whole updates of before, for every kind of connection (${players} players)`, () => {
    for (let seed = 0; seed < games; seed++) {
      const created = createGame({ players, seed: seedOf(seed) });
      assert.ok(created.ok);
      let state: GameState = created.state;
      const rng = createRng(seedOf(seed + 100));
      const session = new Session(new ManualClock(), 1000, () => {
        throw new Error('no lobby is sent in this test');
      });
      const connections: Recorded[] = [];
      const join = (r: Recorded, timing: Timing): void => {
        connections.push(r);
        session.clients.add(r.client);
        const from = r.frames.length;
        session.sendState(r.client, state, timing);
        check(r, from, oldUpdate(r, state, timing, false), state);
      };
      const first: Timing = { deadline: null, phaseSince: undefined };
      for (let seat = 0; seat < players; seat++) join(connect(seat), first);
      // A seat open in two windows, two spectators and a table screen: identical recipients.
      join(connect(1), first);
      join(connect(null), first);
      join(connect(null), first);
      join(connect(null, true), first);
      for (let step = 0; step < 400 && state.phase.kind !== 'over'; step++) {
        state = afterAnyAction(state, rng)!;
        const timing: Timing = {
          deadline: step % 3 === 0 ? null : 1_000_000 + step,
          phaseSince: step % 4 === 0 ? undefined : 500 + step,
        };
        // Now and then someone arrives late (its own versions and base) or is resynced whole.
        if (step % 37 === 5) join(connect(null), timing);
        if (step % 41 === 7) join(connect(step % players), timing);
        const from = connections.map((r) => r.frames.length);
        session.broadcastState(state, timing);
        connections.forEach((r, i) => {
          check(r, from[i]!, oldUpdate(r, state, timing, false), state);
        });
        if (step % 29 === 3) {
          const r = connections[step % connections.length]!;
          const at = r.frames.length;
          session.sendState(r.client, state, timing, true);
          check(r, at, oldUpdate(r, state, timing, true), state);
        }
      }
    }
  });
}
