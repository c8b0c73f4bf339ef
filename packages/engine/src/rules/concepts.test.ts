import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame } from '../setup.ts';
import { ROLE_INFO } from '../content/roles.ts';
import type { GameState } from '../state.ts';
import {
  act,
  allReady,
  events,
  isLegal,
  loc,
  newGame,
  position,
  rejects,
  seedOf,
  voteWith,
} from '../testing.ts';
import { legalActions } from '../legal.ts';
import { viewFor } from '../view.ts';
import { PLAYER_COUNTS, type PlayerCount, type Role } from '../types.ts';
import { deadInvestigators } from './victory.ts';
import { layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import { racksWorth } from './racks.fixture.ts';

/** Game concepts (inventory 1.1), checked through play. */

const FIVE: Role[] = ['investigator', 'investigator', 'seer', 'investigator', 'cultist'];
const SEVEN: Role[] = [
  'investigator',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
  'cultist',
  'cultist',
];

function over(s: GameState): void {
  assert.equal(s.phase.kind, 'over');
  assert.ok(s.result);
  assert.deepEqual(legalActions(s, 0), []);
}

describe('GEN-01 players', () => {
  test('GEN-01 a game is set up for 4 to 8 players (4 with the AUTOMA); other counts are refused', () => {
    for (const players of PLAYER_COUNTS) assert.equal(createGame({ players, seed: seedOf(1) }).ok, true);
    assert.equal(createGame({ players: 4, seed: seedOf(1) }).ok, true);
    for (const players of [3, 9]) {
      const created = createGame({ players: players as PlayerCount, seed: seedOf(1) });
      assert.equal(created.ok, false);
      assert.equal(created.problems[0]?.field, 'players');
    }
  });
});

describe('GEN-02 GEN-10 two teams, two ways for the Investigators to win, exactly one winner', () => {
  test('GEN-02 every role belongs to one of the two teams', () => {
    for (const info of Object.values(ROLE_INFO)) assert.ok(['investigators', 'cultists'].includes(info.team));
  });

  test('GEN-10 GEN-02 the Investigators win by restoring enough rooms (VP target)', () => {
    // Racks worth one VP short of the target are complete; Dark Blue 1 needs one book.
    const layout = layoutById(PLAYER_COUNT_TABLE[7].layout);
    const target = PLAYER_COUNT_TABLE[7].vpTarget;
    let s = position({
      players: 7,
      roles: SEVEN,
      routes: [1, 2, 3, 4, 5, 6, 7], // route 1 allows dark blue in round 1
      knife: 0,
      phase: { kind: 'action', seat: 0 },
      seats: SEVEN.map((_, i) => ({ location: i === 0 ? 'darkblue1' : 'central' })),
      rooms: {
        ...racksWorth(layout, target - 1, (r) => r.id !== 'darkblue1'),
        darkblue1: { deck: ['success'], explored: true, books: 1 },
      },
    });
    assert.equal(s.vp, target - 1);
    s = act(s, 0, { type: 'checkRoom', room: loc(s, 'darkblue1') });
    over(s);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'vpTarget', round: 1 });
  });

  test('GEN-10 GEN-02 the Investigators win by eliminating every Cultist', () => {
    let s = position({
      players: 7,
      roles: SEVEN,
      routes: [1, 2, 3, 4, 5, 6, 7], // route 1 allows light blue in round 1
      knife: 0,
      phase: { kind: 'action', seat: 0 },
      seats: SEVEN.map((_, i) => ({ location: i === 0 ? 'cafeteria' : 'central', alive: i !== 6 })),
    });
    s = act(s, 0, { type: 'initiateVote' });
    s = voteWith(s, [5, 5, 5, 5, 5, null, 5]);
    over(s);
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
  });

  test('GEN-10 GEN-02 the Cultists win by getting rid of enough Investigators', () => {
    const roles: Role[] = ['investigator', 'investigator', 'investigator', 'investigator', 'cultist'];
    let s = position({
      players: 5,
      roles,
      knife: 0,
      phase: { kind: 'action', seat: 4 },
      seats: roles.map((_, i) => ({
        pulse: i >= 1 && i <= 3 ? ['dead'] : ['alive'],
        ...(i === 4 ? { hand: { alive: 6, success: 2, failure: 4, sabotage: 2 } } : {}),
      })),
    });
    s = act(s, 4, { type: 'pass' });
    s = act(s, 4, { type: 'claimVictory' });
    for (const seat of [0, 1, 2, 3]) s = act(s, seat, { type: 'endRound' });
    over(s);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'claim', round: 1 });
  });
});

describe('GEN-03 GEN-04 GEN-08 secret roles, public Characters', () => {
  test('GEN-03 each player sees their own Role marker and team, nobody else’s', () => {
    const s = newGame({ players: 6, seed: seedOf(3) });
    s.seats.forEach((st, seat) => {
      const view = viewFor(s, seat);
      assert.equal(view.me!.role, st.role);
      assert.equal(view.me!.team, ROLE_INFO[st.role].team);
      assert.ok(view.seats.every((other) => other.revealedRole === null));
    });
  });

  test('GEN-04 every Character’s place on the map and side (Alive/Ghost) are public', () => {
    const s = position({
      players: 5,
      roles: FIVE,
      seats: FIVE.map((_, i) => ({
        location: ['central', 'library', 'cafeteria', 'east-wing', 'central'][i],
        alive: i !== 3,
      })),
    });
    const publicPart = (v: ReturnType<typeof viewFor>) => v.seats.map((st) => [st.location, st.alive]);
    const spectator = publicPart(viewFor(s, 'spectator'));
    assert.deepEqual(spectator[1], [loc(s, 'library'), true]);
    assert.deepEqual(spectator[3], [loc(s, 'east-wing'), false]);
    for (let seat = 0; seat < 5; seat++) assert.deepEqual(publicPart(viewFor(s, seat)), spectator);
  });

  test('GEN-08 a plain Investigator learns nothing secret of the others', () => {
    const s = position({ players: 5, roles: FIVE });
    const view = viewFor(s, 0);
    assert.equal(view.me!.knownCultists, null);
    assert.equal(view.me!.deadFromStart, null);
    assert.deepEqual(Object.keys(view.seats[4]!).sort(), [
      'alive',
      'hand',
      'location',
      'publicRoute',
      'pulseSize',
      'pulseTopDead',
      'revealedRole',
      'seat',
    ]);
    assert.equal(view.seats[4]!.publicRoute, null, 'only the AUTOMA’s Route lies face up');
    assert.equal(view.reveal, null);
    assert.equal(viewFor(s, 'spectator').me, null);
  });
});

describe('GEN-05 GEN-06 alive, dead without knowing it, and Ghosts', () => {
  test('GEN-05 a Ghost is not eliminated: it keeps moving (teleporting) and acting', () => {
    let s = position({
      players: 5,
      roles: FIVE,
      routes: [1, 3, 2, 4, 5], // seat 1: route 3 allows green in round 1
      knife: 0,
      phase: { kind: 'movement', seat: 1 },
      seats: FIVE.map((_, i) => ({ alive: i !== 1 })),
    });
    assert.ok(legalActions(s, 1).every((a) => a.type === 'teleport'));
    s = act(s, 1, { type: 'teleport', to: loc(s, 'library') });
    assert.equal(s.seats[1]!.location, loc(s, 'library'));
    const acting = position({
      players: 5,
      roles: FIVE,
      routes: [1, 3, 2, 4, 5],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: FIVE.map((_, i) => ({ alive: i !== 1, location: 'library' })),
    });
    assert.ok(isLegal(acting, 1, { type: 'fillRoom', room: loc(acting, 'library'), card: 'success' }));
    assert.equal(isLegal(acting, 1, { type: 'checkState', target: 0 }), false, 'no Character actions (PRIV)');
  });

  test('GEN-06 a Character with a hidden Dead card counts as alive and acts until its death is confirmed', () => {
    let s = position({
      players: 5,
      roles: FIVE,
      knife: 2,
      phase: { kind: 'movement', seat: 2 },
      seats: FIVE.map((_, i) => ({ pulse: i === 3 ? ['alive', 'dead'] : ['alive'], location: 'central' })),
    });
    // Everyone, seat 3 included, sees seat 3 alive; it already counts for the kill target.
    assert.equal(viewFor(s, 3).seats[3]!.alive, true);
    assert.equal(viewFor(s, 3).seats[3]!.pulseTopDead, false);
    assert.deepEqual(deadInvestigators(s), [3]);
    s = act(s, 2, { type: 'step', to: loc(s, 'library') });
    s = act(s, 2, { type: 'endMovement' });
    // Seat 3 moves like the living, not like a Ghost, and meets seat 2 in an Encounter.
    assert.ok(isLegal(s, 3, { type: 'step', to: loc(s, 'library') }));
    rejects(s, 3, { type: 'teleport', to: loc(s, 'cafeteria') });
    s = act(s, 3, { type: 'step', to: loc(s, 'library') });
    assert.ok(s.phase.kind === 'encounter');
    assert.deepEqual(s.phase.participants, [3, 2]);
    assert.equal(s.seats[3]!.alive, true);
  });

  test('GEN-06 at 8 players one Investigator is dead from the start, yet plays as a living Character', () => {
    const s = allReady(newGame({ players: 8, seed: seedOf(7) }));
    const dead = s.seats.findIndex((st) => st.pulse.includes('dead'));
    assert.ok(dead >= 0);
    assert.deepEqual(deadInvestigators(s), [dead]);
    assert.ok(viewFor(s, 'spectator').seats.every((st) => st.alive));
    assert.equal('pulse' in viewFor(s, dead).me!, false, 'it cannot see its own Pulse card');
  });
});

describe('GEN-07 Encounters', () => {
  function entering(aliveThere: boolean): GameState {
    const s = position({
      players: 5,
      roles: FIVE,
      knife: 0,
      phase: { kind: 'movement', seat: 0 },
      seats: FIVE.map((_, i) => ({
        location: i === 1 ? 'library' : 'central',
        alive: i !== 1 || aliveThere,
      })),
    });
    return act(s, 0, { type: 'step', to: loc(s, 'library') });
  }

  test('GEN-07 entering a Location with another living Character starts an Encounter', () => {
    const s = entering(true);
    assert.ok(s.phase.kind === 'encounter');
    assert.deepEqual(s.phase.participants, [0, 1]);
    assert.deepEqual(events(s, 'encounter')[0], {
      t: 'encounter',
      location: loc(s, 'library'),
      participants: [0, 1],
    });
  });

  test('GEN-07 a Ghost there does not count', () => {
    const s = entering(false);
    assert.equal(s.phase.kind, 'movement');
    assert.equal(events(s, 'encounter').length, 0);
  });
});
