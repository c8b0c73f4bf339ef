import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actors, applyInPlace, decisionOf, logFor, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { HeuristicBot } from './heuristic/index.ts';
import { isOver, newGame } from './play.testing.ts';
import { discussOnce } from './talk-relay.ts';

test('a harness holds each Vote discussion once, named by the engine’s key of its step (decisionOf, issue 29)', () => {
  let discussions = 0;
  let spoken = 0;
  for (const seed of [3, 77, 1234]) {
    const state = newGame({ players: 6, seed: seedOf(seed) });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(seed * 10 + i)));
    const shown = state.seats.map(() => 0);
    const heldKeys = new Set<string>();
    let held: string | null = null;
    let steps = 0;
    while (!isOver(state)) {
      const decision = decisionOf(state);
      const before: string | null = held;
      const discussed = discussOnce(state, bots, shown, held);
      held = discussed.held;
      if (decision?.kind === 'discussion' && !heldKeys.has(decision.key)) {
        // A discussion not held yet is held now, under the engine's key.
        assert.equal(held, decision.key);
        heldKeys.add(decision.key);
        discussions++;
        spoken += discussed.posted.length;
      } else {
        // Anywhere else, and in a discussion already held, nothing is said and the name stays.
        assert.equal(held, before);
        assert.deepEqual(discussed.posted, []);
      }
      for (const seat of actors(state)) {
        if (isOver(state)) break;
        const view = viewFor(state, seat);
        if (view.legal.length === 0) continue;
        const log = logFor(state, seat, shown[seat]);
        shown[seat] = state.log.length;
        applyInPlace(state, seat, bots[seat]!.decide(view, log));
      }
      assert.ok(++steps < 20_000, 'the game did not end');
    }
  }
  assert.ok(discussions >= 3, `${discussions} discussions held`);
  assert.ok(spoken > 0, 'the bots said something in them');
});
