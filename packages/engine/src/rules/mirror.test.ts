import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { events, loc, position } from '../testing.ts';
import type { PositionSetup } from '../position.ts';
import type { GameState } from '../state.ts';
import type { EventId, Role } from '../types.ts';
import { at, bagOrder, drive } from './drive.testing.ts';

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];
const SPREAD = ['central', 'library', 'cafeteria', 'security', 'orange1'];

/** Round 3 of a 5-player game (Knife: seat 2) drawing the Mirror after `previous` in round 2. */
function mirrorAfter(previous: EventId | null, extra: Partial<PositionSetup> = {}): GameState {
  const clock: (EventId | null)[] = [
    previous === 'noConnection' ? 'boostedMorale' : 'noConnection',
    previous,
  ];
  return position({
    players: 5,
    roles: FIVE,
    round: 3,
    knife: 2,
    clock,
    bag: bagOrder(
      ['mirror'],
      clock.filter((t): t is EventId => t !== null),
    ),
    phase: { kind: 'event' },
    seats: SPREAD.map((location) => ({ location })),
    ...extra,
  });
}

describe('EVT-MIRROR-01 AMB-37 the Mirror repeats the previous round’s token', () => {
  test('EVT-MIRROR-02 in round 1 nothing happens', () => {
    const s = position({
      players: 5,
      roles: FIVE,
      bag: bagOrder(['mirror']),
      phase: { kind: 'event' },
      seats: SPREAD.map((location) => ({ location })),
    });
    assert.deepEqual(events(s, 'mirrored'), [{ t: 'mirrored', token: null }]);
    assert.deepEqual(s.clock, ['mirror']);
    assert.deepEqual(s.effects, { secretDoors: false, morale: 0, noConnection: false });
    assert.equal(s.power, true);
    assert.equal(s.phase.kind, 'action');
  });

  test('AMB-37 after a round without a token nothing happens', () => {
    const s = mirrorAfter(null);
    assert.deepEqual(events(s, 'mirrored'), [{ t: 'mirrored', token: null }]);
    assert.deepEqual(s.effects, { secretDoors: false, morale: 0, noConnection: false });
    assert.equal(s.phase.kind, 'action');
  });

  test('EVT-MIRROR-01 Lightning flips the power again; going off, places with 3 living Characters meet', () => {
    const on = mirrorAfter('lightningStrike', { power: false });
    assert.deepEqual(events(on, 'mirrored'), [{ t: 'mirrored', token: 'lightningStrike' }]);
    assert.equal(on.power, true);
    // The power was restarted in round 2; seats 0-2 stand together in the Central Hallway.
    const off = mirrorAfter('lightningStrike', {
      seats: ['central', 'central', 'central', 'security', 'library'].map((location) => ({ location })),
    });
    assert.equal(off.power, false);
    assert.deepEqual(events(off, 'encounter'), [
      { t: 'encounter', location: loc(off, 'central'), participants: [2, 0, 1] },
    ]);
  });

  test('EVT-MIRROR-01 AMB-04 Secret Doors last another period; Rooms already connected do not meet again', () => {
    // The dark-blue pair met while the doors were open (in round 2's reveal or on entering).
    const s = mirrorAfter('secretDoors', {
      effects: { secretDoors: true },
      seats: ['darkblue1', 'darkblue2', 'cafeteria', 'security', 'library'].map((location) => ({ location })),
    });
    assert.equal(s.effects.secretDoors, true);
    assert.deepEqual(events(s, 'encounter'), []);
    assert.equal(s.phase.kind, 'action');
    assert.equal(drive(s, at.movement(4)).effects.secretDoors, true);
  });

  test('EVT-MIRROR-01 the Morale events and No Connection apply for another period', () => {
    const boosted = drive(mirrorAfter('boostedMorale', { effects: { morale: 1 } }), at.movement(4));
    assert.ok(boosted.phase.kind === 'movement');
    assert.equal(boosted.phase.mp, 4);
    const lost = drive(mirrorAfter('lostMorale', { effects: { morale: -1 } }), at.movement(4));
    assert.ok(lost.phase.kind === 'movement');
    assert.equal(lost.phase.mp, 2);
    const silent = mirrorAfter('noConnection');
    assert.equal(silent.effects.noConnection, true);
  });

  test('EVT-MIRROR-01 AMB-37 False Eyes and In Control act for the current Knife holder', () => {
    const eyes = mirrorAfter('falseEyes');
    assert.ok(eyes.phase.kind === 'falseEyes' && eyes.phase.seat === 2);
    const control = mirrorAfter('inControl');
    assert.ok(control.phase.kind === 'inControl' && control.phase.seat === 2);
  });

  test('EVT-MIRROR-01 Broken Panes resolves again', () => {
    const s = mirrorAfter('brokenPanes', { drawPile: ['success', 'failure', 'success'] });
    assert.deepEqual(events(s, 'brokenPanes'), [{ t: 'brokenPanes', cards: 2 }]);
    assert.deepEqual(s.drawPile, ['success']);
    assert.equal(events(s, 'unsafePassage').length, 1);
  });
});
