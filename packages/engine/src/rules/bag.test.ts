import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_TOKENS, MAX_ROUNDS } from '../content/tables.ts';
import { createRng, shuffle } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import { PLAYER_COUNTS, type EventId } from '../types.ts';
import { act, events, newGame, position, seedOf } from '../testing.ts';
import { bagOrder, drive, randomPolicy, type Policy } from './drive.testing.ts';

/** Where each of the 12 tokens is: in the Bag, on the Clock, out of the game, or in a hand. */
function tokensAccountedFor(s: GameState): number {
  const drawn = s.phase.kind === 'inControl' && s.phase.drawn !== null ? 1 : 0;
  return s.bag.length + s.clock.filter((t) => t !== null).length + s.eventsRemoved.length + drawn;
}

/** Random, except that In Control always takes a token out of the game and nobody claims early. */
function greedyRemover(seed: number): Policy {
  const random = randomPolicy(createRng(seedOf(seed)));
  return (s, seat, legal) => {
    for (const type of ['drawEventToken', 'discardEventToken'] as const) {
      const found = legal.find((a) => a.type === type);
      if (found) return found;
    }
    return random(
      s,
      seat,
      legal.filter((a) => a.type !== 'claimVictory'),
    );
  };
}

/**
 * A random Bag order in which the Mirror is drawn in the round after In Control (the token In
 * Control takes out lies between them), so that it repeats In Control.
 */
function mirrorAfterInControl(game: number): EventId[] {
  const order: EventId[] = EVENT_TOKENS.filter((t) => t !== 'mirror');
  shuffle(createRng(seedOf(5000 + game)), order);
  order.splice(order.indexOf('inControl') + 2, 0, 'mirror');
  return order;
}

/** Plays a whole game from a seed, checking the tokens after every action. */
function playChecked(game: number, policy: (seed: number) => Policy, bag?: EventId[]): GameState {
  const players = PLAYER_COUNTS[game % PLAYER_COUNTS.length]!;
  const start = newGame({ players, seed: seedOf(2000 + game), ...(bag ? { deal: { bag } } : {}) });
  assert.equal(start.bag.length, EVENT_TOKENS.length);
  const end = drive(
    start,
    (s) => {
      assert.equal(tokensAccountedFor(s), EVENT_TOKENS.length);
      assert.ok(s.eventsRemoved.length <= 2);
      return false;
    },
    policy(3000 + game),
    createRng(seedOf(4000 + game)),
  );
  assert.equal(end.phase.kind, 'over');
  assert.deepEqual(events(end, 'noEvent'), [], `game ${game}: a round without a token`);
  // Every Event Phase drew a token.
  const eventPhases = end.log.filter((e) => e.t === 'phase' && e.phase === 'event').length;
  assert.equal(events(end, 'eventDrawn').length, eventPhases);
  return end;
}

describe('EVT-BAG-01 AMB-36 the Bag never runs out in a standard game', () => {
  test('EVT-BAG-01 random full games: every Event Phase draws a token', () => {
    let reachedRound10 = 0;
    for (let g = 0; g < 24; g++) {
      const end = playChecked(g, (seed) => randomPolicy(createRng(seedOf(seed))));
      if (end.clock.length === MAX_ROUNDS) reachedRound10 += 1;
    }
    assert.ok(reachedRound10 >= 5, `only ${reachedRound10} games reached round 10`);
  });

  test('EVT-BAG-01 random full games where In Control always removes a token', () => {
    let worst = 0;
    for (let g = 0; g < 40; g++) {
      const end = playChecked(g, greedyRemover, g % 2 === 0 ? mirrorAfterInControl(g) : undefined);
      if (end.clock.length === MAX_ROUNDS && end.eventsRemoved.length === 2) worst += 1;
    }
    assert.ok(worst >= 5, `only ${worst} games reached round 10 with two tokens removed`);
  });

  test('EVT-BAG-01 the worst case: In Control and its Mirror copy remove 2 tokens, round 10 still draws the last one', () => {
    const clock: EventId[] = [
      'lightningStrike',
      'lightningStrike',
      'secretDoors',
      'secretDoors',
      'noConnection',
      'falseEyes',
      'boostedMorale',
    ];
    let s = position({
      players: 5,
      roles: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'],
      round: 8,
      clock,
      bag: bagOrder(['inControl', 'portalOpens', 'mirror', 'brokenPanes', 'lostMorale'], clock),
      phase: { kind: 'event' },
    });
    const removeOne = (state: GameState): GameState => {
      assert.equal(state.phase.kind, 'inControl');
      const seat = state.knife;
      return act(act(state, seat, { type: 'drawEventToken' }), seat, { type: 'discardEventToken' });
    };
    s = removeOne(s);
    s = removeOne(drive(s, (x) => x.round === 9 && x.phase.kind === 'inControl'));
    assert.deepEqual(s.eventsRemoved, ['portalOpens', 'brokenPanes']);
    assert.deepEqual(s.bag, ['lostMorale']);
    const round10 = drive(s, (x) => x.round === 10 && x.phase.kind === 'action');
    assert.deepEqual(round10.clock.slice(7), ['inControl', 'mirror', 'lostMorale']);
    assert.deepEqual(round10.bag, []);
  });
});
