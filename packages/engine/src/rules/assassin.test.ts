import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, rejects } from '../testing.ts';
import { legalActions } from '../legal.ts';
import type { SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role, Seat } from '../types.ts';
import { viewFor } from '../view.ts';
import { table } from './action-phase.fixture.ts';
import { deadInvestigators } from './victory.ts';

/**
 * The Assassin (ROLE-ASSASSIN-01, ACT-ASSASSINATE-*, AMB-34). 7 players: seats 0 and 1 are the
 * Cultists, seat 2 the Assassin holding the Knife, so it acts first. Everyone not described
 * waits in the Central Hallway.
 */
const ASSASSIN = 2;

function roles(extra: Readonly<Record<number, Role>> = {}): Role[] {
  const out: Role[] = [
    'cultist',
    'cultist',
    'assassin',
    'investigator',
    'investigator',
    'investigator',
    'investigator',
  ];
  for (const [seat, role] of Object.entries(extra)) out[Number(seat)] = role;
  return out;
}

function assassinTable(
  seats: Readonly<Record<number, string | SeatSetup>> = {},
  extra: Parameters<typeof table>[1] = {},
): GameState {
  return table(seats, { players: 7, roles: roles(), knife: ASSASSIN, ...extra });
}

function targets(s: GameState, seat: Seat = ASSASSIN): Seat[] {
  return legalActions(s, seat).flatMap((a) => (a.type === 'assassinate' ? [a.target] : []));
}

/** The role every viewer (each seat and a spectator) sees revealed for each seat; asserts they agree. */
function revealedRoles(s: GameState): (Role | null)[] {
  const viewers = [...s.seats.map((_, i) => i), 'spectator' as const];
  const seen = viewers.map((v) => viewFor(s, v).seats.map((st) => st.revealedRole));
  for (const other of seen) assert.deepEqual(other, seen[0], 'every viewer sees the same revealed roles');
  return seen[0]!;
}

const HIDDEN = [null, null, null, null, null, null, null];

describe('ACT-ASSASSINATE-01 ROLE-ASSASSIN-01 who may assassinate whom', () => {
  test('ACT-ASSASSINATE-01 a living target in the same Location, never a Ghost, someone elsewhere or yourself', () => {
    const s = assassinTable({ 1: 'library', 4: { alive: false }, 5: 'security', 6: 'library' });
    assert.deepEqual(targets(s), [0, 3]);
    rejects(s, ASSASSIN, { type: 'assassinate', target: 4 });
    rejects(s, ASSASSIN, { type: 'assassinate', target: 5 });
    rejects(s, ASSASSIN, { type: 'assassinate', target: ASSASSIN });
  });

  test('ROLE-ASSASSIN-01 only the Assassin has the action', () => {
    const s = assassinTable({}, { knife: 3 });
    assert.deepEqual(targets(s, 3), []);
    rejects(s, 3, { type: 'assassinate', target: 4 });
  });

  test('ACT-ASSASSINATE-01 AMB-34 not as a Ghost, and not a second time in the game', () => {
    assert.deepEqual(targets(assassinTable({ [ASSASSIN]: { alive: false } })), []);
    const used = assassinTable({}, { assassinUsed: true });
    assert.deepEqual(targets(used), []);
    rejects(used, ASSASSIN, { type: 'assassinate', target: 3 });
    assert.equal(viewFor(used, 'spectator').assassinUsed, true);
  });

  test('AMB-34 AMB-62 a secretly murdered Assassin (hidden Dead card) is alive and may still act', () => {
    const s = assassinTable({ [ASSASSIN]: { pulse: ['alive', 'dead'] } });
    assert.deepEqual(targets(s), [0, 1, 3, 4, 5, 6]);
  });

  test('ACT-ASSASSINATE-01 AMB-05 under Secret Doors the Rooms of one colour are one Location', () => {
    const s = assassinTable({ [ASSASSIN]: 'pink1', 3: 'pink2' }, { effects: { secretDoors: true } });
    assert.deepEqual(targets(s), [3]);
  });
});

describe('ACT-ASSASSINATE-02 ROLE-ASSASSIN-01 AMB-34 the assassination', () => {
  test('ACT-ASSASSINATE-02 AMB-34 the target becomes a Ghost, Pulse deck untouched, the Assassin reveals, no Vote', () => {
    const before = assassinTable({ 3: { pulse: ['alive', 'alive'] } });
    const s = act(before, ASSASSIN, { type: 'assassinate', target: 3 });
    assert.equal(s.seats[3]!.alive, false);
    assert.deepEqual(s.seats[3]!.pulse, ['alive', 'alive']);
    assert.equal(s.seats[3]!.pulseTopFaceUp, false);
    const kinds = s.log.map((e) => e.t);
    assert.deepEqual(kinds.slice(kinds.indexOf('roleRevealed')), [
      'roleRevealed',
      'assassinated',
      'becameGhost',
    ]);
    assert.deepEqual(events(s, 'roleRevealed'), [{ t: 'roleRevealed', seat: ASSASSIN, role: 'assassin' }]);
    assert.deepEqual(events(s, 'becameGhost'), [{ t: 'becameGhost', seat: 3, cause: 'assassinated' }]);
    assert.equal(events(s, 'voteStarted').length, 0, 'no Vote follows');
    // It was the Assassin's action: the next seat acts.
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    assert.equal(s.assassinUsed, true);
    // Only the Assassin's role is shown, to every seat and the spectator.
    assert.deepEqual(revealedRoles(before), HIDDEN);
    assert.deepEqual(revealedRoles(s), [null, null, 'assassin', null, null, null, null]);
    assert.equal(viewFor(s, 0).assassinUsed, true);
  });

  test('AMB-34 AMB-33 WIN-11 an assassinated Investigator counts as a dead Investigator', () => {
    const s = act(assassinTable({}, { round: 3 }), ASSASSIN, { type: 'assassinate', target: 5 });
    assert.deepEqual(deadInvestigators(s), [5]);
    assert.equal(s.seats[5]!.deathRound, 3);
  });

  test('ACT-ASSASSINATE-02 a Cultist who is not the last living one stays unrevealed and play goes on', () => {
    const s = act(assassinTable(), ASSASSIN, { type: 'assassinate', target: 0 });
    assert.equal(s.seats[0]!.alive, false);
    assert.equal(s.seats[0]!.roleRevealed, false);
    assert.equal(s.result, null);
    assert.deepEqual(deadInvestigators(s), []);
    assert.deepEqual(revealedRoles(s), [null, null, 'assassin', null, null, null, null]);
  });

  test('ACT-ASSASSINATE-02 ROLE-ASSASSIN-01 killing the last living Cultist reveals it and ends the game at once', () => {
    const s = act(assassinTable({ 0: { alive: false } }), ASSASSIN, { type: 'assassinate', target: 1 });
    assert.deepEqual(
      events(s, 'roleRevealed').map((e) => e.seat),
      [ASSASSIN, 1],
    );
    assert.equal(s.phase.kind, 'over');
    assert.deepEqual(s.result, { winner: 'investigators', reason: 'cultistsEliminated', round: 1 });
  });

  test('ACT-ASSASSINATE-02 a target whose own role reveals on death is revealed (Radiant Beauty)', () => {
    const s = act(assassinTable({}, { roles: roles({ 4: 'radiantBeauty' }) }), ASSASSIN, {
      type: 'assassinate',
      target: 4,
    });
    assert.deepEqual(revealedRoles(s), [null, null, 'assassin', null, 'radiantBeauty', null, null]);
  });

  test('AMB-29 ACT-ASSASSINATE-02 an assassinated Infected is revealed and starts the no-cards effect', () => {
    const s = act(assassinTable({}, { roles: roles({ 5: 'infected' }), round: 2 }), ASSASSIN, {
      type: 'assassinate',
      target: 5,
    });
    assert.deepEqual(revealedRoles(s), [null, null, 'assassin', null, null, 'infected', null]);
    assert.equal(s.infectedUntil, 3);
  });

  test('AMB-34 once per game: after the assassination the action is gone for good', () => {
    let s = act(assassinTable(), ASSASSIN, { type: 'assassinate', target: 3 });
    // The Assassin's turn in a later round (the state is plain JSON), still beside living Characters.
    s = {
      ...s,
      round: 2,
      acted: s.seats.map(() => false),
      phase: { kind: 'action', seat: ASSASSIN, refusedBy: [] },
    };
    assert.ok(s.seats[4]!.alive && s.seats[4]!.location === loc(s, 'central'));
    assert.deepEqual(targets(s), []);
    assert.ok(isLegal(s, ASSASSIN, { type: 'pass' }));
  });
});
