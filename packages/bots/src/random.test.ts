import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actors, apply, createGame, viewFor } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { RandomBot } from './random.ts';

test('the random bot only returns legal actions and finishes games from views alone', () => {
  for (const players of [5, 6, 7, 8] as const) {
    const created = createGame({ players, seed: seedOf(players) });
    assert.ok(created.ok);
    let state = created.state;
    const bots = state.seats.map((_, i) => new RandomBot(seedOf(100 + i)));
    let steps = 0;
    while (state.phase.kind !== 'over') {
      const seat = actors(state)[0]!;
      const action = bots[seat]!.decide(viewFor(state, seat));
      const result = apply(state, seat, action);
      assert.ok(result.ok, 'a bot action was rejected');
      state = result.state;
      assert.ok(++steps < 10000, 'game did not end');
    }
    assert.ok(state.result);
  }
});

test('the random bot is reproducible for the same seed', () => {
  const created = createGame({ players: 5, seed: seedOf(7) });
  assert.ok(created.ok);
  const view = viewFor(created.state, 0);
  const a = new RandomBot(seedOf(3));
  const b = new RandomBot(seedOf(3));
  for (let i = 0; i < 20; i++) assert.deepEqual(a.decide(view), b.decide(view));
});
