import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SHIPPED_BOARD, layoutById } from './content/index.ts';
import { EVENT_TOKENS, PLAYER_COUNT_TABLE, pulseStartFor, UNSAFE_START } from './content/tables.ts';
import { ROLE_INFO } from './content/roles.ts';
import { cardsAccountedFor, countsOf, listOf, setupCardTotals } from './cards.ts';
import { createGame, SETUP_DRAW_ORDER } from './setup.ts';
import type { Ruleset } from './options.ts';
import type { GameState } from './state.ts';
import { allReady, newGame, seedOf } from './testing.ts';
import { viewFor } from './view.ts';
import { PLAYER_COUNTS, type CardKind, type PlayerCount } from './types.ts';

/** Games at every player count for a few seeds. */
function games(seeds = 4, ruleset: Partial<Ruleset> = {}): GameState[] {
  return PLAYER_COUNTS.flatMap((players) =>
    Array.from({ length: seeds }, (_, i) => newGame({ players, seed: seedOf(100 + i), ruleset })),
  );
}

function sorted<T>(xs: readonly T[]): T[] {
  return [...xs].sort();
}

function roomIndices(s: GameState): readonly number[] {
  return layoutById(s.config.layout).rooms;
}

const table = (s: GameState) => PLAYER_COUNT_TABLE[s.config.players];

describe('SETUP-01 decks, Routes and envelopes', () => {
  test('SETUP-01 PC-01 PC-02 each seat holds the deck of its team for the player count (2nd edition)', () => {
    for (const s of games()) {
      for (const st of s.seats) {
        const team = ROLE_INFO[st.role].team;
        const deck = team === 'cultists' ? table(s).cultistDeck.second : table(s).investigatorDeck.second;
        assert.deepEqual(st.hand, countsOf(listOf(deck)));
      }
    }
  });

  test('SETUP-01 AMB-38 the 1st-edition decks at 5-6 players: 7 Alive per Investigator, 4 per Cultist', () => {
    const s = newGame({ players: 5, ruleset: { deckEdition: 'first' } });
    for (const st of s.seats) {
      assert.equal(st.hand.alive, ROLE_INFO[st.role].team === 'cultists' ? 4 : 7);
    }
  });

  test('SETUP-01 every seat gets a different Route card, drawn from all 10', () => {
    const seen = new Set<number>();
    for (const s of games(10)) {
      const routes = s.seats.map((st) => st.route);
      assert.equal(new Set(routes).size, s.seats.length);
      for (const r of routes) {
        assert.ok(SHIPPED_BOARD.routes.some((card) => card.id === r));
        seen.add(r);
      }
    }
    assert.equal(seen.size, 10, 'every Route card can be dealt');
  });
});

describe('SETUP-02 SETUP-25 ROLE-GEN-01 Role markers: special Roles replace Investigator markers', () => {
  test('SETUP-02 SETUP-25 ROLE-GEN-01 the roles are the Cultists, the special roles and Investigators for the rest', () => {
    for (const s of games()) {
      const n = s.config.players;
      const roles = s.seats.map((st) => st.role);
      assert.equal(roles.filter((r) => r === 'cultist').length, table(s).cultists);
      const seers = n === 7 ? 0 : 1;
      assert.equal(roles.filter((r) => r === 'seer').length, seers);
      assert.equal(roles.filter((r) => r === 'investigator').length, n - table(s).cultists - seers);
    }
  });

  test('SETUP-25 ROLE-GEN-01 without special roles every non-Cultist is a plain Investigator', () => {
    const s = newGame({ players: 6, specialRoles: [] });
    assert.deepEqual(
      sorted(s.seats.map((st) => st.role)),
      sorted(['cultist', ...Array<string>(5).fill('investigator')]),
    );
  });
});

describe('SETUP-03 the Pulse starting deck', () => {
  test('SETUP-03 PC-03 at 6 players the 2nd edition deals one Dead starting card, the 1st edition two', () => {
    const deadAtStart = (edition: 'first' | 'second'): number[] =>
      Array.from({ length: 40 }, (_, seed) => {
        const s = newGame({ players: 6, seed: seedOf(seed), ruleset: { deckEdition: edition } });
        return s.seats.filter((st) => st.pulse[0] === 'dead').length + s.removed.dead;
      });
    // Dealt or left over unseen, the starting deck holds exactly that many Dead cards.
    assert.ok(deadAtStart('second').every((n) => n === 1));
    assert.ok(deadAtStart('first').every((n) => n === 2));
    // So a default game never starts with two dead Investigators.
    for (let seed = 0; seed < 40; seed++) {
      const s = newGame({ players: 6, seed: seedOf(seed) });
      assert.ok(s.seats.filter((st) => st.pulse[0] === 'dead').length <= 1);
    }
  });

  test('SETUP-03 PC-03 each Cultist gets an Alive card, each Investigator one card of the rest, leftovers leave unseen', () => {
    for (const s of games(6)) {
      const start = pulseStartFor(s.config.players, s.config.ruleset.deckEdition);
      if (!start) continue;
      const investigatorCards: CardKind[] = [];
      s.seats.forEach((st) => {
        assert.equal(st.pulse.length, 1);
        if (ROLE_INFO[st.role].team === 'cultists') assert.deepEqual(st.pulse, ['alive']);
        else investigatorCards.push(st.pulse[0]!);
      });
      // Everything dealt plus what went back to the box is exactly the Pulse starting deck.
      const all = countsOf([...s.seats.flatMap((st) => st.pulse), ...listOf(s.removed)]);
      assert.deepEqual(all, countsOf(listOf(start)));
      const leftover = listOf(start).length - s.config.players;
      assert.equal(listOf(s.removed).length, leftover);
    }
  });

  test('SETUP-03 PC-18 at 8 and 6 players (2nd edition) exactly one Investigator starts dead; at 5 at most one', () => {
    const dead = (players: PlayerCount, i: number) =>
      newGame({ players, seed: seedOf(500 + i) }).seats.filter((st) => st.pulse.includes('dead')).length;
    const range = (players: PlayerCount) => new Set(Array.from({ length: 40 }, (_, i) => dead(players, i)));
    assert.deepEqual(sorted([...range(8)]), [1]);
    assert.deepEqual(sorted([...range(6)]), [1]);
    assert.deepEqual(sorted([...range(5)]), [0, 1]);
  });

  test('SETUP-03 NIGHT-11 PC-03 at 7 players there are no Pulse decks', () => {
    for (const s of games().filter((g) => g.config.players === 7)) {
      assert.ok(s.seats.every((st) => st.pulse.length === 0));
      assert.equal(listOf(s.removed).length, 0);
    }
  });
});

describe('SETUP-04 SETUP-05 SETUP-06 SETUP-07 the envelopes are dealt at random, Characters alive', () => {
  test('SETUP-05 SETUP-06 any seat can receive the Cultist deck', () => {
    for (const players of PLAYER_COUNTS) {
      const cultistSeats = new Set<number>();
      for (let i = 0; i < 60; i++) {
        newGame({ players, seed: seedOf(900 + i) }).seats.forEach((st, seat) => {
          if (st.role === 'cultist') cultistSeats.add(seat);
        });
      }
      assert.equal(cultistSeats.size, players, `${players} players`);
    }
  });

  test('SETUP-04 SETUP-07 every Character starts alive with its Role marker face down (no role is public)', () => {
    for (const s of games()) {
      assert.ok(s.seats.every((st) => st.alive && !st.roleRevealed));
      assert.ok(viewFor(s, 'spectator').seats.every((v) => v.alive && v.revealedRole === null));
    }
  });
});

describe('SETUP-08 … SETUP-11 the map and the card piles', () => {
  test('SETUP-08 PC-12 the map for the player count: 9, 9, 10 and 11 rooms', () => {
    const expected = { 5: ['small', 9], 6: ['small', 9], 7: ['medium', 10], 8: ['large', 11] } as const;
    for (const s of games(1)) {
      const [layout, rooms] = expected[s.config.players];
      assert.equal(s.config.layout, layout);
      assert.equal(roomIndices(s).length, rooms);
      assert.equal(s.rooms.filter(Boolean).length, rooms);
    }
  });

  test('SETUP-09 PC-04 one face-down Room starting card per room, the table composition in all', () => {
    for (const s of games()) {
      const decks = roomIndices(s).map((i) => s.rooms[i]!.deck);
      assert.ok(decks.every((d) => d.length === 1));
      assert.deepEqual(countsOf(decks.flat()), countsOf(listOf(table(s).roomStart)));
      assert.ok(viewFor(s, 0).rooms.every((r) => r.deckSize === 1 && !r.explored));
    }
  });

  test('SETUP-10 PC-05 the Draw pile holds the same composition as the room starting cards', () => {
    for (const s of games()) {
      assert.deepEqual(countsOf(s.drawPile), countsOf(listOf(table(s).roomStart)));
      assert.equal(viewFor(s, 'spectator').drawPile, s.drawPile.length);
    }
  });

  test('SETUP-11 PC-06 the Unsafe Passage deck is 1 Success and 1 Failure', () => {
    for (const s of games()) {
      assert.deepEqual(countsOf(s.unsafeDeck), countsOf(listOf(UNSAFE_START)));
      assert.equal(viewFor(s, 'spectator').unsafeDeck, 2);
    }
  });

  test('SETUP-09 SETUP-10 the starting cards and the Draw pile are shuffled', () => {
    const orders = new Set(games(8).map((s) => JSON.stringify([s.drawPile, s.rooms])));
    assert.equal(orders.size, 32);
  });
});

describe('SETUP-12 … SETUP-19 pieces on the board', () => {
  test('SETUP-12 every disc starts in the Central Hallway, alive', () => {
    for (const s of games()) {
      const central = layoutById(s.config.layout).central;
      assert.equal(layoutById(s.config.layout).locations[central]!.id, 'central');
      assert.ok(s.seats.every((st) => st.location === central && st.alive));
    }
  });

  test('SETUP-13 the 3 Cultist tokens lie face down outside, in a shuffled order; no room has one', () => {
    const orders = new Set<string>();
    for (const s of games(6)) {
      assert.deepEqual(sorted(s.cultistTokens), sorted(SHIPPED_BOARD.cultistTokens));
      assert.equal(SHIPPED_BOARD.cultistTokens.length, 3);
      assert.ok(roomIndices(s).every((i) => s.rooms[i]!.cultistTokens === 0));
      assert.equal(viewFor(s, 'spectator').cultistTokensFaceDown, 3);
      orders.add(s.cultistTokens.join());
    }
    assert.ok(orders.size > 1, 'the order depends on the seed');
  });

  test('SETUP-14 the Fishman starts on the lake', () => {
    for (const s of games()) assert.equal(viewFor(s, 'spectator').fishman, null);
  });

  test('SETUP-15 the Vote token is Active and the power is on', () => {
    for (const s of games()) {
      const v = viewFor(s, 'spectator');
      assert.equal(v.voteTokenActive, true);
      assert.equal(v.power, true);
    }
  });

  test('SETUP-16 PC-07 the Bag holds the 12 Event tokens of the table, shuffled', () => {
    const orders = new Set<string>();
    for (const s of games()) {
      assert.deepEqual(sorted(s.bag), sorted(EVENT_TOKENS));
      assert.equal(viewFor(s, 'spectator').bag, 12);
      orders.add(s.bag.join());
    }
    assert.ok(orders.size > 1);
  });

  test('SETUP-17 the Clock is at round 1 with no token drawn', () => {
    for (const s of games()) {
      const v = viewFor(s, 'spectator');
      assert.equal(v.round, 1);
      assert.deepEqual(v.clock, []);
    }
  });

  test('SETUP-18 PC-09 VP start at 0 and the finger points at the table target', () => {
    const targets = { 5: 10, 6: 12, 7: 12, 8: 13 } as const;
    for (const s of games(1)) {
      const v = viewFor(s, 'spectator');
      assert.equal(v.vp, 0);
      assert.equal(v.vpTarget, targets[s.config.players]);
      assert.equal(v.config.baseVpTarget, targets[s.config.players]);
      assert.ok(v.racks.every((r) => r.books === 0 && !r.scored));
    }
  });

  test('SETUP-19 each room holds as many books as it has book spaces', () => {
    for (const s of games(1)) {
      const layout = layoutById(s.config.layout);
      for (const i of layout.rooms) {
        const spaces = (layout.locations[i] as { books: number }).books;
        assert.ok(spaces > 0);
        assert.equal(s.rooms[i]!.books, spaces);
        assert.equal(s.rooms[i]!.finished, false);
      }
    }
  });
});

describe('SETUP-20 … SETUP-23 room tokens, Knife, Portal, Night Phase', () => {
  test('SETUP-20 PC-08 one face-down Room token per room, with the table number of ⚠', () => {
    const layouts = new Set<string>();
    for (const s of games(6)) {
      const flags = roomIndices(s).map((i) => s.rooms[i]!.unsafe);
      assert.equal(flags.filter(Boolean).length, table(s).roomTokens.unsafe);
      assert.equal(flags.length, table(s).roomTokens.unsafe + table(s).roomTokens.explored);
      // Hidden until flipped.
      assert.ok(viewFor(s, 0).rooms.every((r) => r.unsafe === null));
      layouts.add(flags.join());
    }
    assert.ok(layouts.size > 1);
  });

  test('SETUP-21 START-01 the chosen first player takes the Knife and moves first in round 1', () => {
    for (const players of PLAYER_COUNTS) {
      const s = newGame({ players, firstPlayer: players - 1 });
      assert.equal(s.knife, players - 1);
      const round1 = allReady(s);
      assert.deepEqual([round1.phase.kind, round1.round, round1.knife], ['movement', 1, players - 1]);
      assert.equal(round1.phase.kind === 'movement' && round1.phase.seat, players - 1);
    }
  });

  test('SETUP-22 no Portal yet; every card is accounted for and only the leftover Pulse card left the game', () => {
    for (const s of games(4, {}).concat(
      games(2, { deckEdition: 'first' }),
      games(2, { unsafePassage: false }),
    )) {
      assert.equal(s.portal, null);
      assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config));
      const pulseStart = pulseStartFor(s.config.players, s.config.ruleset.deckEdition);
      const leftover = pulseStart ? listOf(pulseStart).length - s.config.players : 0;
      assert.equal(listOf(s.removed).length, leftover);
    }
  });

  test('SETUP-23 setup ends in the Night Phase: everyone is asked to be ready, nothing else', () => {
    for (const s of games(1)) {
      assert.equal(s.phase.kind, 'night');
      for (let seat = 0; seat < s.seats.length; seat++)
        assert.deepEqual(viewFor(s, seat).legal, [{ type: 'ready' }]);
    }
  });
});

describe('START-01 the first player and determinism', () => {
  test('START-01 AMB-64 without a choice the first player is drawn from the seed, about uniformly', () => {
    for (const players of [5, 8] as const) {
      const counts = Array<number>(players).fill(0);
      const games = 80 * players;
      for (let i = 0; i < games; i++) counts[newGame({ players, seed: seedOf(2000 + i) }).knife]! += 1;
      // Chi-square with players-1 degrees of freedom: 26 is beyond the 99.9 % quantile (18.5 for 4, 24.3 for 7).
      const chi = counts.reduce((sum, c) => sum + (c - 80) ** 2 / 80, 0);
      assert.ok(chi < 26, `first players ${counts.join(', ')} (chi² ${chi.toFixed(1)})`);
    }
  });

  test('START-01 choosing the first player does not change the deal', () => {
    const drawn = newGame({ players: 6, seed: seedOf(77) });
    const chosen = newGame({ players: 6, seed: seedOf(77), firstPlayer: (drawn.knife + 1) % 6 });
    const deal = (s: GameState) => ({ ...s, knife: 0, rng: null, log: s.log.slice(1) });
    assert.deepEqual(deal(chosen), deal(drawn));
  });

  test('SETUP-05 the same seed gives the same game; different seeds give different deals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAYER_COUNTS),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        (players, a, b) => {
          const one = createGame({ players, seed: a });
          const again = createGame({ players, seed: a });
          assert.deepEqual(again, one);
          if (a !== b) {
            const other = createGame({ players, seed: b });
            assert.ok(one.ok && other.ok);
            const deal = (s: GameState) =>
              JSON.stringify([s.seats, s.rooms, s.drawPile, s.bag, s.unsafeDeck, s.cultistTokens, s.knife]);
            assert.notEqual(deal(other.state), deal(one.state));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test('SETUP-01 … SETUP-22 the setup invariants hold for any seed, count and ruleset', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAYER_COUNTS),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.boolean(),
        fc.constantFrom('first' as const, 'second' as const),
        (players, seed, unsafePassage, deckEdition) => {
          const created = createGame({ players, seed, ruleset: { unsafePassage, deckEdition } });
          assert.ok(created.ok);
          const s = created.state;
          const layout = layoutById(s.config.layout);
          assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config));
          assert.ok(s.seats.every((st) => st.alive && st.location === layout.central));
          assert.equal(s.bag.length, unsafePassage ? 12 : 11);
          assert.equal(s.cultistTokens.length, unsafePassage ? 3 : 0);
          assert.equal(s.unsafeDeck.length, unsafePassage ? 2 : 0);
          assert.equal(
            layout.rooms.filter((i) => s.rooms[i]!.unsafe).length,
            PLAYER_COUNT_TABLE[players].roomTokens.unsafe,
          );
          assert.ok(
            layout.rooms.every((i) => s.rooms[i]!.books === (layout.locations[i] as { books: number }).books),
          );
          assert.ok(s.knife >= 0 && s.knife < players);
          assert.deepEqual(
            [s.round, s.vp, s.power, s.voteToken, s.fishman, s.portal],
            [1, 0, true, true, null, null],
          );
        },
      ),
      { numRuns: 80 },
    );
  });
});

test('SETUP-01 setup draws from the seed in a fixed, named order (changing it changes every seed’s deal)', () => {
  assert.deepEqual(SETUP_DRAW_ORDER, [
    'specialRoles',
    'roles',
    'routes',
    'pulse',
    'roomDecks',
    'drawPile',
    'unsafeDeck',
    'cultistTokens',
    'bag',
    'unsafeRooms',
    'firstPlayer',
    'profession',
    'informant',
  ]);
  // Every step but the first and the first player is one a scenario deal can fix (the first player too, by option).
  const dealFields = [
    'roles',
    'routes',
    'pulse',
    'roomDecks',
    'drawPile',
    'cultistTokens',
    'bag',
    'unsafeRooms',
    'profession',
    'informant',
  ];
  for (const field of dealFields) assert.ok(SETUP_DRAW_ORDER.includes(field), field);
});
