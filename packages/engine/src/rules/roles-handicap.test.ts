import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions } from '../legal.ts';
import type { Ruleset } from '../options.ts';
import type { GameState, PortalState } from '../state.ts';
import { act, allReady, isLegal, loc, position, voteWith } from '../testing.ts';
import type { Role, Seat } from '../types.ts';
import { viewFor } from '../view.ts';
import { EXPLORED, ROLES, table, type Table } from './action-phase.fixture.ts';
import { bagOrder } from './drive.testing.ts';
import { deadInvestigators } from './victory.ts';

/**
 * The handicapped roles that support the Cultists (ROLE-GREENHORN/BUTTERFINGERS/CRYBABY): they die
 * after doing what they must not, as a public Ghost without revealing the role (AMB-26/27/28/33),
 * and no Vote follows that death (AMB-13).
 */

/** The deaths, reveals, Votes and their surroundings, in log order, as short strings. */
function trail(s: GameState): string[] {
  return s.log.flatMap((e) => {
    switch (e.t) {
      case 'becameGhost':
        return [`ghost ${e.seat} ${e.cause}`];
      case 'roleRevealed':
        return [`role ${e.seat}`];
      case 'deathRevealed':
        return [`revealed ${e.seat}`];
      case 'voteStarted':
        return [`vote ${e.reason} ${e.initiator}`];
      case 'voteResult':
        return [`result ${e.eliminated}`];
      case 'roomChecked':
        return [`roomChecked camera=${e.camera}`];
      case 'drawPileCard':
        return ['drawPile'];
      case 'fishmanScared':
        return ['scared'];
      case 'portalClosed':
        return ['portalClosed'];
      case 'eventTokenDiscarded':
      case 'eventTokenReturned':
        return [e.t];
      default:
        return [];
    }
  });
}

/** The 5-player roles of the fixture with `role` at `seat`. */
function fiveWith(seat: Seat, role: Role): Role[] {
  return ROLES[5].map((r, i) => (i === seat ? role : r));
}

/** Each seat casts its ballot; the Knife window (if any) stays open. */
function castAll(s: GameState, ballots: readonly (Seat | null)[]): GameState {
  return ballots.reduce((state, target, seat) => act(state, seat, { type: 'ballot', target }), allReady(s));
}

function ballotTargets(s: GameState, seat: Seat): (Seat | null)[] {
  return legalActions(s, seat).flatMap((a) => (a.type === 'ballot' ? [a.target] : []));
}

/** A public Ghost whose role stays secret, counted as a dead Investigator (AMB-28, AMB-33). */
function assertSilentDeath(s: GameState, seat: Seat): void {
  assert.equal(s.seats[seat]!.alive, false);
  assert.equal(s.seats[seat]!.roleRevealed, false);
  assert.equal(s.seats[seat]!.deathRound, s.round);
  assert.ok(deadInvestigators(s).includes(seat), 'counts as a dead Investigator');
  for (const viewer of [0, 1, 'spectator'] as const) {
    const view = viewFor(s, viewer).seats[seat]!;
    assert.equal(view.alive, false);
    assert.equal(view.revealedRole, null);
  }
}

/**
 * Round 2 of a 5-player game drawing `token`, with `role` at the Knife (seat 1). Seat 2 carries a
 * hidden Dead card; everyone stands somewhere else.
 */
function eventRound(token: 'falseEyes' | 'inControl', role: Role): GameState {
  return position({
    players: 5,
    roles: fiveWith(1, role),
    round: 2,
    knife: 1,
    clock: ['noConnection'],
    bag: bagOrder(token === 'inControl' ? ['inControl', 'mirror'] : ['falseEyes'], ['noConnection']),
    phase: { kind: 'event' },
    seats: ['central', 'library', 'cafeteria', 'security', 'orange1'].map((location, i) => ({
      location,
      pulse: i === 2 ? ['dead'] : ['alive'],
    })),
  });
}

describe('ROLE-GREENHORN-01 AMB-28 the Greenhorn dies on initiating a Vote or using the Camera', () => {
  // Seat 4's Route (5) offers light blue, green and red in round 1.
  const greenhorn = (where: string, extra: Table = {}) =>
    table({ 4: where }, { roles: fiveWith(4, 'greenhorn'), knife: 4, ...extra });

  test('ROLE-GREENHORN-01 AMB-28 AMB-13 initiating a Vote: dies first, then the Vote, in which it votes as a Ghost', () => {
    let s = act(greenhorn('cafeteria'), 4, { type: 'initiateVote' });
    assert.deepEqual(trail(s), ['ghost 4 greenhorn', 'vote cafeteria 4']);
    assertSilentDeath(s, 4);
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'cafeteria');
    assert.equal(s.voteToken, false);
    s = allReady(s);
    assert.deepEqual(ballotTargets(s, 4), [0, 1, 2, 3, null], 'the Ghost votes, and cannot be voted for');
    s = voteWith(s, [2, 2, 2, null, 2]);
    assert.equal(s.seats[2]!.alive, false);
    assert.deepEqual(trail(s), ['ghost 4 greenhorn', 'vote cafeteria 4', 'result 2', 'ghost 2 vote']);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 0);
  });

  test('ROLE-GREENHORN-01 AMB-28 a Greenhorn holding the Knife loses the Knife window (5-6 players)', () => {
    const ballots = [2, 2, null, null, null];
    const plain = castAll(
      act(greenhorn('cafeteria', { roles: ROLES[5] }), 4, { type: 'initiateVote' }),
      ballots,
    );
    assert.ok(plain.phase.kind === 'vote' && plain.phase.stage === 'knife', 'a plain Investigator gets it');
    const s = castAll(act(greenhorn('cafeteria'), 4, { type: 'initiateVote' }), ballots);
    assert.ok(s.phase.kind === 'action', 'the Vote resolved on the revealed ballots');
    assert.deepEqual(trail(s).slice(-1), ['result null']);
  });

  test('ROLE-GREENHORN-01 AMB-28 a Greenhorn holding the Knife loses the double vote (7-8 players)', () => {
    const roles: Role[] = ROLES[7].map((r, i) => (i === 4 ? 'greenhorn' : r));
    let s = table({ 4: 'cafeteria' }, { players: 7, roles, knife: 4 });
    s = voteWith(act(s, 4, { type: 'initiateVote' }), [2, null, null, null, 2, 3, 2]);
    // 3 single votes against 3 abstentions: nobody goes (the Knife's double vote would make it 4).
    const result = s.log.findLast((e) => e.t === 'voteResult');
    assert.ok(result?.t === 'voteResult');
    assert.equal(result.votes[2], 3);
    assert.equal(s.seats[2]!.alive, true);
  });

  test('ROLE-GREENHORN-01 ACT-CAMERA-04 AMB-28 the Camera on a room resolves fully, then the Greenhorn dies; no Vote', () => {
    const before = greenhorn('security', { rooms: { darkblue1: EXPLORED } });
    const s = act(before, 4, { type: 'cameraRoom', room: loc(before, 'darkblue1') });
    assert.deepEqual(trail(s), ['roomChecked camera=true', 'ghost 4 greenhorn']);
    assert.equal(s.rooms[loc(s, 'darkblue1')]!.deck.length, 2);
    assertSilentDeath(s, 4);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 0);
  });

  test('ROLE-GREENHORN-01 ACT-CAMERA-04 AMB-28 a Camera State check: the Greenhorn dies once the check is over', () => {
    let s = act(greenhorn('security'), 4, { type: 'cameraState', target: 3 });
    assert.ok(s.phase.kind === 'checkResult');
    assert.equal(s.seats[4]!.alive, true, 'still alive while the check is going on');
    s = act(s, 4, { type: 'endCheck', reveal: false });
    assert.deepEqual(trail(s), ['drawPile', 'ghost 4 greenhorn']);
    assertSilentDeath(s, 4);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 0);
  });

  test('ROLE-GREENHORN-01 ACT-CAMERA-04 AMB-28 a murder seen on the Camera: the Greenhorn dies before the mandatory Vote and votes as a Ghost', () => {
    const s0 = table(
      { 4: 'security', 2: { pulse: ['alive', 'dead'] } },
      { roles: fiveWith(4, 'greenhorn'), knife: 4 },
    );
    let s = act(act(s0, 4, { type: 'cameraState', target: 2 }), 4, { type: 'endCheck', reveal: true });
    assert.deepEqual(trail(s), [
      'revealed 2',
      'ghost 2 revealed',
      'drawPile',
      'ghost 4 greenhorn',
      'vote murder 4',
    ]);
    s = allReady(s);
    assert.deepEqual(ballotTargets(s, 4), [0, 1, 3, null]);
  });

  test('ROLE-GREENHORN-01 other actions do not kill the Greenhorn, and the Camera does not kill others', () => {
    const check = act(greenhorn('central'), 4, { type: 'checkState', target: 3 });
    assert.equal(act(check, 4, { type: 'endCheck', reveal: false }).seats[4]!.alive, true);
    const fill = greenhorn('library');
    assert.equal(
      act(fill, 4, { type: 'fillRoom', room: loc(fill, 'library'), card: 'success' }).seats[4]!.alive,
      true,
    );
    const plain = table({ 4: 'security' }, { knife: 4 });
    const watched = act(act(plain, 4, { type: 'cameraState', target: 3 }), 4, {
      type: 'endCheck',
      reveal: false,
    });
    assert.equal(watched.seats[4]!.alive, true);
  });

  test('ROLE-GREENHORN-01 AMB-33 the Greenhorn’s death counts for the sole Cultist’s claim', () => {
    // Seats 1 and 2 are already Ghosts: the Greenhorn is the third dead Investigator (5 players: 3).
    let s = table(
      { 4: 'cafeteria', 1: { alive: false }, 2: { alive: false } },
      { roles: fiveWith(4, 'greenhorn'), knife: 4 },
    );
    assert.equal(s.killTargetRound, null);
    s = voteWith(act(s, 4, { type: 'initiateVote' }), [null, null, null, null, null]);
    assert.equal(s.killTargetRound, 1);
    for (const seat of [0, 1, 2, 3]) s = act(s, seat, { type: 'pass' });
    assert.equal(s.phase.kind, 'cleanup');
    s = [1, 2, 3, 4].reduce(
      (st, seat) => act(st, seat, { type: 'endRound' }),
      act(s, 0, { type: 'claimVictory' }),
    );
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'claim', round: 1 });
  });
});

describe('ROLE-BUTTERFINGERS-01 AMB-26 the Butterfingers dies after using the Knife', () => {
  test('ROLE-BUTTERFINGERS-01 AMB-26 entering the Fishman’s hallway: dies there and moves no further', () => {
    /** The Knife holder (seat 0) steps from the Pink Room into the East Wing, where the Fishman is. */
    const enter = (knifeRole: Role) => {
      const s = position({
        players: 5,
        roles: [
          knifeRole,
          'investigator',
          'cultist',
          'seer',
          knifeRole === 'butterfingers' ? 'investigator' : 'butterfingers',
        ],
        knife: 0,
        fishman: 'east-wing',
        seats: [{ location: 'pink1' }, {}, {}, {}, {}],
        phase: { kind: 'movement', seat: 0 },
      });
      return act(s, 0, { type: 'step', to: loc(s, 'east-wing') });
    };
    const s = enter('butterfingers');
    assert.deepEqual(trail(s), ['ghost 0 butterfingers']);
    assertSilentDeath(s, 0);
    assert.equal(s.seats[0]!.location, loc(s, 'east-wing'));
    assert.equal(s.fishman, loc(s, 'east-wing'));
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 1, 'the next Character moves');
    // A plain Investigator with the Knife goes on moving.
    const other = enter('investigator');
    assert.ok(other.phase.kind === 'movement' && other.phase.seat === 0 && other.phase.mp === 2);
    assert.equal(other.seats[0]!.alive, true);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 GOLD-03 starting in the Fishman’s hallway, it may not step back in: its Movement would end there, where it began', () => {
    // Set up directly (the Fishman placed on its hallway): entering would end the Movement at once.
    let s = position({
      players: 5,
      roles: ['butterfingers', 'investigator', 'cultist', 'seer', 'investigator'],
      knife: 0,
      fishman: 'east-wing',
      seats: [{ location: 'east-wing' }, {}, {}, {}, {}],
      phase: { kind: 'movement', seat: 0 },
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'pink1') });
    assert.ok(s.phase.kind === 'movement' && s.phase.mp === 2);
    assert.ok(!isLegal(s, 0, { type: 'step', to: loc(s, 'east-wing') }));
    assert.ok(isLegal(s, 0, { type: 'endMovement' }));
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 scaring the Fishman (set up directly): the scare resolves, then it dies', () => {
    // In play a Butterfingers dies on entering, so this only checks the scare itself counts too.
    const s0 = table(
      { 0: 'east-wing' },
      { roles: ['butterfingers', 'investigator', 'cultist', 'seer', 'investigator'], fishman: 'east-wing' },
    );
    assert.ok(isLegal(s0, 0, { type: 'scareFishman' }));
    const s = act(s0, 0, { type: 'scareFishman' });
    assert.deepEqual(trail(s), ['scared', 'ghost 0 butterfingers']);
    assert.equal(s.fishman, null);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 1);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 AMB-13 5-6 players: actually changing the ballot kills after the result; keeping it does not', () => {
    const vote = () =>
      castAll(
        act(table({ 4: 'cafeteria' }, { roles: fiveWith(4, 'butterfingers'), knife: 4 }), 4, {
          type: 'initiateVote',
        }),
        [2, null, 2, null, null],
      );
    assert.ok(vote().phase.kind === 'vote');
    const changed = act(vote(), 4, { type: 'ballot', target: 2 });
    assert.deepEqual(trail(changed), [
      'vote cafeteria 4',
      'result 2',
      'ghost 2 vote',
      'ghost 4 butterfingers',
    ]);
    assertSilentDeath(changed, 4);
    assert.ok(changed.phase.kind === 'action' && changed.phase.seat === 0, 'no Vote follows');
    const kept = act(vote(), 4, { type: 'keepBallot' });
    assert.equal(kept.seats[4]!.alive, true);
    assert.deepEqual(trail(kept), ['vote cafeteria 4', 'result null']);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 7-8 players: a non-abstaining ballot with the Knife counts double, then kills', () => {
    const roles: Role[] = ROLES[7].map((r, i) => (i === 4 ? 'butterfingers' : r));
    const vote = (knife: Seat, ballots: (Seat | null)[]) => {
      const s = table({ [knife]: 'cafeteria' }, { players: 7, roles, knife });
      return voteWith(act(s, knife, { type: 'initiateVote' }), ballots);
    };
    // 2 + 2 (doubled) against 3 abstentions; counted singly it would be 3 against 3.
    const voted = vote(4, [2, 2, null, null, 2, 3, null]);
    assert.deepEqual(trail(voted), ['vote cafeteria 4', 'result 2', 'ghost 2 vote', 'ghost 4 butterfingers']);
    const abstained = vote(4, [2, 2, null, null, null, null, null]);
    assert.equal(abstained.seats[4]!.alive, true);
    // Without the Knife (seat 6 holds it; route 7 has no light blue, so seat 4 starts the Vote), voting is harmless.
    const s = table({ 4: 'cafeteria' }, { players: 7, roles, knife: 6, phase: { kind: 'action', seat: 4 } });
    const notKnife = voteWith(act(s, 4, { type: 'initiateVote' }), [2, 2, null, null, 2, null, 2]);
    assert.equal(notKnife.seats[2]!.alive, false);
    assert.equal(notKnife.seats[4]!.alive, true);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 performing the False Eyes check kills afterwards; skipping it does not', () => {
    const s = act(act(eventRound('falseEyes', 'butterfingers'), 1, { type: 'falseEyes', target: 3 }), 1, {
      type: 'endCheck',
      reveal: false,
    });
    assert.deepEqual(trail(s), ['ghost 1 butterfingers']);
    assertSilentDeath(s, 1);
    assert.deepEqual(s.phase, { kind: 'action', seat: 1, refusedBy: [] });
    const skipped = act(eventRound('falseEyes', 'butterfingers'), 1, { type: 'skipEvent' });
    assert.equal(skipped.seats[1]!.alive, true);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 a murder found with False Eyes: it dies before the Vote and has no Knife window', () => {
    let s = act(eventRound('falseEyes', 'butterfingers'), 1, { type: 'falseEyes', target: 2 });
    s = act(s, 1, { type: 'endCheck', reveal: true });
    assert.deepEqual(trail(s), ['revealed 2', 'ghost 2 revealed', 'ghost 1 butterfingers', 'vote murder 1']);
    s = castAll(s, [3, 3, null, 3, null]);
    assert.deepEqual(trail(s).slice(-3), ['vote murder 1', 'result 3', 'ghost 3 vote']);
  });

  test('ROLE-BUTTERFINGERS-01 AMB-26 drawing in In Control kills once the token is settled; not drawing does not', () => {
    for (const settle of ['discardEventToken', 'returnEventToken'] as const) {
      const drawn = act(eventRound('inControl', 'butterfingers'), 1, { type: 'drawEventToken' });
      assert.equal(drawn.seats[1]!.alive, true);
      const s = act(drawn, 1, { type: settle });
      assert.equal(trail(s).length, 2);
      assert.equal(trail(s)[1], 'ghost 1 butterfingers');
      assertSilentDeath(s, 1);
      assert.deepEqual(s.phase, { kind: 'action', seat: 1, refusedBy: [] });
    }
    const skipped = act(eventRound('inControl', 'butterfingers'), 1, { type: 'skipEvent' });
    assert.equal(skipped.seats[1]!.alive, true);
  });
});

describe('ACT-PORTAL-04 ROLE-BUTTERFINGERS-01 AMB-26 the butterfingersPortal flag', () => {
  const OPEN: PortalState = { openedRound: 1, lastRound: 4, status: 'open' };
  /** Seat 4 (green on its Route) is the Butterfingers; seat 0 the Cultist; both in the Library. */
  function closed(initiator: Seat, partner: Seat, ruleset: Partial<Ruleset>): GameState {
    const s = table(
      { 0: 'library', 4: 'library' },
      { roles: fiveWith(4, 'butterfingers'), knife: initiator, portal: OPEN, ruleset },
    );
    return act(act(s, initiator, { type: 'closePortal', partner }), partner, {
      type: 'answerPortal',
      accept: true,
    });
  }

  test('ACT-PORTAL-04 with the flag the Butterfingers dies after closing the Portal, as initiator or partner', () => {
    for (const [initiator, partner] of [
      [4, 0],
      [0, 4],
    ] as const) {
      const s = closed(initiator, partner, { butterfingersPortal: true });
      assert.deepEqual(trail(s), ['portalClosed', 'ghost 4 butterfingers']);
      assert.equal(s.portal!.status, 'closed');
      assert.equal(s.targetShift, -1);
      assertSilentDeath(s, 4);
    }
  });

  test('ACT-PORTAL-04 without the flag (the default) closing the Portal is harmless', () => {
    const s = closed(4, 0, {});
    assert.equal(s.portal!.status, 'closed');
    assert.equal(s.seats[4]!.alive, true);
  });
});

describe('ROLE-CRYBABY-01 ACT-CHECKSTATE-08 AMB-27 the Crybaby dies after having to reveal a dead Character', () => {
  /** Seat 1 is the Crybaby and holds the Knife; seat 2 carries a hidden Dead card. */
  const crybaby = (where: string, extra: Table = {}) =>
    table(
      { 1: where, 2: { pulse: ['alive', 'dead'] } },
      { roles: fiveWith(1, 'crybaby'), knife: 1, ...extra },
    );

  test('ACT-CHECKSTATE-08 ROLE-CRYBABY-01 AMB-27 AMB-13 Check a State: must reveal, dies right after, before the one mandatory Vote', () => {
    let s = act(crybaby('central'), 1, { type: 'checkState', target: 2 });
    assert.deepEqual(legalActions(s, 1), [{ type: 'endCheck', reveal: true }], 'an Investigator must reveal');
    s = act(s, 1, { type: 'endCheck', reveal: true });
    const deaths = trail(s);
    assert.ok(deaths.indexOf('ghost 1 crybaby') > deaths.indexOf('ghost 2 revealed'));
    assert.equal(deaths.at(-1), 'vote murder 1');
    assert.equal(deaths.filter((e) => e.startsWith('vote')).length, 1);
    assertSilentDeath(s, 1);
    s = allReady(s);
    assert.deepEqual(ballotTargets(s, 1), [0, 3, 4, null], 'votes as a Ghost');
  });

  test('ACT-CHECKSTATE-08 ROLE-CRYBABY-01 from the Security Room as well', () => {
    // Seat 1 in the powered Security Room checks seat 2 in the central hallway (AMB-06).
    const s = act(act(crybaby('security'), 1, { type: 'checkState', target: 2 }), 1, {
      type: 'endCheck',
      reveal: true,
    });
    assert.equal(s.seats[1]!.alive, false);
  });

  test('ROLE-CRYBABY-01 seeing only Alive cards is harmless', () => {
    const s = act(act(crybaby('central'), 1, { type: 'checkState', target: 3 }), 1, {
      type: 'endCheck',
      reveal: false,
    });
    assert.equal(s.seats[1]!.alive, true);
    assert.deepEqual(trail(s), ['drawPile']);
  });

  test('ROLE-CRYBABY-01 AMB-27 False Eyes: dies after revealing, before the Vote', () => {
    let s = act(eventRound('falseEyes', 'crybaby'), 1, { type: 'falseEyes', target: 2 });
    s = act(s, 1, { type: 'endCheck', reveal: true });
    assert.deepEqual(trail(s), ['revealed 2', 'ghost 2 revealed', 'ghost 1 crybaby', 'vote murder 1']);
    assertSilentDeath(s, 1);
  });

  test('ROLE-CRYBABY-01 AMB-27 the Camera is not a trigger unless crybabyCamera is on', () => {
    // Seat 2's Route (2) offers red: the Crybaby watches seat 3, who carries the Dead card.
    const camera = (ruleset: Partial<Ruleset>) => {
      const s = table(
        { 2: 'security', 3: { pulse: ['dead'] } },
        { roles: fiveWith(2, 'crybaby'), knife: 2, ruleset },
      );
      return act(act(s, 2, { type: 'cameraState', target: 3 }), 2, { type: 'endCheck', reveal: true });
    };
    const off = camera({});
    assert.equal(off.seats[2]!.alive, true);
    assert.equal(trail(off).at(-1), 'vote murder 2');
    const on = camera({ crybabyCamera: true });
    assert.deepEqual(trail(on), [
      'revealed 3',
      'ghost 3 revealed',
      'ghost 2 crybaby',
      'drawPile',
      'vote murder 2',
    ]);
  });
});
