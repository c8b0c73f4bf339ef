import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutById, SHIPPED_BOARDS } from '../content/index.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Role } from '../types.ts';
import { act, events, isLegal, loc, position, rejects } from '../testing.ts';
import { viewFor } from '../view.ts';
import {
  fishmanBlocks,
  fishmanLetsIn,
  movementPoints,
  movementPointsOf,
  movementPointsWith,
} from './movement.ts';

const ROLES: Record<5 | 7 | 8, Role[]> = {
  5: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'],
  7: ['cultist', 'investigator', 'cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
  8: [
    'cultist',
    'investigator',
    'cultist',
    'seer',
    'investigator',
    'investigator',
    'investigator',
    'investigator',
  ],
};

/** A Movement Phase (small map for 5 players): seat i stands at places[i]; the Knife holder (seat 0) moves. */
function board(
  places: readonly string[],
  extra: Partial<PositionSetup> = {},
  seats: readonly SeatSetup[] = [],
): GameState {
  const players = places.length as 5 | 7 | 8;
  return position({
    players,
    roles: ROLES[players],
    ...extra,
    seats: places.map((location, i) => ({ location, ...seats[i] })),
  });
}

const FAR = ['cafeteria', 'cafeteria', 'cafeteria', 'cafeteria'];

function stepTo(s: GameState, seat: number, id: string): GameState {
  return act(s, seat, { type: 'step', to: loc(s, id) });
}

function walk(s: GameState, seat: number, ids: readonly string[]): GameState {
  return ids.reduce((state, id) => stepTo(state, seat, id), s);
}

function mp(s: GameState): number {
  if (s.phase.kind !== 'movement') assert.fail(`not in the Movement Phase: ${s.phase.kind}`);
  return s.phase.mp;
}

function mover(s: GameState): number {
  if (s.phase.kind !== 'movement') assert.fail(`not in the Movement Phase: ${s.phase.kind}`);
  return s.phase.seat;
}

/** Where the Movement of the seat whose turn it is can end: every legal line of play, explored. */
function endings(s: GameState): Set<string> {
  const seat = mover(s);
  const layout = layoutById(s.config.layout);
  const out = new Set<string>();
  const visit = (t: GameState): void => {
    if (t.phase.kind !== 'movement' || t.phase.seat !== seat) {
      assert.notEqual(t.phase.kind, 'encounter', 'these positions have no Encounters');
      out.add(layout.locations[t.seats[seat]!.location]!.id);
      return;
    }
    for (const a of legalActions(t, seat)) {
      if (a.type === 'endMovement') out.add(layout.locations[t.seats[seat]!.location]!.id);
      else visit(act(t, seat, a));
    }
  };
  visit(s);
  return out;
}

/** Doors between two Locations on a layout (breadth-first), avoiding `blocked`. */
function distances(layoutId: string, from: string, blocked?: string): Map<string, number> {
  const layout = layoutById(layoutId);
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift()!;
    for (const j of layout.adjacent[layout.byId[here]!]!) {
      const next = layout.locations[j]!.id;
      if (next === blocked || dist.has(next)) continue;
      dist.set(next, dist.get(here)! + 1);
      queue.push(next);
    }
  }
  return dist;
}

// orange1 → west-wing → library → south-wing → orange2 is the only way between the orange rooms.
const ORANGE_PATH = ['west-wing', 'library', 'south-wing', 'orange2'];

describe('MOVE-02 Movement points', () => {
  test('MOVE-02 a living Character has 3 MP: three Doors, then the turn ends by itself', () => {
    let s = board(['orange1', ...FAR]);
    assert.equal(mp(s), 3);
    s = walk(s, 0, ORANGE_PATH.slice(0, 3));
    assert.equal(s.seats[0]!.location, loc(s, 'south-wing'));
    assert.equal(mover(s), 1, 'no MP left: the next Character moves');
    assert.equal(events(s, 'moved').length, 3);
  });

  test('MOVE-02 EVT-BOOST-01 Boosted Morale gives 4 MP', () => {
    let s = board(['orange1', ...FAR], { effects: { morale: 1 } });
    assert.equal(mp(s), 4);
    s = walk(s, 0, ORANGE_PATH);
    assert.equal(s.seats[0]!.location, loc(s, 'orange2'));
  });

  test('MOVE-02 EVT-LOST-01 Lost Morale leaves 2 MP', () => {
    let s = board(['orange1', ...FAR], { effects: { morale: -1 } });
    assert.equal(mp(s), 2);
    s = walk(s, 0, ORANGE_PATH.slice(0, 2));
    assert.equal(mover(s), 1);
    assert.equal(s.seats[0]!.location, loc(s, 'library'));
  });

  test('MOVE-02 AMB-62 a secretly murdered Character still has 3 MP', () => {
    const s = board(['orange1', ...FAR], {}, [{ pulse: ['alive', 'dead'], hand: { alive: 6 } }]);
    assert.equal(s.seats[0]!.alive, true);
    assert.equal(mp(s), 3);
  });
});

describe('MOVE-03 Doors', () => {
  test('MOVE-03 crossing one Door costs exactly 1 MP', () => {
    let s = board(['central', ...FAR]);
    s = stepTo(s, 0, 'library');
    assert.equal(mp(s), 2);
    s = stepTo(s, 0, 'west-wing');
    assert.equal(mp(s), 1);
  });

  test('MOVE-03 only Locations behind a Door of the current one can be entered', () => {
    const s = board(['central', ...FAR]);
    const steps = legalActions(s, 0).flatMap((a) => (a.type === 'step' ? [a.to] : []));
    assert.deepEqual(
      steps.sort((a, b) => a - b),
      ['darkblue1', 'library', 'pink2', 'security', 'darkblue2']
        .map((id) => loc(s, id))
        .sort((a, b) => a - b),
    );
    rejects(s, 0, { type: 'step', to: loc(s, 'orange2') }, 'move/not-adjacent');
  });

  test('MOVE-03 every Room and Hallway of every map has at least one Door', () => {
    // Every shipped board's every layout: the University and the Mountains of Chaos.
    let layouts = 0;
    for (const board of SHIPPED_BOARDS)
      for (const [id, layout] of board.layouts) {
        layouts += 1;
        layout.locations.forEach((l, i) => {
          // An Elevator is neither: it is boarded from the Room it stands at (MOC-ELEV-01).
          if (l.kind === 'elevator') return;
          assert.ok(layout.adjacent[i]!.length >= 1, `${board.id} ${id}: ${l.id}`);
        });
      }
    assert.equal(layouts, 6, 'three University layouts and three Mountains of Chaos ones');
  });
});

describe('GOLD-03 MOVE-04 a Movement never ends where it started', () => {
  test('GOLD-03 MOVE-02 MOVE-03 MOVE-04 from every Location, Movements end exactly 1 to MP Doors away, never at the start', () => {
    const small = layoutById('small');
    for (const morale of [-1, 0, 1]) {
      for (const start of small.locations) {
        // The others stand together: entering among 4 with the power on is no Encounter.
        const s = board([start.id, 'orange2', 'orange2', 'orange2', 'orange2'], { effects: { morale } });
        const expected = [...distances('small', start.id)]
          .filter(([, d]) => d >= 1 && d <= 3 + morale)
          .map(([id]) => id);
        assert.deepEqual([...endings(s)].sort(), expected.sort(), `${start.id}, morale ${morale}`);
      }
    }
  });

  test('GOLD-03 MOVE-04 a Character must move: no ending or passing at the start', () => {
    const s = board(['central', ...FAR]);
    assert.equal(isLegal(s, 0, { type: 'endMovement' }), false);
    assert.ok(legalActions(s, 0).every((a) => a.type === 'step'));
    rejects(s, 0, { type: 'endMovement' }, 'action/not-now');
  });

  test('GOLD-03 stepping out and back in is allowed only if the Movement can still go on', () => {
    let s = board(['central', ...FAR]);
    s = walk(s, 0, ['library', 'central']);
    assert.equal(isLegal(s, 0, { type: 'endMovement' }), false, 'back at the start: may not stop');
    s = stepTo(s, 0, 'security');
    assert.equal(s.seats[0]!.location, loc(s, 'security'));
    assert.equal(mover(s), 1);
  });

  test('GOLD-03 with 2 MP the step back to the start is refused', () => {
    let s = board(['central', ...FAR], { effects: { morale: -1 } });
    s = stepTo(s, 0, 'library');
    assert.equal(isLegal(s, 0, { type: 'endMovement' }), true);
    rejects(s, 0, { type: 'step', to: loc(s, 'central') }, 'move/must-end-elsewhere');
  });

  test('GOLD-03 the Movement may stop anywhere away from the start, before the MP are spent', () => {
    let s = stepTo(board(['central', ...FAR]), 0, 'library');
    s = act(s, 0, { type: 'endMovement' });
    assert.equal(s.seats[0]!.location, loc(s, 'library'));
    assert.equal(mover(s), 1);
  });
});

describe('MOVE-05 shared Locations', () => {
  test('MOVE-05 any number of Characters may share a Room', () => {
    let s = board(['central', 'library', 'library', 'library', 'library'], { power: true });
    s = stepTo(s, 0, 'library');
    assert.equal(s.seats.filter((st) => st.location === loc(s, 'library')).length, 5);
  });
});

describe('MOVE-06 AMB-58 Ghosts teleport', () => {
  const ghost: SeatSetup = { alive: false };
  const ghostTurn = (extra: Partial<PositionSetup> = {}): GameState =>
    board(
      ['library', 'central', 'pink1', 'cafeteria', 'security'],
      { phase: { kind: 'movement', seat: 1 }, ...extra },
      [{}, ghost],
    );

  test('MOVE-06 AMB-58 a Ghost teleports anywhere but its own Location and the Fishman’s hallway', () => {
    const s = ghostTurn({ fishman: 'east-wing' });
    const layout = layoutById(s.config.layout);
    const targets = legalActions(s, 1).map((a) => (a.type === 'teleport' ? a.to : -1));
    const expected = layout.locations
      .map((_, i) => i)
      .filter((i) => i !== loc(s, 'central') && i !== loc(s, 'east-wing'));
    assert.deepEqual(targets, expected);
    rejects(s, 1, { type: 'teleport', to: loc(s, 'east-wing') }, 'move/fishman');
    rejects(s, 1, { type: 'teleport', to: loc(s, 'central') }, 'move/same-location');
    rejects(s, 1, { type: 'step', to: loc(s, 'library') }, 'action/not-now');
  });

  test('MOVE-06 a Ghost teleports once per round and uses no MP; Ghosts never meet', () => {
    // pink1 holds one living Character: were the Ghost counted, two would meet.
    let s = ghostTurn();
    s = act(s, 1, { type: 'teleport', to: loc(s, 'pink1') });
    assert.equal(s.seats[1]!.location, loc(s, 'pink1'));
    assert.equal(events(s, 'encounter').length, 0);
    assert.equal(mover(s), 2, 'the turn is over after one teleport');
    assert.deepEqual(legalActions(s, 1), []);
  });

  test('AMB-58 a Ghost Knife holder may not enter the Fishman’s hallway either', () => {
    const roles: Role[] = ['investigator', 'cultist', 'investigator', 'seer', 'investigator'];
    const s = board(['library', ...FAR], { fishman: 'east-wing', roles }, [ghost]);
    assert.equal(isLegal(s, 0, { type: 'teleport', to: loc(s, 'east-wing') }), false);
    assert.ok(isLegal(s, 0, { type: 'teleport', to: loc(s, 'cafeteria') }));
  });

  test('AMB-05 AMB-58 under Secret Doors a Ghost must leave its colour group', () => {
    const s = board(
      ['library', 'pink1', ...FAR.slice(1)],
      { phase: { kind: 'movement', seat: 1 }, effects: { secretDoors: true } },
      [{}, ghost],
    );
    assert.equal(isLegal(s, 1, { type: 'teleport', to: loc(s, 'pink2') }), false);
    assert.ok(isLegal(s, 1, { type: 'teleport', to: loc(s, 'orange1') }));
  });
});

describe('MOVE-08 FISH-03 the Fishman’s hallway', () => {
  test('MOVE-08 a living Character without the Knife may not enter it', () => {
    const s = board(['library', 'cafeteria', 'security', 'security', 'security'], {
      fishman: 'east-wing',
      phase: { kind: 'movement', seat: 1 },
    });
    assert.equal(isLegal(s, 1, { type: 'step', to: loc(s, 'east-wing') }), false);
    assert.ok(isLegal(s, 1, { type: 'step', to: loc(s, 'pink2') }));
    rejects(s, 1, { type: 'step', to: loc(s, 'east-wing') }, 'move/fishman');
  });

  test('MOVE-08 the living Knife holder may enter it', () => {
    let s = board(['cafeteria', ...FAR.map(() => 'security')], { fishman: 'east-wing' });
    s = stepTo(s, 0, 'east-wing');
    assert.equal(s.seats[0]!.location, loc(s, 'east-wing'));
  });

  test('MOVE-08 AMB-62 a secretly murdered Knife holder is alive and may enter it', () => {
    let s = board(['cafeteria', ...FAR.map(() => 'security')], { fishman: 'east-wing' }, [
      { pulse: ['dead'], hand: { alive: 6 } },
    ]);
    s = stepTo(s, 0, 'east-wing');
    assert.equal(s.seats[0]!.location, loc(s, 'east-wing'));
  });

  test('MOVE-08 nobody else may pass through it on the way; the Knife holder may', () => {
    // Pink 1 is 2 Doors from the Cafeteria through the East Wing, 4 around it.
    const others = ['orange1', 'orange1', 'orange1', 'orange1'];
    const knife = board(['cafeteria', ...others], { fishman: 'east-wing' });
    const other = board(['orange1', 'cafeteria', ...others.slice(1)], {
      fishman: 'east-wing',
      phase: { kind: 'movement', seat: 1 },
    });
    const around = [...distances('small', 'cafeteria', 'east-wing')].filter(([, d]) => d >= 1 && d <= 3);
    assert.deepEqual([...endings(other)].sort(), around.map(([id]) => id).sort());
    assert.equal(endings(other).has('pink1'), false);
    assert.ok(endings(knife).has('pink1'));
    assert.ok(endings(knife).has('east-wing'));
  });
});

describe('MOVE-01 ROUND-03 MOVE-09 turn order of the Movement Phase', () => {
  test('MOVE-01 ROUND-03 MOVE-09 from the Knife holder clockwise, Ghosts included; then the Event Phase', () => {
    // Knife at seat 3; seat 0 is a Ghost (an Investigator). Nobody meets anyone on the way.
    let s = board(
      ['orange1', 'orange2', 'cafeteria', 'security', 'library'],
      { knife: 3, roles: ['investigator', 'cultist', 'investigator', 'seer', 'investigator'] },
      [{ alive: false }],
    );
    const targets: Record<number, string> = {
      3: 'central',
      4: 'west-wing',
      0: 'pink1',
      1: 'south-wing',
      2: 'east-wing',
    };
    const order: number[] = [];
    while (s.phase.kind === 'movement' && order.length < 6) {
      const seat = s.phase.seat;
      order.push(seat);
      assert.equal(events(s, 'phase').length, 0, 'the Event Phase waits for the last mover');
      const to = loc(s, targets[seat]!);
      s = act(s, seat, s.seats[seat]!.alive ? { type: 'step', to } : { type: 'teleport', to });
      if (s.phase.kind === 'movement' && s.phase.seat === seat) s = act(s, seat, { type: 'endMovement' });
    }
    assert.deepEqual(order, [3, 4, 0, 1, 2]);
    assert.deepEqual(events(s, 'phase')[0], { t: 'phase', phase: 'event' });
    const types = s.log.map((e) => e.t);
    assert.ok(types.indexOf('phase') > types.lastIndexOf('moved'));
  });

  test('MOVE-09 the turn passes only after the mover’s Encounter is resolved', () => {
    let s = board(['library', 'central', 'security', 'security', 'security']);
    s = stepTo(s, 0, 'central');
    assert.equal(s.phase.kind, 'encounter');
    assert.deepEqual(legalActions(s, 2), []);
    s = act(s, 0, { type: 'giveCard', card: 'alive' });
    s = act(s, 1, { type: 'giveCard', card: 'alive' });
    assert.equal(mover(s), 0, 'the mover continues with the MP left');
    assert.equal(mp(s), 2);
  });
});

describe('AMB-25 no legal movement', () => {
  test('AMB-25 a Character with nowhere to go stays, and play goes on', () => {
    // No printed situation leaves a Character without a move (next test); 0 MP is the only way to force one.
    const s = board(['orange1', 'library', 'central', 'security', 'cafeteria'], { effects: { morale: -3 } });
    assert.deepEqual(
      events(s, 'stayed').map((e) => e.seat),
      [0, 1, 2, 3, 4],
    );
    assert.equal(events(s, 'moved').length, 0);
    assert.equal(s.seats[0]!.location, loc(s, 'orange1'));
    assert.ok(s.phase.kind !== 'movement', 'the Event Phase has begun');
  });

  test('AMB-25 on the printed maps a living Character always has a legal Movement, even with 2 MP', () => {
    for (const players of [5, 7, 8] as const) {
      const layout = layoutById(players === 5 ? 'small' : players === 7 ? 'medium' : 'large');
      const fishman = layout.locations[layout.fishmanEntry]!.id;
      for (const here of layout.locations) {
        for (const secretDoors of [false, true]) {
          const places = ROLES[players].map((_, i) =>
            i === 1 ? here.id : fishman === 'central' ? 'orange1' : 'central',
          );
          const s = board(places, {
            fishman,
            effects: { secretDoors, morale: -1 },
            phase: { kind: 'movement', seat: 1 },
          });
          assert.equal(events(s, 'stayed').length, 0, `${layout.id} ${here.id} secretDoors=${secretDoors}`);
          assert.ok(legalActions(s, 1).some((a) => a.type === 'step'));
        }
      }
    }
  });
});

describe('AMB-05 EVT-SECRETDOORS movement', () => {
  const pink = (ruleset: PositionSetup['ruleset'] = {}): GameState =>
    board(['pink1', ...FAR.map(() => 'security')], { effects: { secretDoors: true }, ruleset });

  test('AMB-05 moving between Rooms of a colour costs 0 MP; leaving by the other Room’s Door costs 1', () => {
    let s = pink();
    s = stepTo(s, 0, 'pink2');
    assert.equal(mp(s), 3);
    s = stepTo(s, 0, 'central'); // the rulebook example: out of Pink 1 through Pink 2's Door for 1 MP
    assert.equal(mp(s), 2);
    assert.ok(isLegal(s, 0, { type: 'endMovement' }));
  });

  test('AMB-05 GOLD-03 applies to the colour group: no ending in the other Room of the group', () => {
    let s = stepTo(pink(), 0, 'pink2');
    assert.equal(isLegal(s, 0, { type: 'endMovement' }), false);
    assert.equal(isLegal(s, 0, { type: 'step', to: loc(s, 'pink1') }), false, 'no shuttling back for free');
    s = stepTo(s, 0, 'east-wing');
    assert.ok(isLegal(s, 0, { type: 'endMovement' }));
  });

  test('AMB-05 secretDoorsGroupRule off: GOLD-03 is checked on the physical Room', () => {
    const s = stepTo(pink({ secretDoorsGroupRule: false }), 0, 'pink2');
    assert.ok(isLegal(s, 0, { type: 'endMovement' }));
  });

  test('AMB-05 GOLD-03 secretDoorsGroupRule off: a free step never leads back to the start with no MP left', () => {
    // Round trip pink1 → East Wing → Cafeteria → pink2 spends all 3 MP; the Secret Door back to
    // pink1 would end the Movement where it started.
    let s = pink({ secretDoorsGroupRule: false });
    s = walk(s, 0, ['east-wing', 'cafeteria', 'pink2']);
    assert.equal(s.seats[0]!.location, loc(s, 'pink2'));
    assert.equal(mover(s), 1, 'nothing is left to do: the turn ends in pink2');
  });

  test('AMB-05 ENC-01 the Rooms of a colour are one Location for Encounters', () => {
    let s = board(['east-wing', 'pink1', 'security', 'security', 'security'], {
      effects: { secretDoors: true },
    });
    s = stepTo(s, 0, 'pink2');
    assert.equal(s.phase.kind, 'encounter');
    assert.deepEqual(events(s, 'encounter')[0]!.participants, [0, 1]);
  });
});

describe('MOVE-02 MOVE-08 FISH-03 the movement rules a view can ask', () => {
  test('MOVE-02 EVT-BOOST-01 EVT-LOST-01 movementPointsOf: 3 MP, ±1 for Morale, as the engine deals them', () => {
    for (const morale of [-1, 0, 1]) {
      const s = board(['orange1', ...FAR], { effects: { morale } });
      assert.equal(movementPointsWith(morale), 3 + morale);
      assert.equal(movementPoints(s), 3 + morale);
      for (const viewer of [0, 2, 'spectator'] as const)
        assert.equal(movementPointsOf(viewFor(s, viewer)), 3 + morale);
      // The mover's turn starts with exactly these points.
      assert.equal(s.phase.kind === 'movement' ? s.phase.mp : -1, movementPointsOf(viewFor(s, 1)));
    }
  });

  test('MOVE-08 FISH-03 AUTOMA-09 fishmanLetsIn: the living Knife holder only, never the AUTOMA', () => {
    assert.equal(fishmanLetsIn(2, true, 2, null), true);
    assert.equal(fishmanLetsIn(2, false, 2, null), false, 'a Ghost holding the Knife');
    assert.equal(fishmanLetsIn(1, true, 2, null), false, 'without the Knife');
    assert.equal(fishmanLetsIn(2, true, 2, 2), false, 'the AUTOMA');
  });

  test('MOVE-08 FISH-03 fishmanBlocks: the hallway closed to a seat, the same in every view', () => {
    const s = board(['cafeteria', 'library', 'security', 'security', 'security'], { fishman: 'east-wing' }, [
      {},
      {},
      { alive: false },
    ]);
    const hallway = loc(s, 'east-wing');
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const view = viewFor(s, viewer);
      assert.equal(fishmanBlocks(view, 0), null, 'the living Knife holder passes');
      assert.equal(fishmanBlocks(view, 1), hallway);
      assert.equal(fishmanBlocks(view, 2), hallway, 'a Ghost');
    }
    // The engine agrees: the Knife holder may step in; the next mover may not.
    assert.ok(isLegal(s, 0, { type: 'step', to: hallway }));
    const other = board(['library', 'cafeteria', 'security', 'security', 'security'], {
      fishman: 'east-wing',
      phase: { kind: 'movement', seat: 1 },
    });
    assert.equal(fishmanBlocks(viewFor(other, 1), 1), hallway);
    assert.equal(isLegal(other, 1, { type: 'step', to: hallway }), false);
    const none = board(['cafeteria', ...FAR]);
    assert.equal(fishmanBlocks(viewFor(none, 1), 1), null, 'the Fishman on the lake closes nothing');
  });
});
