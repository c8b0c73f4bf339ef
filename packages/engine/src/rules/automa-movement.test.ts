import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clockwiseFrom, distances } from '../content/board.ts';
import { layoutById } from '../content/index.ts';
import { actors } from '../legal.ts';
import type { PositionSetup, RoomSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role } from '../types.ts';
import { act, events, loc, position } from '../testing.ts';
import { automaTarget } from './automa.ts';

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

/** The room the AUTOMA aims for at the start of its Movement in `scene.round`. */
function targetOf(scene: Scene): string | null {
  const s = position(setup(scene, scene.round));
  const target = automaTarget(s, A);
  return target === null ? null : name(s, target);
}

function name(s: GameState, location: number): string {
  return layoutById(s.config.layout).locations[location]!.id;
}

/** The Locations the AUTOMA entered this round, in order. */
function path(s: GameState): string[] {
  return events(s, 'moved')
    .filter((e) => e.seat === A)
    .map((e) => name(s, e.to));
}

/** Its Movement is over: the next seat moves. */
function nextMover(s: GameState): number {
  assert.equal(s.phase.kind, 'movement', `phase ${s.phase.kind}`);
  return (s.phase as { seat: number }).seat;
}

const finished: RoomSetup = { books: 0, deck: [] };
const PINK_FINISHED = { pink1: finished, pink2: finished };

describe('AUTOMA-06 the AUTOMA heads for the first colour on its Route line with a room to work in', () => {
  test('AUTOMA-06 AUTOMA-07 AMB-40(j) the rulebook example: round 5, green Library, pink finished → the orange Room on the left', () => {
    // Route 4 reads pink, orange for rounds 1/5/9.
    const scene: Scene = { round: 5, route: 4, at: 'library', rooms: PINK_FINISHED };
    const s = automaMoves(scene);
    // Both orange rooms are 2 Doors away; clockwise from the Library, orange1 comes first.
    const layout = layoutById(s.config.layout);
    const fromLibrary = distances(layout, loc(s, 'library'));
    assert.equal(fromLibrary[loc(s, 'orange1')], 2);
    assert.equal(fromLibrary[loc(s, 'orange2')], 2);
    const order = clockwiseFrom(layout, loc(s, 'library'));
    assert.ok(order.indexOf(loc(s, 'orange1')) < order.indexOf(loc(s, 'orange2')));
    assert.equal(targetOf(scene), 'orange1');
    assert.equal(path(s)[0], 'west-wing');
    assert.equal(nextMover(s), 2);
  });

  test('AUTOMA-06 AMB-40(b) of that colour the nearest room: pink2 (2 Doors) before pink1 (3)', () => {
    const scene: Scene = { round: 5, route: 4, at: 'library' };
    assert.equal(targetOf(scene), 'pink2');
    assert.equal(path(automaMoves(scene))[0], 'central');
  });

  test('AUTOMA-06 AMB-40(a) finished rooms are skipped: with pink2 finished it heads for pink1', () => {
    const scene: Scene = { round: 5, route: 4, at: 'library', rooms: { pink2: finished } };
    assert.equal(targetOf(scene), 'pink1');
    // Two shortest paths start west-wing or central; west-wing is the first clockwise.
    assert.equal(path(automaMoves(scene))[0], 'west-wing');
  });

  test('AMB-40(a) an explored room stays a target by default; the literal ruleset skips it', () => {
    const explored: RoomSetup = { deck: ['success', 'failure', 'success'] };
    const scene: Scene = { round: 5, route: 4, at: 'library', rooms: { pink2: explored } };
    assert.equal(targetOf(scene), 'pink2');
    const literal: Scene = { ...scene, extra: { ruleset: { automaTarget: 'unexplored' } } };
    assert.equal(targetOf(literal), 'pink1');
    assert.equal(path(automaMoves(literal))[0], 'west-wing');
  });

  test('AMB-40(c) a room holding a Cultist token remains a target', () => {
    const scene: Scene = {
      round: 5,
      route: 4,
      at: 'library',
      rooms: { ...PINK_FINISHED, orange1: { cultistTokens: 1 } },
      extra: { cultistTokens: ['library', 'darkblue2'] },
    };
    assert.equal(targetOf(scene), 'orange1');
  });

  test('AUTOMA-06 the Route line of the current round decides: round 6 reads line 2/6/10', () => {
    // Route 4, line 2/6/10: dark blue, green. From the Library, darkblue1 and darkblue2 are both 2 away.
    const scene: Scene = { round: 6, route: 4, at: 'library' };
    assert.equal(targetOf(scene), 'darkblue1');
    assert.equal(targetOf({ ...scene, rooms: { darkblue1: finished } }), 'darkblue2');
  });
});

describe('AUTOMA-10 AMB-40(d) its Movement never ends where it started (GOLD-03)', () => {
  test('AUTOMA-10 AMB-40(d) standing in its first-choice room, it aims for the next one on the line', () => {
    const scene: Scene = { round: 5, route: 4, at: 'pink2' };
    assert.equal(targetOf(scene), 'pink1');
    assert.equal(path(automaMoves(scene))[0], 'east-wing');
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
    const s = automaMoves(scene);
    assert.deepEqual(path(s), ['west-wing']);
    assert.equal(s.seats[A]!.location, loc(s, 'west-wing'));
    assert.equal(nextMover(s), 2);
  });
});

describe('AMB-40(h) AMB-40(k) a Ghost AUTOMA and the Knife', () => {
  test('AMB-40(h) a Ghost AUTOMA teleports straight into its target room', () => {
    const s = automaMoves({ round: 5, route: 4, at: 'central', ghost: true });
    assert.deepEqual(path(s), []);
    assert.deepEqual(
      events(s, 'teleported').map((e) => [e.seat, name(s, e.from), name(s, e.to)]),
      [[A, 'central', 'pink2']],
    );
    assert.equal(nextMover(s), 2);
  });

  test('AMB-40(k) the Knife reaches the AUTOMA in turn and it moves first, without waiting for anyone', () => {
    const s = automaMoves({ round: 5, route: 4, at: 'library' });
    const round5 = s.log.slice(s.log.findIndex((e) => e.t === 'roundStarted'));
    const firstMove = round5.find((e) => e.t === 'moved' || e.t === 'stayed' || e.t === 'teleported');
    assert.equal((firstMove as { seat: number }).seat, A);
    assert.ok(!actors(s).includes(A));
  });
});
