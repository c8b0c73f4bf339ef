import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_TOKENS } from '../content/tables.ts';
import { act, isLegal, loc, position } from '../testing.ts';
import type { Role } from '../types.ts';

const ROLES: Role[] = ['investigator', 'investigator', 'cultist', 'seer', 'investigator'];

describe('ACT-SCARE-01 AMB-24 only a Knife holder who entered the Fishman’s hallway may scare it', () => {
  test('ACT-SCARE-01 entering the occupied hallway with the Knife allows the scare in the Action Phase', () => {
    let s = position({
      players: 5,
      roles: ROLES,
      knife: 0,
      fishman: 'east-wing',
      seats: [{ location: 'pink1' }, {}, {}, {}, {}],
      phase: { kind: 'movement', seat: 0 },
    });
    s = act(s, 0, { type: 'step', to: loc(s, 'east-wing') });
    s = act(s, 0, { type: 'endMovement' });
    // The other four leave the Central Hallway for four different rooms; then the event and the Action Phase.
    const rooms = ['security', 'darkblue2', 'pink2', 'library'];
    for (const seat of [1, 2, 3, 4]) {
      s = act(s, seat, { type: 'step', to: loc(s, rooms[seat - 1]!) });
      s = act(s, seat, { type: 'endMovement' });
    }
    while (s.phase.kind !== 'action') {
      const p = s.phase;
      if (p.kind === 'falseEyes' || p.kind === 'inControl') s = act(s, p.seat, { type: 'skipEvent' });
      else assert.fail(`unexpected phase ${p.kind}`);
    }
    assert.equal(s.phase.seat, 0);
    assert.ok(isLegal(s, 0, { type: 'scareFishman' }));
    s = act(s, 0, { type: 'scareFishman' });
    assert.equal(s.fishman, null);
  });

  test('ACT-SCARE-01 a Fishman who arrives where the Knife holder already stands cannot be scared that round', () => {
    const rest = [...EVENT_TOKENS];
    rest.splice(rest.indexOf('brokenPanes'), 1);
    // Broken Panes adds two Failures to an Unsafe deck of one Failure: the Failure finds no face-down
    // Cultist token, so the Fishman comes to the East Wing, where the Knife holder stands.
    const s = position({
      players: 5,
      roles: ROLES,
      knife: 0,
      seats: [{ location: 'east-wing' }, {}, {}, {}, {}],
      cultistTokens: [],
      unsafeDeck: ['failure'],
      drawPile: ['failure', 'failure'],
      bag: ['brokenPanes', ...rest],
      phase: { kind: 'event' },
    });
    assert.equal(s.fishman, loc(s, 'east-wing'));
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 0);
    assert.equal(isLegal(s, 0, { type: 'scareFishman' }), false);
  });
});
