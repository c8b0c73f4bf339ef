import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, allReady, events, isLegal, loc, position, rejects, voteWith } from '../testing.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role, Seat } from '../types.ts';
import { viewFor } from '../view.ts';
import { EXPLORED, kinds, table } from './action-phase.fixture.ts';
import { at, bagOrder, drive } from './drive.testing.ts';

/**
 * The light roles of the Investigator team: Radiant Beauty, Infected, Super Ghost (all three
 * reveal their role on death) and the Mechanic. Action Phase positions come from `table`
 * (5 players, seat 0 the Cultist; round-1 Route colours: seat 0 green/darkblue, seat 1
 * darkblue/pink/lightblue, seat 2 orange/red, seat 3 pink/orange, seat 4 lightblue/green/red).
 */

/** Five roles with `role` at `seat`, seat 0 the Cultist. */
function withRole(role: Role, seat: Seat): Role[] {
  const roles: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
  roles[seat] = role;
  return roles;
}

/** The role every viewer (each seat and a spectator) sees revealed for each seat; asserts they agree. */
function revealedRoles(s: GameState): (Role | null)[] {
  const viewers = [...s.seats.map((_, i) => i), 'spectator' as const];
  const seen = viewers.map((v) => viewFor(s, v).seats.map((st) => st.revealedRole));
  for (const other of seen) assert.deepEqual(other, seen[0], 'every viewer sees the same revealed roles');
  return seen[0]!;
}

/** Everyone in the Movement Phase at `places`; seat 0 (the Knife holder) moves first. */
function moving(roles: Role[], places: readonly string[], extra: Partial<PositionSetup> = {}): GameState {
  return position({
    players: roles.length as 5 | 6,
    roles,
    seats: places.map((location) => ({ location })),
    ...extra,
  });
}

function stepTo(s: GameState, seat: Seat, id: string): GameState {
  return act(s, seat, { type: 'step', to: loc(s, id) });
}

const AWAY = ['orange1', 'orange2'];
const RADIANT = withRole('radiantBeauty', 1);

describe('ROLE-RADIANT-01 ENC-07 AMB-30 the Radiant Beauty lights its Location', () => {
  test('ROLE-RADIANT-01 ENC-07 power off: entering her Location with 3 living Characters is no Encounter, as with power', () => {
    // Seat 0 enters the Central Hallway where the Radiant Beauty (seat 1) and seat 2 stand.
    const places = ['library', 'central', 'central', ...AWAY];
    const lit = stepTo(moving(RADIANT, places, { power: false }), 0, 'central');
    assert.equal(lit.phase.kind, 'movement');
    assert.equal(events(lit, 'encounter').length, 0);
    // The same with a plain Investigator: the dark hallway makes all three meet.
    const dark = stepTo(moving(withRole('investigator', 1), places, { power: false }), 0, 'central');
    assert.ok(dark.phase.kind === 'encounter');
    assert.deepEqual(dark.phase.participants, [0, 1, 2]);
    assert.equal(lit.power, false, 'the Power Supply token is unchanged');
  });

  test('ROLE-RADIANT-01 ENC-07 power off: exactly two living Characters with her still meet', () => {
    const s = stepTo(
      moving(RADIANT, ['library', 'central', 'security', ...AWAY], { power: false }),
      0,
      'central',
    );
    assert.ok(s.phase.kind === 'encounter');
    assert.deepEqual(s.phase.participants, [0, 1]);
  });

  test('ROLE-RADIANT-01 the light goes with her: the Radiant Beauty entering a dark Location with 2 others meets nobody', () => {
    const s = stepTo(
      moving(RADIANT, ['security', 'library', 'central', 'central', 'orange1'], { power: false, knife: 1 }),
      1,
      'central',
    );
    assert.equal(events(s, 'encounter').length, 0);
    assert.equal(s.phase.kind, 'movement');
  });

  test('AMB-30 as a Ghost she still lights her Location (flag radiantGhost), unless the ruleset says living only', () => {
    const places = ['library', 'central', 'central', 'central', 'orange1'];
    const ghost: SeatSetup[] = places.map((location, i) => ({
      location,
      ...(i === 1 ? { alive: false } : {}),
    }));
    const setup = { players: 5 as const, roles: RADIANT, power: false, seats: ghost };
    const lit = stepTo(position(setup), 0, 'central');
    assert.equal(events(lit, 'encounter').length, 0);
    const livingOnly = stepTo(position({ ...setup, ruleset: { radiantGhost: false } }), 0, 'central');
    assert.ok(livingOnly.phase.kind === 'encounter');
    assert.deepEqual(livingOnly.phase.participants, [0, 2, 3], 'the Ghost takes no part');
  });

  test('AMB-30 AMB-04 Lightning turning the power off: her Location is lit and has no Encounter, a dark one with 3 does', () => {
    const roles: Role[] = [
      'cultist',
      'radiantBeauty',
      'investigator',
      'seer',
      'investigator',
      'investigator',
    ];
    const s = position({
      players: 6,
      roles,
      round: 2,
      clock: ['falseEyes'],
      bag: bagOrder(['lightningStrike'], ['falseEyes']),
      phase: { kind: 'event' },
      seats: ['central', 'central', 'central', 'library', 'library', 'library'].map((location) => ({
        location,
      })),
    });
    assert.equal(s.power, false);
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'library'), participants: [3, 4, 5] },
    ]);
  });

  test('AMB-30 in the Security Room she makes the Camera and Check a State from there work; the power stays off', () => {
    // Seat 2 (red on its Route) is in the dark Security Room with the Radiant Beauty.
    const setup = (radiant: SeatSetup) =>
      table(
        { 1: { location: 'security', ...radiant }, 2: 'security', 3: 'library' },
        { roles: RADIANT, knife: 2, power: false, rooms: { darkblue1: EXPLORED } },
      );
    for (const radiant of [{}, { alive: false }]) {
      const s = setup(radiant);
      assert.ok(isLegal(s, 2, { type: 'cameraState', target: 3 }));
      assert.ok(isLegal(s, 2, { type: 'cameraRoom', room: loc(s, 'darkblue1') }));
      assert.ok(
        isLegal(s, 2, { type: 'checkState', target: 3 }),
        'AMB-06: the Security Room check needs light',
      );
      // The global Power token is unchanged, so Restart the Power Supply is still there.
      assert.ok(isLegal(s, 2, { type: 'restartPower' }));
      assert.equal(viewFor(s, 'spectator').power, false);
      const watched = act(act(s, 2, { type: 'cameraState', target: 3 }), 2, {
        type: 'endCheck',
        reveal: false,
      });
      assert.deepEqual(events(watched, 'stateChecked').at(-1), {
        t: 'stateChecked',
        seat: 2,
        target: 3,
        via: 'camera',
      });
    }
    // Living-only ruleset: a Ghost Radiant Beauty leaves the room dark.
    const dark = table(
      { 1: { location: 'security', alive: false }, 2: 'security', 3: 'library' },
      {
        roles: RADIANT,
        knife: 2,
        power: false,
        ruleset: { radiantGhost: false },
        rooms: { darkblue1: EXPLORED },
      },
    );
    rejects(dark, 2, { type: 'cameraState', target: 3 });
    rejects(dark, 2, { type: 'checkState', target: 3 });
    assert.ok(isLegal(dark, 2, { type: 'restartPower' }));
  });

  test('AMB-30 she uses the Camera herself in a dark Security Room (red on her Route)', () => {
    const s = table({ 2: 'security' }, { roles: withRole('radiantBeauty', 2), knife: 2, power: false });
    assert.ok(isLegal(s, 2, { type: 'cameraState', target: 3 }));
    const plain = table({ 2: 'security' }, { knife: 2, power: false });
    assert.equal(isLegal(plain, 2, { type: 'cameraState', target: 3 }), false);
  });
});

/** Seat 1 in the Cafeteria (light blue on its Route) initiates a Vote and everyone names `target`. */
function voteOut(
  roles: Role[],
  target: Seat,
  seats: Readonly<Record<number, string | SeatSetup>> = {},
): GameState {
  const s = table({ 1: 'cafeteria', ...seats }, { roles, knife: 1 });
  return voteWith(
    act(s, 1, { type: 'initiateVote' }),
    roles.map(() => target),
  );
}

describe('ROLE-RADIANT-01 ROLE-INFECTED-01 ROLE-SUPERGHOST-01 VOTE-11 reveal the role on death', () => {
  for (const role of ['radiantBeauty', 'infected', 'superGhost'] as const) {
    test(`ROLE-${role} becomes a Ghost in a Vote and its role is shown to every seat and the spectator`, () => {
      const roles = withRole(role, 3);
      const before = table({}, { roles });
      assert.deepEqual(revealedRoles(before), [null, null, null, null, null], 'hidden while alive');
      const s = voteOut(roles, 3);
      assert.equal(s.seats[3]!.alive, false);
      assert.deepEqual(events(s, 'roleRevealed'), [{ t: 'roleRevealed', seat: 3, role }]);
      assert.deepEqual(revealedRoles(s), [null, null, null, role, null]);
    });
  }

  test('VOTE-11 a plain Investigator and a Mechanic voted out stay unrevealed', () => {
    for (const role of ['investigator', 'mechanic'] as const) {
      const s = voteOut(withRole(role, 3), 3);
      assert.equal(s.seats[3]!.alive, false);
      assert.equal(events(s, 'roleRevealed').length, 0);
      assert.deepEqual(revealedRoles(s), [null, null, null, null, null]);
    }
  });

  test('ROLE-SUPERGHOST-01 a revealed murder (Check a State) reveals the role before the mandatory Vote', () => {
    const roles = withRole('superGhost', 3);
    let s = table({ 3: { location: 'central', pulse: ['alive', 'dead'] } }, { roles, knife: 2 });
    s = act(s, 2, { type: 'checkState', target: 3 });
    s = act(s, 2, { type: 'endCheck', reveal: true });
    assert.equal(s.seats[3]!.alive, false);
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'murder');
    assert.deepEqual(revealedRoles(s), [null, null, null, 'superGhost', null]);
  });
});

describe('ROLE-INFECTED-01 ENC-07 AMB-29 the Infected stops the card giving', () => {
  /** Seat 0 is about to enter the Central Hallway, where seat 1 stands (power on: a pair meets). */
  function pairMeets(infectedUntil: number | null): GameState {
    const seats: SeatSetup[] = ['library', 'central', 'security', 'orange1', 'orange2'].map(
      (location, i) => ({
        location,
        ...(i === 4 ? { alive: false } : {}),
      }),
    );
    return position({ players: 5, roles: withRole('infected', 4), round: 3, infectedUntil, seats });
  }

  test('ROLE-INFECTED-01 ENC-07 while in effect an Encounter still happens but nobody gives a card', () => {
    const before = pairMeets(3);
    const s = stepTo(before, 0, 'central');
    assert.deepEqual(events(s, 'encounter'), [
      { t: 'encounter', location: loc(s, 'central'), participants: [0, 1] },
    ]);
    assert.equal(events(s, 'noCardsInfected').length, 1);
    assert.equal(events(s, 'cardGiven').length, 0);
    assert.deepEqual(
      s.seats.map((st) => st.hand),
      before.seats.map((st) => st.hand),
    );
    assert.deepEqual(
      s.seats.map((st) => st.pulse),
      before.seats.map((st) => st.pulse),
    );
    // The mover simply goes on with its Movement.
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 0);
    // Without the effect the same step asks for cards.
    assert.equal(stepTo(pairMeets(null), 0, 'central').phase.kind, 'encounter');
  });

  test('AMB-29 a Dead card secretly received does not start the effect; only a public death does', () => {
    // Seat 1 is the Infected and receives a Dead card from the Cultist in an Encounter.
    const roles = withRole('infected', 1);
    let s = position({
      players: 5,
      roles,
      seats: ['library', 'central', 'security', 'orange1', 'orange2'].map((location) => ({ location })),
    });
    s = stepTo(s, 0, 'central');
    s = act(s, 0, { type: 'giveCard', card: 'dead' });
    s = act(s, 1, { type: 'giveCard', card: 'alive' });
    assert.ok(s.seats[1]!.pulse.includes('dead'));
    assert.equal(s.infectedUntil, null);
    assert.equal(s.seats[1]!.roleRevealed, false);
    assert.deepEqual(revealedRoles(s), [null, null, null, null, null]);
  });

  test('AMB-29 from a public death in round 2 until the end of round 3: no cards, then cards again', () => {
    // Round 2, the Action Phase: seat 4 (Knife) checks the Infected (seat 3), whose Dead card is revealed.
    const roles = withRole('infected', 3);
    let s = table(
      {
        0: 'security',
        1: 'library',
        2: 'central',
        3: { location: 'orange1', pulse: ['alive', 'dead'] },
        4: 'orange1',
      },
      { roles, knife: 4, round: 2 },
    );
    s = act(s, 4, { type: 'checkState', target: 3 });
    s = act(s, 4, { type: 'endCheck', reveal: true });
    assert.equal(s.infectedUntil, 3, 'until the Cleanup of the next round');
    assert.deepEqual(revealedRoles(s), [null, null, null, 'infected', null]);
    assert.equal(viewFor(s, 'spectator').effects.infectedUntil, 3);
    s = drive(s, at.movement(3));
    // Round 3: seat 0 (the new Knife holder) walks into the Central Hallway, where seat 2 waits alone.
    assert.equal(s.infectedUntil, 3);
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 0);
    s = stepTo(s, 0, 'central');
    assert.equal(events(s, 'noCardsInfected').length, 1);
    assert.equal(s.phase.kind, 'movement');
    s = drive(s, at.movement(4));
    assert.equal(s.infectedUntil, null, 'over after the Cleanup of round 3');
    assert.equal(
      s.log.some((e) => e.t === 'cardGiven' && (e.round === 2 || e.round === 3)),
      false,
      'no card changed hands in rounds 2 and 3',
    );
  });

  test('AMB-29 the effect lasts through the Cleanup of the next round and ends there', () => {
    // 7 players: the last pass of the round goes straight through the Cleanup to the next round.
    const roles: Role[] = [
      'cultist',
      'cultist',
      'infected',
      'investigator',
      'investigator',
      'investigator',
      'investigator',
    ];
    const endOf = (round: number, infectedUntil: number) =>
      act(
        table(
          { 2: { alive: false } },
          { players: 7, roles, round, infectedUntil, phase: { kind: 'action', seat: 6 } },
        ),
        6,
        { type: 'pass' },
      );
    const died = endOf(4, 5);
    assert.equal(died.round, 5);
    assert.equal(died.infectedUntil, 5, 'still in effect in the round after the death');
    const next = endOf(5, 5);
    assert.equal(next.round, 6);
    assert.equal(next.infectedUntil, null);
  });
});

/** `role` (a Ghost unless stated) at seat `seat` in `location`, acting; the Knife is `seat`. */
function ghostAt(
  role: Role,
  seat: Seat,
  location: string,
  extra: Parameters<typeof table>[1] = {},
  ghost: SeatSetup = { alive: false },
): GameState {
  return table({ [seat]: { location, ...ghost } }, { roles: withRole(role, seat), knife: seat, ...extra });
}

const OPEN_PORTAL = { portal: { openedRound: 1, lastRound: 3, status: 'open' as const } };

describe('ROLE-SUPERGHOST-01 AMB-31 PRIV-07 the Super Ghost takes Room actions as a Ghost', () => {
  test('ROLE-SUPERGHOST-01 AMB-31 Initiate a Vote as a Ghost (a plain Ghost may not)', () => {
    const s = ghostAt('superGhost', 1, 'cafeteria');
    assert.ok(isLegal(s, 1, { type: 'initiateVote' }));
    const voting = act(s, 1, { type: 'initiateVote' });
    assert.ok(voting.phase.kind === 'vote' && voting.phase.initiator === 1);
    assert.equal(voting.voteToken, false);
    rejects(ghostAt('investigator', 1, 'cafeteria'), 1, { type: 'initiateVote' });
  });

  test('AMB-31 the Camera and Restart the Power Supply as a Ghost', () => {
    const lit = ghostAt('superGhost', 2, 'security', { rooms: { darkblue1: EXPLORED } });
    assert.ok(isLegal(lit, 2, { type: 'cameraState', target: 3 }));
    assert.ok(isLegal(lit, 2, { type: 'cameraRoom', room: loc(lit, 'darkblue1') }));
    const dark = ghostAt('superGhost', 2, 'security', { power: false });
    const restarted = act(dark, 2, { type: 'restartPower' });
    assert.equal(restarted.power, true);
    assert.deepEqual(events(restarted, 'powerRestarted'), [{ t: 'powerRestarted', seat: 2 }]);
    assert.deepEqual(kinds(ghostAt('investigator', 2, 'security', { power: false }), 2), [
      'fillRoom',
      'pass',
    ]);
  });

  test('AMB-31 Close the Portal as initiator and as partner', () => {
    // As initiator: the Ghost (seat 4, green on its Route) asks the Cultist (Route-free) in the Library.
    const ghost = { location: 'library', alive: false };
    const roles = withRole('superGhost', 4);
    let s = table({ 0: 'library', 4: ghost }, { roles, knife: 4, ...OPEN_PORTAL });
    s = act(act(s, 4, { type: 'closePortal', partner: 0 }), 0, { type: 'answerPortal', accept: true });
    assert.equal(s.portal?.status, 'closed');
    assert.deepEqual(events(s, 'portalClosed').at(-1)?.seats, [4, 0]);

    // As partner: seat 0 (the Cultist, Route-free) asks the Ghost in the Library.
    s = table({ 0: 'library', 4: ghost }, { roles, ...OPEN_PORTAL });
    assert.ok(isLegal(s, 0, { type: 'closePortal', partner: 4 }));
    s = act(act(s, 0, { type: 'closePortal', partner: 4 }), 4, { type: 'answerPortal', accept: true });
    assert.equal(s.portal?.status, 'closed');
    assert.deepEqual(events(s, 'portalClosed').at(-1)?.seats, [0, 4]);
    // A plain Ghost is never asked.
    const plain = table({ 0: 'library', 4: ghost }, OPEN_PORTAL);
    assert.equal(isLegal(plain, 0, { type: 'closePortal', partner: 4 }), false);
  });

  test('AMB-31 PRIV-07 still Route-bound as a Ghost', () => {
    // Seat 2's Route (orange, red) has no light blue nor green.
    assert.deepEqual(kinds(ghostAt('superGhost', 2, 'cafeteria'), 2), ['pass']);
    const asked = act(
      table(
        { 0: 'library', 2: { location: 'library', alive: false } },
        { roles: withRole('superGhost', 2), ...OPEN_PORTAL },
      ),
      0,
      { type: 'closePortal', partner: 2 },
    );
    assert.deepEqual(legalActions(asked, 2), [{ type: 'answerPortal', accept: false }]);
  });

  test('AMB-31 no Character actions as a Ghost', () => {
    // In the Central Hallway with a living Character, room cards in hand and Unsafe Passage in play.
    const s = ghostAt('superGhost', 2, 'central');
    assert.deepEqual(kinds(s, 2), ['pass']);
    const alive = ghostAt('superGhost', 2, 'central', {}, {});
    assert.ok(kinds(alive, 2).includes('checkState') && kinds(alive, 2).includes('secureHallway'));
  });

  test('AMB-31 no Knife privileges as a Ghost: no ballot change at 5 players', () => {
    // The Super Ghost (seat 3) holds the Knife; seat 1 initiates a Vote in the Cafeteria.
    const ballotsIn = (knifeHolder: SeatSetup) => {
      let s = table(
        { 1: 'cafeteria', 3: knifeHolder },
        { roles: withRole('superGhost', 3), knife: 3, phase: { kind: 'action', seat: 1 } },
      );
      s = allReady(act(s, 1, { type: 'initiateVote' }));
      for (const seat of [0, 1, 2, 3, 4]) s = act(s, seat, { type: 'ballot', target: null });
      return s;
    };
    const ghost = ballotsIn({ alive: false });
    assert.equal(events(ghost, 'voteResult').length, 1, 'concluded without a Knife step');
    assert.notEqual(ghost.phase.kind, 'vote');
    const living = ballotsIn({});
    assert.ok(living.phase.kind === 'vote' && living.phase.stage === 'knife');
  });

  test('ROLE-SUPERGHOST-01 ignored for Encounters: a pair of living Characters meets beside the Ghost', () => {
    const seats: SeatSetup[] = ['library', 'central', 'central', 'orange1', 'orange2'].map((location, i) => ({
      location,
      ...(i === 2 ? { alive: false } : {}),
    }));
    const s = stepTo(position({ players: 5, roles: withRole('superGhost', 2), seats }), 0, 'central');
    assert.ok(s.phase.kind === 'encounter');
    assert.deepEqual(s.phase.participants, [0, 1]);
  });
});

describe('ROLE-MECHANIC-01 ROUTE-06 the Mechanic ignores the Route while alive', () => {
  test('ROLE-MECHANIC-01 Room actions in any colour while alive', () => {
    // Seat 2's Route (orange, red) offers neither light blue, green nor darkblue.
    const rooms = { rooms: { darkblue1: EXPLORED } };
    const inLibrary = ghostAt('mechanic', 2, 'library', rooms, {});
    assert.ok(kinds(inLibrary, 2).includes('fillRoom'));
    const inDarkblue = ghostAt('mechanic', 2, 'darkblue1', rooms, {});
    assert.ok(isLegal(inDarkblue, 2, { type: 'checkRoom', room: loc(inDarkblue, 'darkblue1') }));
    assert.ok(isLegal(ghostAt('mechanic', 2, 'cafeteria', {}, {}), 2, { type: 'initiateVote' }));
    // A plain Investigator with that Route may do none of it.
    assert.deepEqual(kinds(ghostAt('investigator', 2, 'library', rooms, {}), 2), ['pass']);
    assert.equal(kinds(ghostAt('investigator', 2, 'darkblue1', rooms, {}), 2).includes('checkRoom'), false);
  });

  test('ROLE-MECHANIC-01 the Camera without red and Close the Portal as partner without green', () => {
    // Seat 1's Route (darkblue, pink, light blue) has neither red nor green.
    const camera = ghostAt('mechanic', 1, 'security', {}, {});
    assert.ok(isLegal(camera, 1, { type: 'cameraState', target: 3 }));
    const asked = act(
      table({ 0: 'library', 1: 'library' }, { roles: withRole('mechanic', 1), ...OPEN_PORTAL }),
      0,
      { type: 'closePortal', partner: 1 },
    );
    assert.ok(isLegal(asked, 1, { type: 'answerPortal', accept: true }));
  });

  test('ROLE-MECHANIC-01 a Ghost Mechanic is bound by its Route again', () => {
    const rooms = { rooms: { darkblue1: EXPLORED } };
    assert.deepEqual(kinds(ghostAt('mechanic', 2, 'library', rooms), 2), ['pass']);
    assert.deepEqual(kinds(ghostAt('mechanic', 2, 'darkblue1', rooms), 2), ['pass']);
    // Its own colours still work.
    assert.ok(kinds(ghostAt('mechanic', 2, 'orange1'), 2).includes('fillRoom'));
  });
});
