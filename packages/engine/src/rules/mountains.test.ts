import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, position, rejects, seedOf } from '../testing.ts';
import { legalActions } from '../legal.ts';
import { buildPosition, type PositionSetup } from '../position.ts';
import { createGame } from '../setup.ts';
import { viewFor } from '../view.ts';
import { bagTokens } from '../content/tables.ts';
import { boardVpTarget } from '../content/board.ts';
import { MOUNTAINS_BOARD, SHIPPED_BOARD } from '../content/index.ts';
import type { GameState } from '../state.ts';
import type { EventId, Role, Seat } from '../types.ts';
import { blockedHallway } from './mountains.ts';
import { playRandomGame } from '../../test/random-play.ts';

const SEED = 'cd'.repeat(32);
const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'];
/** Places where nobody meets anybody: one Character per Room, away from the paths the tests walk. */
const APART = ['security', 'orange1', 'pink2', 'darkblue1', 'orange2'];

/** A Bag whose next token is Boosted Morale, which only changes the next Movement. */
function calmBag(): EventId[] {
  const rest = bagTokens({ unsafePassage: true, lifelines: false });
  rest.splice(rest.indexOf('boostedMorale'), 1);
  return ['boostedMorale', ...rest];
}

/** A 5-player Mountains of Chaos position, round 1, seat 0 moving from where `spots` put it. */
function moc(spots: readonly string[] = APART, more: Partial<PositionSetup> = {}): GameState {
  return position({
    players: 5,
    board: 'mountains',
    seed: SEED,
    roles: FIVE,
    knife: 0,
    bag: calmBag(),
    seats: spots.map((location) => ({ location })),
    ...more,
  });
}

const here = (s: GameState, seat: Seat): string =>
  s.config.board.layout.locations[s.seats[seat]!.location]!.id;
const stepsOf = (s: GameState, seat: Seat): string[] =>
  legalActions(s, seat).flatMap((a) =>
    a.type === 'step' ? [s.config.board.layout.locations[a.to]!.id] : [],
  );
const mp = (s: GameState): number => (s.phase.kind === 'movement' ? s.phase.mp : -1);

describe('MOC-COMP-01 the Mountains of Chaos maps', () => {
  test('MOC-COMP-01 M-13 M-C01 three layouts, for 4-6, 7 and 8 players, with 9, 10 and 11 rooms', () => {
    const layouts = [...MOUNTAINS_BOARD.layouts.values()];
    assert.deepEqual(
      layouts.map((l) => [l.data.players, l.rooms.length]),
      [
        [[4, 5, 6], 9],
        [[7], 10],
        [[8], 11],
      ],
    );
  });

  test('M-14 M-C12 M-C15 Hallways A-D meet at the central crossing, clockwise C, D, A, B, each in its own colour', () => {
    for (const layout of MOUNTAINS_BOARD.layouts.values()) {
      const arms = layout.crossing!.map((i) => layout.locations[i]!);
      assert.deepEqual(
        arms.map((h) => (h.kind === 'hallway' ? h.letter : null)),
        ['C', 'D', 'A', 'B'],
      );
      const colours = arms.map((h) => (h.kind === 'hallway' ? h.hallwayColour : null));
      assert.equal(new Set(colours).size, 4);
    }
  });

  test('M-C13 M-C14 MOC-ELEV-06 two Elevators, each linking two Rooms: one at the Cafeteria, one at Dark Blue Room 2', () => {
    for (const layout of MOUNTAINS_BOARD.layouts.values()) {
      const starts = layout.elevators!.map((e) => layout.locations[e.stops[e.start]]!.id);
      assert.deepEqual(starts, ['cafeteria', 'darkblue2']);
      for (const e of layout.elevators!) {
        assert.equal(e.stops.length, 2);
        assert.notEqual(e.stops[0], e.stops[1]);
        for (const r of e.stops) assert.ok(layout.isRoom[r]);
      }
    }
  });
});

describe('MOC-SETUP Mountains of Chaos setup', () => {
  test('MOC-SETUP-01 MOC-SETUP-02 MOC-SETUP-03 the usual setup, the Revolving Door blocking Hallway C, the Elevators at the Cafeteria and Dark Blue Room 2', () => {
    for (const players of [5, 6, 7, 8] as const) {
      const created = createGame({ players, seed: SEED, board: 'mountains' });
      assert.ok(created.ok);
      const s = created.state;
      const layout = s.config.board.layout;
      assert.equal(layout.locations[blockedHallway(s)!]!.id, 'hallway-c');
      const view = viewFor(s, 'spectator');
      assert.equal(view.revolvingDoor?.blocks, loc(s, 'hallway-c'));
      assert.deepEqual(
        view.elevators?.map((e) => [layout.locations[e.elevator]!.id, layout.locations[e.at]!.id, e.riders]),
        [
          ['elevator1', 'cafeteria', []],
          ['elevator2', 'darkblue2', []],
        ],
      );
      // SETUP-12 as usual: every disc starts in the central hallway.
      for (const st of s.seats) assert.equal(st.location, layout.central);
    }
  });

  test('the base map has neither Revolving Door nor Elevators in its state or views', () => {
    const created = createGame({ players: 5, seed: SEED });
    assert.ok(created.ok);
    assert.equal('revolvingDoor' in created.state, false);
    assert.equal('elevators' in created.state, false);
    const view = viewFor(created.state, 'spectator');
    assert.equal(view.revolvingDoor, undefined);
    assert.equal(view.elevators, undefined);
  });
});

describe('MOC-WIN-01 the victory table of the Mountains of Chaos maps', () => {
  test('MOC-WIN-01 AMB-53 10 / 11 / 11 / 12 VP at 4-5 / 6 / 7 / 8 players on the Mountains; the base table on the University', () => {
    assert.deepEqual(
      [4, 5, 6, 7, 8].map((p) => boardVpTarget(MOUNTAINS_BOARD, p)),
      [10, 10, 11, 11, 12],
    );
    assert.deepEqual(
      [4, 5, 6, 7, 8].map((p) => boardVpTarget(SHIPPED_BOARD, p)),
      [10, 10, 12, 12, 13],
    );
    for (const players of [5, 6, 7, 8] as const) {
      const mountains = createGame({ players, seed: SEED, board: 'mountains' });
      const base = createGame({ players, seed: SEED });
      assert.ok(mountains.ok && base.ok);
      assert.equal(viewFor(mountains.state, 0).vpTarget, boardVpTarget(MOUNTAINS_BOARD, players));
      assert.equal(viewFor(mountains.state, 0).config.baseVpTarget, boardVpTarget(MOUNTAINS_BOARD, players));
      assert.equal(viewFor(base.state, 0).vpTarget, boardVpTarget(SHIPPED_BOARD, players));
    }
  });
});

describe('MOC-MOVE-01 connected Hallways', () => {
  test('MOC-MOVE-01 M-18 D-37 AMB-51 the rulebook example: Security → Hallway A → Hallway D → Library costs 3 Movement points (EN, DE, PL, PT)', () => {
    let s = moc();
    s = act(s, 0, { type: 'step', to: loc(s, 'hallway-a') });
    assert.equal(mp(s), 2);
    s = act(s, 0, { type: 'step', to: loc(s, 'hallway-d') });
    assert.equal(mp(s), 1, 'a change of Hallway colour costs 1 MP');
    s = act(s, 0, { type: 'step', to: loc(s, 'library') });
    assert.equal(here(s, 0), 'library');
    assert.equal(s.phase.kind === 'movement' && s.phase.seat, 1, 'all 3 MP spent: the next Character moves');
  });

  test('MOC-MOVE-01 D-37 AMB-51 the same example through Hallway B (FR, ES, IT, EL) also costs 3', () => {
    let s = moc();
    for (const id of ['hallway-b', 'hallway-d', 'library']) s = act(s, 0, { type: 'step', to: loc(s, id) });
    assert.equal(here(s, 0), 'library');
  });

  test('MOC-MOVE-01 D-38 M-C11 Doors still cost 1 and 3 MP is the least: Security has no Door to Hallway D or the Library', () => {
    const s = moc();
    assert.deepEqual(stepsOf(s, 0).sort(), ['hallway-a', 'hallway-b', 'orange2']);
    rejects(s, 0, { type: 'step', to: loc(s, 'library') }, 'move/not-adjacent');
  });
});

describe('MOC-DOOR-01 the Revolving Door', () => {
  test('MOC-DOOR-01 M-15 it blocks C, D, A, B, C, D, A, B, C, D in Rounds 1 to 10, turning after each Movement Phase', () => {
    const expected = ['C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'];
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const letterDuringMovement = new Map<number, string>();
      playRandomGame({ players: 8, seed: seedOf(800 + g), board: 'mountains' }, g, (s) => {
        if (s.phase.kind !== 'movement') return;
        const h = s.config.board.layout.locations[blockedHallway(s)!]!;
        letterDuringMovement.set(s.round, h.kind === 'hallway' ? (h.letter ?? '?') : '?');
      });
      for (const [round, letter] of letterDuringMovement) {
        assert.equal(letter, expected[round - 1], `round ${round}`);
        checked++;
      }
    }
    assert.ok(checked >= 10, `checked ${checked} rounds`);
  });

  test('MOC-DOOR-01 after the Movement Phase the Door turns, then the Event Phase begins (AMB-65 step 1)', () => {
    let s = moc(APART, { phase: { kind: 'movement', seat: 4, mp: 0, start: 'security' } });
    s = act(s, 4, { type: 'endMovement' });
    const turned = events(s, 'revolvingDoorTurned');
    assert.equal(turned.length, 1);
    assert.equal(turned[0]!.blocks, loc(s, 'hallway-d'));
    assert.equal(viewFor(s, 2).revolvingDoor?.blocks, loc(s, 'hallway-d'));
    const order = s.log.map((e) => e.t);
    assert.ok(order.indexOf('revolvingDoorTurned') < order.lastIndexOf('eventDrawn'));
  });

  test('AMB-50 M-U09 the blocked Hallway loses its joins at the crossing but keeps its Doors', () => {
    // Round 1: C is blocked. From Hallway B one reaches A and D through the crossing, never C.
    const s = moc(['hallway-b', 'orange1', 'pink2', 'library', 'orange2']);
    assert.deepEqual(stepsOf(s, 0).sort(), [
      'darkblue1',
      'hallway-a',
      'hallway-d',
      'orange1',
      'orange2',
      'security',
    ]);
    const refused = rejects(s, 0, { type: 'step', to: loc(s, 'hallway-c') }, 'move/revolving-door');
    assert.match(refused, /Revolving Door/);
    // Inside C, a Character may still leave by C's Doors.
    const inC = moc(['hallway-c', 'orange1', 'pink2', 'library', 'orange2']);
    assert.deepEqual(stepsOf(inC, 0).sort(), ['darkblue1', 'pink1']);
    // In Round 3 the Door blocks A: B reaches C and D, not A.
    const round3 = moc(['hallway-b', 'orange1', 'pink2', 'library', 'orange2'], { round: 3, knife: 0 });
    assert.deepEqual(stepsOf(round3, 0).sort(), [
      'darkblue1',
      'hallway-c',
      'hallway-d',
      'orange1',
      'orange2',
      'security',
    ]);
  });
});

describe('MOC-ELEV Elevators', () => {
  const inCafeteria = ['cafeteria', 'orange1', 'pink2', 'darkblue1', 'orange2'];

  test('MOC-ELEV-01 boarding costs 1 Movement point, and only where the Elevator stands', () => {
    let s = moc(inCafeteria);
    assert.ok(stepsOf(s, 0).includes('elevator1'));
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    assert.equal(here(s, 0), 'elevator1');
    assert.equal(mp(s), 2);
    // Elevator 2 stands at Dark Blue Room 2, not in Orange Room 1: nobody there can board it.
    const away = moc(['orange1', 'security', 'pink2', 'darkblue1', 'orange2']);
    assert.ok(!stepsOf(away, 0).includes('elevator2'));
    rejects(away, 0, { type: 'step', to: loc(away, 'elevator2') }, 'move/elevator-away');
  });

  test('MOC-ELEV-02 MOC-ELEV-04 AMB-49(b) a ride during your Movement is free; you get off in the other Room and go on', () => {
    let s = moc(inCafeteria);
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    assert.ok(isLegal(s, 0, { type: 'rideElevator' }));
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'pink1');
    assert.equal(mp(s), 2, 'the ride costs nothing');
    assert.equal(s.phase.kind === 'movement' && s.phase.seat, 0);
    const moved = events(s, 'elevatorMoved');
    assert.deepEqual(moved.at(-1), {
      ...moved.at(-1),
      elevator: loc(s, 'elevator1'),
      from: loc(s, 'cafeteria'),
      to: loc(s, 'pink1'),
      riders: [0],
      by: 0,
    });
    assert.ok(stepsOf(s, 0).includes('hallway-c'));
  });

  test('MOC-ELEV-04 AMB-49(b)(c) every occupant rides along, and arriving is entering: an Encounter follows', () => {
    let s = moc(['elevator1', 'elevator1', 'pink2', 'darkblue1', 'orange2'], {
      power: false,
      phase: { kind: 'movement', seat: 0, start: 'elevator1' },
    });
    s = { ...s, power: true };
    s = act(s, 0, { type: 'rideElevator' });
    assert.equal(here(s, 0), 'pink1');
    assert.equal(here(s, 1), 'pink1');
    assert.equal(s.phase.kind === 'encounter' ? s.phase.location : null, loc(s, 'pink1'));
  });

  test('MOC-ELEV-03 AMB-65 after the Movement Phase an occupied Elevator rides by itself with the power on', () => {
    let s = moc(['elevator2', 'orange1', 'pink2', 'darkblue1', 'orange2'], {
      phase: { kind: 'movement', seat: 4, mp: 0, start: 'security' },
    });
    s = act(s, 4, { type: 'endMovement' });
    assert.equal(here(s, 0), 'orange1', 'Elevator 2 took its rider from Dark Blue Room 2 to Orange Room 1');
    const ride = events(s, 'elevatorMoved').at(-1)!;
    assert.equal(ride.by, null);
    // Orange Room 1 held seat 1: the arrival is an Encounter before the Event Phase.
    assert.equal(s.phase.kind, 'encounter');
    const order = s.log.map((e) => e.t);
    assert.ok(order.indexOf('revolvingDoorTurned') < order.indexOf('elevatorMoved'));
  });

  test('MOC-ELEV-03 AMB-49(c) AMB-65 the automatic rides’ Encounters resolve clockwise from the First Player, by the arriving rider', () => {
    // Seat 2 holds the Knife, so seat 1 moves last. Elevator 1 takes seat 3 from the Cafeteria to Pink Room 1
    // (seat 1 there), Elevator 2 takes seat 0 from Dark Blue Room 2 to Orange Room 1 (seat 2 there).
    // Clockwise from seat 2 the riders come 3 then 0: Pink Room 1 first. (By the lowest seat in each Room,
    // seats 0 and 1, Orange Room 1 would come first.)
    let s = moc(['elevator2', 'pink1', 'orange1', 'elevator1', 'orange2'], {
      knife: 2,
      phase: { kind: 'movement', seat: 1, mp: 0, start: 'security' },
    });
    s = act(s, 1, { type: 'endMovement' });
    assert.equal(here(s, 3), 'pink1');
    assert.equal(here(s, 0), 'orange1');
    assert.equal(s.phase.kind, 'encounter');
    assert.equal(s.config.board.layout.locations[s.phase.location]!.id, 'pink1');
    assert.equal(s.phase.participants[0], 3, 'clockwise from the First Player');
  });

  test('MOC-ELEV-07 AMB-49(a) without power an Elevator does not move; boarding and getting off still work, for 1 MP each', () => {
    let s = moc(['elevator1', 'orange1', 'pink2', 'darkblue1', 'orange2'], {
      power: false,
      phase: { kind: 'movement', seat: 0, start: 'elevator1' },
    });
    assert.ok(!legalActions(s, 0).some((a) => a.type === 'rideElevator' || a.type === 'callElevator'));
    s = act(s, 0, { type: 'step', to: loc(s, 'cafeteria') });
    assert.equal(mp(s), 2);
    assert.ok(stepsOf(s, 0).includes('elevator1'), 'boarding again is allowed');
    // At the end of the Movement Phase nothing rides.
    let t = moc(['elevator1', 'orange1', 'pink2', 'darkblue1', 'orange2'], {
      power: false,
      phase: { kind: 'movement', seat: 4, mp: 0, start: 'security' },
    });
    t = act(t, 4, { type: 'endMovement' });
    assert.equal(here(t, 0), 'elevator1');
    assert.equal(events(t, 'elevatorMoved').length, 0);
  });

  test('MOC-ELEV-05 D-40 AMB-49(d) calling the Elevator needs the Room on your Route line; Cultists and a living Mechanic need not', () => {
    // Elevator 1 stands at the Cafeteria; seat 1 stands in Pink Room 1, its other stop.
    const spots = ['security', 'pink1', 'pink2', 'darkblue1', 'orange2'];
    const withRoute = (route: number, roles: Role[] = FIVE, specialRoles: Role[] = []): GameState =>
      moc(spots, { roles, specialRoles, routes: [3, route, 4, 5, 6], phase: { kind: 'movement', seat: 1 } });
    // Route 1 lists pink in Rounds 1/5/9, Route 2 does not.
    const allowed = withRoute(1);
    assert.ok(isLegal(allowed, 1, { type: 'callElevator', elevator: loc(allowed, 'elevator1') }));
    assert.ok(!legalActions(withRoute(2), 1).some((a) => a.type === 'callElevator'));
    const cultist = withRoute(2, ['investigator', 'cultist', 'investigator', 'investigator', 'investigator']);
    assert.ok(isLegal(cultist, 1, { type: 'callElevator', elevator: loc(cultist, 'elevator1') }));
    const mechanic = withRoute(
      2,
      ['cultist', 'mechanic', 'investigator', 'investigator', 'investigator'],
      ['mechanic'],
    );
    assert.ok(isLegal(mechanic, 1, { type: 'callElevator', elevator: loc(mechanic, 'elevator1') }));
    // The call is free: the Elevator comes, then boarding costs 1 and the ride is free.
    let s = act(allowed, 1, { type: 'callElevator', elevator: loc(allowed, 'elevator1') });
    assert.equal(viewFor(s, 0).elevators![0]!.at, loc(s, 'pink1'));
    assert.equal(mp(s), 3);
    s = act(s, 1, { type: 'step', to: loc(s, 'elevator1') });
    s = act(s, 1, { type: 'rideElevator' });
    assert.equal(here(s, 1), 'cafeteria');
    assert.equal(mp(s), 2);
    // No call without power (MOC-ELEV-07).
    const dark = moc(spots, { routes: [3, 1, 4, 5, 6], power: false, phase: { kind: 'movement', seat: 1 } });
    assert.ok(!legalActions(dark, 1).some((a) => a.type === 'callElevator'));
  });

  test('AMB-49(e) MOVE-06 Ghosts cannot board: no teleport into an Elevator, and no Ghost may stand in one', () => {
    const s = moc(APART, {
      seats: APART.map((location, i) => ({ location, alive: i !== 1 })),
      phase: { kind: 'movement', seat: 1 },
    });
    const targets = legalActions(s, 1).flatMap((a) => (a.type === 'teleport' ? [a.to] : []));
    assert.ok(targets.length > 0);
    for (const t of targets) assert.notEqual(s.config.board.layout.locations[t]!.kind, 'elevator');
    const built = buildPosition({
      players: 5,
      board: 'mountains',
      roles: FIVE,
      seats: [{ location: 'elevator1', alive: false }],
    });
    assert.ok(!built.ok);
    assert.ok(built.problems.some((p) => /Ghost cannot be in an Elevator/.test(p.message)));
  });

  test('AMB-49(f) in a stopped Elevator only Character actions are offered, and a check places no Draw-pile card', () => {
    let s = moc(['elevator1', 'elevator1', 'pink2', 'darkblue1', 'orange2'], {
      power: false,
      phase: { kind: 'action', seat: 0 } as PositionSetup['phase'],
    });
    const types = new Set(legalActions(s, 0).map((a) => a.type));
    assert.ok(types.has('checkState'));
    for (const t of ['secureHallway', 'fillRoom', 'checkRoom', 'fightCultist'])
      assert.ok(!types.has(t as never), t);
    const pile = s.drawPile.length;
    const unsafe = s.unsafeDeck.length;
    s = act(s, 0, { type: 'checkState', target: 1 });
    assert.equal(s.drawPile.length, pile);
    assert.equal(s.unsafeDeck.length, unsafe);
  });

  test('AMB-49(g) GOLD-03 a Movement that ends elsewhere by riding is complete', () => {
    let s = moc(inCafeteria);
    s = act(s, 0, { type: 'step', to: loc(s, 'elevator1') });
    s = act(s, 0, { type: 'rideElevator' });
    assert.ok(isLegal(s, 0, { type: 'endMovement' }));
    // With no Movement point left, a free ride is still offered before the turn ends.
    let last = moc(inCafeteria, { phase: { kind: 'movement', seat: 0, mp: 1 } });
    last = act(last, 0, { type: 'step', to: loc(last, 'elevator1') });
    assert.equal(last.phase.kind === 'movement' && last.phase.seat, 0);
    assert.ok(isLegal(last, 0, { type: 'rideElevator' }));
  });

  test('buildPosition places the Elevators and the Revolving Door, and refuses what cannot be', () => {
    const s = moc(APART, { elevators: { elevator1: 'pink1' }, revolvingDoor: 5 });
    assert.equal(viewFor(s, 0).elevators![0]!.at, loc(s, 'pink1'));
    assert.equal(here(s, 0), 'security');
    assert.equal(s.config.board.layout.locations[blockedHallway(s)!]!.id, 'hallway-d');
    const bad = buildPosition({
      players: 5,
      board: 'mountains',
      roles: FIVE,
      elevators: { elevator1: 'library', lift: 'pink1' },
      revolvingDoor: -1,
    });
    assert.ok(!bad.ok);
    const text = bad.problems.map((p) => p.message).join(' ');
    assert.match(text, /stops only at cafeteria and pink1/);
    assert.match(text, /no Elevator 'lift'/);
    assert.match(text, /turned 0 or more times/);
    const base = buildPosition({ players: 5, roles: FIVE, revolvingDoor: 1 });
    assert.ok(!base.ok);
    assert.match(base.problems[0]!.message, /has no Revolving Door/);
  });
});
