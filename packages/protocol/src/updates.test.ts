import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import {
  createGame,
  createRng,
  viewFor,
  viewsFor,
  type GameOptions,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import { afterAnyAction, seedOf } from '@among-cultists/engine/testing';
import { encodeView, nextUpdate, ViewTracker, type SentView, type WireMessage } from './updates.ts';

/** The views one seat sees along a random game. */
function viewsAlong(players: number, seed: number, viewer: number | 'spectator'): PlayerView[] {
  const created = createGame({ players: players as GameOptions['players'], seed: seedOf(seed) });
  assert.ok(created.ok);
  let state: GameState = created.state;
  const rng = createRng(seedOf(seed + 1));
  const views = [viewFor(state, viewer)];
  for (let i = 0; i < 2000 && state.phase.kind !== 'over'; i++) {
    const next = afterAnyAction(state, rng);
    if (next === null) break;
    state = next;
    views.push(viewFor(state, viewer));
  }
  return views;
}

function frame(version: number, encoded: ReturnType<typeof encodeView>): WireMessage {
  return { t: 'update', version, ...encoded, events: [], deadline: null };
}

/** The views one client is sent along a random game: several steps may pass between two updates to it
 *  (others' turns, bots). */
const viewSequence = fc
  .tuple(
    fc.integer({ min: 5, max: 8 }),
    fc.nat(10_000),
    fc.oneof(fc.nat(4), fc.constant('spectator' as const)),
    fc.integer({ min: 1, max: 6 }),
  )
  .map(([players, seed, viewer, stride]) =>
    viewsAlong(players, seed, viewer).filter((_, i) => i % stride === 0),
  );

describe('compact updates', () => {
  test('a client rebuilds every view from patches; patches are much smaller than views', () => {
    fc.assert(
      fc.property(viewSequence, (views) => {
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
      }),
      { numRuns: 12 },
    );
  });

  test('the server sends the smaller of patch and view, and nothing when the view did not change', () => {
    fc.assert(
      fc.property(viewSequence, (views) => {
        const tracker = new ViewTracker();
        let sent: SentView | null = null;
        let rebuilt: PlayerView | null = null;
        views.forEach((view, version) => {
          const next = nextUpdate(sent, view);
          sent = next.sent;
          assert.equal(next.changed, rebuilt === null || !isDeepStrictEqual(rebuilt, view));
          if (!next.changed) return;
          if ('patch' in next.encoded)
            assert.ok(JSON.stringify(next.encoded.patch).length < JSON.stringify(view).length);
          const received = tracker.receive(frame(version, next.encoded));
          assert.ok(received.t === 'update');
          assert.deepEqual(received.view, view);
          rebuilt = received.view;
        });
      }),
      { numRuns: 12 },
    );
  });

  test('seats sharing the public parts of their views (viewsFor) each rebuild their own views', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 8 }), fc.nat(10_000), (players, seed) => {
        const viewers = [0, 1, 2, 'spectator'] as const;
        const created = createGame({ players: players as GameOptions['players'], seed: seedOf(seed) });
        assert.ok(created.ok);
        let state: GameState = created.state;
        const rng = createRng(seedOf(seed + 1));
        const sent = new Map<(typeof viewers)[number], SentView | null>(viewers.map((v) => [v, null]));
        const trackers = new Map(viewers.map((v) => [v, new ViewTracker()]));
        for (let step = 0; step < 400 && state.phase.kind !== 'over'; step++) {
          const views = viewsFor(state, viewers);
          viewers.forEach((viewer, i) => {
            // Seat 1 hears of every third change only: its base differs from the others'.
            if (viewer === 1 && step % 3 !== 0) return;
            const next = nextUpdate(sent.get(viewer)!, views[i]!);
            sent.set(viewer, next.sent);
            if (!next.changed) return;
            const received = trackers
              .get(viewer)!
              .receive(JSON.parse(JSON.stringify(frame(step, next.encoded))) as WireMessage);
            assert.ok(received.t === 'update');
            assert.deepEqual(received.view, viewFor(state, viewer));
          });
          const next = afterAnyAction(state, rng);
          if (next === null) break;
          state = next;
        }
      }),
      { numRuns: 6 },
    );
  });

  test('a patched view shares the parts the patch did not touch; a patch that does not fit is refused', () => {
    const views = viewsAlong(6, 9, 1);
    const tracker = new ViewTracker();
    let last = tracker.receive(frame(0, { view: structuredClone(views[0]!) }));
    for (let i = 1; i < views.length; i++) {
      const patch = jsonpatch.compare(views[i - 1]!, views[i]!);
      const next = tracker.receive(frame(i, { patch }));
      assert.ok(last.t === 'update' && next.t === 'update');
      for (const key of Object.keys(next.view) as (keyof PlayerView)[]) {
        const touched = patch.some((op) => op.path.startsWith(`/${key}/`) || op.path === `/${key}`);
        if (!touched) assert.equal(next.view[key], last.view[key], `${key} is shared`);
      }
      last = next;
    }
    const before = last;
    assert.throws(() =>
      tracker.receive(frame(99, { patch: [{ op: 'replace', path: '/nothing/here', value: 1 }] })),
    );
    const after = tracker.receive(frame(100, { patch: [] }));
    assert.ok(before.t === 'update' && after.t === 'update');
    assert.deepEqual(after.view, before.view);
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

  test('a section added, removed, changed or undefined on both sides: the patch and its JSON say so, in order', () => {
    const shared = { x: 1 };
    const before = { a: 1, b: { x: 1 }, c: shared, d: 'gone', u: undefined };
    const after = { a: 1, b: { x: 2 }, c: shared, e: true, u: undefined };
    const next = nextUpdate(
      { view: before as unknown as PlayerView, length: 1000 },
      after as unknown as PlayerView,
    );
    const ops = [
      { op: 'replace', path: '/b/x', value: 2 },
      { op: 'add', path: '/e', value: true },
      { op: 'remove', path: '/d' },
    ];
    assert.deepEqual(next.encoded, { patch: ops });
    assert.equal(next.json, `"patch":${JSON.stringify(ops)}`);
    // The same views again: nothing changed, and no key is said to be removed.
    const same = nextUpdate({ view: after as unknown as PlayerView, length: 1000 }, {
      ...after,
    } as unknown as PlayerView);
    assert.deepEqual(same.encoded, { patch: [] });
    assert.equal(same.changed, false);
  });
});
