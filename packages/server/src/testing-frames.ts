/**
 * Checking what a client was sent against what it may know (leak.test.ts, and the same check on every
 * node in cluster.test.ts): every update must be exactly `viewFor(state, seat)` and `logFor(...)` of some
 * state the game went through, in order, and the seed must not travel before the end.
 */
import assert from 'node:assert/strict';
import {
  applyInPlace,
  cloneState,
  createGame,
  logFor,
  viewFor,
  type Action,
  type GameOptions,
  type GameState,
  type Viewer,
} from '@among-cultists/engine';
import { ViewTracker, type WireMessage } from '@among-cultists/protocol';

/** The states a game went through: after setup and after each action. */
export function statesOf(
  options: GameOptions,
  actions: readonly { seat: number; action: Action }[],
): GameState[] {
  const created = createGame(options);
  assert.ok(created.ok);
  const states = [created.state];
  let s = created.state;
  for (const { seat, action } of actions) {
    s = cloneState(s);
    applyInPlace(s, seat, action);
    states.push(s);
  }
  return states;
}

/** JSON with object keys sorted: a view rebuilt from patches may list keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Checks one recipient's frames in order; returns how many updates were checked. */
export function checkFrames(
  frames: readonly string[],
  viewer: Viewer,
  states: readonly GameState[],
  seed: string,
): number {
  let k = 0;
  let from = 0;
  let checked = 0;
  let sawOver = false;
  const finalIndex = states.length - 1;
  // A patch frame is checked through the view it rebuilds (its values come from that view).
  const tracker = new ViewTracker();
  for (const frame of frames) {
    const message = tracker.receive(JSON.parse(frame) as WireMessage);
    if (message.t !== 'update') {
      if (!(message.t === 'lobby' && message.lobby.status === 'finished'))
        assert.ok(!frame.includes(seed), 'the seed before the end');
      continue;
    }
    // The state this view was made from: the first one, from the last match on, that projects to it.
    const expected = canonical(message.view);
    while (k <= finalIndex && canonical(viewFor(states[k]!, viewer)) !== expected) k += 1;
    assert.ok(k <= finalIndex, `a frame to ${String(viewer)} is not a projection of any later state`);
    // The first view of the finished game comes with the whole log, now public (hidden entries included).
    const over = states[k]!.phase.kind === 'over';
    assert.deepEqual(message.events, logFor(states[k]!, viewer, over && !sawOver ? 0 : from));
    if (over) sawOver = true;
    if (message.events.length > 0) from = Math.max(from, message.events.at(-1)!.seq + 1);
    assert.ok(!frame.includes(seed), 'the seed travels only in the final lobby');
    checked += 1;
  }
  return checked;
}

/**
 * Checks one connection's update versions in order (docs/server.md, "Views, not state"): each change comes
 * once, as the version after the last one. The one update that repeats a version is the resync that answers
 * an action refused as `version/stale` (one made on a view that had moved on, such as an action sent again
 * before the answer to the first arrived): right after that refusal, the whole view as it stands, which is
 * the one the connection already holds at that version, with no new log entry. Returns how many updates
 * were checked.
 */
export function checkVersions(frames: readonly string[]): number {
  const tracker = new ViewTracker();
  let held: { version: number; view: string } | null = null;
  let refusedStale: number | null = null;
  let checked = 0;
  frames.forEach((frame, i) => {
    const wire = JSON.parse(frame) as WireMessage;
    const message = tracker.receive(wire);
    if (message.t === 'rejected') {
      refusedStale = message.code === 'version/stale' ? message.version : null;
      return;
    }
    if (message.t !== 'update') return;
    const view = canonical(message.view);
    if (held !== null && message.version === held.version) {
      const where = `frame ${i}: version ${message.version} again`;
      assert.equal(refusedStale, held.version, `${where}, not right after a version/stale refusal`);
      assert.ok(wire.t === 'update' && wire.view !== undefined, `${where} as a patch, not a resync`);
      assert.equal(view, held.view, `${where} with another view`);
      assert.deepEqual(message.events, [], `${where} with new log entries`);
    } else if (held !== null) {
      assert.equal(
        message.version,
        held.version + 1,
        `frame ${i}: version ${message.version} after ${held.version}`,
      );
    }
    held = { version: message.version, view };
    refusedStale = null;
    checked += 1;
  });
  return checked;
}
