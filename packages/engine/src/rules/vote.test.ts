import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, allReady, events, isLegal, position, rejects, voteWith } from '../testing.ts';
import { eliminatedBy } from './vote.ts';
import type { Role } from '../types.ts';

const SIX: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'];

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
    let s = act(cafeteriaVote(), 1, { type: 'initiateVote' });
    assert.equal(s.voteToken, false);
    s = voteWith(s, [null, null, null, null, null, null]);
    assert.equal(s.voteToken, false);
    assert.equal(s.phase.kind, 'action');
    // Another Character in the Cafeteria cannot start a second voluntary Vote this round.
    assert.equal(s.phase.kind === 'action' && isLegal(s, s.phase.seat, { type: 'initiateVote' }), false);
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
    const roles: Role[] = ['cultist', 'investigator', 'cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
    let s = act(cafeteriaVote({ roles, players: 7 }), 1, { type: 'initiateVote' });
    s = voteWith(s, [2, null, 2, 2, 2, null, null]);
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.seats[2]!.roleRevealed, false);
    assert.equal(s.result, null);
  });

  test('VOTE-06 PC-13 at 5-6 players the living Knife holder may change the ballot after the reveal', () => {
    let s = allReady(act(cafeteriaVote({ knife: 1 }), 1, { type: 'initiateVote' }));
    for (const [seat, target] of [[0, 2], [1, null], [2, 0], [3, 2], [4, null], [5, null]] as const) s = act(s, seat, { type: 'ballot', target });
    assert.ok(s.phase.kind === 'vote' && s.phase.stage === 'knife');
    // 2 votes for seat 2 against 3 abstentions: nothing yet. The Knife holder switches to seat 2.
    assert.ok(isLegal(s, 1, { type: 'keepBallot' }));
    s = act(s, 1, { type: 'ballot', target: 2 });
    assert.equal(s.seats[2]!.alive, false);
    assert.deepEqual(events(s, 'ballotChanged')[0], { t: 'ballotChanged', seat: 1, from: null, to: 2 });
  });

  test('VOTE-06 PC-13 at 7-8 players the living Knife holder’s vote counts double', () => {
    const roles: Role[] = ['cultist', 'investigator', 'cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
    let s = act(cafeteriaVote({ roles, players: 7, knife: 1 }), 1, { type: 'initiateVote' });
    // Knife (seat 1) + seat 3 vote for seat 0: 3 votes against 2 for seat 4, 1 for seat 5, 2 abstentions.
    // Counted singly it would be a 2-2 tie and nobody would go.
    s = voteWith(s, [null, 0, 4, 0, 4, null, 5]);
    assert.equal(s.seats[0]!.alive, false);
    const result = events(s, 'voteResult')[0]!;
    assert.equal(result.votes[0], 3);
  });

  test('VOTE-06 a Ghost Knife holder has no privilege', () => {
    const roles: Role[] = ['cultist', 'investigator', 'cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
    let s = cafeteriaVote({ roles, players: 7, knife: 1 });
    s = { ...s, seats: s.seats.map((st, i) => (i === 6 ? { ...st, location: 0, alive: false } : st)), knife: 6 };
    s = act(s, 1, { type: 'initiateVote' });
    s = voteWith(s, [4, 0, 4, null, null, null, 0]);
    assert.equal(events(s, 'voteResult')[0]!.votes[0], 2);
  });
});
