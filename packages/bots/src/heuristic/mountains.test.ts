import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyInPlace,
  buildPosition,
  locationIndex,
  sameAction,
  viewFor,
  type Action,
  type GameState,
  type PositionSetup,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { HeuristicBot } from './index.ts';

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

test('ROLE-RADIANT-01 MOC-ELEV-07 AMB-30: with the power off the heuristic bot that is the Radiant Beauty rides the Elevator her light moves', () => {
  const state = cafeteriaTurn({
    roles: ['radiantBeauty', 'investigator', 'seer', 'cultist', 'investigator'],
    power: false,
  });
  const elevator = locationIndex(state.config.board.layout, 'elevator1')!;
  for (const turn of turns(state))
    assert.deepEqual(turn.slice(0, 2), [{ type: 'step', to: elevator }, { type: 'rideElevator' }]);
});
