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
