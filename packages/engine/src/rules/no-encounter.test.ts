import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Role } from '../types.ts';
import { logFor } from '../view.ts';
import { act, events, loc, position } from '../testing.ts';
import { bagOrder } from './drive.testing.ts';

/**
 * ENC-02 in the log: when an entry finds other living Characters but the table says no Encounter
 * because the power is on and three or more stand there, everyone reads why no cards change hands.
 */

const ROLES: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];
const AWAY = 'orange2';

/** Seat i at places[i]; seat 0 (the Knife holder) moves first and steps to the Central Hallway. */
function enterCentral(places: readonly string[], power: boolean, roles: Role[] = ROLES) {
  const s = position({ players: 5, roles, power, seats: places.map((location) => ({ location })) });
  return act(s, 0, { type: 'step', to: loc(s, 'central') });
}

describe('ENC-02 the log says why there is no Encounter', () => {
  test('ENC-02 power on: entering where two others stand logs no Encounter, with the three living there', () => {
    const s = enterCentral(['library', 'central', 'central', AWAY, AWAY], true);
    assert.equal(events(s, 'encounter').length, 0);
    assert.deepEqual(events(s, 'noEncounter'), [
      { t: 'noEncounter', location: loc(s, 'central'), living: 3 },
    ]);
  });

  test('ENC-02 the entry is public: every seat and a spectator read it', () => {
    const s = enterCentral(['library', 'central', 'central', 'central', AWAY], true);
    for (const viewer of [0, 1, 2, 3, 4, 'spectator'] as const) {
      const seen = logFor(s, viewer).filter((e) => e.t === 'noEncounter');
      assert.deepEqual(
        seen.map(({ location, living }) => ({ location, living })),
        [{ location: loc(s, 'central'), living: 4 }],
        String(viewer),
      );
    }
  });

  test('ENC-01 ENC-02 nothing is logged when an Encounter happens or nobody else is there', () => {
    const pair = enterCentral(['library', 'central', AWAY, AWAY, AWAY], true);
    assert.equal(events(pair, 'encounter').length, 1);
    assert.equal(events(pair, 'noEncounter').length, 0);
    const alone = enterCentral(['library', AWAY, AWAY, AWAY, AWAY], true);
    assert.equal(events(alone, 'noEncounter').length, 0);
    const dark = enterCentral(['library', 'central', 'central', AWAY, AWAY], false);
    assert.equal(events(dark, 'encounter').length, 1);
    assert.equal(events(dark, 'noEncounter').length, 0);
  });

  test('ENC-07 ROLE-RADIANT-01 in an outage the light of a Radiant Beauty is not logged: it would name her Role', () => {
    const roles: Role[] = ['cultist', 'radiantBeauty', 'investigator', 'investigator', 'investigator'];
    const s = enterCentral(['library', 'central', 'central', AWAY, AWAY], false, roles);
    assert.equal(events(s, 'encounter').length, 0);
    assert.equal(events(s, 'noEncounter').length, 0);
  });

  test('EVT-SECRETDOORS-02 AMB-04 ENC-02 Secret Doors uniting three in the light log no Encounter for the merged Rooms', () => {
    const s = position({
      players: 5,
      roles: ROLES,
      round: 2,
      clock: ['falseEyes'],
      bag: bagOrder(['secretDoors'], ['falseEyes']),
      phase: { kind: 'event' },
      seats: ['pink1', 'pink1', 'pink2', 'library', 'central'].map((location) => ({ location })),
    });
    assert.equal(s.effects.secretDoors, true);
    assert.deepEqual(events(s, 'encounter'), []);
    assert.deepEqual(events(s, 'noEncounter'), [{ t: 'noEncounter', location: loc(s, 'pink1'), living: 3 }]);
  });
});
