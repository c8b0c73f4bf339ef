import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { legalActions } from '../legal.ts';
import { createRng } from '../rng/random.ts';
import { afterAnyAction, loc, newGame, seedOf } from '../testing.ts';
import { viewFor } from '../view.ts';
import { EXPLORED, table } from './action-phase.fixture.ts';
import { unavailableActions, type Unavailable } from './unavailable.ts';

/** Seat 1 (an Investigator whose Route allows dark blue, pink and light blue in round 1) acts. */
const SEAT_1_ACTS = { phase: { kind: 'action', seat: 1 } } as const;

function reasons(list: readonly Unavailable[]): string[] {
  return list.map((u) => `${u.type}:${u.reason}`).sort();
}

describe('ACTPH-05 what a seat cannot do where it stands, and why', () => {
  test('ACTPH-03 ACTPH-05 an Investigator in a room its Route does not allow this round: no Fill, no Check', () => {
    const s = table(
      { 1: { location: 'orange1' }, 2: 'orange1' },
      { ...SEAT_1_ACTS, rooms: { orange1: EXPLORED } },
    );
    assert.deepEqual(reasons(unavailableActions(s, 1)), ['checkRoom:route', 'fillRoom:route']);
    assert.equal(unavailableActions(s, 1)[0]!.room, loc(s, 'orange1'));
  });

  test('CTOK-03 a Cultist token in the room stops its Room actions, whatever the Route', () => {
    const s = table(
      { 0: 'library', 1: 'library' },
      { cultistTokens: ['darkblue2', 'orange1'], rooms: { library: { cultistTokens: 1 } } },
    );
    assert.deepEqual(reasons(unavailableActions(s, 0)), ['checkRoom:cultistToken', 'fillRoom:cultistToken']);
  });

  test('ACTPH-05 an unexplored room cannot be checked; a finished one neither checked nor filled', () => {
    const fresh = table({ 1: 'darkblue1', 2: 'darkblue1' }, SEAT_1_ACTS);
    assert.deepEqual(reasons(unavailableActions(fresh, 1)), ['checkRoom:notExplored']);
    const finished = table(
      { 1: 'darkblue1', 2: 'darkblue1' },
      { ...SEAT_1_ACTS, rooms: { darkblue1: { books: 0, deck: [], explored: true } } },
    );
    assert.deepEqual(reasons(unavailableActions(finished, 1)), ['checkRoom:finished', 'fillRoom:finished']);
  });

  test('ACT-VOTE-01 PRIV-06 no Vote once the Vote token is used, and never by a Ghost', () => {
    const used = table({ 1: 'cafeteria', 2: 'cafeteria' }, { ...SEAT_1_ACTS, voteToken: false });
    assert.ok(reasons(unavailableActions(used, 1)).includes('initiateVote:voteTokenUsed'));
    const ghost = table({ 1: { location: 'cafeteria', alive: false } }, SEAT_1_ACTS);
    assert.ok(reasons(unavailableActions(ghost, 1)).includes('initiateVote:ghost'));
    assert.ok(!reasons(unavailableActions(ghost, 1)).some((r) => r.startsWith('checkState')));
  });

  test('ACT-CAMERA-01 POWER-01 no Camera while the power is out', () => {
    const s = table({ 2: 'security', 3: 'security' }, { phase: { kind: 'action', seat: 2 }, power: false });
    assert.ok(reasons(unavailableActions(s, 2)).includes('cameraState:powerOut'));
    assert.ok(legalActions(s, 2).some((a) => a.type === 'restartPower'));
  });

  test('ACT-CHECKSTATE-01 alone in a room, nobody to check', () => {
    const s = table({ 1: 'darkblue1' }, SEAT_1_ACTS);
    assert.ok(reasons(unavailableActions(s, 1)).includes('checkState:nobodyHere'));
  });

  test('ACTPH-05 only on the seat’s own Action Phase turn, and never an action that is legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), fc.nat(10_000), (players, seed) => {
        let s = newGame({ players: players as 4, seed: seedOf(seed) });
        const rng = createRng(seedOf(seed + 1));
        for (let i = 0; i < 1500 && s.phase.kind !== 'over'; i++) {
          s.seats.forEach((_, seat) => {
            const list = unavailableActions(s, seat);
            const phase = s.phase;
            if (phase.kind !== 'action' || phase.seat !== seat) assert.deepEqual(list, []);
            const legal = legalActions(s, seat);
            for (const u of list) {
              assert.ok(
                !legal.some((a) => a.type === u.type && (!('room' in a) || a.room === u.room)),
                JSON.stringify(u),
              );
            }
            assert.deepEqual(viewFor(s, seat).unavailable, list);
          });
          const next = afterAnyAction(s, rng);
          if (next === null) break;
          s = next;
        }
      }),
      { numRuns: 8 },
    );
  });
});
