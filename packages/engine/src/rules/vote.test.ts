import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  act,
  allReady,
  events,
  isLegal,
  position,
  rejects,
  voteWith,
  SEVEN_ROLES as SEVEN,
  SIX_ROLES as SIX,
} from '../testing.ts';
import { EVENT_TOKENS } from '../content/tables.ts';
import { legalActions } from '../legal.ts';
import { viewFor } from '../view.ts';
import { countBallots, eliminatedBy, voteOutcome, type CountingKnife } from './vote.ts';
import type { Role } from '../types.ts';

/** A 6-player game in the Action Phase; seat 1 stands in the Cafeteria with light blue on its Route. */
function cafeteriaVote(overrides: { knife?: number; roles?: Role[]; players?: 5 | 6 | 7 | 8 } = {}) {
  const players = overrides.players ?? 6;
  const roles = overrides.roles ?? SIX;
  const knife = overrides.knife ?? 1;
  return position({
    players,
    roles,
    // The Knife holder gets route 1, whose line for rounds 1/5/9 offers light blue.
    routes: roles.map((_, i) => ((i - knife + players) % players) + 1),
    knife,
    phase: { kind: 'action', seat: knife },
    seats: roles.map((_, i) => ({ location: i === knife ? 'cafeteria' : 'central' })),
  });
}

describe('VOTE-09 the rulebook voting examples (tally)', () => {
  test('VOTE-09 VOTE-07 6 votes: Andy 2, Susan 2, 2 abstentions → nothing happens', () => {
    assert.equal(eliminatedBy([2, 2, 0, 0, 0, 0], 2), null);
  });
  test('VOTE-09 VOTE-07 6 votes: Andy 3, Susan 1, 2 abstentions → Andy is eliminated', () => {
    assert.equal(eliminatedBy([3, 1, 0, 0, 0, 0], 2), 0);
  });
  test('VOTE-09 VOTE-08 7 votes: Ben 3, Uli 1, 3 abstentions → nothing happens', () => {
    assert.equal(eliminatedBy([3, 1, 0, 0, 0, 0, 0], 3), null);
  });
  test('VOTE-09 7 votes: Ben 1, Uli 1, Macy 3, 2 abstentions → Macy is eliminated', () => {
    assert.equal(eliminatedBy([1, 1, 3, 0, 0, 0, 0], 2), 2);
  });
});

describe('blind votes', () => {
  test('VOTE-01 ACT-VOTE-01 a living Character in the Cafeteria with an Active Vote token may initiate a Vote', () => {
    const s = cafeteriaVote();
    assert.ok(isLegal(s, 1, { type: 'initiateVote' }));
    const voting = act(s, 1, { type: 'initiateVote' });
    assert.equal(voting.phase.kind, 'vote');
  });

  test('ACT-VOTE-02 after a Cafeteria Vote the Vote token is Inactive until the next round', () => {
    // Seats 1 and 2 stand in the Cafeteria, both with light blue on their Route (routes 1 and 8).
    let s = position({
      players: 6,
      roles: SIX,
      routes: [2, 1, 8, 3, 4, 5],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: SIX.map((_, i) => ({ location: i === 1 || i === 2 ? 'cafeteria' : 'central' })),
    });
    s = act(s, 1, { type: 'initiateVote' });
    assert.equal(s.voteToken, false);
    s = voteWith(s, [null, null, null, null, null, null]);
    assert.equal(s.voteToken, false);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 2);
    // The other Character in the Cafeteria cannot start a second voluntary Vote this round.
    assert.equal(isLegal(s, 2, { type: 'initiateVote' }), false);
    assert.ok(isLegal({ ...s, voteToken: true }, 2, { type: 'initiateVote' }), 'only the token stops it');
  });

  test('VOTE-03 a discussion comes before the ballots: no ballot until everyone is ready', () => {
    const s = act(cafeteriaVote(), 1, { type: 'initiateVote' });
    rejects(s, 0, { type: 'ballot', target: 2 }, 'action/not-now');
    const ready = allReady(s);
    assert.ok(ready.phase.kind === 'vote' && ready.phase.stage === 'ballot');
  });

  test('VOTE-04 every player votes, Ghosts included', () => {
    let s = cafeteriaVote();
    s = { ...s, seats: s.seats.map((st, i) => (i === 4 ? { ...st, alive: false } : st)) };
    s = allReady(act(s, 1, { type: 'initiateVote' }));
    assert.ok(isLegal(s, 4, { type: 'ballot', target: 0 }), 'a Ghost votes');
    assert.equal(isLegal(s, 0, { type: 'ballot', target: 4 }), false, 'a Ghost cannot be voted for (AMB-11)');
  });

  test('VOTE-05 ballots are sealed until all are cast, then revealed with names', () => {
    let s = allReady(act(cafeteriaVote(), 1, { type: 'initiateVote' }));
    s = act(s, 0, { type: 'ballot', target: 2 });
    assert.equal(events(s, 'ballotsRevealed').length, 0);
    for (const seat of [1, 2, 3, 4, 5]) s = act(s, seat, { type: 'ballot', target: seat === 2 ? 0 : 2 });
    const revealed = events(s, 'ballotsRevealed');
    assert.deepEqual(revealed[0]?.ballots, [2, 2, 0, 2, 2, 2]);
  });

  test('VOTE-10 an eliminated Character becomes a Ghost and its Pulse deck stays face down', () => {
    let s = act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [2, 2, null, 2, 2, null]);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.seats[2]!.pulseTopFaceUp, false);
    assert.deepEqual(events(s, 'becameGhost').at(-1), { t: 'becameGhost', seat: 2, cause: 'vote' });
  });

  test('VOTE-11 an eliminated Cultist who is not the last living one does not reveal the role', () => {
    const roles = SEVEN;
    let s = act(cafeteriaVote({ roles, players: 7 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [2, null, 2, 2, 2, null, null]);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.seats[2]!.roleRevealed, false);
    assert.equal(s.result, null);
  });

  test('VOTE-06 PC-13 at 5-6 players the living Knife holder may change the ballot after the reveal', () => {
    let s = allReady(act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' }));
    for (const [seat, target] of [
      [0, 2],
      [1, null],
      [2, 0],
      [3, 2],
      [4, null],
      [5, null],
    ] as const)
      s = act(s, seat, { type: 'ballot', target });
    assert.ok(s.phase.kind === 'vote' && s.phase.stage === 'knife');
    // 2 votes for seat 2 against 3 abstentions: nothing yet. The Knife holder switches to seat 2.
    assert.ok(isLegal(s, 1, { type: 'keepBallot' }));
    s = act(s, 1, { type: 'ballot', target: 2 });
    assert.equal(s.seats[2]!.alive, false);
    assert.deepEqual(events(s, 'ballotChanged')[0], { t: 'ballotChanged', seat: 1, from: null, to: 2 });
  });

  test('VOTE-06 PC-13 at 7-8 players the living Knife holder’s vote counts double', () => {
    const roles = SEVEN;
    let s = act(cafeteriaVote({ roles, players: 7, knife: 1 }), 1, { type: 'initiateVote' });
    // Knife (seat 1) + seat 3 vote for seat 0: 3 votes against 2 for seat 4, 1 for seat 5, 2 abstentions.
    // Counted singly it would be a 2-2 tie and nobody would go.
    s = voteWith(s, [null, 0, 4, 0, 4, null, 5]);
    assert.equal(s.seats[0]!.alive, false);
    const result = events(s, 'voteResult')[0]!;
    assert.equal(result.votes[0], 3);
  });

  test('VOTE-06 a Ghost Knife holder has no privilege', () => {
    const roles = SEVEN;
    let s = cafeteriaVote({ roles, players: 7, knife: 1 });
    s = {
      ...s,
      seats: s.seats.map((st, i) => (i === 6 ? { ...st, location: 0, alive: false } : st)),
      knife: 6,
    };
    s = act(s, 1, { type: 'initiateVote' });
    s = voteWith(s, [4, 0, 4, null, null, null, 0]);
    assert.equal(events(s, 'voteResult')[0]!.votes[0], 2);
  });
});

describe('VOTE-01 who may initiate a Cafeteria Vote', () => {
  test('VOTE-01 ACT-VOTE-01 not while the Vote token is Inactive', () => {
    const s = { ...cafeteriaVote(), voteToken: false };
    assert.equal(isLegal(s, 1, { type: 'initiateVote' }), false);
    rejects(s, 1, { type: 'initiateVote' });
  });

  test('VOTE-01 an Investigator needs light blue on the Route this round; a Cultist does not', () => {
    // Route 2 offers orange and red in round 1.
    const investigator = position({
      players: 6,
      roles: SIX,
      routes: [1, 2, 3, 4, 5, 6],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: SIX.map((_, i) => ({ location: i === 1 ? 'cafeteria' : 'central' })),
    });
    assert.equal(isLegal(investigator, 1, { type: 'initiateVote' }), false);
    const cultist = position({
      players: 6,
      roles: SIX,
      routes: [2, 1, 3, 4, 5, 6],
      knife: 0,
      phase: { kind: 'action', seat: 0 },
      seats: SIX.map((_, i) => ({ location: i === 0 ? 'cafeteria' : 'central' })),
    });
    assert.ok(isLegal(cultist, 0, { type: 'initiateVote' }));
  });

  test('VOTE-01 VOTE-04 a Ghost in the Cafeteria cannot initiate a Vote', () => {
    let s = cafeteriaVote();
    s = { ...s, seats: s.seats.map((st, i) => (i === 1 ? { ...st, alive: false } : st)) };
    assert.equal(isLegal(s, 1, { type: 'initiateVote' }), false);
  });
});

/**
 * 6 players, Knife with seat 1 in the Central Hallway next to seat 2, whose Pulse deck hides a Dead
 * card. Seat 3 stands in the Cafeteria with light blue on its Route.
 */
function murderPosition(voteToken: boolean) {
  return position({
    players: 6,
    roles: SIX,
    routes: [2, 3, 4, 1, 5, 6],
    knife: 1,
    voteToken,
    phase: { kind: 'action', seat: 1 },
    seats: SIX.map((_, i) => ({
      location: i === 3 ? 'cafeteria' : 'central',
      pulse: i === 2 ? ['alive', 'dead'] : [],
    })),
  });
}

function revealMurder(s: ReturnType<typeof murderPosition>) {
  return act(act(s, 1, { type: 'checkState', target: 2 }), 1, { type: 'endCheck', reveal: true });
}

describe('VOTE-02 AMB-13 AMB-14 mandatory Votes', () => {
  test('VOTE-02 AMB-13 a revealed murder forces a Vote, even with the Vote token Inactive, and leaves the token alone', () => {
    let s = revealMurder(murderPosition(false));
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'murder' && s.phase.initiator === 1);
    assert.equal(s.voteToken, false);
    s = voteWith(s, [null, null, null, null, null, null]);
    assert.equal(s.voteToken, false);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 2, 'play goes on with the next seat');
  });

  test('AMB-14 a mandatory Vote does not flip the token: the Cafeteria Vote stays available this round', () => {
    let s = revealMurder(murderPosition(true));
    s = voteWith(s, [null, null, null, null, null, null]);
    assert.equal(s.voteToken, true);
    s = act(s, 2, { type: 'pass' }); // the new Ghost
    assert.ok(isLegal(s, 3, { type: 'initiateVote' }));
    s = act(s, 3, { type: 'initiateVote' });
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'cafeteria');
    assert.equal(s.voteToken, false);
    assert.equal(events(s, 'voteStarted').length, 2);
  });

  test('AMB-13 an elimination by Vote does not force another Vote', () => {
    let s = act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [2, 2, 2, 2, 2, 2]);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(events(s, 'voteStarted').length, 1);
    assert.equal(s.phase.kind, 'action');
  });

  test('AMB-13 AMB-09 a Cultist who keeps a murder secret starts no Vote', () => {
    let s = position({
      players: 6,
      roles: SIX,
      knife: 0,
      phase: { kind: 'action', seat: 0 },
      seats: SIX.map((_, i) => ({ location: 'central', pulse: i === 2 ? ['dead'] : [] })),
    });
    s = act(s, 0, { type: 'checkState', target: 2 });
    s = act(s, 0, { type: 'endCheck', reveal: false });
    assert.equal(events(s, 'voteStarted').length, 0);
    assert.equal(s.seats[2]!.alive, true);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 1);
  });

  test('VOTE-02 AMB-14 a murder revealed by False Eyes is voted on in the Event Phase, before the Action Phase', () => {
    const rest = [...EVENT_TOKENS];
    rest.splice(rest.indexOf('falseEyes'), 1);
    let s = position({
      players: 6,
      roles: SIX,
      knife: 1,
      phase: { kind: 'event' },
      bag: ['falseEyes', ...rest],
      seats: SIX.map((_, i) => ({ location: 'central', pulse: i === 4 ? ['dead'] : [] })),
    });
    assert.equal(s.phase.kind, 'falseEyes');
    s = act(s, 1, { type: 'falseEyes', target: 4 });
    s = act(s, 1, { type: 'endCheck', reveal: true });
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'murder');
    assert.equal(s.voteToken, true);
    s = voteWith(s, [null, null, null, null, null, null]);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 1, 'then the Action Phase starts with the Knife');
  });
});

describe('VOTE-07 VOTE-08 VOTE-13 AMB-11 counting a Vote', () => {
  test('VOTE-08 3 votes against 3 abstentions: nothing happens', () => {
    let s = act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [4, null, 4, null, 4, null]);
    assert.ok(s.seats.every((st) => st.alive));
    assert.deepEqual(events(s, 'voteResult')[0], {
      t: 'voteResult',
      eliminated: null,
      votes: [0, 0, 0, 0, 3, 0],
      abstentions: 3,
    });
  });

  test('VOTE-07 a plurality with more votes than abstentions eliminates', () => {
    let s = act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [4, 4, 4, 5, null, null]);
    assert.equal(s.seats[4]!.alive, false);
  });

  test('VOTE-13 AMB-11 the options are the living Characters, yourself included, or abstaining', () => {
    let s = cafeteriaVote({ knife: 1 });
    s = { ...s, seats: s.seats.map((st, i) => (i === 5 ? { ...st, alive: false } : st)) };
    s = allReady(act(s, 1, { type: 'initiateVote' }));
    const targets = (seat: number) =>
      legalActions(s, seat).map((a) => (a.type === 'ballot' ? a.target : 'x'));
    assert.deepEqual(targets(2), [0, 1, 2, 3, 4, null]);
    assert.deepEqual(targets(5), [0, 1, 2, 3, 4, null], 'a Ghost votes with the same options');
    rejects(s, 0, { type: 'ballot', target: 5 });
    // A self-vote counts like any other.
    s = voteWith(s, [2, 2, 2, 2, 2, 2]);
    assert.equal(s.seats[2]!.alive, false);
  });

  test('VOTE-13 AMB-11 a tie between two Characters eliminates nobody', () => {
    let s = act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [4, 4, 4, 5, 5, 5]);
    assert.ok(s.seats.every((st) => st.alive));
  });

  test('AMB-11 at 7-8 players a living Knife holder who abstains counts as one abstention', () => {
    const roles = SEVEN;
    let s = act(cafeteriaVote({ roles, players: 7, knife: 1 }), 1, { type: 'initiateVote' });
    // 3 votes for seat 4 against the Knife's abstention and one other: seat 4 goes.
    s = voteWith(s, [4, null, 4, 4, null, 6, 6]);
    assert.equal(events(s, 'voteResult')[0]!.abstentions, 2);
    assert.equal(s.seats[4]!.alive, false);
  });
});

describe('VOTE-06 AMB-12 the Knife window at 5-6 players', () => {
  test('AMB-12 INFO-06 the ballots are revealed to everyone, then only the Knife holder decides', () => {
    let s = allReady(act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' }));
    for (const [seat, target] of [
      [0, 4],
      [1, 4],
      [2, 4],
      [3, null],
      [4, 0],
      [5, null],
    ] as const)
      s = act(s, seat, { type: 'ballot', target });
    assert.ok(s.phase.kind === 'vote' && s.phase.stage === 'knife');
    for (const viewer of [0, 3, 'spectator'] as const) {
      const phase = viewFor(s, viewer).phase;
      assert.ok(phase.kind === 'vote');
      assert.deepEqual(phase.ballots, [4, 4, 4, null, 0, null]);
    }
    for (const seat of [0, 2, 3, 4, 5]) assert.deepEqual(legalActions(s, seat), []);
    // The Knife holder withdraws: 2 votes against 3 abstentions, nobody goes.
    s = act(s, 1, { type: 'ballot', target: null });
    assert.ok(s.seats.every((st) => st.alive));
    assert.deepEqual(events(s, 'ballotChanged')[0], { t: 'ballotChanged', seat: 1, from: 4, to: null });
  });

  test('AMB-12 AMB-60 a Ghost Knife holder gets no window: the Vote resolves on the revealed ballots', () => {
    // The Knife (seat 1) is a Ghost; seat 3 starts the Vote from the Cafeteria.
    let s = position({
      players: 6,
      roles: SIX,
      routes: [2, 3, 4, 1, 5, 6],
      knife: 1,
      phase: { kind: 'action', seat: 3, acted: [1, 2] },
      seats: SIX.map((_, i) => ({ location: i === 3 ? 'cafeteria' : 'central', alive: i !== 1 })),
    });
    s = allReady(act(s, 3, { type: 'initiateVote' }));
    for (const seat of [0, 1, 2, 3, 4, 5]) s = act(s, seat, { type: 'ballot', target: seat === 4 ? 0 : 4 });
    assert.equal(s.phase.kind, 'action');
    assert.equal(s.seats[4]!.alive, false);
    assert.equal(events(s, 'ballotChanged').length, 0);
  });
});

describe('VOTE-07 counting a ballot list outside the engine (bots, clients)', () => {
  const knife: CountingKnife = { seat: 0, alive: true, double: false, automa: null };
  const out = (ballots: (number | null)[], k = knife) => {
    const { votes, abstentions } = countBallots(ballots, k);
    return eliminatedBy(votes, abstentions);
  };
  test('a strict plurality that also beats the abstentions', () => {
    assert.equal(out([1, 1, 2, 2, null, null]), null); // 2/2 tie
    assert.equal(out([1, 1, 1, 2, null, null]), 1);
    assert.equal(out([1, 1, 1, null, null, null]), null); // 3 against 3 abstentions
    assert.equal(out([3, 3, 3, 1, 2, null, null]), 3);
  });
  test('VOTE-06 the living Knife holder counts double at 7-8 players; a Ghost holder does not', () => {
    assert.equal(out([1, 2, null], { ...knife, double: true }), 1);
    assert.equal(out([1, 2, null], { ...knife, double: true, alive: false }), null);
  });
  test('AUTOMA-20 the AUTOMA holding the Knife abstains twice', () => {
    assert.equal(out([null, 2, 2, 1], { ...knife, automa: 0 }), null);
    assert.equal(out([null, 2, 2, 1], { ...knife, seat: 1, automa: 0 }), 2);
  });
  test('AUTOMA-20 a Ghost AUTOMA holding the Knife still abstains twice (the rule has no condition)', () => {
    assert.deepEqual(countBallots([null, 2, 2, 1], { ...knife, automa: 0, alive: false }).abstentions, 2);
    assert.equal(out([null, 2, 2, 1], { ...knife, automa: 0, alive: false }), null);
  });
  test('voteOutcome counts a view exactly as the engine concludes the Vote', () => {
    const roles = SEVEN;
    const start = act(cafeteriaVote({ roles, players: 7, knife: 1 }), 1, { type: 'initiateVote' });
    const view = viewFor(start, 3);
    assert.equal(view.knifePrivilege, 'double');
    for (const ballots of [
      [null, 0, 4, 0, 4, null, 5],
      [null, 4, 0, 0, 0, 4, null],
      [1, 2, 2, null, null, 1, 0],
    ]) {
      const eliminated = events(voteWith(start, ballots), 'voteResult')[0]!.eliminated;
      assert.equal(voteOutcome(view, ballots), eliminated, `ballots ${JSON.stringify(ballots)}`);
    }
  });
});
