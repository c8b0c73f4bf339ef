import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace } from '../apply.ts';
import { actors, legalActions } from '../legal.ts';
import { createRng, randomInt } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import type { EncounterCard, PlayerCount, Role } from '../types.ts';
import { logFor, viewFor } from '../view.ts';
import { act, allReady, loc, newGame, position, rejects, seedOf } from '../testing.ts';

/**
 * The Golden Rules are about what players say and show (GOLD-01/02/04): the engine cannot police
 * speech, but it can make sure it never says or shows anything for them.
 */

describe('GOLD-01 GOLD-02 the engine tells nobody another player’s role, cards or Route', () => {
  test('GOLD-01 GOLD-02 swapping two other players’ roles, decks and Routes changes nothing a third sees', () => {
    // Seats 1 and 2 swap roles (hence decks: 9 Encounter and 8 Room cards either way) and Routes.
    const a = position({
      players: 5,
      roles: ['investigator', 'cultist', 'investigator', 'seer', 'investigator'],
      routes: [1, 2, 3, 4, 5],
    });
    const b = position({
      players: 5,
      roles: ['investigator', 'investigator', 'cultist', 'seer', 'investigator'],
      routes: [1, 3, 2, 4, 5],
    });
    assert.notDeepEqual(a.seats[1]!.hand, b.seats[1]!.hand);
    for (const viewer of [0, 4, 'spectator'] as const) {
      assert.deepEqual(viewFor(a, viewer), viewFor(b, viewer), `view of ${viewer}`);
      assert.deepEqual(logFor(a, viewer), logFor(b, viewer), `log of ${viewer}`);
    }
  });

  test('GOLD-01 nothing public tells how many Investigators a Cultist has murdered', () => {
    // The Cultist (seat 0) meets seat 1 and gives a Dead or an Alive card.
    const start = position({
      players: 5,
      roles: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'],
      power: true,
      seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
    });
    const meet = act(start, 0, { type: 'step', to: loc(start, 'central') });
    const give = (card: EncounterCard): GameState =>
      act(act(meet, 0, { type: 'giveCard', card }), 1, { type: 'giveCard', card: 'alive' });
    const murder = give('dead');
    const none = give('alive');
    assert.notDeepEqual(murder.seats[1]!.pulse, none.seats[1]!.pulse);
    for (const viewer of [1, 2, 3, 4, 'spectator'] as const) {
      assert.deepEqual(viewFor(murder, viewer), viewFor(none, viewer), `view of ${viewer}`);
      assert.deepEqual(logFor(murder, viewer), logFor(none, viewer), `log of ${viewer}`);
    }
  });
});

/** Random games, checking every decision on the way. */
function playRandomly(
  players: PlayerCount,
  n: number,
  check: (s: GameState, seat: number) => void,
): GameState {
  const s = allReady(newGame({ players, seed: seedOf(n) }));
  const rng = createRng(seedOf(2000 + n));
  for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
    const seats = actors(s);
    const seat = seats[randomInt(rng, seats.length)]!;
    check(s, seat);
    const legal = legalActions(s, seat).filter((a) => a.type !== 'claimVictory');
    applyInPlace(s, seat, legal[randomInt(rng, legal.length)]!);
  }
  return s;
}

const PLAYED_FROM_HAND = ['cardGivenFace', 'roomFilledFace', 'hallwaySecuredFace'];

describe('GOLD-02 GOLD-04 cards are played face down, chosen by their face', () => {
  for (const players of [5, 7, 8] as const) {
    test(`GOLD-04 ENC-08 ${players} players: every card a player may play is named by a face they hold`, () => {
      let offered = 0;
      playRandomly(players, 7, (s, seat) => {
        const hand = s.seats[seat]!.hand;
        for (const a of legalActions(s, seat)) {
          if (!('card' in a)) continue;
          offered++;
          assert.ok(hand[a.card] > 0, `${JSON.stringify(a)} offered without that card in hand`);
        }
      });
      assert.ok(offered > 0);
    });

    test(`GOLD-02 AMB-03 ${players} players: the face of a card played from a hand is seen only by its owner`, () => {
      const s = playRandomly(players, 8, () => {});
      const faces = s.log.filter((e) => PLAYED_FROM_HAND.includes(e.t));
      assert.ok(faces.length > 0);
      for (const e of faces) {
        const owner = 'from' in e ? e.from : 'seat' in e ? e.seat : -1;
        assert.deepEqual(e.vis, [owner], JSON.stringify(e));
      }
    });
  }

  test('GOLD-04 a card not in the hand cannot be played, whatever its back', () => {
    // Seat 1 holds Encounter cards, all Alive: a Dead card is refused, though the backs match.
    let s = position({
      players: 5,
      roles: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'] satisfies Role[],
      power: true,
      seats: ['library', 'central', 'orange2', 'orange2', 'orange2'].map((location) => ({ location })),
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'central') });
    assert.equal(s.seats[1]!.hand.dead, 0);
    assert.deepEqual(legalActions(s, 1), [{ type: 'giveCard', card: 'alive' }]);
    rejects(s, 1, { type: 'giveCard', card: 'dead' }, 'card/not-in-hand');
    rejects(s, 1, { type: 'giveCard' }, 'action/malformed');
  });
});
