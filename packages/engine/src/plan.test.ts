import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Action } from './actions.ts';
import { applyInPlace } from './apply.ts';
import { cloneState } from './clone.ts';
import { distances, locationIndex, type Layout } from './content/board.ts';
import { actors, legalActions } from './legal.ts';
import { movementPlans, travelDistances } from './plan.ts';
import { createRng, randomInt, type RngState } from './rng/random.ts';
import { fishmanBlocks } from './rules/movement.ts';
import type { GameState } from './state.ts';
import { newGame, position, seedOf } from './testing.ts';
import type { LocationId, PlayerCount, Seat } from './types.ts';
import { viewFor } from './view.ts';

/**
 * Calls `check` at every Movement decision of a living Character in random games (every action
 * drawn from the legal list with a seeded stream) on `board`, for 4 (Mountains) or 5 to 8 players.
 */
function movementDecisions(
  board: 'university' | 'mountains',
  check: (s: GameState, seat: Seat, rng: RngState) => void,
): number {
  let checked = 0;
  const counts: (PlayerCount | 4)[] = board === 'mountains' ? [4, 5, 6, 7, 8] : [5, 6, 7, 8];
  for (const players of counts) {
    const s = newGame({ players, seed: seedOf(900 + players), board });
    const rng = createRng(seedOf(9000 + players));
    for (let steps = 0; s.phase.kind !== 'over'; steps++) {
      assert.ok(steps < 20_000, 'the game did not end');
      const seat = actors(s)[0]!;
      const legal = legalActions(s, seat);
      if (s.phase.kind === 'movement' && s.phase.seat === seat && s.seats[seat]!.alive) {
        check(s, seat, rng);
        checked++;
      }
      applyInPlace(s, seat, legal[randomInt(rng, legal.length)]!);
    }
  }
  return checked;
}

/** Where a random rest of the turn from `s` took `seat`, or null if an Encounter interrupted it. */
function playTurn(
  s0: GameState,
  seat: Seat,
  rng: RngState,
): { first: Action; entered: LocationId[]; stop: LocationId } | null {
  const s = cloneState(s0);
  const from = s.log.length;
  let first: Action | null = null;
  while (s.phase.kind === 'movement' && s.phase.seat === seat) {
    const legal = legalActions(s, seat);
    const a = legal[randomInt(rng, legal.length)]!;
    first ??= a;
    applyInPlace(s, seat, a);
  }
  if (first === null || s.phase.kind === 'encounter') return null;
  const entered: LocationId[] = [];
  // Its steps and its rides (the automatic rides after the phase, by nobody, are not its turn's).
  for (const e of s.log.slice(from)) {
    if (e.t === 'moved' && e.seat === seat) entered.push(e.to);
    if (e.t === 'elevatorMoved' && e.by === seat && e.riders.includes(seat)) entered.push(e.to);
  }
  return { first, entered, stop: entered.at(-1) ?? s0.seats[seat]!.location };
}

/** Another's hidden light may move an Elevator with the power off: no seat can foresee it (AMB-30). */
function hiddenLight(s: GameState, seat: Seat): boolean {
  return !s.power && s.seats.some((st, i) => i !== seat && st.role === 'radiantBeauty' && !st.roleRevealed);
}

const key = (plan: { entered: readonly LocationId[]; stop: LocationId }): string =>
  JSON.stringify([plan.entered, plan.stop]);

for (const board of ['university', 'mountains'] as const)
  test(`MOVE-03 GOLD-03 MOC-DOOR-01 MOC-ELEV-01 MOC-ELEV-04 MOC-ELEV-05: on the ${board} map every legal Movement action has plans, no other action has any, and every turn played is one of them`, () => {
    let played = 0;
    const checked = movementDecisions(board, (s, seat, rng) => {
      const view = viewFor(s, seat);
      // The view does not show the rooms already entered for free (Secret Doors): the plan starts afresh.
      if (s.phase.kind !== 'movement' || s.phase.freeVisited.length > 0) return;
      for (const a of view.legal)
        assert.ok(movementPlans(view, a).length > 0, `no plan: ${JSON.stringify(a)}`);
      const layout = s.config.board.layout;
      const others: Action[] = [
        ...layout.locations.map((_, to): Action => ({ type: 'step', to })),
        { type: 'rideElevator' },
        ...(layout.elevators ?? []).map((e): Action => ({ type: 'callElevator', elevator: e.loc })),
        { type: 'endMovement' },
      ];
      for (const a of others)
        if (!view.legal.some((l) => JSON.stringify(l) === JSON.stringify(a)))
          assert.deepEqual(movementPlans(view, a), [], `a plan for ${JSON.stringify(a)}`);
      const turn = hiddenLight(s, seat) ? null : playTurn(s, seat, rng);
      if (turn === null) return;
      const plans = movementPlans(view, turn.first).map(key);
      assert.ok(plans.includes(key(turn)), `turn not planned: ${key(turn)}`);
      played++;
    });
    assert.ok(checked > 150, `only ${checked} Movement decisions`);
    assert.ok(played > 100, `only ${played} turns compared`);
  });

/** Every walk of 0 to `mp` further Doors from `from`, never into `blocked` (the locations entered). */
function doorWalks(layout: Layout, from: LocationId, mp: number, blocked: LocationId | null): LocationId[][] {
  const out: LocationId[][] = [[]];
  const extend = (at: LocationId, walk: LocationId[]): void => {
    if (walk.length >= mp) return;
    for (const next of layout.adjacent[at]!) {
      if (next === blocked) continue;
      out.push([...walk, next]);
      extend(next, [...walk, next]);
    }
  };
  extend(from, []);
  return out;
}

test('MOVE-03 GOLD-03 FISH-03: on the University the plans after a step are the Door walks on from it that end away from the start', () => {
  const checked = movementDecisions('university', (s, seat) => {
    const view = viewFor(s, seat);
    const p = view.phase;
    if (p.kind !== 'movement' || view.effects.secretDoors || view.me!.role === 'butterfingers') return;
    const blocked = fishmanBlocks(view, seat);
    for (const a of view.legal) {
      if (a.type !== 'step') continue;
      const planned = movementPlans(view, a).map((plan) => JSON.stringify(plan.entered));
      const walks: string[] = doorWalks(view.board.layout, a.to, p.mp - 1, blocked)
        .map((w) => [a.to, ...w])
        .filter((w) => w.at(-1) !== p.start)
        .map((w) => JSON.stringify(w));
      assert.deepEqual(planned.sort(), walks.sort());
    }
  });
  assert.ok(checked > 100);
});

test('travel distances on the University are the Door distances', () => {
  const s = newGame({ players: 6, seed: seedOf(3) });
  const layout = s.config.board.layout;
  const table = travelDistances(viewFor(s, 0));
  for (let from = 0; from < layout.locations.length; from++)
    assert.deepEqual(table[from], distances(layout, from));
});

test('MOC-DOOR-01 AMB-50 MOC-ELEV-01: travel distances on the Mountains map go round the blocked Hallway and by Elevator with the power on', () => {
  const build = (power: boolean): GameState =>
    position({
      players: 5,
      board: 'mountains',
      roles: ['investigator', 'investigator', 'seer', 'cultist', 'investigator'],
      round: 2,
      phase: { kind: 'movement', seat: 0 },
      power,
      revolvingDoor: 2,
      seats: [
        { location: 'cafeteria' },
        { location: 'security' },
        { location: 'security' },
        { location: 'security' },
        { location: 'security' },
      ],
    });
  const lit = build(true);
  const layout = lit.config.board.layout;
  const id = (name: string): LocationId => locationIndex(layout, name)!;
  const view = viewFor(lit, 0);
  assert.equal(view.revolvingDoor?.blocks, id('hallway-a'));
  const table = travelDistances(view);
  // Hallway A's joins to the other Hallways are cut this round; they are next to each other on the board.
  for (const arm of ['hallway-c', 'hallway-d']) {
    assert.ok(layout.adjacent[id('hallway-a')]!.includes(id(arm)));
    assert.ok(table[id('hallway-a')]![id(arm)]! > 1);
  }
  const e = layout.elevators![0]!;
  const [a, b] = e.stops;
  assert.equal(table[a]![b], 1);
  assert.equal(table[b]![a], 1);
  const dark = travelDistances(viewFor(build(false), 0));
  assert.ok(dark[a]![b]! > 1);
  const here = e.stops[e.start];
  assert.equal(dark[here]![e.loc], 1);
  assert.equal(dark[e.loc]![here], 1);
});
