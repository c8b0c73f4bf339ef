import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, position } from '../testing.ts';
import { legalActions } from '../legal.ts';
import { logFor, viewFor } from '../view.ts';
import type { GameState } from '../state.ts';
import type { EventId, Role, Seat } from '../types.ts';
import { at, bagOrder, drive } from './drive.testing.ts';

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];
const SPREAD = ['central', 'library', 'cafeteria', 'security', 'orange1'];

/** Round 2 of a 5-player game drawing In Control of the Situation; the Mirror is next in the Bag. */
function inControl(knife: Seat, ghosts: readonly Seat[] = []): GameState {
  return position({
    players: 5,
    roles: FIVE,
    round: 2,
    knife,
    clock: ['noConnection'],
    bag: bagOrder(['inControl', 'mirror', 'lostMorale'], ['noConnection']),
    phase: { kind: 'event' },
    seats: SPREAD.map((location, i) => ({ location, alive: !ghosts.includes(i) })),
  });
}

describe('EVT-INCONTROL-01 In Control of the Situation', () => {
  test('EVT-INCONTROL-01 the living Knife holder may draw a token or not', () => {
    const s = inControl(3);
    assert.deepEqual(legalActions(s, 3), [{ type: 'drawEventToken' }, { type: 'skipEvent' }]);
    for (const seat of [0, 1, 2, 4]) assert.deepEqual(legalActions(s, seat), []);
    const skipped = act(s, 3, { type: 'skipEvent' });
    assert.equal(skipped.bag.length, 10);
    assert.deepEqual(skipped.phase, { kind: 'action', seat: 3, refusedBy: [] });
  });

  test('EVT-INCONTROL-01 INFO only the Knife holder sees the token drawn', () => {
    const s = act(inControl(3), 3, { type: 'drawEventToken' });
    assert.equal(s.bag.length, 9);
    assert.equal(viewFor(s, 3).me?.drawnEvent, 'mirror');
    assert.deepEqual(legalActions(s, 3), [{ type: 'discardEventToken' }, { type: 'returnEventToken' }]);
    for (const viewer of [0, 1, 2, 4, 'spectator'] as const) {
      const view = viewFor(s, viewer);
      assert.equal(view.me?.drawnEvent ?? null, null);
      assert.deepEqual(view.phase, { kind: 'inControl', seat: 3, drawn: true });
      assert.equal(view.bag, 9);
      assert.ok(!JSON.stringify(logFor(s, viewer)).includes('mirror'), 'no log entry names the token');
      assert.ok(logFor(s, viewer).some((e) => e.t === 'eventTokenDrawn' && e.seat === 3));
    }
    assert.ok(logFor(s, 3).some((e) => e.t === 'eventTokenSeen' && e.token === 'mirror'));
  });

  test('EVT-INCONTROL-01 the token taken out of the game never comes out of the Bag', () => {
    const s = act(act(inControl(3), 3, { type: 'drawEventToken' }), 3, { type: 'discardEventToken' });
    assert.deepEqual(s.eventsRemoved, ['mirror']);
    assert.ok(!s.bag.includes('mirror'));
    assert.equal(s.bag.length, 9);
    assert.deepEqual(events(s, 'eventTokenDiscarded'), [{ t: 'eventTokenDiscarded', seat: 3 }]);
    assert.equal(viewFor(s, 0).bag, 9);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    assert.equal(drive(s, at.action(3)).clock[2], 'lostMorale');
  });

  test('EVT-INCONTROL-01 a token put back goes into the Bag again, which is shuffled', () => {
    const s = act(act(inControl(3), 3, { type: 'drawEventToken' }), 3, { type: 'returnEventToken' });
    assert.deepEqual(s.eventsRemoved, []);
    assert.equal(s.bag.length, 10);
    const left: EventId[] = bagOrder([], ['noConnection', 'inControl']).sort();
    assert.deepEqual([...s.bag].sort(), left);
    assert.deepEqual(events(s, 'eventTokenReturned'), [{ t: 'eventTokenReturned', seat: 3 }]);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
  });

  test('EVT-INCONTROL-01 AMB-35 a Ghost Knife holder: nothing happens', () => {
    const s = inControl(3, [3]);
    assert.deepEqual(s.phase, { kind: 'action', seat: 3, refusedBy: [] });
    assert.equal(s.bag.length, 10);
  });

  test('EVT-INCONTROL-01 AMB-36 with nothing left in the Bag there is nothing to draw', () => {
    const clock: EventId[] = [
      'lightningStrike',
      'lightningStrike',
      'secretDoors',
      'secretDoors',
      'noConnection',
      'falseEyes',
      'boostedMorale',
      'portalOpens',
      'lostMorale',
    ];
    const s = position({
      players: 5,
      roles: FIVE,
      round: 10,
      knife: 4,
      clock,
      eventsRemoved: ['brokenPanes', 'mirror'],
      bag: ['inControl'],
      phase: { kind: 'event' },
    });
    assert.deepEqual(s.clock[9], 'inControl');
    assert.deepEqual(s.phase, { kind: 'action', seat: 4, refusedBy: [] });
  });
});
