import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { act, isLegal, loc, position, rejects, seedOf } from '../testing.ts';
import { actors, legalActions } from '../legal.ts';
import { MOUNTAINS_BOARD } from '../content/index.ts';
import type { Action } from '../actions.ts';
import type { PositionSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { PlayerCount, Role, Seat } from '../types.ts';
import { movementKey } from './context.ts';

/**
 * GOLD-03 with the Elevators: a Movement never ends where it started, whatever mix of steps,
 * boardings, rides, get-offs and calls it is made of (AMB-49(g)).
 */

const SEED = 'cd'.repeat(32);
const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
/** Seat 0 in the Cafeteria, the others in Rooms away from it and from Pink Room 1. */
const IN_CAFETERIA = ['cafeteria', 'orange1', 'pink2', 'darkblue1', 'orange2'];

/** Seat 0 moving on the Mountains map in round 1, with the power on unless said otherwise. */
function moc(spots: readonly string[], more: Partial<PositionSetup> = {}): GameState {
  return position({
    players: 5,
    board: 'mountains',
    seed: SEED,
    roles: FIVE,
    knife: 0,
    seats: spots.map((location) => ({ location })),
    ...more,
  });
}

const here = (s: GameState, seat: Seat): string =>
  s.config.board.layout.locations[s.seats[seat]!.location]!.id;
const moving = (s: GameState): Seat | null => (s.phase.kind === 'movement' ? s.phase.seat : null);

describe('GOLD-03 AMB-49(g) a Movement with the Elevators never ends where it started', () => {
  test('MOC-ELEV-01 MOC-ELEV-04 GOLD-03 AMB-49(g) with 2 Movement points (Lost Morale), board, ride, board again: the ride back to the start is not offered', () => {
    let s = moc(IN_CAFETERIA, { effects: { morale: -1 } });
    assert.equal(s.phase.kind === 'movement' && s.phase.mp, 2);
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'pink1');
    // Boarding again spends the last point. Riding would end the Movement in the Cafeteria, where it
    // began, so nothing is left to do: the turn ends in the cabin, a Location of its own (MOC-ELEV-02).
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    assert.equal(moving(s), 1);
    assert.equal(here(s, 0), 'elevator1');
    // The same moment set up part way: only ending the Movement is offered, and the ride is refused.
    const last = moc(['elevator1', ...IN_CAFETERIA.slice(1)], {
      effects: { morale: -1 },
      elevators: { elevator1: 'pink1' },
      phase: { kind: 'movement', seat: 0, mp: 0, start: 'cafeteria' },
    });
    assert.deepEqual(legalActions(last, 0), [{ type: 'endMovement' }]);
    const refused = rejects(last, 0, { type: 'rideElevator' }, 'move/must-end-elsewhere');
    assert.match(refused, /never ends where it started/);
  });

  test('MOC-ELEV-04 GOLD-03 AMB-49(g) a ride that leaves a way on from the start is offered', () => {
    // With 3 points the same ride back leaves 1 point: the mover can still step out of the Cafeteria.
    let s = moc(IN_CAFETERIA);
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    s = act(s, 0, { type: 'rideElevator' });
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    assert.ok(isLegal(s, 0, { type: 'rideElevator' }));
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'cafeteria');
    assert.ok(!isLegal(s, 0, { type: 'endMovement' }));
    assert.ok(legalActions(s, 0).some((a) => a.type === 'step'));
  });

  test('MOC-ELEV-01 MOC-ELEV-04 GOLD-03 AMB-49(g) a Movement that starts in a cabin may board it again with its last point, and must then ride', () => {
    // Seat 0 starts in Elevator 1 (at the Cafeteria) with 2 points: ride, board again at Pink Room 1
    // (1 left), ride back, board again (0 left): it stands in the cabin it started in, and only the
    // ride takes it elsewhere, so the ride is all that is offered.
    let s = moc(['elevator1', 'orange1', 'pink2', 'darkblue1', 'orange2'], { effects: { morale: -1 } });
    s = act(s, 0, { type: 'rideElevator' });
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'cafeteria');
    assert.ok(isLegal(s, 0, { type: 'step', to: loc(s, 'elevator1') }));
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    assert.deepEqual(legalActions(s, 0), [{ type: 'rideElevator' }]);
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'pink1');
    assert.equal(moving(s), 1, 'nothing left to do: the turn ends in Pink Room 1');
  });
});

/** A random Movement Phase on a Mountains map: anyone anywhere (cabins too), any Morale, power, stops. */
const situation = fc.record({
  players: fc.constantFrom<PlayerCount>(5, 6, 7, 8),
  seed: fc.nat(),
  places: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  /** Who starts at an Elevator (in a cabin or a Room it stops at) rather than anywhere. */
  nearElevators: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  radiant: fc.nat(7),
  stops: fc.tuple(fc.boolean(), fc.boolean()),
  secretDoors: fc.boolean(),
  morale: fc.integer({ min: -1, max: 1 }),
  power: fc.boolean(),
  round: fc.integer({ min: 1, max: 4 }),
  choices: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
});

type Situation = typeof situation extends fc.Arbitrary<infer T> ? T : never;

function build(x: Situation): GameState {
  const n = x.players;
  const layout = [...MOUNTAINS_BOARD.layouts.values()].find((l) => l.data.players.includes(n))!;
  const cultists = n >= 7 ? 2 : 1;
  // A Radiant Beauty among the Investigators powers the cabin she is in (ROLE-RADIANT-01, AMB-30).
  const radiant = cultists + (x.radiant % (n - cultists));
  const roles: Role[] = Array.from({ length: n }, (_, i) =>
    i < cultists ? 'cultist' : i === radiant ? 'radiantBeauty' : 'investigator',
  );
  const ids = layout.locations.map((l) => l.id);
  const [e1, e2] = layout.elevators!;
  const nearElevators = [e1!, e2!].flatMap((e) => [e.loc, ...e.stops].map((l) => ids[l]!));
  return position({
    players: n,
    board: 'mountains',
    seed: seedOf(x.seed),
    roles,
    round: x.round,
    power: x.power,
    effects: { secretDoors: x.secretDoors, morale: x.morale },
    elevators: {
      [ids[e1!.loc]!]: ids[e1!.stops[x.stops[0] ? 1 : 0]]!,
      [ids[e2!.loc]!]: ids[e2!.stops[x.stops[1] ? 1 : 0]]!,
    },
    seats: roles.map((_, i) => {
      const spots = x.nearElevators[i] ? nearElevators : ids;
      return { location: spots[x.places[i]! % spots.length]! };
    }),
  });
}

/** Whether `seat`'s action boards, leaves, rides or calls an Elevator. */
function elevatorMove(s: GameState, seat: Seat, a: Action): boolean {
  const kind = (l: number): string => s.config.board.layout.locations[l]!.kind;
  if (a.type === 'rideElevator' || a.type === 'callElevator') return true;
  return a.type === 'step' && (kind(a.to) === 'elevator' || kind(s.seats[seat]!.location) === 'elevator');
}

/** The seat whose Movement turn is under way (an Encounter on its way included), or null. */
function moverOf(s: GameState): Seat | null {
  if (s.phase.kind === 'movement') return s.phase.seat;
  if (s.phase.kind === 'encounter' && s.phase.resume.to === 'movement') return s.phase.resume.turn.seat;
  return null;
}

/**
 * Where `seat` stood when its Movement turn ended, just after `s` was reached: before an automatic
 * ride after the Movement Phase (MOC-ELEV-03) took it on, it stood in that Elevator's cabin.
 */
function endOfTurn(s: GameState, seat: Seat, logBefore: number): number {
  const automatic = s.log
    .slice(logBefore)
    .find((e) => e.t === 'elevatorMoved' && e.by === null && e.riders.includes(seat));
  return automatic?.t === 'elevatorMoved' ? automatic.elevator : s.seats[seat]!.location;
}

test('GOLD-03 MOVE-04 MOC-ELEV-01 MOC-ELEV-04 MOC-ELEV-05 MOC-ELEV-07 AMB-49(g) random Movement Phases on the Mountains maps never end a Movement where it started', () => {
  /** How often the runs rode and called, and rode with the power off (by the Radiant Beauty's light). */
  const seen = { rides: 0, calls: 0, darkRides: 0 };
  fc.assert(
    fc.property(situation, (x) => {
      let s = build(x);
      /** Each seat's start and where it stood when its Movement turn ended. */
      const turns = new Map<Seat, { start: number; end: number | null }>();
      for (let i = 0; moverOf(s) !== null || s.phase.kind === 'encounter'; i++) {
        assert.ok(i < 400, 'the Movement Phase ends');
        const mover = moverOf(s);
        if (mover !== null && !turns.has(mover) && s.phase.kind === 'movement')
          turns.set(mover, { start: s.phase.start, end: null });
        const seats = actors(s);
        const seat = seats[x.choices[i % 64]! % seats.length]!;
        const legal = legalActions(s, seat);
        const logBefore = s.log.length;
        // Half the time an Elevator move when there is one: boarding, getting off, riding, calling.
        const choice = x.choices[(i * 7 + 3) % 64]! + i;
        const lifts = legal.filter((a) => elevatorMove(s, seat, a));
        const from = choice % 2 === 0 && lifts.length > 0 ? lifts : legal;
        const action = from[Math.floor(choice / 2) % from.length]!;
        if (action.type === 'rideElevator') seen[s.power ? 'rides' : 'darkRides']++;
        if (action.type === 'callElevator') seen.calls++;
        s = act(s, seat, action);
        if (mover !== null && moverOf(s) !== mover) turns.get(mover)!.end = endOfTurn(s, mover, logBefore);
      }
      // Nobody is ever stuck on these maps (AMB-25), so every seat took a Movement turn.
      assert.equal(turns.size, s.seats.length);
      for (const [seat, t] of turns) {
        assert.notEqual(t.end, null, `seat ${seat}'s turn never ended`);
        assert.notEqual(
          movementKey(s, t.end!),
          movementKey(s, t.start),
          `GOLD-03: seat ${seat} ended its Movement where it started`,
        );
      }
    }),
    { numRuns: 300, seed: 20250125 },
  );
  assert.ok(seen.rides > 50 && seen.calls > 30 && seen.darkRides > 3, JSON.stringify(seen));
});
