import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions } from '../legal.ts';
import type { SeatSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { Seat } from '../types.ts';
import { act, events, isLegal, loc, rejects, seedOf } from '../testing.ts';
import { EXPLORED, kinds, table, type Table } from './action-phase.fixture.ts';

/** Seat 2 (route 2: orange, red in round 1) is in the Security Room and acts. */
function security(others: Readonly<Record<number, string | SeatSetup>> = {}, extra: Table = {}): GameState {
  return table({ 2: 'security', ...others }, { knife: 2, ...extra });
}

function cameraRooms(s: GameState, seat: Seat): string[] {
  const ids = [
    'darkblue1',
    'pink1',
    'pink2',
    'orange1',
    'orange2',
    'cafeteria',
    'library',
    'security',
    'darkblue2',
  ];
  const rooms = legalActions(s, seat).flatMap((a) => (a.type === 'cameraRoom' ? [a.room] : []));
  return ids.filter((id) => rooms.includes(loc(s, id)));
}

describe('ACT-CAMERA Use the Camera', () => {
  test('ACT-CAMERA-01 in the Security Room, with power, with red on the Route (Cultists need no Route)', () => {
    const s = security();
    assert.ok(isLegal(s, 2, { type: 'cameraState', target: 3 }));
    const dark = security({}, { power: false });
    rejects(dark, 2, { type: 'cameraState', target: 3 }, 'action/not-now');
    // Seat 1's Route (darkblue, pink, lightblue) does not offer red; seat 0 is the Cultist.
    const noRed = table({ 1: 'security' }, { knife: 1 });
    rejects(noRed, 1, { type: 'cameraState', target: 3 }, 'action/not-now');
    const cultist = table({ 0: 'security' });
    assert.ok(isLegal(cultist, 0, { type: 'cameraState', target: 3 }));
    const elsewhere = table({ 2: 'orange1' }, { knife: 2, rooms: { darkblue1: EXPLORED } });
    assert.equal(
      kinds(elsewhere, 2).some((k) => k.startsWith('camera')),
      false,
    );
  });

  test('ACT-CAMERA-02 AMB-22 any explored room with cards left, anywhere, whatever the Route', () => {
    // Darkblue and pink are not on seat 2's Route.
    const s = security(
      {},
      {
        rooms: {
          darkblue1: EXPLORED,
          pink2: { deck: ['success', 'success', 'success'] },
          pink1: { deck: [], explored: true },
          orange2: { deck: ['success', 'success'] },
          cafeteria: { books: 0, deck: [] },
        },
      },
    );
    assert.deepEqual(cameraRooms(s, 2), ['darkblue1', 'pink2']);
    for (const room of ['pink1', 'orange2', 'cafeteria', 'central'])
      rejects(s, 2, { type: 'cameraRoom', room: loc(s, room) }, 'room/unavailable');
  });

  test('ACT-CAMERA-02 CTOK-03 a Cultist token in the watched room does not block the Camera', () => {
    // The token forbids Room actions taken in its room; the Camera is used from the Security Room.
    const s = security(
      {},
      { cultistTokens: ['library', 'darkblue2'], rooms: { orange1: { ...EXPLORED, cultistTokens: 1 } } },
    );
    assert.deepEqual(cameraRooms(s, 2), ['orange1']);
  });

  test('ACT-CAMERA-02 AMB-08 the State of any living Character anywhere, never yourself', () => {
    const s = security({
      0: 'orange2',
      1: 'west-wing',
      3: { location: 'pink1', alive: false },
      4: 'security',
    });
    assert.deepEqual(
      legalActions(s, 2).flatMap((a) => (a.type === 'cameraState' ? [a.target] : [])),
      [0, 1, 4],
    );
    rejects(s, 2, { type: 'cameraState', target: 2 }, 'target/invalid');
    rejects(s, 2, { type: 'cameraState', target: 3 }, 'target/invalid');
  });

  test('ACT-CAMERA-02 ACT-CHECKROOM-02 a room check resolves like Check a Room, with no Draw-pile card (AMB-07)', () => {
    // Orange 2 holds two books (BOOK-06): one Success does not finish it.
    const s = security({}, { rooms: { orange2: { deck: ['success', 'success', 'success'] } } });
    const after = act(s, 2, { type: 'cameraRoom', room: loc(s, 'orange2') });
    assert.deepEqual(events(after, 'roomChecked'), [
      { t: 'roomChecked', seat: 2, room: loc(s, 'orange2'), camera: true },
    ]);
    assert.equal(after.rooms[loc(s, 'orange2')]!.books, s.rooms[loc(s, 'orange2')]!.books - 1);
    assert.equal(after.rooms[loc(s, 'orange2')]!.deck.length, 2);
    assert.equal(after.removed.success, s.removed.success + 1);
    assert.deepEqual(after.drawPile, s.drawPile);
    assert.equal(events(after, 'drawPileCard').length, 0);
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 3);
  });

  test('ACT-CAMERA-03 a Character in a room: the Draw-pile card goes on that room deck', () => {
    const s = security(
      { 0: 'orange2' },
      { drawPile: ['sabotage'], rooms: { orange2: { deck: ['success'] } } },
    );
    let after = act(s, 2, { type: 'cameraState', target: 0 });
    assert.deepEqual(events(after, 'stateChecked'), [
      { t: 'stateChecked', seat: 2, target: 0, via: 'camera' },
    ]);
    assert.deepEqual(legalActions(after, 2), [{ type: 'endCheck', reveal: false }]);
    after = act(after, 2, { type: 'endCheck', reveal: false });
    assert.deepEqual(after.rooms[loc(s, 'orange2')]!.deck, ['success', 'sabotage']);
    assert.deepEqual(after.drawPile, []);
  });

  test('ACT-CAMERA-03 a Character in a Hallway: the card is shuffled into the Unsafe Passage deck', () => {
    const where = new Set<number>();
    for (let n = 1; n <= 8; n++) {
      const s = security(
        { 1: 'west-wing' },
        { seed: seedOf(n), drawPile: ['sabotage'], unsafeDeck: ['success', 'failure'] },
      );
      const after = act(act(s, 2, { type: 'cameraState', target: 1 }), 2, {
        type: 'endCheck',
        reveal: false,
      });
      assert.deepEqual([...after.unsafeDeck].sort(), ['failure', 'sabotage', 'success']);
      where.add(after.unsafeDeck.indexOf('sabotage'));
    }
    assert.ok(where.size > 1);
  });

  test('ACT-CAMERA-03 AMB-13 the State check follows Check a State: an Investigator reveals, a Vote follows', () => {
    const s = security({ 1: { location: 'pink1', pulse: ['alive', 'dead'] } });
    const seen = act(s, 2, { type: 'cameraState', target: 1 });
    assert.deepEqual(legalActions(seen, 2), [{ type: 'endCheck', reveal: true }]);
    rejects(seen, 2, { type: 'endCheck', reveal: false }, 'action/illegal');
    const after = act(seen, 2, { type: 'endCheck', reveal: true });
    assert.equal(after.seats[1]!.alive, false);
    assert.equal(after.seats[1]!.pulseTopFaceUp, true);
    assert.ok(after.phase.kind === 'vote' && after.phase.reason === 'murder');
  });
});

describe('ACT-POWER Restart the Power Supply', () => {
  test('ACT-POWER-01 in the Security Room while the power is off, with red on the Route', () => {
    const s = security({}, { power: false });
    assert.ok(isLegal(s, 2, { type: 'restartPower' }));
    rejects(security(), 2, { type: 'restartPower' }, 'action/not-now');
    const noRed = table({ 1: 'security' }, { knife: 1, power: false });
    rejects(noRed, 1, { type: 'restartPower' }, 'action/not-now');
    const cultist = table({ 0: 'security' }, { power: false });
    assert.ok(isLegal(cultist, 0, { type: 'restartPower' }));
    const elsewhere = table({ 2: 'central' }, { knife: 2, power: false });
    rejects(elsewhere, 2, { type: 'restartPower' }, 'action/not-now');
  });

  test('ACT-POWER-02 the power is back on and the Camera works again', () => {
    // Seat 2 restarts; the Cultist (seat 0, free of its Route) comes later in the Security Room.
    const s = table({ 2: 'security', 0: 'security' }, { knife: 2, power: false });
    let after = act(s, 2, { type: 'restartPower' });
    assert.equal(after.power, true);
    assert.deepEqual(events(after, 'powerRestarted'), [{ t: 'powerRestarted', seat: 2 }]);
    assert.deepEqual(events(after, 'power'), [{ t: 'power', on: true }]);
    after = act(act(after, 3, { type: 'pass' }), 4, { type: 'pass' });
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 0);
    assert.ok(isLegal(after, 0, { type: 'cameraState', target: 3 }));
  });
});
