import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  act,
  events,
  isLegal,
  position,
  rejects,
  SEVEN_ROLES as SEVEN,
  SIX_ROLES as SIX,
} from '../testing.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role, Seat } from '../types.ts';

/** Everyone alive in the Central Hallway with an empty Pulse deck, except the seats described. */
function seatsWith(n: number, special: Readonly<Record<number, SeatSetup>> = {}): SeatSetup[] {
  return Array.from({ length: n }, (_, i) => ({ location: 'central', pulse: [], ...special[i] }));
}

/** The position just before the Cleanup: the last seat in turn order passes, and the Cleanup begins. */
function atCleanup(setup: Omit<PositionSetup, 'phase'>): GameState {
  const knife = setup.knife ?? 0;
  const last = (knife + setup.players - 1) % setup.players;
  return act(position({ ...setup, phase: { kind: 'action', seat: last } }), last, { type: 'pass' });
}

/** Every seat in `order` answers the Cleanup prompt; `claimant` claims instead of ending the round. */
function answerCleanup(s: GameState, order: readonly Seat[], claimant: Seat | null = null): GameState {
  return order.reduce(
    (state, seat) => act(state, seat, { type: seat === claimant ? 'claimVictory' : 'endRound' }),
    s,
  );
}

const ALL6 = [0, 1, 2, 3, 4, 5];

/**
 * 6 players: seat 0 is the Cultist. Seats 1 and 2 are Ghosts, seat 4 holds a hidden Dead card (from the
 * Cultist's hand), seat 5 started dead (the one Dead card of the 2nd-edition starting deck, PC-03).
 */
function fourDead(extra: Partial<PositionSetup> = {}): GameState {
  return atCleanup({
    players: 6,
    roles: SIX,
    round: 4,
    seats: seatsWith(6, {
      0: { hand: { alive: 6, dead: 2, success: 2, failure: 4, sabotage: 2 } },
      1: { alive: false, deathRound: 2 },
      2: { alive: false, deathRound: 3 },
      4: { pulse: ['alive', 'dead'], deathRound: 4 },
      5: { pulse: ['dead'], deathRound: 0 },
    }),
    deadFromStart: [5],
    ...extra,
  });
}

describe('CLEAN-01 WIN-04 the claim window at 5-6 players', () => {
  test('CLEAN-01 every seat, Ghosts included, answers the same prompt; only the living Cultist may also claim', () => {
    const s = fourDead();
    assert.equal(s.phase.kind, 'cleanup');
    assert.deepEqual(legalActions(s, 0), [{ type: 'endRound' }, { type: 'claimVictory' }]);
    for (const seat of [1, 2, 3, 4, 5]) assert.deepEqual(legalActions(s, seat), [{ type: 'endRound' }]);
    rejects(s, 3, { type: 'claimVictory' });
  });

  test('CLEAN-01 nothing resolves until every seat has answered, in any order', () => {
    let s = fourDead();
    s = act(s, 0, { type: 'claimVictory' });
    assert.equal(events(s, 'claimed').length, 0, 'the claim stays secret until everyone answered');
    assert.equal(s.seats[0]!.roleRevealed, false);
    assert.deepEqual(legalActions(s, 0), [], 'one answer per seat');
    s = answerCleanup(s, [5, 3, 1, 4]);
    assert.equal(s.phase.kind, 'cleanup');
    s = act(s, 2, { type: 'endRound' });
    assert.equal(s.phase.kind, 'over');
  });

  test('CLEAN-01 WIN-11 AMB-66 a correct claim counts Ghosts, hidden Dead cards and the dead from the start, and wins at once', () => {
    const s = answerCleanup(fourDead(), ALL6, 0);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'claim', round: 4 });
    assert.equal(s.seats[0]!.roleRevealed, true);
    // AMB-66: every Investigator's state is shown to everyone.
    const checked = s.log.find((e) => e.t === 'claimChecked');
    assert.deepEqual(checked, {
      t: 'claimChecked',
      deadInvestigators: [1, 2, 4, 5],
      needed: 4,
      round: 4,
      vis: null,
    });
    assert.deepEqual(
      events(s, 'roleRevealed').map((e) => e.seat),
      [0],
    );
  });

  test('CLEAN-01 WIN-04 a wrong claim loses at once (then the Seer guess, AMB-17)', () => {
    // Seat 4's hidden card is Alive this time: only 3 of the 4 needed are dead.
    let s = fourDead({
      seats: seatsWith(6, {
        1: { alive: false },
        2: { alive: false },
        5: { pulse: ['dead'] },
      }),
    });
    s = answerCleanup(s, ALL6, 0);
    assert.deepEqual(events(s, 'claimChecked')[0], {
      t: 'claimChecked',
      deadInvestigators: [1, 2, 5],
      needed: 4,
    });
    assert.equal(s.phase.kind, 'seerGuess');
    s = act(s, 0, { type: 'guessSeer', target: 4 });
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'failedClaim', round: 4 });
  });

  test('CLEAN-01 AMB-17 with seerGuessAfterFailedClaim off a wrong claim ends the game with no Seer guess', () => {
    let s = fourDead({
      ruleset: { seerGuessAfterFailedClaim: false },
      seats: seatsWith(6, { 1: { alive: false } }),
    });
    s = answerCleanup(s, ALL6, 0);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'failedClaim', round: 4 });
  });

  test('WIN-04 AMB-15 the sole Cultist voted out before claiming loses, however many are dead', () => {
    // 4 Investigators are dead already; the Cultist is voted out in the Action Phase.
    let s = position({
      players: 6,
      roles: SIX,
      round: 4,
      knife: 1,
      // Route 2 offers light blue in round 4.
      routes: [1, 2, 3, 4, 5, 6],
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, {
        1: { location: 'cafeteria' },
        2: { alive: false, deathRound: 2 },
        4: { alive: false, deathRound: 3 },
        5: { pulse: ['dead'], deathRound: 0 },
      }),
      deadFromStart: [5],
    });
    s = act(s, 1, { type: 'initiateVote' });
    for (const seat of ALL6) s = act(s, seat, { type: 'ready' });
    for (const seat of ALL6) s = act(s, seat, { type: 'ballot', target: 0 });
    s = act(s, 1, { type: 'keepBallot' });
    assert.equal(s.phase.kind, 'seerGuess');
    assert.equal(s.seats[0]!.roleRevealed, true);
    s = act(s, 0, { type: 'guessSeer', target: 2 });
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 4 });
  });

  test('CLEAN-01 WIN-03 AMB-15 with 1 Cultist the kill target alone does not end the game', () => {
    const s = answerCleanup(fourDead(), ALL6);
    assert.equal(s.result, null);
    assert.equal(s.round, 5);
    assert.equal(s.phase.kind, 'movement');
  });
});

describe('WIN-07 no claim window with 2 Cultists', () => {
  test('WIN-07 CLEAN-01 at 7 players the round ends without a Cleanup prompt', () => {
    const s = atCleanup({ players: 7, roles: SEVEN, round: 3, knife: 2, seats: seatsWith(7) });
    assert.equal(s.round, 4);
    assert.equal(s.phase.kind, 'movement');
    for (let seat = 0; seat < 7; seat++) assert.equal(isLegal(s, seat, { type: 'claimVictory' }), false);
  });

  test('WIN-07 at 8 players neither: a Cultist can never claim', () => {
    const roles: Role[] = [
      'investigator',
      'cultist',
      'investigator',
      'investigator',
      'cultist',
      'seer',
      'investigator',
      'investigator',
    ];
    const s = atCleanup({ players: 8, roles, round: 2, knife: 7, seats: seatsWith(8) });
    assert.equal(s.round, 3);
    assert.equal(s.knife, 0);
  });
});

describe('CLEAN-02 WIN-05 AMB-15 round 10', () => {
  test('CLEAN-02 WIN-05 at 5-6 players the Cultists win once everyone has ended round 10, with no Seer guess', () => {
    const s = answerCleanup(atCleanup({ players: 6, roles: SIX, round: 10, seats: seatsWith(6) }), ALL6);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'time', round: 10 });
    assert.equal(events(s, 'seerGuessed').length, 0);
  });

  test('CLEAN-02 WIN-05 at 7 players the Cultists win at the end of round 10', () => {
    const s = atCleanup({ players: 7, roles: SEVEN, round: 10, seats: seatsWith(7) });
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'time', round: 10 });
  });

  test('CLEAN-02 AMB-15 the claim comes first in round 10: a wrong claim still loses', () => {
    const s = answerCleanup(
      atCleanup({
        players: 5,
        roles: ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'],
        round: 10,
        seats: seatsWith(5, { 0: { alive: false } }),
      }),
      [0, 1, 2, 3, 4],
      2,
    );
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'failedClaim', round: 10 });
  });

  test('CLEAN-02 AMB-15 a correct claim in round 10 wins by the claim', () => {
    const s = answerCleanup(
      atCleanup({
        players: 5,
        roles: ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'],
        specialRoles: [],
        round: 10,
        seats: seatsWith(5, { 0: { alive: false }, 1: { alive: false }, 4: { pulse: ['dead'] } }),
      }),
      [0, 1, 2, 3, 4],
      2,
    );
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'claim', round: 10 });
  });
});

describe('CLEAN-03 preparing the next round', () => {
  test('CLEAN-03 the Vote token turns Active, the Knife passes clockwise, the Clock advances', () => {
    let s = atCleanup({ players: 6, roles: SIX, round: 3, knife: 2, voteToken: false, seats: seatsWith(6) });
    s = answerCleanup(s, ALL6);
    assert.equal(s.round, 4);
    assert.equal(s.knife, 3);
    assert.equal(s.voteToken, true);
    assert.deepEqual(s.log.filter((e) => e.t === 'roundStarted').at(-1), {
      t: 'roundStarted',
      round: 4,
      firstPlayer: 3,
      vis: null,
    });
    assert.ok(
      s.phase.kind === 'movement' && s.phase.seat === 3,
      'the new round starts with the Movement Phase',
    );
  });

  test('CLEAN-03 the Knife wraps around from the last seat to seat 0', () => {
    const s = atCleanup({ players: 7, roles: SEVEN, round: 5, knife: 6, seats: seatsWith(7) });
    assert.equal(s.knife, 0);
    assert.equal(s.round, 6);
  });
});

describe('CLEAN-04 AMB-65 the order of the Cleanup', () => {
  test('CLEAN-04 AMB-65 the Portal deadline penalty comes before the claim', () => {
    let s = fourDead({ portal: { openedRound: 1, lastRound: 4, status: 'open' } });
    assert.equal(s.portal?.status, 'failed');
    assert.equal(s.targetShift, 1);
    assert.equal(s.phase.kind, 'cleanup');
    s = answerCleanup(s, ALL6, 0);
    const order = s.log.map((e) => e.t).filter((t) => t === 'portalFailed' || t === 'claimed');
    assert.deepEqual(order, ['portalFailed', 'claimed']);
  });

  test('CLEAN-04 a Portal whose deadline is later stays open', () => {
    const s = fourDead({ portal: { openedRound: 3, lastRound: 5, status: 'open' } });
    assert.equal(s.portal?.status, 'open');
    assert.equal(s.targetShift, 0);
  });

  test('CLEAN-04 AMB-65 the Portal penalty, then the round-10 end', () => {
    const s = atCleanup({
      players: 7,
      roles: SEVEN,
      round: 10,
      seats: seatsWith(7),
      portal: { openedRound: 8, lastRound: 10, status: 'open' },
    });
    const order = s.log.map((e) => e.t).filter((t) => t === 'portalFailed' || t === 'gameOver');
    assert.deepEqual(order, ['portalFailed', 'gameOver']);
    assert.equal(s.result?.reason, 'time');
  });
});
