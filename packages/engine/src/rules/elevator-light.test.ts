import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, position } from '../testing.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role, Seat } from '../types.ts';

/**
 * The Radiant Beauty brings light and electricity wherever she is (ROLE-RADIANT-01), and Elevators
 * need electricity (MOC-ELEV-07): with the power off, an Elevator she rides in moves (AMB-30).
 */

const SEED = 'cd'.repeat(32);

/** A 5-player Mountains position with the power off: seat 0 the Cultist, `radiant` the Radiant Beauty. */
function dark(radiant: Seat, spots: readonly string[], more: Partial<PositionSetup> = {}): GameState {
  const roles: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
  roles[radiant] = 'radiantBeauty';
  return position({
    players: 5,
    board: 'mountains',
    seed: SEED,
    roles,
    knife: 0,
    power: false,
    seats: spots.map((location) => ({ location })),
    ...more,
  });
}

const here = (s: GameState, seat: Seat): string =>
  s.config.board.layout.locations[s.seats[seat]!.location]!.id;
const elevatorActions = (s: GameState, seat: Seat): string[] =>
  legalActions(s, seat).flatMap((a) =>
    a.type === 'rideElevator' || a.type === 'callElevator' ? [a.type] : [],
  );

describe('ROLE-RADIANT-01 MOC-ELEV-07 AMB-30 the Radiant Beauty powers the Elevator she rides in', () => {
  test('ROLE-RADIANT-01 MOC-ELEV-04 MOC-ELEV-07 AMB-30 with the power off she rides the Elevator she stands in, and everyone in it comes along', () => {
    // Seat 1, the Radiant Beauty, moves from Elevator 1 (at the Cafeteria) with seat 2 beside her.
    let s = dark(1, ['security', 'elevator1', 'elevator1', 'darkblue1', 'orange2'], {
      phase: { kind: 'movement', seat: 1 },
    });
    assert.ok(isLegal(s, 1, { type: 'rideElevator' }));
    s = act(s, 1, { type: 'rideElevator' });
    assert.equal(here(s, 1), 'pink1');
    assert.equal(here(s, 2), 'pink1');
    assert.deepEqual(events(s, 'elevatorMoved').at(-1)!.riders, [1, 2]);
    // Without her the same cabin stays where it is.
    const plain = dark(4, ['security', 'elevator1', 'elevator1', 'darkblue1', 'orange2'], {
      phase: { kind: 'movement', seat: 1 },
    });
    assert.deepEqual(elevatorActions(plain, 1), []);
  });

  test('ROLE-RADIANT-01 MOC-ELEV-04 MOC-ELEV-07 AMB-30 whoever shares her cabin may ride it in their own Movement', () => {
    // Seat 2 moves; the Radiant Beauty (seat 1, who has moved) waits in the cabin with it.
    let s = dark(1, ['security', 'elevator1', 'elevator1', 'darkblue1', 'orange2'], {
      phase: { kind: 'movement', seat: 2 },
    });
    assert.ok(isLegal(s, 2, { type: 'rideElevator' }));
    s = act(s, 2, { type: 'rideElevator' });
    assert.equal(here(s, 1), 'pink1');
    assert.equal(here(s, 2), 'pink1');
  });

  test('MOC-ELEV-03 MOC-ELEV-07 ROLE-RADIANT-01 AMB-30 after the Movement Phase, with the power off, only the Elevator she is in rides by itself', () => {
    let s = dark(1, ['security', 'elevator2', 'elevator1', 'darkblue1', 'orange2'], {
      phase: { kind: 'movement', seat: 4, mp: 0, start: 'pink2' },
    });
    s = act(s, 4, { type: 'endMovement' });
    assert.equal(here(s, 1), 'orange1', 'Elevator 2 took the Radiant Beauty to Orange Room 1');
    assert.equal(here(s, 2), 'elevator1', 'Elevator 1, dark, stayed at the Cafeteria');
    const rides = events(s, 'elevatorMoved');
    assert.deepEqual(
      rides.map((e) => [e.riders, e.by]),
      [[[1], null]],
    );
  });

  test('MOC-ELEV-05 MOC-ELEV-07 ROLE-RADIANT-01 AMB-30 AMB-49(d) with the power off she cannot call an empty cabin to her Room, but a cabin she is in can be called', () => {
    // Seat 1 stands in Pink Room 1 with pink on its Route (Route 1, round 1); Elevator 1 is at the Cafeteria.
    const spots = ['security', 'pink1', 'pink2', 'darkblue1', 'orange2'];
    const caller = dark(1, spots, { routes: [3, 1, 4, 5, 6], phase: { kind: 'movement', seat: 1 } });
    assert.deepEqual(elevatorActions(caller, 1), [], 'her light is in Pink Room 1, not in the cabin');
    // With the Radiant Beauty (seat 2) in Elevator 1, seat 1 may call it; she gets off in Pink Room 1.
    let s = dark(2, ['security', 'pink1', 'elevator1', 'darkblue1', 'orange2'], {
      routes: [3, 1, 4, 5, 6],
      phase: { kind: 'movement', seat: 1 },
    });
    assert.ok(isLegal(s, 1, { type: 'callElevator', elevator: loc(s, 'elevator1') }));
    s = act(s, 1, { type: 'callElevator', elevator: loc(s, 'elevator1') });
    assert.equal(here(s, 2), 'pink1');
  });
});
