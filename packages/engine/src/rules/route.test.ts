import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SHIPPED_BOARD } from '../content/index.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import { COLOURS, type Colour, type Role } from '../types.ts';
import { logFor, viewFor } from '../view.ts';
import { isLegal, loc, newGame, position, seedOf, SEVEN_ROLES as SEVEN } from '../testing.ts';
import { routeLine } from './context.ts';

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];

/** The room of each colour on the small map. */
const ROOM_OF: Record<Colour, string> = {
  lightblue: 'cafeteria',
  red: 'security',
  green: 'library',
  darkblue: 'darkblue1',
  pink: 'pink1',
  orange: 'orange1',
};

/** Action Phase, `seat` to act; seat 1 holds route 1 (the rulebook's example), seat 0 route 2, … */
function acting(
  seat: number,
  places: readonly string[],
  extra: Partial<PositionSetup> = {},
  seats: readonly SeatSetup[] = [],
): GameState {
  const roles = places.length === 7 ? SEVEN : FIVE;
  return position({
    players: places.length as 5 | 7,
    roles,
    routes: roles.map((_, i) => [2, 1, 3, 4, 5, 6, 7][i]!),
    phase: { kind: 'action', seat },
    ...extra,
    seats: places.map((location, i) => ({ location, ...seats[i] })),
  });
}

const fills = (s: GameState, seat: number, room: string): boolean =>
  legalActions(s, seat).some((a) => a.type === 'fillRoom' && a.room === loc(s, room));

describe('ROUTE-02 ROUTE-03 Route cards', () => {
  test('ROUTE-03 route card 1 is the rulebook’s example, line by line', () => {
    const card = SHIPPED_BOARD.routes.find((r) => r.id === 1)!;
    assert.deepEqual(card.lines, [
      ['darkblue', 'pink', 'lightblue'],
      ['green', 'orange'],
      ['lightblue', 'darkblue'],
      ['red', 'orange'],
    ]);
  });

  test('ROUTE-02 ten Route cards, each with 4 lines of 2 or more different colours', () => {
    assert.deepEqual(
      SHIPPED_BOARD.routes.map((r) => r.id),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    for (const card of SHIPPED_BOARD.routes) {
      assert.equal(card.lines.length, 4);
      for (const line of card.lines) {
        assert.ok(line.length >= 2, `route ${card.id}`);
        assert.equal(new Set(line).size, line.length);
      }
    }
  });

  test('ROUTE-02 the lines are for rounds 1/5/9, 2/6/10, 3/7 and 4/8', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(routeLine), [0, 1, 2, 3, 0, 1, 2, 3, 0, 1]);
  });

  test('ROUTE-02 ROUTE-03 MOVE-10 an Investigator uses a Room action only if the round’s line shows its colour', () => {
    const route = SHIPPED_BOARD.routes.find((r) => r.id === 1)!;
    for (let round = 1; round <= 10; round++) {
      for (const colour of COLOURS) {
        const room = ROOM_OF[colour];
        const s = acting(1, ['central', room, 'central', 'central', 'central'], { round });
        const allowed = route.lines[routeLine(round)]!.includes(colour);
        assert.equal(fills(s, 1, room), allowed, `round ${round}, ${colour}`);
        assert.equal(viewFor(s, 1).me!.routeLine, routeLine(round));
      }
    }
  });

  test('ROUTE-03 ending Round 1 in the pink Room allows its Room action', () => {
    const s = acting(1, ['central', 'pink1', 'central', 'central', 'central']);
    assert.ok(isLegal(s, 1, { type: 'fillRoom', room: loc(s, 'pink1'), card: 'success' }));
  });
});

describe('ROUTE-04 Character actions are never Route-bound', () => {
  test('ROUTE-04 off the Route, an Investigator may still take a Character action there', () => {
    // Round 2: route 1 offers green and orange only.
    const s = acting(1, ['central', 'pink1', 'pink1', 'central', 'central'], { round: 2 });
    assert.equal(fills(s, 1, 'pink1'), false);
    assert.ok(isLegal(s, 1, { type: 'checkState', target: 2 }));
    const hallway = acting(1, ['central', 'central', 'central', 'orange2', 'orange2'], { round: 2 });
    assert.ok(isLegal(hallway, 1, { type: 'checkState', target: 2 }));
  });
});

describe('MOVE-10 ROUTE-05 ROUTE-06 who is bound by a Route', () => {
  test('MOVE-10 ROUTE-05 a Cultist may use any Room action, whatever its Route says', () => {
    // Seat 0 holds route 2, whose line for round 1 is orange and red: pink is not on it.
    const s = acting(0, ['pink1', 'central', 'central', 'central', 'central']);
    assert.equal(SHIPPED_BOARD.routes.find((r) => r.id === 2)!.lines[0].includes('pink'), false);
    assert.ok(fills(s, 0, 'pink1'));
  });

  test('MOVE-10 Routes do not restrict movement', () => {
    // Same place, different Routes: the same steps.
    const a = position({ players: 5, roles: FIVE, routes: [1, 2, 3, 4, 5] });
    const b = position({ players: 5, roles: FIVE, routes: [7, 8, 3, 4, 5] });
    assert.deepEqual(legalActions(a, 0), legalActions(b, 0));
  });

  test('ROUTE-06 an Investigator Ghost is bound by its Route; a Cultist Ghost is not', () => {
    // Round 1 in orange1: neither route 1 (seat 1) nor route 2 (seat 0) shows orange.
    const ghosts: SeatSetup[] = [{ alive: false }, { alive: false }];
    const places = ['orange1', 'orange1', 'central', 'central', 'central', 'central', 'central'];
    assert.ok(fills(acting(0, places, {}, ghosts), 0, 'orange1'), 'Cultist Ghost');
    assert.equal(
      fills(acting(1, places, {}, ghosts), 1, 'orange1'),
      false,
      'Investigator Ghost off its Route',
    );
    const onRoute = acting(1, ['orange1', 'pink1', ...places.slice(2)], {}, ghosts);
    assert.ok(fills(onRoute, 1, 'pink1'), 'Investigator Ghost on its Route');
  });
});

describe('ROUTE-01 ROUTE-07 every player holds a secret Route', () => {
  test('ROUTE-01 every seat, Cultists included, is dealt a different Route card', () => {
    for (const players of [5, 6, 7, 8] as const) {
      for (const n of [1, 2, 3]) {
        const s = newGame({ players, seed: seedOf(n) });
        const routes = s.seats.map((st) => st.route);
        assert.equal(new Set(routes).size, players);
        assert.ok(routes.every((r) => SHIPPED_BOARD.routes.some((c) => c.id === r)));
        s.seats.forEach((st, seat) => {
          assert.equal(viewFor(s, seat).me!.route.id, st.route);
        });
      }
    }
  });

  test('ROUTE-07 GOLD-02 nobody else’s view or log tells a Route', () => {
    // Seats 2 and 3 swap their Route cards: seat 1 and spectators cannot tell.
    const a = position({ players: 5, roles: FIVE, routes: [1, 2, 3, 4, 5] });
    const b = position({ players: 5, roles: FIVE, routes: [1, 2, 4, 3, 5] });
    for (const viewer of [0, 1, 4, 'spectator'] as const) {
      assert.deepEqual(viewFor(a, viewer), viewFor(b, viewer));
      assert.deepEqual(logFor(a, viewer), logFor(b, viewer));
    }
    assert.notDeepEqual(viewFor(a, 2), viewFor(b, 2));
  });
});
