import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, position, voteWith } from '../testing.ts';
import { legalActions } from '../legal.ts';
import { logFor, viewFor } from '../view.ts';
import type { GameState } from '../state.ts';
import type { Role, Seat } from '../types.ts';
import { bagOrder } from './drive.testing.ts';

const FIVE: Role[] = ['cultist', 'investigator', 'investigator', 'seer', 'investigator'];

/**
 * Round 2 of a 5-player game drawing False Eyes Watching You. Seat 2 carries a Dead card (it was
 * murdered in secret); the others only Alive cards. Everyone stands somewhere else.
 */
function falseEyes(knife: Seat, ghosts: readonly Seat[] = []): GameState {
  return position({
    players: 5,
    roles: FIVE,
    round: 2,
    knife,
    clock: ['noConnection'],
    bag: bagOrder(['falseEyes'], ['noConnection']),
    phase: { kind: 'event' },
    seats: ['central', 'library', 'cafeteria', 'security', 'orange1'].map((location, i) => ({
      location,
      alive: !ghosts.includes(i),
      pulse: i === 2 ? ['dead'] : ['alive'],
    })),
  });
}

describe('EVT-FALSEEYES-01 AMB-10 False Eyes Watching You', () => {
  test('EVT-FALSEEYES-01 AMB-08 the living Knife holder may check any other living Character, anywhere, or nobody', () => {
    const s = falseEyes(1, [4]);
    assert.deepEqual(s.phase, { kind: 'falseEyes', seat: 1, resume: { to: 'actionPhase' } });
    assert.deepEqual(legalActions(s, 1), [
      { type: 'falseEyes', target: 0 },
      { type: 'falseEyes', target: 2 },
      { type: 'falseEyes', target: 3 },
      { type: 'skipEvent' },
    ]);
    for (const seat of [0, 2, 3, 4]) assert.deepEqual(legalActions(s, seat), []);
    const skipped = act(s, 1, { type: 'skipEvent' });
    assert.deepEqual(events(skipped, 'eventSkipped'), [{ t: 'eventSkipped', seat: 1 }]);
    assert.deepEqual(skipped.phase, { kind: 'action', seat: 1, refusedBy: [] });
  });

  test('EVT-FALSEEYES-01 INFO the result is private to the checker', () => {
    const s = act(falseEyes(1), 1, { type: 'falseEyes', target: 2 });
    assert.equal(s.phase.kind, 'checkResult');
    assert.deepEqual(viewFor(s, 1).me?.check, { target: 2, alive: 0, dead: 1 });
    for (const viewer of [0, 2, 3, 4] as const) {
      assert.equal(viewFor(s, viewer).me?.check, null);
      assert.ok(!logFor(s, viewer).some((e) => e.t === 'stateSeen'));
      assert.ok(logFor(s, viewer).some((e) => e.t === 'stateChecked' && e.via === 'falseEyes'));
    }
    assert.ok(!logFor(s, 'spectator').some((e) => e.t === 'stateSeen'));
    assert.ok(logFor(s, 1).some((e) => e.t === 'stateSeen' && e.dead === 1));
  });

  test('EVT-FALSEEYES-01 AMB-10 AMB-13 an Investigator must reveal the murder; a mandatory Vote follows; no Draw-pile card', () => {
    const checking = act(falseEyes(1), 1, { type: 'falseEyes', target: 2 });
    assert.deepEqual(legalActions(checking, 1), [{ type: 'endCheck', reveal: true }]);
    const s = act(checking, 1, { type: 'endCheck', reveal: true });
    assert.equal(s.seats[2]!.alive, false);
    assert.equal(s.seats[2]!.pulseTopFaceUp, true);
    assert.deepEqual(events(s, 'deathRevealed'), [{ t: 'deathRevealed', seat: 2, by: 1 }]);
    assert.ok(s.phase.kind === 'vote' && s.phase.reason === 'murder');
    assert.deepEqual(s.drawPile, checking.drawPile);
    assert.deepEqual(events(s, 'drawPileCard'), []);
    // After the Vote the round goes on with the Action Phase.
    const after = voteWith(s, [null, null, null, null, null]);
    assert.deepEqual(after.phase, { kind: 'action', seat: 1, refusedBy: [] });
  });

  test('EVT-FALSEEYES-01 a check without a Dead card ends with the same step and no Vote', () => {
    const checking = act(falseEyes(1), 1, { type: 'falseEyes', target: 3 });
    assert.equal(checking.phase.kind, 'checkResult');
    assert.deepEqual(legalActions(checking, 1), [{ type: 'endCheck', reveal: false }]);
    const s = act(checking, 1, { type: 'endCheck', reveal: false });
    assert.deepEqual(s.phase, { kind: 'action', seat: 1, refusedBy: [] });
    assert.equal(s.seats[3]!.alive, true);
  });

  test('EVT-FALSEEYES-01 AMB-09 a Cultist Knife holder decides whether to reveal', () => {
    const checking = act(falseEyes(0), 0, { type: 'falseEyes', target: 2 });
    assert.deepEqual(legalActions(checking, 0), [
      { type: 'endCheck', reveal: true },
      { type: 'endCheck', reveal: false },
    ]);
    const concealed = act(checking, 0, { type: 'endCheck', reveal: false });
    assert.equal(concealed.seats[2]!.alive, true);
    assert.deepEqual(events(concealed, 'voteStarted'), []);
    assert.deepEqual(concealed.phase, { kind: 'action', seat: 0, refusedBy: [] });
    const revealed = act(checking, 0, { type: 'endCheck', reveal: true });
    assert.equal(revealed.seats[2]!.alive, false);
    assert.ok(revealed.phase.kind === 'vote' && revealed.phase.reason === 'murder');
  });

  test('EVT-FALSEEYES-02 AMB-35 a Ghost Knife holder: nothing happens', () => {
    const s = falseEyes(1, [1]);
    assert.deepEqual(events(s, 'eventDrawn'), [{ t: 'eventDrawn', token: 'falseEyes' }]);
    assert.deepEqual(s.phase, { kind: 'action', seat: 1, refusedBy: [] });
    assert.deepEqual(events(s, 'stateChecked'), []);
  });
});
