import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, loc, position, SEVEN_ROLES as SEVEN, SIX_ROLES as SIX } from '../testing.ts';
import { EVENT_TOKENS } from '../content/tables.ts';
import { legalActions } from '../legal.ts';
import type { PositionSetup, SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Action, ActionType } from '../actions.ts';
import type { EventId, Seat } from '../types.ts';
import { viewFor } from '../view.ts';

/** Everyone alive in the Central Hallway with an empty Pulse deck, except the seats described. */
function seatsWith(n: number, special: Readonly<Record<number, SeatSetup>> = {}): SeatSetup[] {
  return Array.from({ length: n }, (_, i) => ({ location: 'central', pulse: [], ...special[i] }));
}

function types(s: GameState, seat: Seat): ActionType[] {
  return [...new Set(legalActions(s, seat).map((a) => a.type))];
}

/** The Bag with `first` drawn next. */
function bagWith(first: EventId): EventId[] {
  const rest = [...EVENT_TOKENS];
  rest.splice(rest.indexOf(first), 1);
  return [first, ...rest];
}

describe('PRIV-01 AMB-62 a secretly murdered Character is alive for every rule', () => {
  /** Seat 1 (the Knife) carries a hidden Dead card. */
  function murdered(extra: Partial<PositionSetup> = {}): GameState {
    return position({
      players: 6,
      roles: SIX,
      knife: 1,
      seats: seatsWith(6, { 1: { pulse: ['alive', 'dead'] }, 2: { location: 'library' } }),
      ...extra,
    });
  }

  test('PRIV-01 AMB-62 everyone, the victim included, sees a living Character', () => {
    const s = murdered();
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const seat = viewFor(s, viewer).seats[1]!;
      assert.equal(seat.alive, true);
      assert.equal(seat.pulseTopDead, false);
    }
  });

  test('PRIV-01 PRIV-02 AMB-62 moves with 3 Movement points and takes part in Encounters', () => {
    let s = murdered({ phase: { kind: 'movement', seat: 1 } });
    assert.ok(s.phase.kind === 'movement' && s.phase.mp === 3);
    s = act(s, 1, { type: 'step', to: loc(s, 'library') });
    assert.equal(s.phase.kind, 'encounter', 'meets seat 2 in the Library');
    s = act(act(s, 1, { type: 'giveCard', card: 'alive' }), 2, { type: 'giveCard', card: 'alive' });
    s = act(s, 1, { type: 'step', to: loc(s, 'west-wing') });
    s = act(s, 1, { type: 'step', to: loc(s, 'orange1') });
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 2, 'three Doors crossed');
  });

  test('PRIV-01 PRIV-02 AMB-62 takes Character actions and Room actions, and keeps the Knife privileges', () => {
    const s = murdered({
      routes: [2, 1, 3, 4, 5, 6],
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, {
        1: { location: 'cafeteria', pulse: ['alive', 'dead'] },
        4: { location: 'cafeteria' },
      }),
    });
    assert.ok(isLegal(s, 1, { type: 'checkState', target: 4 }));
    assert.ok(isLegal(s, 1, { type: 'fillRoom', room: loc(s, 'cafeteria'), card: 'success' }));
    let v = act(s, 1, { type: 'initiateVote' });
    for (let seat = 0; seat < 6; seat++) v = act(v, seat, { type: 'ready' });
    for (let seat = 0; seat < 6; seat++) v = act(v, seat, { type: 'ballot', target: null });
    assert.ok(v.phase.kind === 'vote' && v.phase.stage === 'knife', 'the Knife may still change its vote');
  });

  test('PRIV-01 revealing the Dead card makes the Character a Ghost with the card face up', () => {
    let s = murdered({
      knife: 0,
      phase: { kind: 'action', seat: 2 },
      seats: seatsWith(6, { 1: { pulse: ['dead'] } }),
    });
    s = act(s, 2, { type: 'checkState', target: 1 });
    s = act(s, 2, { type: 'endCheck', reveal: true });
    assert.equal(s.seats[1]!.alive, false);
    assert.equal(viewFor(s, 4).seats[1]!.pulseTopDead, true);
  });
});

describe('PRIV-02 the living', () => {
  test('PRIV-02 FISH-03 the living Knife holder may enter the Fishman’s Hallway and scare the Fishman away', () => {
    const setup = {
      players: 6,
      roles: SIX,
      knife: 1,
      fishman: 'east-wing',
      seats: seatsWith(6, { 1: { location: 'pink1' }, 2: { location: 'pink1' } }),
    } as const;
    let s = position({ ...setup, phase: { kind: 'movement', seat: 1 } });
    const eastWing = loc(s, 'east-wing');
    assert.ok(isLegal(s, 1, { type: 'step', to: eastWing }));
    s = position({ ...setup, phase: { kind: 'movement', seat: 2 } });
    assert.equal(isLegal(s, 2, { type: 'step', to: eastWing }), false);
    s = position({
      ...setup,
      seats: seatsWith(6, { 1: { location: 'east-wing' } }),
      phase: { kind: 'action', seat: 1 },
    });
    assert.ok(isLegal(s, 1, { type: 'scareFishman' }));
  });
});

describe('PRIV-03 PRIV-04 Routes and Room actions', () => {
  /**
   * 7 players, round 1. Seat 1 holds route 2 (orange, red), Cultist seat 2 route 4 (pink, orange),
   * seat 3 route 10 (red, green). Seats 2 and 3 are Ghosts.
   */
  function routed(where: string): GameState {
    return position({
      players: 7,
      roles: SEVEN,
      routes: [1, 2, 4, 10, 3, 5, 6],
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      rooms: {
        library: { deck: ['success', 'failure', 'success'] },
        orange1: { deck: ['success', 'failure', 'success'] },
      },
      drawPile: [],
      seats: seatsWith(7, {
        1: { location: where },
        2: { location: where, alive: false },
        3: { location: where, alive: false },
      }),
    });
  }

  test('PRIV-03 an Investigator, living or Ghost, acts only in rooms of the Route’s colours this round', () => {
    const library = routed('library');
    const room = loc(library, 'library');
    assert.equal(isLegal(library, 1, { type: 'fillRoom', room, card: 'success' }), false);
    assert.equal(isLegal(library, 1, { type: 'checkRoom', room }), false);
    const orange = routed('orange1');
    assert.ok(isLegal(orange, 1, { type: 'checkRoom', room: loc(orange, 'orange1') }));
    const ghost = { ...library, phase: { kind: 'action', seat: 3, refusedBy: [] } } as GameState;
    assert.ok(isLegal(ghost, 3, { type: 'checkRoom', room }), 'green is on route 10');
    const ghostOrange = { ...orange, phase: { kind: 'action', seat: 3, refusedBy: [] } } as GameState;
    assert.equal(isLegal(ghostOrange, 3, { type: 'checkRoom', room: loc(orange, 'orange1') }), false);
  });

  test('PRIV-04 a Cultist, living or Ghost, ignores the Route', () => {
    const s = routed('library');
    const ghost = { ...s, phase: { kind: 'action', seat: 2, refusedBy: [] } } as GameState;
    const room = loc(s, 'library');
    assert.ok(isLegal(ghost, 2, { type: 'checkRoom', room }));
    assert.ok(isLegal(ghost, 2, { type: 'fillRoom', room, card: 'failure' }));
  });
});

describe('PRIV-05 PRIV-06 Ghosts', () => {
  test('PRIV-05 AMB-58 a Ghost teleports to any Room or Hallway but its own (and not the Fishman’s)', () => {
    const s = position({
      players: 6,
      roles: SIX,
      knife: 2,
      fishman: 'east-wing',
      phase: { kind: 'movement', seat: 2 },
      seats: seatsWith(6, { 2: { location: 'orange1', alive: false } }),
    });
    const targets = legalActions(s, 2).map((a) => (a.type === 'teleport' ? a.to : -1));
    // `rooms` has one entry per Location (null for Hallways).
    const expected = s.rooms
      .map((_, i) => i)
      .filter((i) => i !== loc(s, 'orange1') && i !== loc(s, 'east-wing'));
    assert.deepEqual(targets, expected);
    assert.ok(targets.includes(loc(s, 'orange2')), 'unlimited range');
    const moved = act(s, 2, { type: 'teleport', to: loc(s, 'orange2') });
    assert.equal(moved.seats[2]!.location, loc(s, 'orange2'));
  });

  test('PRIV-06 a Ghost takes no Character actions and no Room actions but Fill and Check', () => {
    // Seat 1 (route 1: light blue, dark blue, pink in round 1) is a Ghost in the Cafeteria, Security Room, …
    const at = (where: string, extra: Partial<PositionSetup> = {}): GameState =>
      position({
        players: 6,
        roles: SIX,
        routes: [2, 1, 3, 4, 5, 6],
        knife: 1,
        phase: { kind: 'action', seat: 1 },
        rooms: { cafeteria: { deck: ['success', 'failure', 'success'] } },
        drawPile: [],
        seats: seatsWith(6, { 1: { location: where, alive: false }, 2: { location: where } }),
        ...extra,
      });
    const cafeteria = at('cafeteria');
    assert.deepEqual(types(cafeteria, 1), ['fillRoom', 'checkRoom', 'pass']);
    assert.equal(isLegal(cafeteria, 1, { type: 'checkState', target: 2 }), false);
    assert.deepEqual(types(at('central'), 1), ['pass'], 'no Secure a Hallway, no Check a State');
    assert.deepEqual(types(at('security', { routes: [1, 6, 3, 4, 5, 2], power: false }), 1), [
      'fillRoom',
      'pass',
    ]);
    assert.deepEqual(
      types(at('security', { routes: [1, 6, 3, 4, 5, 2] }), 1),
      ['fillRoom', 'pass'],
      'no Camera',
    );
    const library = at('library', {
      routes: [1, 3, 2, 4, 5, 6],
      portal: { openedRound: 1, lastRound: 3, status: 'open' },
      rooms: {},
    });
    assert.deepEqual(types(library, 1), ['fillRoom', 'pass'], 'no Close the Portal');
    const token = at('library', {
      routes: [1, 3, 2, 4, 5, 6],
      rooms: { library: { cultistTokens: 1 } },
      cultistTokens: ['darkblue2', 'orange1'],
    });
    assert.deepEqual(types(token, 1), ['pass'], 'no Fight a Cultist');
    const living = { ...token, phase: { kind: 'action', seat: 2, refusedBy: [] } } as GameState;
    assert.ok(isLegal(living, 2, { type: 'fightCultist', room: loc(token, 'library') }));
    const partner = { ...library, phase: { kind: 'action', seat: 2, refusedBy: [] } } as GameState;
    assert.equal(isLegal(partner, 2, { type: 'closePortal', partner: 1 }), false, 'nor as a partner');
  });

  test('PRIV-06 a Ghost takes part in no Encounter and cannot be checked', () => {
    let s = position({
      players: 6,
      roles: SIX,
      knife: 1,
      phase: { kind: 'movement', seat: 1 },
      seats: seatsWith(6, { 2: { location: 'library', alive: false } }),
    });
    s = act(s, 1, { type: 'step', to: loc(s, 'library') });
    assert.equal(s.phase.kind, 'movement');
    assert.equal(events(s, 'encounter').length, 0);
    const action = position({
      players: 6,
      roles: SIX,
      knife: 1,
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, { 2: { alive: false } }),
    });
    assert.equal(isLegal(action, 1, { type: 'checkState', target: 2 }), false);
  });
});

describe('PRIV-07 Lost Morale does not touch Ghosts', () => {
  test('PRIV-07 EVT-LOST-01 under Lost Morale the living have 2 points, a Ghost teleports as far as ever', () => {
    const setup = {
      players: 6,
      roles: SIX,
      knife: 1,
      effects: { morale: -1 },
      seats: seatsWith(6, { 2: { alive: false } }),
    } as const;
    const living = position({ ...setup, phase: { kind: 'movement', seat: 1 } });
    assert.ok(living.phase.kind === 'movement' && living.phase.mp === 2);
    const ghost = position({ ...setup, phase: { kind: 'movement', seat: 2 } });
    const normal = position({ ...setup, effects: {}, phase: { kind: 'movement', seat: 2 } });
    assert.deepEqual(legalActions(ghost, 2), legalActions(normal, 2));
    assert.ok(legalActions(ghost, 2).some((a) => a.type === 'teleport' && a.to === loc(ghost, 'orange2')));
  });
});

describe('AMB-60 PRIV-06 a Ghost Knife holder keeps the turn order but no Knife privilege', () => {
  test('AMB-60 the Ghost Knife holder still moves and acts first', () => {
    // Seat 1 ends round 1; the Knife passes to seat 3, a Ghost.
    let s = position({
      players: 6,
      roles: SIX,
      knife: 2,
      phase: { kind: 'action', seat: 1 },
      seats: seatsWith(6, { 3: { alive: false } }),
    });
    s = act(s, 1, { type: 'pass' });
    for (let seat = 0; seat < 6; seat++) s = act(s, seat, { type: 'endRound' });
    assert.equal(s.knife, 3);
    assert.ok(s.phase.kind === 'movement' && s.phase.seat === 3);
    assert.ok(legalActions(s, 3).every((a) => a.type === 'teleport'));
    const acting = position({
      players: 6,
      roles: SIX,
      knife: 3,
      phase: { kind: 'action' },
      seats: seatsWith(6, { 3: { alive: false } }),
    });
    assert.ok(acting.phase.kind === 'action' && acting.phase.seat === 3);
  });

  test('AMB-60 FISH-03 no entry into the Fishman’s Hallway and no scaring for a Ghost Knife holder', () => {
    const s = position({
      players: 6,
      roles: SIX,
      knife: 2,
      fishman: 'east-wing',
      phase: { kind: 'movement', seat: 2 },
      seats: seatsWith(6, { 2: { alive: false } }),
    });
    assert.equal(isLegal(s, 2, { type: 'teleport', to: loc(s, 'east-wing') }), false);
    const there = position({
      players: 6,
      roles: SIX,
      knife: 2,
      fishman: 'east-wing',
      phase: { kind: 'action', seat: 2 },
      seats: seatsWith(6, { 2: { alive: false, location: 'east-wing' } }),
    });
    assert.deepEqual(legalActions(there, 2), [{ type: 'pass' } satisfies Action]);
  });

  test('AMB-60 EVT-FALSEEYES-01 EVT-INCONTROL-01 the events of the Knife do nothing with a Ghost Knife holder', () => {
    for (const token of ['falseEyes', 'inControl'] as const) {
      const s = position({
        players: 6,
        roles: SIX,
        knife: 2,
        bag: bagWith(token),
        phase: { kind: 'event' },
        seats: seatsWith(6, { 2: { alive: false } }),
      });
      assert.deepEqual(s.clock, [token]);
      assert.ok(s.phase.kind === 'action' && s.phase.seat === 2, `${token}: straight to the Action Phase`);
    }
  });
});
