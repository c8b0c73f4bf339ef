import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clockwiseFrom, distances } from '../content/board.ts';
import { layoutById } from '../content/index.ts';
import { actors } from '../legal.ts';
import type { PositionSetup, RoomSetup } from '../position.ts';
import type { GameState, MovementTurn } from '../state.ts';
import type { Role } from '../types.ts';
import { act, events, loc, position } from '../testing.ts';
import { automaNextStep, automaTarget } from './automa.ts';
import { movementPoints } from './movement.ts';

/** 4 humans + the AUTOMA (the 5-player setup, small map); the AUTOMA sits at seat 1. */
const A = 1;
const ROLES: Role[] = ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'];

interface Scene {
  /** The round in which the AUTOMA moves (2 or later). */
  readonly round: number;
  /** The AUTOMA's Route card: its line for `round` decides the target. */
  readonly route: number;
  /** Where the AUTOMA starts. */
  readonly at: string;
  readonly ghost?: boolean;
  readonly rooms?: Readonly<Record<string, RoomSetup>>;
  readonly extra?: Partial<PositionSetup>;
}

function setup(scene: Scene, round: number): PositionSetup {
  const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((r) => r !== scene.route);
  return {
    players: 5,
    automa: A,
    roles: ROLES,
    routes: ROLES.map((_, i) => (i === A ? scene.route : others[i]!)),
    round,
    knife: 0,
    // The humans wait in the Security Room, off every path below.
    seats: ROLES.map((_, i) =>
      i === A ? { location: scene.at, alive: !scene.ghost } : { location: 'security' },
    ),
    rooms: scene.rooms ?? {},
    // An empty Draw pile leaves room cards for any room deck a scene needs (card conservation).
    drawPile: [],
    ...scene.extra,
  };
}

/**
 * Plays the start of `scene.round`: the round before ends (its last seat passes, everyone ends the
 * round), the Knife passes to the AUTOMA and it moves first (AMB-40(k)), by itself.
 */
function automaMoves(scene: Scene): GameState {
  let s = position({ ...setup(scene, scene.round - 1), phase: { kind: 'action', seat: 4 } });
  s = act(s, 4, { type: 'pass' });
  for (const seat of actors(s)) s = act(s, seat, { type: 'endRound' });
  assert.equal(s.round, scene.round);
  assert.equal(s.knife, A);
  return s;
}

function name(s: GameState, location: number): string {
  return layoutById(s.config.layout).locations[location]!.id;
}

/** The room the AUTOMA aims for at the start of its Movement in `scene.round`. */
function targetOf(scene: Scene): string | null {
  const s = position(setup(scene, scene.round));
  const target = automaTarget(s, A);
  return target === null ? null : name(s, target);
}

/** The Doors the AUTOMA's rules choose, one after the other, from the start of its Movement. */
function plan(scene: Scene): string[] {
  const s = position(setup(scene, scene.round));
  const st = s.seats[A]!;
  const turn: MovementTurn = {
    seat: A,
    mp: movementPoints(s),
    start: st.location,
    freeVisited: [],
    target: automaTarget(s, A),
  };
  const out: string[] = [];
  for (let next = automaNextStep(s, turn); next !== null; next = automaNextStep(s, turn)) {
    st.location = next;
    turn.mp -= 1;
    out.push(name(s, next));
  }
  return out;
}

/** The Locations the AUTOMA entered this round, in order. */
function path(s: GameState): string[] {
  return events(s, 'moved')
    .filter((e) => e.seat === A)
    .map((e) => name(s, e.to));
}

/** The seat whose Movement comes next. */
function nextMover(s: GameState): number {
  assert.equal(s.phase.kind, 'movement', `phase ${s.phase.kind}`);
  return (s.phase as { seat: number }).seat;
}

const finished: RoomSetup = { books: 0, deck: [] };
const PINK_FINISHED = { pink1: finished, pink2: finished };

/** Scenes and the path the AUTOMA takes in each; route 4 reads pink, orange in rounds 1/5/9. */
const EXAMPLE: Scene = { round: 5, route: 4, at: 'library', rooms: PINK_FINISHED };
const NEAREST: Scene = { round: 5, route: 4, at: 'library' };
const SKIP_FINISHED: Scene = { ...NEAREST, rooms: { pink2: finished } };
const LITERAL: Scene = {
  ...NEAREST,
  rooms: { pink2: { deck: ['success', 'failure', 'success'] } },
  extra: { ruleset: { automaTarget: 'unexplored' } },
};
// Route 2 reads orange, red in rounds 1/5/9.
const EQUAL_PATHS: Scene = { round: 5, route: 2, at: 'central' };
const OUT_OF_REACH: Scene = { round: 5, route: 2, at: 'orange1' };
// Route 5 reads light blue, green, red in rounds 1/5/9; the AUTOMA holds the Knife (automaMoves).
const FISHMAN: Scene = { round: 5, route: 5, at: 'pink1', extra: { fishman: 'east-wing' } };
const ALREADY_THERE: Scene = { round: 5, route: 4, at: 'pink2' };

/** Checks a scene's plan, and that the engine, playing the AUTOMA, takes its first Door. */
function follows(scene: Scene, expected: readonly string[]): GameState {
  assert.deepEqual(plan(scene), expected);
  const s = automaMoves(scene);
  assert.equal(path(s)[0], expected[0], 'the engine takes the first Door of the plan');
  return s;
}

describe('AUTOMA-06 the AUTOMA heads for the first colour on its Route line with a room to work in', () => {
  test('AUTOMA-06 AUTOMA-07 AMB-40(j) the rulebook example: round 5, green Library, pink finished → the orange Room on the left', () => {
    const s = follows(EXAMPLE, ['west-wing', 'orange1']);
    // Both orange rooms are 2 Doors away; clockwise from the Library, orange1 comes first.
    const layout = layoutById(s.config.layout);
    const fromLibrary = distances(layout, loc(s, 'library'));
    assert.equal(fromLibrary[loc(s, 'orange1')], 2);
    assert.equal(fromLibrary[loc(s, 'orange2')], 2);
    const order = clockwiseFrom(layout, loc(s, 'library'));
    assert.ok(order.indexOf(loc(s, 'orange1')) < order.indexOf(loc(s, 'orange2')));
    assert.equal(targetOf(EXAMPLE), 'orange1');
    // It stops on arriving: the third Movement point is lost.
    assert.equal(nextMover(s), 2);
  });

  test('AUTOMA-06 AMB-40(b) of that colour the nearest room: pink2 (2 Doors) before pink1 (3)', () => {
    assert.equal(targetOf(NEAREST), 'pink2');
    follows(NEAREST, ['central', 'pink2']);
  });

  test('AUTOMA-06 AMB-40(a) finished rooms are skipped: with pink2 finished it heads for pink1', () => {
    assert.equal(targetOf(SKIP_FINISHED), 'pink1');
    // Two shortest paths start west-wing or central; west-wing is the first clockwise.
    follows(SKIP_FINISHED, ['west-wing', 'darkblue1', 'pink1']);
  });

  test('AMB-40(a) an explored room stays a target by default; the literal ruleset skips it', () => {
    assert.equal(targetOf({ ...LITERAL, extra: {} }), 'pink2');
    assert.equal(targetOf(LITERAL), 'pink1');
    follows(LITERAL, ['west-wing', 'darkblue1', 'pink1']);
  });

  test('AMB-40(c) a room holding a Cultist token remains a target', () => {
    const scene: Scene = {
      ...EXAMPLE,
      rooms: { ...PINK_FINISHED, orange1: { cultistTokens: 1 } },
      extra: { cultistTokens: ['library', 'darkblue2'] },
    };
    assert.equal(targetOf(scene), 'orange1');
    follows(scene, ['west-wing', 'orange1']);
  });

  test('AUTOMA-06 the Route line of the current round decides: round 6 reads line 2/6/10', () => {
    // Route 4, line 2/6/10: dark blue, green. From the Library, darkblue1 and darkblue2 are both 2 away.
    const scene: Scene = { round: 6, route: 4, at: 'library' };
    assert.equal(targetOf(scene), 'darkblue1');
    assert.equal(targetOf({ ...scene, rooms: { darkblue1: finished } }), 'darkblue2');
  });

  test('AUTOMA-06 of several shortest paths it takes the first Door clockwise', () => {
    // From the Central Hallway, orange2 is 3 Doors away through the Library, Security or darkblue2.
    assert.equal(targetOf(EQUAL_PATHS), 'orange2');
    follows(EQUAL_PATHS, ['darkblue2', 'south-wing', 'orange2']);
  });
});

describe('AUTOMA-08 AUTOMA-09 when it cannot reach its target this turn', () => {
  test('AUTOMA-08 a target out of reach: it goes as far as it can towards it', () => {
    // orange1 is where it stands (GOLD-03), orange2 is 4 Doors away.
    assert.equal(targetOf(OUT_OF_REACH), 'orange2');
    follows(OUT_OF_REACH, ['west-wing', 'library', 'south-wing']);
    follows({ ...OUT_OF_REACH, extra: { effects: { morale: -1 } } }, ['west-wing', 'library']);
  });

  test("AUTOMA-09 it never enters the Fishman's hallway, not even holding the Knife: it goes round", () => {
    assert.equal(targetOf(FISHMAN), 'cafeteria');
    follows({ ...FISHMAN, extra: {} }, ['east-wing', 'cafeteria']);
    const s = follows(FISHMAN, ['darkblue1', 'central', 'pink2']);
    assert.equal(s.knife, A);
    assert.equal(s.fishmanFacedBy, null);
  });
});

describe('AUTOMA-10 AMB-40(d) its Movement never ends where it started (GOLD-03)', () => {
  test('AUTOMA-10 AMB-40(d) standing in its first-choice room, it aims for the next one on the line', () => {
    assert.equal(targetOf(ALREADY_THERE), 'pink1');
    follows(ALREADY_THERE, ['east-wing', 'pink1']);
  });

  test('AUTOMA-10 AMB-40(d) with no other room on the line it steps to the first neighbour clockwise', () => {
    // Route 1, line 2/6/10: green, orange. It stands in the green room and both orange rooms are finished.
    const scene: Scene = {
      round: 6,
      route: 1,
      at: 'library',
      rooms: { orange1: finished, orange2: finished },
    };
    assert.equal(targetOf(scene), null);
    const s = follows(scene, ['west-wing']);
    assert.deepEqual(path(s), ['west-wing']);
    assert.equal(s.seats[A]!.location, loc(s, 'west-wing'));
    assert.equal(nextMover(s), 2);
  });
});

describe('AMB-40(h) AMB-40(k) a Ghost AUTOMA and the Knife', () => {
  test('AMB-40(h) a Ghost AUTOMA teleports straight into its target room', () => {
    const s = automaMoves({ ...NEAREST, at: 'central', ghost: true });
    assert.deepEqual(path(s), []);
    assert.deepEqual(
      events(s, 'teleported').map((e) => [e.seat, name(s, e.from), name(s, e.to)]),
      [[A, 'central', 'pink2']],
    );
    assert.equal(nextMover(s), 2);
  });

  test('AMB-40(k) the Knife reaches the AUTOMA in turn and it moves first, without waiting for anyone', () => {
    const s = automaMoves(NEAREST);
    const round5 = s.log.slice(s.log.findIndex((e) => e.t === 'roundStarted'));
    const firstMove = round5.find((e) => e.t === 'moved' || e.t === 'stayed' || e.t === 'teleported');
    assert.equal((firstMove as { seat: number }).seat, A);
    assert.ok(!actors(s).includes(A));
  });
});

describe('AUTOMA-06 AUTOMA-08 the engine walks the AUTOMA along its whole path', () => {
  const SCENES: readonly (readonly [string, Scene, readonly string[]])[] = [
    ['rulebook example', EXAMPLE, ['west-wing', 'orange1']],
    ['nearest room', NEAREST, ['central', 'pink2']],
    ['finished room skipped', SKIP_FINISHED, ['west-wing', 'darkblue1', 'pink1']],
    ['literal ruleset', LITERAL, ['west-wing', 'darkblue1', 'pink1']],
    ['equal paths', EQUAL_PATHS, ['darkblue2', 'south-wing', 'orange2']],
    ['out of reach', OUT_OF_REACH, ['west-wing', 'library', 'south-wing']],
    ['Lost Morale', { ...OUT_OF_REACH, extra: { effects: { morale: -1 } } }, ['west-wing', 'library']],
    ['Fishman', FISHMAN, ['darkblue1', 'central', 'pink2']],
    ['no Fishman', { ...FISHMAN, extra: {} }, ['east-wing', 'cafeteria']],
    ['already there', ALREADY_THERE, ['east-wing', 'pink1']],
  ];

  test('AUTOMA-06 AUTOMA-08 AUTOMA-09 it follows the plan Door by Door and stops where it ends (spare MP are lost)', () => {
    for (const [title, scene, expected] of SCENES) {
      const s = automaMoves(scene);
      assert.deepEqual(path(s), expected, title);
      assert.equal(name(s, s.seats[A]!.location), expected.at(-1), title);
      assert.equal(nextMover(s), 2, title);
    }
  });
});
