import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addCounts, cardsAccountedFor, FIRESTARTER_SWAP, setupCardTotals } from '../cards.ts';
import { PLAYER_COUNT_TABLE } from '../content/tables.ts';
import { ROLE_INFO } from '../content/roles.ts';
import type { SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import { act, isLegal, loc, newGame, seedOf } from '../testing.ts';
import { emptyCounts, PLAYER_COUNTS, type CardCounts, type Role, type Seat } from '../types.ts';
import { logFor, viewFor } from '../view.ts';
import { ROLES, table, type Table } from './action-phase.fixture.ts';
import { deadInvestigators } from './victory.ts';

/**
 * The Firestarter (ROLE-FIRESTARTER-01…03, SETUP-24, AMB-32): its own deck trades 2 Success for a
 * Failure and a Sabotage, and it dies in the Round-5 Cleanup if either is still in its hand.
 */

const FIRESTARTER = 1;
const FIVE: Role[] = ROLES[5].map((r, i) => (i === FIRESTARTER ? 'firestarter' : r));
const BOTH_RED = { alive: 2, success: 2, failure: 1, sabotage: 1 };

/** The Action Phase of `round` (5 unless stated) with the Firestarter (seat 1) set up as given. */
function game(firestarter: SeatSetup, extra: Table & { others?: Record<number, SeatSetup> } = {}): GameState {
  const { others, ...rest } = extra;
  return table({ ...others, [FIRESTARTER]: firestarter }, { roles: FIVE, round: 5, ...rest });
}

/** Everyone still to act passes, which ends the Action Phase. */
function passAll(s: GameState): GameState {
  let state = s;
  while (state.phase.kind === 'action') state = act(state, state.phase.seat, { type: 'pass' });
  return state;
}

/** The Cleanup's deaths and what follows them, in log order. */
function cleanupTrail(s: GameState): string[] {
  return s.log.flatMap((e) => {
    if (e.t === 'becameGhost') return [`ghost ${e.seat} ${e.cause}`];
    if (e.t === 'roleRevealed') return [`role ${e.seat}`];
    if (e.t === 'voteStarted') return ['vote'];
    if (e.t === 'portalFailed') return ['portalFailed'];
    if (e.t === 'claimChecked') return [`claim ${e.deadInvestigators.join(',')}`];
    return [];
  });
}

describe('SETUP-24 ROLE-FIRESTARTER-01 the Firestarter’s own deck', () => {
  test('SETUP-24 ROLE-FIRESTARTER-01 the Firestarter holds an Investigator deck with 2 Success traded for 1 Failure and 1 Sabotage', () => {
    for (const players of PLAYER_COUNTS) {
      for (const deckEdition of ['second', 'first'] as const) {
        const s = newGame({ players, specialRoles: ['firestarter'], ruleset: { deckEdition } });
        const table = PLAYER_COUNT_TABLE[players];
        const investigator = addCounts(emptyCounts(), table.investigatorDeck[deckEdition]);
        const firestarter = addCounts(addCounts(emptyCounts(), investigator), FIRESTARTER_SWAP);
        assert.equal(firestarter.success, investigator.success - 2);
        assert.deepEqual([firestarter.failure, firestarter.sabotage], [1, 1]);
        const holders = s.seats.flatMap((st, i) => (st.role === 'firestarter' ? [i] : []));
        assert.equal(holders.length, 1);
        s.seats.forEach((st) => {
          const want: CardCounts =
            st.role === 'firestarter'
              ? firestarter
              : ROLE_INFO[st.role].team === 'cultists'
                ? addCounts(emptyCounts(), table.cultistDeck[deckEdition])
                : investigator;
          assert.deepEqual(st.hand, want, `${players} players, ${deckEdition} edition, ${st.role}`);
        });
        // The swap changes what is in play, and card conservation holds with it.
        assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config));
      }
    }
  });

  test('SETUP-24 the recommended 6-player set deals the red cards to whoever draws the Firestarter', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = newGame({ players: 6, roleSet: 'recommended', seed: seedOf(seed) });
      s.seats.forEach((st) => {
        if (ROLE_INFO[st.role].team === 'cultists') return;
        const red = st.hand.failure + st.hand.sabotage;
        assert.equal(red, st.role === 'firestarter' ? 2 : 0, `seed ${seed}, ${st.role}`);
      });
    }
  });
});

describe('ROLE-FIRESTARTER-02 ROLE-FIRESTARTER-03 AMB-32 the Round-5 check', () => {
  test('ROLE-FIRESTARTER-02 ROLE-FIRESTARTER-03 AMB-32 AMB-13 a red card left in hand kills at the Round-5 Cleanup; no Vote follows', () => {
    for (const hand of [BOTH_RED, { alive: 2, failure: 1 }, { alive: 2, sabotage: 1 }]) {
      const s = passAll(game({ hand }));
      assert.deepEqual(cleanupTrail(s), ['ghost 1 firestarter'], JSON.stringify(hand));
      assert.equal(s.phase.kind, 'cleanup');
    }
  });

  test('ROLE-FIRESTARTER-02 AMB-32 having played both red cards, it lives on', () => {
    const s = passAll(game({ hand: { alive: 2, success: 2 } }));
    assert.equal(s.seats[FIRESTARTER]!.alive, true);
    assert.deepEqual(cleanupTrail(s), []);
  });

  test('ROLE-FIRESTARTER-03 only the end of Round 5 is checked', () => {
    const s = passAll(game({ hand: BOTH_RED }, { round: 4 }));
    assert.equal(s.seats[FIRESTARTER]!.alive, true);
    assert.equal(s.phase.kind, 'cleanup');
  });

  test('ROLE-FIRESTARTER-02 AMB-32 played in Round 5 by Filling a room or Securing a Hallway', () => {
    // Seat 1's Route (1) offers dark blue in round 5; the central hallway can be Secured.
    const filled = game({ location: 'darkblue1', hand: { alive: 2, failure: 1 } });
    const fill = act(filled, 0, { type: 'pass' });
    const afterFill = passAll(
      act(fill, 1, { type: 'fillRoom', room: loc(fill, 'darkblue1'), card: 'failure' }),
    );
    assert.equal(afterFill.seats[FIRESTARTER]!.alive, true);
    const secured = act(game({ hand: { alive: 2, sabotage: 1 } }), 0, { type: 'pass' });
    const afterSecure = passAll(act(secured, 1, { type: 'secureHallway', card: 'sabotage' }));
    assert.equal(afterSecure.seats[FIRESTARTER]!.hand.sabotage, 0);
    assert.equal(afterSecure.seats[FIRESTARTER]!.alive, true);
  });

  test('ROLE-FIRESTARTER-02 AMB-32 a Ghost Firestarter may still Fill, and nothing happens to it at the check', () => {
    const s = game({ location: 'darkblue1', alive: false, deathRound: 3, hand: { failure: 1, sabotage: 1 } });
    const first = act(s, 0, { type: 'pass' });
    assert.ok(isLegal(first, 1, { type: 'fillRoom', room: loc(s, 'darkblue1'), card: 'sabotage' }));
    const after = passAll(first);
    assert.deepEqual(cleanupTrail(after), []);
    assert.equal(after.seats[FIRESTARTER]!.deathRound, 3, 'its death stays where it was');
  });

  test('ROLE-FIRESTARTER-02 AMB-32 AMB-33 a public Ghost whose role stays secret, counted as a dead Investigator', () => {
    const s = passAll(game({ hand: BOTH_RED }));
    assert.equal(s.seats[FIRESTARTER]!.roleRevealed, false);
    assert.ok(deadInvestigators(s).includes(FIRESTARTER));
    for (const viewer of [0, 2, 'spectator'] as const) {
      assert.equal(viewFor(s, viewer).seats[FIRESTARTER]!.alive, false);
      assert.equal(viewFor(s, viewer).seats[FIRESTARTER]!.revealedRole, null);
      assert.ok(logFor(s, viewer).some((e) => e.t === 'becameGhost' && e.seat === FIRESTARTER));
    }
  });

  test('AMB-32 the check comes first in the Cleanup: before the Portal fails and before the claim, which counts the death', () => {
    // Seats 2 and 4 are Ghosts: the Firestarter's death makes 3, the 5-player kill target.
    const ghosts = { 2: { alive: false, deathRound: 3 }, 4: { alive: false, deathRound: 4 } };
    const portal = { openedRound: 2, lastRound: 5, status: 'open' } as const;
    const claim = (hand: Partial<CardCounts>) => {
      const s = passAll(game({ hand }, { others: ghosts, portal }));
      assert.equal(s.phase.kind, 'cleanup');
      return [0, 1, 2, 3, 4].reduce(
        (st, seat: Seat) => act(st, seat, { type: seat === 0 ? 'claimVictory' : 'endRound' }),
        s,
      );
    };
    const won = claim(BOTH_RED);
    assert.deepEqual(cleanupTrail(won), ['ghost 1 firestarter', 'portalFailed', 'role 0', 'claim 1,2,4']);
    assert.deepEqual(won.result, { winner: 'cultists', reason: 'claim', round: 5 });
    const lost = claim({ alive: 2, success: 2 });
    assert.deepEqual(cleanupTrail(lost), ['portalFailed', 'role 0', 'claim 2,4']);
    assert.deepEqual(lost.result, { winner: 'investigators', reason: 'failedClaim', round: 5 });
  });

  test('AMB-32 AMB-33 with 2 Cultists the death counts for the kill target in Round 5', () => {
    // 7 players, kill target 4: three Investigators died earlier, the Firestarter is the fourth.
    const roles: Role[] = ROLES[7].map((r, i) => (i === 2 ? 'firestarter' : r));
    const dead = (deathRound: number) => ({ alive: false, deathRound });
    const s0 = table(
      { 2: { hand: BOTH_RED }, 3: dead(2), 4: dead(3), 5: dead(4) },
      { players: 7, roles, round: 5 },
    );
    assert.equal(s0.killTargetRound, null);
    const s = passAll(s0);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.killTargetRound, 5);
    assert.equal(s.round, 6, 'no claim with 2 Cultists: the next round begins');
  });
});

describe('ROLE-FIRESTARTER-02 the Firestarter is reminded, privately', () => {
  test('ROLE-FIRESTARTER-02 the Firestarter’s own view counts its red cards left and names Round 5; nobody else’s does', () => {
    const early = game({ hand: BOTH_RED }, { round: 3 });
    assert.deepEqual(viewFor(early, FIRESTARTER).me?.firestarter, { redCards: 2, round: 5 });
    for (let seat = 0; seat < early.seats.length; seat++)
      if (seat !== FIRESTARTER) assert.equal(viewFor(early, seat).me?.firestarter, undefined, `seat ${seat}`);
    assert.equal(viewFor(early, 'spectator').me, null);
    // One red card played: one left; none left, no reminder.
    assert.deepEqual(viewFor(game({ hand: { ...BOTH_RED, sabotage: 0 } }), FIRESTARTER).me?.firestarter, {
      redCards: 1,
      round: 5,
    });
    assert.equal(viewFor(game({ hand: { alive: 2, success: 2 } }), FIRESTARTER).me?.firestarter, undefined);
    // Past Round 5 there is nothing left to remind.
    assert.equal(viewFor(game({ hand: BOTH_RED }, { round: 6 }), FIRESTARTER).me?.firestarter, undefined);
    // The check itself: a red card left at the Round-5 Cleanup kills, and the reminder goes with the Firestarter.
    const after = passAll(game({ hand: BOTH_RED }));
    assert.equal(after.seats[FIRESTARTER]!.alive, false);
    assert.equal(viewFor(after, FIRESTARTER).me?.firestarter, undefined);
  });
});
