import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyInPlace,
  buildPosition,
  fishmanBlocks,
  locationIndex,
  routeAllowsOf,
  sameAction,
  viewFor,
  type Action,
  type GameState,
  type PositionSetup,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { newGame, play } from '../play.testing.ts';
import { HeuristicBot } from './index.ts';
import { hasMountains, movesNow, plansAfter } from './mountains.ts';

const key = (a: Action): string => JSON.stringify(a);

test('MOC-DOOR-01 MOC-ELEV-01 AMB-50: the planner foresees exactly the moves the engine allows on the Mountains map', () => {
  let checked = 0;
  let free = 0;
  for (const players of [4, 5, 6, 7, 8] as const) {
    const state = newGame({ players, seed: seedOf(70 + players), board: 'mountains' });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(170 + i)));
    play(state, bots, (_, seat, view) => {
      const p = view.phase;
      if (p.kind !== 'movement' || p.seat !== seat || !view.seats[seat]!.alive) return false;
      // Secret Doors' free steps between Rooms of one colour are not planned (as on the base map).
      if (view.effects.secretDoors) return false;
      const layout = view.board.layout;
      const here = view.seats[seat]!.location;
      const fishman = fishmanBlocks(view, seat);
      const rules = {
        blocked: new Set(fishman !== null ? [fishman] : []),
        mayCall: (r: number) => routeAllowsOf(view, r),
        ownLight: view.me!.role === 'radiantBeauty',
      };
      const foreseen = new Set(movesNow(view, layout, here, p.mp, rules).map(key));
      const legal = view.legal.filter((a) => a.type !== 'endMovement');
      // Every legal move is foreseen, but for an Elevator that another's hidden light (a Radiant
      // Beauty in its cabin, AMB-30) moves with the power off. A foreseen move the engine refuses
      // can only lead back to where the Movement began (GOLD-03: it must end elsewhere).
      for (const a of legal)
        assert.ok(foreseen.has(key(a)) || (a.type !== 'step' && !view.power), `not foreseen: ${key(a)}`);
      const ridesTo = (): number => {
        const i = view.elevators!.findIndex((e) => e.elevator === here);
        return layout.elevators![i]!.stops.find((r) => r !== view.elevators![i]!.at)!;
      };
      for (const k of foreseen) {
        const a = JSON.parse(k) as Action;
        if (legal.some((l) => sameAction(l, a))) continue;
        if (a.type === 'rideElevator') assert.equal(ridesTo(), p.start, `a ride the engine refuses: ${k}`);
        else assert.ok(a.type === 'step', `a free move the engine refuses: ${k}`);
        if (a.type === 'step') assert.ok(a.to === p.start || p.mp === 1, `a step the engine refuses: ${k}`);
      }
      for (const a of view.legal) assert.ok(plansAfter(view, layout, here, p.mp, a, rules).length > 0);
      free += legal.filter((a) => a.type !== 'step').length;
      checked++;
      return false;
    });
  }
  assert.ok(checked > 200, `only ${checked} Movement decisions`);
  assert.ok(free > 0, 'no Elevator ride or call was ever possible');
});

/**
 * A Movement turn of seat 0 (an Investigator with 3 Movement points, the last to move) in the
 * Cafeteria in round 2 of a 5-player game on the Mountains map: Pink Room 1 is explored with a card
 * in its deck (the most valuable Room for a seat with pink on its Route), the others are in the
 * Security Room.
 */
function cafeteriaTurn(
  extra: Partial<PositionSetup>,
  fits: (line: readonly string[]) => boolean = (line) =>
    // Pink on the Route; not dark blue (a Room next to the Cafeteria) nor red (the Security Room).
    line.includes('pink') && !line.includes('darkblue') && !line.includes('red'),
): GameState {
  for (let route = 2; route <= 10; route++) {
    const built = buildPosition({
      players: 5,
      board: 'mountains',
      roles: ['investigator', 'investigator', 'seer', 'cultist', 'investigator'],
      routes: [route, ...[1, 2, 3, 4, 5].filter((r) => r !== route).slice(0, 4)],
      round: 2,
      // Seat 0 moves last (the Knife holder's left first): nobody can walk in on it afterwards.
      knife: 1,
      phase: { kind: 'movement', seat: 0 },
      seats: [
        { location: 'cafeteria' },
        { location: 'security' },
        { location: 'security' },
        { location: 'security' },
        { location: 'security' },
      ],
      rooms: { pink1: { explored: true, deck: ['success'] } },
      ...extra,
    });
    assert.ok(built.ok, built.ok ? '' : JSON.stringify(built.problems));
    const me = viewFor(built.state, 0).me!;
    const line = me.route.lines[me.routeLine]!;
    if (fits(line)) return built.state;
  }
  return assert.fail('no Route card fits');
}

/** What seat 0's heuristic bot does in the rest of its turn (ten bot seeds, every answer). */
function turns(state: GameState): Action[][] {
  return Array.from({ length: 10 }, (_, i) => {
    const s = structuredClone(state);
    const bot = new HeuristicBot(seedOf(300 + i));
    const out: Action[] = [];
    while (s.phase.kind === 'movement' && s.phase.seat === 0) {
      const view = viewFor(s, 0);
      const action = bot.decide(view, []);
      assert.ok(view.legal.some((a) => sameAction(a, action)));
      out.push(action);
      applyInPlace(s, 0, action);
    }
    return out;
  });
}

test('MOC-ELEV-01 MOC-ELEV-04: the heuristic bot boards and rides the Elevator that reaches its Route Room sooner than walking', () => {
  const state = cafeteriaTurn({});
  const layout = state.config.board.layout;
  const elevator = locationIndex(layout, 'elevator1')!;
  const pink1 = locationIndex(layout, 'pink1')!;
  for (const turn of turns(state)) {
    assert.deepEqual(turn.slice(0, 2), [{ type: 'step', to: elevator }, { type: 'rideElevator' }]);
    assert.equal(turn.at(-1)!.type, 'endMovement');
  }
  assert.equal(pink1, layout.elevators![0]!.stops[1]);
});

test('MOC-ELEV-05: the heuristic bot calls the Elevator standing at the other stop, then boards and rides it', () => {
  const state = cafeteriaTurn({ elevators: { elevator1: 'pink1' } });
  const elevator = locationIndex(state.config.board.layout, 'elevator1')!;
  for (const turn of turns(state))
    assert.deepEqual(turn.slice(0, 3), [
      { type: 'callElevator', elevator },
      { type: 'step', to: elevator },
      { type: 'rideElevator' },
    ]);
});

test('AMB-50: with the power off the heuristic bot walks round the Hallway the Revolving Door blocks', () => {
  // Two quarter turns: the Door blocks Hallway A (the crossing's third arm).
  const state = cafeteriaTurn({ power: false, revolvingDoor: 2 });
  const layout = state.config.board.layout;
  assert.equal(viewFor(state, 0).revolvingDoor?.blocks, locationIndex(layout, 'hallway-a'));
  const id = (i: number): string => layout.locations[i]!.id;
  for (const turn of turns(state)) {
    const path = turn.flatMap((a) => (a.type === 'step' ? [id(a.to)] : []));
    // Hallway A's joins to Hallways C and D are cut; round by Dark Blue Room 2 instead.
    assert.deepEqual(path, ['darkblue2', 'hallway-d', 'pink1']);
  }
});

test('MOC-ELEV-01: the heuristic bot never boards an Elevator when walking does as well', () => {
  // Dark Blue Room 2, next to the Cafeteria, is on the Route; Pink Room 1, where the Elevator goes, is not.
  const state = cafeteriaTurn(
    { rooms: {} },
    (line) => line.includes('darkblue') && !line.includes('pink') && !line.includes('red'),
  );
  const elevator = locationIndex(state.config.board.layout, 'elevator1')!;
  for (const turn of turns(state)) {
    assert.ok(
      turn.every((a) => !(a.type === 'step' && a.to === elevator) && a.type !== 'callElevator'),
      JSON.stringify(turn),
    );
  }
});

test('on the University the heuristic bot keeps its base-map walks: no view has a Revolving Door or Elevators', () => {
  const state = newGame({ players: 8, seed: seedOf(5) });
  let views = 0;
  play(
    state,
    state.seats.map((_, i) => new HeuristicBot(seedOf(40 + i))),
    (_, __, view) => {
      assert.equal(hasMountains(view), false);
      views++;
      return false;
    },
  );
  assert.ok(views > 100);
  const mountains = newGame({ players: 8, seed: seedOf(5), board: 'mountains' });
  assert.equal(hasMountains(viewFor(mountains, 0)), true);
});

test('ROLE-RADIANT-01 MOC-ELEV-07 AMB-30: with the power off the heuristic bot that is the Radiant Beauty rides the Elevator her light moves', () => {
  const state = cafeteriaTurn({
    roles: ['radiantBeauty', 'investigator', 'seer', 'cultist', 'investigator'],
    power: false,
  });
  const elevator = locationIndex(state.config.board.layout, 'elevator1')!;
  for (const turn of turns(state))
    assert.deepEqual(turn.slice(0, 2), [{ type: 'step', to: elevator }, { type: 'rideElevator' }]);
});
