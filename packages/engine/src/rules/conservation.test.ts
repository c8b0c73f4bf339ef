import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyInPlace } from '../apply.ts';
import { cardsAccountedFor, setupCardTotals } from '../cards.ts';
import { layoutById } from '../content/index.ts';
import { actors, legalActions } from '../legal.ts';
import type { Action } from '../actions.ts';
import { createRng, randomInt, type RngState } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import { newGame, seedOf } from '../testing.ts';
import { PLAYER_COUNTS } from '../types.ts';

/**
 * Whole random games (every seat picks a random legal action) keep cards, books and VP
 * consistent after every single action.
 */

function invariants(s: GameState, unsafeBefore: number): void {
  assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config), 'card conservation');
  const layout = layoutById(s.config.layout);
  let vp = 0;
  layout.racks.forEach((rack, i) => {
    const inRooms = rack.rooms.reduce((n, r) => n + s.rooms[r]!.books, 0);
    assert.equal(s.racks[i]!.books + inRooms, rack.capacity, `books of the ${rack.id} rack (BOOK-02)`);
    assert.equal(
      s.racks[i]!.scored,
      s.racks[i]!.books === rack.capacity,
      `${rack.id} scored iff complete (BOOK-03)`,
    );
    if (s.racks[i]!.scored) vp += rack.vp;
  });
  assert.equal(s.vp, vp, 'VP are the sum of the scored racks (BOOK-03, AMB-21)');
  for (const i of layout.rooms) {
    const r = s.rooms[i]!;
    assert.equal(r.finished, r.books === 0, 'BOOK-05');
    if (r.finished) assert.deepEqual(r.deck, [], 'a finished room has no deck (BOOK-05)');
    if (r.deck.length >= 3) assert.ok(r.explored, 'ROOM-03');
  }
  assert.ok(s.unsafeDeck.length >= unsafeBefore, 'the Unsafe Passage deck only grows (UNSAFE-01)');
}

/**
 * Weights that steer the random players towards the room rules (and away from ending round 1
 * with a Cultist claim), so that books move and racks get scored.
 */
const WEIGHT: Partial<Record<Action['type'], number>> = {
  checkRoom: 40,
  cameraRoom: 40,
  fillRoom: 8,
  secureHallway: 2,
  claimVictory: 0.02,
};

function pick(rng: RngState, legal: readonly Action[]): Action {
  const weights = legal.map((a) => WEIGHT[a.type] ?? 1);
  let x = (randomInt(rng, 1 << 30) / (1 << 30)) * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < legal.length; i++) {
    x -= weights[i]!;
    if (x < 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}

/** Plays one game to its end with random legal actions; returns the number of actions and final state. */
function playOut(s: GameState, choiceSeed: string): { steps: number; state: GameState } {
  const rng = createRng(choiceSeed);
  let steps = 0;
  while (s.phase.kind !== 'over') {
    const who = actors(s);
    assert.ok(who.length > 0, `nobody can act in phase ${s.phase.kind}`);
    const seat = who[randomInt(rng, who.length)]!;
    const legal = legalActions(s, seat);
    const unsafeBefore = s.unsafeDeck.length;
    applyInPlace(s, seat, pick(rng, legal));
    invariants(s, unsafeBefore);
    assert.ok(++steps < 20_000, 'the game does not end');
  }
  return { steps, state: s };
}

describe('card conservation, books and VP over random games (ROOM-01 UNSAFE-01 BOOK-02 BOOK-03 BOOK-05)', () => {
  test('every action keeps cards, books on racks and in rooms, and VP consistent', () => {
    let scored = 0;
    let explored = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAYER_COUNTS),
        fc.integer({ min: 1, max: 0x7fffffff }),
        fc.boolean(),
        (players, n, unsafePassage) => {
          const start = newGame({ players, seed: seedOf(n), ruleset: { unsafePassage } });
          invariants(start, 0);
          const { state } = playOut(start, seedOf(n ^ 0x5a5a5a5a));
          assert.ok(state.result !== null);
          scored += state.racks.filter((r) => r.scored).length;
          explored += state.rooms.filter((r) => r?.explored === true).length;
        },
      ),
      { numRuns: 40, seed: 20240601 },
    );
    // The random games do reach the rules under test.
    assert.ok(explored > 0, 'rooms were explored');
    assert.ok(scored > 0, 'racks were scored');
  });
});
