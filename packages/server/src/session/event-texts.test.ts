import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { createGame, createRng, logFor, type GameState, type Viewer } from '@among-cultists/engine';
import { afterAnyAction, seedOf } from '@among-cultists/engine/testing';
import { EventTexts } from './event-texts.ts';

/** The states of a random 8-player game, first to last. */
function game(seed: number): GameState[] {
  const created = createGame({ players: 8, seed: seedOf(seed) });
  assert.ok(created.ok);
  const rng = createRng(seedOf(seed + 1));
  const states = [created.state];
  for (let state = created.state; state.phase.kind !== 'over';) {
    state = afterAnyAction(state, rng)!;
    states.push(state);
  }
  return states;
}

test('each viewer is sent the text JSON.stringify writes of its own events, along a game and at its end', () => {
  const texts = new EventTexts();
  const viewers: Viewer[] = [0, 3, 7, 'spectator'];
  const last = new Map<Viewer, number>(viewers.map((v) => [v, -1]));
  for (const state of game(11)) {
    for (const viewer of viewers) {
      const events = logFor(state, viewer, last.get(viewer)! + 1);
      assert.equal(texts.json(state, events), JSON.stringify(events));
      if (events.length > 0) last.set(viewer, events[events.length - 1]!.seq);
    }
  }
  // At the end every entry is shown to everyone, the hidden ones included.
  const end = game(11).at(-1)!;
  for (const viewer of viewers) {
    const events = logFor(end, viewer);
    assert.equal(texts.json(end, events), JSON.stringify(events));
  }
});

test('another game’s entries at the same places are written anew, not taken for the first game’s', () => {
  const texts = new EventTexts();
  const a = game(21).at(-1)!;
  const b = game(22).at(-1)!;
  for (const state of [a, b, a]) {
    const events = logFor(state, 'spectator');
    assert.equal(texts.json(state, events), JSON.stringify(events));
  }
  assert.equal(texts.json(a, []), '[]');
});
