import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action } from './actions.ts';
import { bagTokens } from './content/index.ts';
import { decisionOf, safeDefault, timedOutAmong } from './decision.ts';
import { legalActions } from './legal.ts';
import { buildPosition } from './position.ts';
import type { GameState } from './state.ts';
import { act, loc, newGame, position } from './testing.ts';
import type { EventId, Role } from './types.ts';

// The safe defaults a seat whose time ran out takes (issue 29: moved here with `decisionOf` from the
// server's timers.ts, whose tests these were).

test('the safe default passes, abstains, keeps, refuses, conceals and gives Alive before anything else', () => {
  assert.deepEqual(safeDefault('action', [{ type: 'checkState', target: 1 }, { type: 'pass' }]), {
    type: 'pass',
  });
  assert.deepEqual(
    safeDefault('vote', [
      { type: 'ballot', target: 2 },
      { type: 'ballot', target: null },
    ]),
    { type: 'ballot', target: null },
  );
  assert.deepEqual(safeDefault('vote', [{ type: 'ballot', target: 1 }, { type: 'keepBallot' }]), {
    type: 'keepBallot',
  });
  assert.deepEqual(
    safeDefault('portalConsent', [
      { type: 'answerPortal', accept: true },
      { type: 'answerPortal', accept: false },
    ]),
    { type: 'answerPortal', accept: false },
  );
  assert.deepEqual(
    safeDefault('checkResult', [
      { type: 'endCheck', reveal: true },
      { type: 'endCheck', reveal: false },
    ]),
    { type: 'endCheck', reveal: false },
  );
  assert.deepEqual(
    safeDefault('checkResult', [{ type: 'endCheck', reveal: true }]),
    { type: 'endCheck', reveal: true },
    'an Investigator must reveal',
  );
  assert.deepEqual(
    safeDefault('encounter', [
      { type: 'giveCard', card: 'dead' },
      { type: 'giveCard', card: 'alive' },
    ]),
    { type: 'giveCard', card: 'alive' },
  );
  assert.deepEqual(
    safeDefault('cleanup', [{ type: 'endRound' }, { type: 'claimVictory' }]),
    { type: 'endRound' },
    'never claims',
  );
  assert.deepEqual(safeDefault('movement', [{ type: 'step', to: 3 }, { type: 'endMovement' }]), {
    type: 'endMovement',
  });
  assert.deepEqual(safeDefault('inControl', [{ type: 'drawEventToken' }, { type: 'skipEvent' }]), {
    type: 'skipEvent',
  });
  assert.throws(() => safeDefault('night', []), /no legal action/);
});

test('EVT-LIFELINES-01 the Lifelines choice is an event decision; the timer default names the First Player', () => {
  const rest = bagTokens({ unsafePassage: true, lifelines: true }).filter((t) => t !== 'lifelines');
  const bag: EventId[] = ['lifelines', ...rest];
  const built = buildPosition({
    players: 5,
    roles: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
    ruleset: { lifelines: true },
    bag,
    knife: 2,
    phase: { kind: 'event' },
  });
  assert.ok(built.ok);
  const s = built.state;
  assert.equal(s.phase.kind, 'lifelines');
  const d = decisionOf(s)!;
  assert.equal(d.kind, 'event');
  assert.deepEqual(safeDefault('lifelines', legalActions(s, 2)), { type: 'lifelinesTarget', target: 2 });
  assert.deepEqual(d.timedOut(2, noDraw), { type: 'lifelinesTarget', target: 2 });
});

const ROLES: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];

/** Seat 0 (holding `hand`) steps into the Central Hallway where seat 1 stands: an Encounter. */
function encounterWith(hand: Partial<Record<'alive' | 'dead' | 'success' | 'failure', number>>): GameState {
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

/** What a late `seat` plays in `s`, with the draw given. */
function late(s: GameState, seat: number, draw: (n: number) => number): Action {
  const action = decisionOf(s)!.timedOut(seat, draw);
  assert.ok(action !== null, `seat ${seat} is asked`);
  return action;
}

/** The card a late seat gives for every possible secret draw in [0, n), with the n it was asked for. */
function everyDraw(state: GameState, seat: number): { cards: string[]; asked: number[] } {
  const legal = legalActions(state, seat);
  const asked: number[] = [];
  const cards: string[] = [];
  const n = state.seats[seat]!.hand.alive + state.seats[seat]!.hand.dead;
  for (let i = 0; i < n; i++) {
    const action = late(state, seat, (m) => {
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
      for (let i = 0; i < 8; i++) {
        const action = late(s, 0, (n) => i % n);
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
      assert.deepEqual(late(s, 0, noDraw), safeDefault('encounter', legal));
    }
    // The other participant of the Encounter, with the default hand.
    const s = encounterWith({ alive: 3, dead: 2 });
    const other = legalActions(s, 1);
    assert.deepEqual(late(s, 1, noDraw), safeDefault('encounter', other));
  });

  test('a hand the legal actions do not match is never trusted beyond its counts', () => {
    // Both cards offered, but the hand holds only Alive.
    const both: Action[] = [
      { type: 'giveCard', card: 'alive' },
      { type: 'giveCard', card: 'dead' },
    ];
    const onlyAlive = { alive: 3, dead: 0 };
    for (let i = 0; i < 3; i++)
      assert.deepEqual(
        timedOutAmong('encounter', onlyAlive, both, () => i),
        { type: 'giveCard', card: 'alive' },
      );
    // An empty hand (or an unknown seat): nothing to draw from, the safe default.
    const empty = { alive: 0, dead: 0 };
    assert.deepEqual(timedOutAmong('encounter', empty, both, noDraw), safeDefault('encounter', both));
    assert.deepEqual(timedOutAmong('encounter', undefined, both, noDraw), safeDefault('encounter', both));
  });
});

describe('every other late decision', () => {
  test('is the safe default, with no draw', () => {
    const game = newGame({ players: 5 });
    // The Night Phase (everyone ready) and a Movement turn from a real game.
    for (let seat = 0; seat < 5; seat++) {
      const legal = legalActions(game, seat);
      if (legal.length === 0) continue;
      assert.deepEqual(late(game, seat, noDraw), safeDefault(game.phase.kind, legal));
    }
    const moving = position({
      players: 5,
      roles: ROLES,
      seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
      phase: { kind: 'movement', seat: 0 },
    });
    const legal = legalActions(moving, 0);
    assert.ok(legal.length > 1);
    assert.deepEqual(late(moving, 0, noDraw), safeDefault('movement', legal));
    // Lists without a card choice, in an Encounter.
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
    const hand = encounterWith({ alive: 3, dead: 2 }).seats[0]!.hand;
    for (const list of lists)
      assert.deepEqual(timedOutAmong('encounter', hand, list, noDraw), safeDefault('encounter', list));
  });

  test('a seat not asked has nothing played for it', () => {
    const s = encounterWith({ alive: 3, dead: 2 });
    assert.equal(decisionOf(s)!.timedOut(3, noDraw), null);
    assert.equal(decisionOf(s)!.timedOut(99, noDraw), null);
  });
});
