import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addCounts, cardsAccountedFor, countsOf, listOf, setupCardTotals, totalOf } from './cards.ts';
import { CARD_POOL, PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from './content/tables.ts';
import type { GameConfig, Ruleset } from './options.ts';
import { newGame, seedOf } from './testing.ts';
import { CARD_KINDS, emptyCounts, PLAYER_COUNTS, type CardCounts, type PlayerCount } from './types.ts';

const EDITIONS = ['first', 'second'] as const;

function configOf(players: PlayerCount, ruleset: Partial<Ruleset> = {}): GameConfig {
  return newGame({ players, seed: seedOf(1), ruleset }).config;
}

/** Every combination of player count, deck edition and first game / full game. */
const CONFIGS = PLAYER_COUNTS.flatMap((players) =>
  EDITIONS.flatMap((deckEdition) =>
    [true, false].map((unsafePassage) => ({ players, ruleset: { deckEdition, unsafePassage } })),
  ),
);

describe('card bookkeeping helpers', () => {
  test('countsOf, listOf, addCounts and totalOf agree', () => {
    const list = listOf({ alive: 2, dead: 1, sabotage: 1 });
    assert.deepEqual(list, ['alive', 'alive', 'dead', 'sabotage']);
    assert.deepEqual(countsOf(list), { ...emptyCounts(), alive: 2, dead: 1, sabotage: 1 });
    assert.deepEqual(addCounts(emptyCounts(), { success: 2 }, 3), { ...emptyCounts(), success: 6 });
    assert.equal(totalOf(countsOf(list)), 4);
  });
});

describe('setupCardTotals', () => {
  test('PC-01 PC-02 PC-03 PC-04 PC-05 PC-06 the totals at 5 players, 2nd edition, full game', () => {
    // 4 Investigator decks (9A 8S), 1 Cultist deck (6A 3D 2S 4F 2Sab), Pulse 5A 1D,
    // starting cards + Draw pile 2 × (5S 3F 1Sab), Unsafe Passage 1S 1F.
    assert.deepEqual(setupCardTotals(configOf(5)), {
      alive: 36 + 6 + 5,
      dead: 3 + 1,
      success: 32 + 2 + 10 + 1,
      failure: 4 + 6 + 1,
      sabotage: 2 + 2,
    });
  });

  test('FIRST-03 a first game has no Unsafe Passage deck', () => {
    const full = setupCardTotals(configOf(6));
    const first = setupCardTotals(configOf(6, { unsafePassage: false }));
    assert.deepEqual(addCounts({ ...first }, UNSAFE_START), full);
  });

  test('PC-19 every configuration fits the card pool of the box (COMP-04)', () => {
    for (const { players, ruleset } of CONFIGS) {
      const totals = setupCardTotals(configOf(players, ruleset));
      for (const k of CARD_KINDS) {
        assert.ok(
          totals[k] <= CARD_POOL[k],
          `${players} players ${JSON.stringify(ruleset)}: ${k} ${totals[k]}`,
        );
      }
    }
  });

  test('PC-19 8 players with a Firestarter use exactly all 73 Alive, 20 Failure and 7 Sabotage cards', () => {
    for (const deckEdition of EDITIONS) {
      const totals = setupCardTotals(configOf(8, { deckEdition }));
      // SETUP-24: the Firestarter's deck swaps 2 Success for 1 Failure and 1 Sabotage.
      const withFirestarter: CardCounts = {
        ...totals,
        success: totals.success - 2,
        failure: totals.failure + 1,
        sabotage: totals.sabotage + 1,
      };
      assert.deepEqual(withFirestarter, { alive: 73, dead: 7, success: 61, failure: 20, sabotage: 7 });
    }
  });
});

describe('cards in a new game', () => {
  test('PC-01 PC-02 PC-03 PC-04 PC-05 PC-06 setup brings exactly the table’s cards into play', () => {
    for (const { players, ruleset } of CONFIGS) {
      for (const seed of [1, 2, 3]) {
        const s = newGame({ players, ruleset, seed: seedOf(seed) });
        assert.deepEqual(
          cardsAccountedFor(s),
          setupCardTotals(s.config),
          `${players} ${JSON.stringify(ruleset)}`,
        );
      }
    }
  });

  test('PC-01 PC-02 PC-18 after the Night Phase each hand holds the whole deck of its team and edition', () => {
    for (const { players, ruleset } of CONFIGS) {
      const s = newGame({ players, ruleset });
      const table = PLAYER_COUNT_TABLE[players];
      const edition = ruleset.deckEdition;
      s.seats.forEach((st, i) => {
        const deck = st.role === 'cultist' ? table.cultistDeck[edition] : table.investigatorDeck[edition];
        assert.deepEqual(st.hand, addCounts(emptyCounts(), deck), `${players} players, seat ${i}`);
      });
      // One Route card per deck, each a different card.
      assert.equal(new Set(s.seats.map((st) => st.route)).size, players);
    }
  });

  test('PC-03 PC-18 the Pulse deck holds one card at 5, 6 and 8 players, none at 7; Cultists start alive', () => {
    for (const players of PLAYER_COUNTS) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const s = newGame({ players, seed: seedOf(seed) });
        for (const st of s.seats) {
          assert.equal(st.pulse.length, players === 7 ? 0 : 1);
          if (st.role === 'cultist' && players !== 7) assert.deepEqual(st.pulse, ['alive']);
        }
        const start = pulseStartFor(players, 'second');
        if (!start) continue;
        // The leftover of the Pulse starting deck is out of the game, unseen.
        const dealt = countsOf(s.seats.flatMap((st) => st.pulse));
        const leftover = totalOf(addCounts({ ...emptyCounts() }, start)) - players;
        assert.equal(totalOf(s.removed), leftover);
        assert.deepEqual(addCounts(dealt, s.removed), addCounts(emptyCounts(), start));
      }
    }
  });

  test('PC-03 at 8 players exactly one Investigator starts dead', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = newGame({ players: 8, seed: seedOf(seed) });
      assert.equal(s.seats.filter((st) => st.pulse.includes('dead')).length, 1);
    }
  });

  test('PC-04 PC-05 one starting card per room, and a Draw pile of the same make-up', () => {
    for (const players of PLAYER_COUNTS) {
      const s = newGame({ players });
      const start = addCounts(emptyCounts(), PLAYER_COUNT_TABLE[players].roomStart);
      const rooms = s.rooms.filter((r) => r !== null);
      assert.ok(rooms.every((r) => r.deck.length === 1));
      assert.deepEqual(countsOf(rooms.flatMap((r) => r.deck)), start);
      assert.deepEqual(countsOf(s.drawPile), start);
    }
  });

  test('PC-06 the Unsafe Passage deck is 1 Success + 1 Failure at every count (none in a first game)', () => {
    for (const players of PLAYER_COUNTS) {
      assert.deepEqual(countsOf(newGame({ players }).unsafeDeck), {
        ...emptyCounts(),
        success: 1,
        failure: 1,
      });
      assert.deepEqual(newGame({ players, ruleset: { unsafePassage: false } }).unsafeDeck, []);
    }
  });

  test('AMB-38 the 2nd edition decks are the default', () => {
    const s = newGame({ players: 5 });
    assert.equal(s.config.ruleset.deckEdition, 'second');
    const investigator = s.seats.find((st) => st.role !== 'cultist')!;
    const cultist = s.seats.find((st) => st.role === 'cultist')!;
    assert.equal(investigator.hand.alive, 9);
    assert.equal(cultist.hand.alive, 6);
    const first = newGame({ players: 5, ruleset: { deckEdition: 'first' } });
    assert.equal(first.seats.find((st) => st.role !== 'cultist')!.hand.alive, 7);
  });
});
