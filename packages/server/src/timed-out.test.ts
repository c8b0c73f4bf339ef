import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  legalActions,
  type Action,
  type CardCounts,
  type GameState,
  type Role,
} from '@among-cultists/engine';
import { act, loc, newGame, position } from '@among-cultists/engine/testing';
import { defaultAction, timedOutAction } from './timers.ts';

const ROLES: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];

/** Seat 0 (holding `hand`) steps into the Central Hallway where seat 1 stands: an Encounter. */
function encounterWith(hand: Partial<CardCounts>): GameState {
  const start = position({
    players: 5,
    roles: ROLES,
    power: true,
    seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location, i) => ({
      location,
      ...(i === 0 ? { hand } : {}),
    })),
  });
  const s = act(start, 0, { type: 'step', to: loc(start, 'central') });
  assert.equal(s.phase.kind, 'encounter');
  return s;
}

/** A draw that must not be called. */
const noDraw = (n: number): number => assert.fail(`drew from ${n} cards`);

/** The card `timedOutAction` gives for every possible secret draw in [0, n), with the n it was asked for. */
function everyDraw(state: GameState, seat: number): { cards: string[]; asked: number[] } {
  const legal = legalActions(state, seat);
  const asked: number[] = [];
  const cards: string[] = [];
  const n = state.seats[seat]!.hand.alive + state.seats[seat]!.hand.dead;
  for (let i = 0; i < n; i++) {
    const action = timedOutAction(state, seat, legal, (m) => {
      asked.push(m);
      return i;
    });
    assert.equal(action.type, 'giveCard');
    assert.ok(
      legal.some((a) => JSON.stringify(a) === JSON.stringify(action)),
      'only a legal action',
    );
    cards.push(action.card);
  }
  return { cards, asked };
}

describe('a late Encounter card', () => {
  test('is drawn from the hand, each card as likely as its count (3 Alive, 2 Dead)', () => {
    const s = encounterWith({ alive: 3, dead: 2 });
    const legal = legalActions(s, 0);
    assert.deepEqual(
      legal.map((a) => a.type === 'giveCard' && a.card),
      ['alive', 'dead'],
      'both cards are legal',
    );
    const { cards, asked } = everyDraw(s, 0);
    assert.deepEqual(asked, [5, 5, 5, 5, 5], 'one draw among the 5 Encounter cards in hand');
    assert.equal(cards.filter((c) => c === 'dead').length, 2);
    assert.equal(cards.filter((c) => c === 'alive').length, 3);
  });

  test('with one card of each, is Dead for half the draws', () => {
    const s = encounterWith({ alive: 1, dead: 1 });
    const { cards } = everyDraw(s, 0);
    assert.deepEqual([...cards].sort(), ['alive', 'dead']);
  });

  test('counts only the Encounter cards in hand (not the Room cards)', () => {
    const s = encounterWith({ alive: 2, dead: 1, success: 2, failure: 1 });
    assert.ok(s.seats[0]!.hand.success > 0 && s.seats[0]!.hand.failure > 0);
    const { cards, asked } = everyDraw(s, 0);
    assert.deepEqual(asked, [3, 3, 3]);
    assert.equal(cards.filter((c) => c === 'dead').length, 1);
  });

  test('is never a card the hand does not hold', () => {
    for (const hand of [
      { alive: 4, dead: 0 },
      { alive: 0, dead: 3 },
      { alive: 2, dead: 3 },
    ]) {
      const s = encounterWith(hand);
      const legal = legalActions(s, 0);
      for (let i = 0; i < 8; i++) {
        const action = timedOutAction(s, 0, legal, (n) => i % n);
        assert.ok(action.type === 'giveCard');
        assert.ok(s.seats[0]!.hand[action.card] > 0, `${action.card} from ${JSON.stringify(hand)}`);
      }
    }
  });

  test('with a single legal card, is that card, drawn from nothing (the safe default)', () => {
    for (const hand of [
      { alive: 4, dead: 0 },
      { alive: 0, dead: 3 },
    ]) {
      const s = encounterWith(hand);
      const legal = legalActions(s, 0);
      assert.equal(legal.length, 1);
      assert.deepEqual(timedOutAction(s, 0, legal, noDraw), defaultAction(legal));
    }
    // The other participant of the Encounter, with the default hand.
    const s = encounterWith({ alive: 3, dead: 2 });
    const other = legalActions(s, 1);
    assert.deepEqual(timedOutAction(s, 1, other, noDraw), defaultAction(other));
  });

  test('a hand the legal actions do not match is never trusted beyond its counts', () => {
    // A minimal state shaped only in `seats[seat].hand`: both cards offered, but the hand holds only Alive.
    const both: Action[] = [
      { type: 'giveCard', card: 'alive' },
      { type: 'giveCard', card: 'dead' },
    ];
    const onlyAlive = { seats: [{ hand: { alive: 3, dead: 0 } }] } as unknown as GameState;
    for (let i = 0; i < 3; i++)
      assert.deepEqual(
        timedOutAction(onlyAlive, 0, both, () => i),
        { type: 'giveCard', card: 'alive' },
      );
    // An empty hand (or an unknown seat): nothing to draw from, the safe default.
    const empty = { seats: [{ hand: { alive: 0, dead: 0 } }] } as unknown as GameState;
    assert.deepEqual(timedOutAction(empty, 0, both, noDraw), defaultAction(both));
    assert.deepEqual(timedOutAction(empty, 3, both, noDraw), defaultAction(both));
  });
});

describe('every other late decision', () => {
  test('is the safe default, with no draw', () => {
    const game = newGame({ players: 5 });
    // The Night Phase (everyone ready) and a Movement turn from a real game.
    for (let seat = 0; seat < 5; seat++) {
      const legal = legalActions(game, seat);
      if (legal.length === 0) continue;
      assert.deepEqual(timedOutAction(game, seat, legal, noDraw), defaultAction(legal));
    }
    const moving = position({
      players: 5,
      roles: ROLES,
      seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
      phase: { kind: 'movement', seat: 0 },
    });
    const legal = legalActions(moving, 0);
    assert.ok(legal.length > 1);
    assert.deepEqual(timedOutAction(moving, 0, legal, noDraw), defaultAction(legal));
    // Lists without a card choice, on any state.
    const s = encounterWith({ alive: 3, dead: 2 });
    const lists: Action[][] = [
      [{ type: 'pass' }, { type: 'checkState', target: 1 }],
      [
        { type: 'ballot', target: 2 },
        { type: 'ballot', target: null },
      ],
      [
        { type: 'endCheck', reveal: true },
        { type: 'endCheck', reveal: false },
      ],
      [
        { type: 'answerPortal', accept: true },
        { type: 'answerPortal', accept: false },
      ],
      [{ type: 'endRound' }, { type: 'claimVictory' }],
    ];
    for (const list of lists) assert.deepEqual(timedOutAction(s, 0, list, noDraw), defaultAction(list));
  });
});
