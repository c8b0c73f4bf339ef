import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOOK_TOKENS,
  CARD_POOL,
  CULTIST_TOKENS,
  EVENT_TOKENS,
  PLAYER_COUNT_TABLE,
  pulseStartFor,
  ROOM_TOKENS,
  ROUTE_CARDS,
  UNSAFE_START,
} from './tables.ts';
import { PLAYER_COUNTS, type CardCounts, type EventId, type PlayerCount } from '../types.ts';

/**
 * The per-player-count table of the rulebook (EN 251-266, 1st edition; ES 252-279, 2nd edition),
 * written out again column by column so that a typo in `tables.ts` cannot hide.
 */

type Column = Record<PlayerCount, unknown>;
const column = (f: (p: PlayerCount) => unknown): Column =>
  Object.fromEntries(PLAYER_COUNTS.map((p) => [p, f(p)])) as Column;
const byCount = (small: unknown, six: unknown, seven: unknown, eight: unknown): Column => ({
  5: small,
  6: six,
  7: seven,
  8: eight,
});

describe('the player-count table (inventory 1.3)', () => {
  test('PC-01 AMB-38 Investigator deck: 1st edition 7 Alive at 4-6, 9 at 7-8; 2nd edition 9 everywhere; 8 Success', () => {
    const first = { alive: 7, success: 8 };
    const all9 = { alive: 9, success: 8 };
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].investigatorDeck.first),
      byCount(first, first, all9, all9),
    );
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].investigatorDeck.second),
      byCount(all9, all9, all9, all9),
    );
  });

  test('PC-02 AMB-38 Cultist deck: 4 (1st ed., 4-6) or 6 Alive + 3 Dead + 2 Success + 4 Failure + 2 Sabotage', () => {
    const rest = { dead: 3, success: 2, failure: 4, sabotage: 2 };
    const four = { alive: 4, ...rest };
    const six = { alive: 6, ...rest };
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].cultistDeck.first),
      byCount(four, four, six, six),
    );
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].cultistDeck.second),
      byCount(six, six, six, six),
    );
  });

  test('PC-03 Pulse starting deck, 2nd edition (default): 5A+1D at 4/5 and 6, none at 7, 7A+1D', () => {
    assert.deepEqual(
      column((p) => pulseStartFor(p, 'second')),
      byCount({ alive: 5, dead: 1 }, { alive: 5, dead: 1 }, null, { alive: 7, dead: 1 }),
    );
  });

  test('PC-03 Pulse starting deck, 1st edition (EN): 5A+2D at 6 players', () => {
    assert.deepEqual(
      column((p) => pulseStartFor(p, 'first')),
      byCount({ alive: 5, dead: 1 }, { alive: 5, dead: 2 }, null, { alive: 7, dead: 1 }),
    );
  });

  test('PC-04 PC-05 Room starting cards (= the Draw pile): 5/3/1, 4/4/1, 5/4/1, 5/5/1', () => {
    const cards = (success: number, failure: number) => ({ success, failure, sabotage: 1 });
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].roomStart),
      byCount(cards(5, 3), cards(4, 4), cards(5, 4), cards(5, 5)),
    );
  });

  test('PC-06 Unsafe Passage deck: 1 Success + 1 Failure', () => {
    assert.deepEqual(UNSAFE_START, { success: 1, failure: 1 });
  });

  test('PC-07 COMP-17 the 12 Event tokens', () => {
    const count = (t: EventId): number => EVENT_TOKENS.filter((x) => x === t).length;
    assert.equal(EVENT_TOKENS.length, 12);
    assert.deepEqual(
      {
        lightningStrike: count('lightningStrike'),
        secretDoors: count('secretDoors'),
        noConnection: count('noConnection'),
        falseEyes: count('falseEyes'),
        boostedMorale: count('boostedMorale'),
        inControl: count('inControl'),
        portalOpens: count('portalOpens'),
        brokenPanes: count('brokenPanes'),
        lostMorale: count('lostMorale'),
        mirror: count('mirror'),
      },
      {
        lightningStrike: 2,
        secretDoors: 2,
        noConnection: 1,
        falseEyes: 1,
        boostedMorale: 1,
        inControl: 1,
        portalOpens: 1,
        brokenPanes: 1,
        lostMorale: 1,
        mirror: 1,
      },
    );
  });

  test('PC-08 Room tokens: 5+4, 4+5, 6+4, 5+6 (Explored + Unsafe Passage)', () => {
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].roomTokens),
      byCount(
        { explored: 5, unsafe: 4 },
        { explored: 4, unsafe: 5 },
        { explored: 6, unsafe: 4 },
        { explored: 5, unsafe: 6 },
      ),
    );
  });

  test('COMP-09 the 12 Room tokens cover every count: at most 6 plain and 6 with the Unsafe Passage icon', () => {
    const plain = Math.max(...PLAYER_COUNTS.map((p) => PLAYER_COUNT_TABLE[p].roomTokens.explored));
    const unsafe = Math.max(...PLAYER_COUNTS.map((p) => PLAYER_COUNT_TABLE[p].roomTokens.unsafe));
    assert.equal(ROOM_TOKENS, 12);
    assert.equal(plain + unsafe, ROOM_TOKENS);
  });

  test('PC-09 PC-10 victory targets: 10/12/12/13 VP and 3/4/4/5 dead Investigators', () => {
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].vpTarget),
      byCount(10, 12, 12, 13),
    );
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].killTarget),
      byCount(3, 4, 4, 5),
    );
  });

  test('PC-11 one Cultist at 4-6 players, two at 7-8', () => {
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].cultists),
      byCount(1, 1, 2, 2),
    );
  });

  test('PC-12 one room per starting card and per Room token: 9, 9, 10, 11 rooms', () => {
    const size = (c: Partial<CardCounts>): number => Object.values(c).reduce((s, n) => s + n, 0);
    for (const p of PLAYER_COUNTS) {
      const t = PLAYER_COUNT_TABLE[p];
      assert.equal(size(t.roomStart), t.roomTokens.explored + t.roomTokens.unsafe, `${p} players`);
    }
    assert.deepEqual(
      column((p) => size(PLAYER_COUNT_TABLE[p].roomStart)),
      byCount(9, 9, 10, 11),
    );
  });

  test('PC-13 PC-14 the Knife changes its vote at 5-6 and counts double at 7-8; Portal window 3 or 2 rounds', () => {
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].knife),
      byCount('change', 'change', 'double', 'double'),
    );
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].portalWindow),
      byCount(3, 3, 2, 2),
    );
  });

  test('SETUP-08 layouts: 4-6 players small, 7 medium, 8 large', () => {
    assert.deepEqual(
      column((p) => PLAYER_COUNT_TABLE[p].layout),
      byCount('small', 'small', 'medium', 'large'),
    );
  });
});

describe('the components in the box', () => {
  test('COMP-04 182 cards: 10 Route, 63 Success, 20 Failure, 7 Sabotage, 73 Alive, 9 Dead', () => {
    assert.deepEqual(CARD_POOL, { alive: 73, dead: 9, success: 63, failure: 20, sabotage: 7 });
    assert.equal(ROUTE_CARDS, 10);
    const total = Object.values(CARD_POOL).reduce((s, n) => s + n, 0) + ROUTE_CARDS;
    assert.equal(total, 182);
  });

  test('COMP-10 COMP-11 25 Book tokens and 3 Cultist tokens', () => {
    assert.equal(BOOK_TOKENS, 25);
    assert.equal(CULTIST_TOKENS, 3);
  });
});
