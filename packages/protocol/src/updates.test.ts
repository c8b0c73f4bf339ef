import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  apply,
  createGame,
  createRng,
  legalActions,
  randomInt,
  viewFor,
  type GameOptions,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { encodeView, ViewTracker, type WireMessage } from './updates.ts';

/** The views one seat sees along a random game. */
function viewsAlong(players: number, seed: number, viewer: number | 'spectator'): PlayerView[] {
  const created = createGame({ players: players as GameOptions['players'], seed: seedOf(seed) });
  assert.ok(created.ok);
  let state: GameState = created.state;
  const rng = createRng(seedOf(seed + 1));
  const views = [viewFor(state, viewer)];
  for (let i = 0; i < 2000 && state.phase.kind !== 'over'; i++) {
    const moves = state.seats.flatMap((_, seat) =>
      legalActions(state, seat).map((action) => ({ seat, action })),
    );
    if (moves.length === 0) break;
    const move = moves[randomInt(rng, moves.length)]!;
    const result = apply(state, move.seat, move.action);
    assert.ok(result.ok);
    state = result.state;
    views.push(viewFor(state, viewer));
  }
  return views;
}

function frame(version: number, encoded: ReturnType<typeof encodeView>): WireMessage {
  return { t: 'update', version, ...encoded, events: [], deadline: null };
}

describe('compact updates', () => {
  test('a client rebuilds every view from patches; patches are much smaller than views', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 8 }),
        fc.nat(10_000),
        fc.oneof(fc.nat(4), fc.constant('spectator' as const)),
        // Several steps may pass between two updates to one client (others' turns, bots).
        fc.integer({ min: 1, max: 6 }),
        (players, seed, viewer, stride) => {
          const views = viewsAlong(players, seed, viewer).filter((_, i) => i % stride === 0);
          const tracker = new ViewTracker();
          let previous: PlayerView | null = null;
          let wholeBytes = 0;
          let sentBytes = 0;
          views.forEach((view, version) => {
            const encoded = encodeView(previous, view);
            const wire = JSON.stringify(frame(version, encoded));
            const received = tracker.receive(JSON.parse(wire) as WireMessage);
            assert.ok(received.t === 'update');
            // Equal as values; keys added by a patch may come in another order.
            assert.deepEqual(received.view, view);
            wholeBytes += JSON.stringify(view).length;
            sentBytes += wire.length;
            previous = view;
          });
          if (views.length > 20) assert.ok(sentBytes < wholeBytes / 2, `${sentBytes} of ${wholeBytes}`);
        },
      ),
      { numRuns: 12 },
    );
  });

  test('the first update is a whole view; a patch without one is refused; earlier views are not changed', () => {
    const [a, b] = viewsAlong(5, 3, 0);
    assert.ok(a && b);
    assert.ok('view' in encodeView(null, a));
    const patch = encodeView(a, b);
    assert.ok('patch' in patch);
    assert.throws(() => new ViewTracker().receive(frame(1, patch)), /before any whole view/);
    const tracker = new ViewTracker();
    const first = tracker.receive(frame(0, { view: structuredClone(a) }));
    const copy = structuredClone(first);
    tracker.receive(frame(1, patch));
    assert.deepEqual(first, copy);
  });
});
