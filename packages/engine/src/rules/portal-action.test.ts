import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions } from '../legal.ts';
import type { SeatSetup } from '../position.ts';
import type { GameState, PortalState } from '../state.ts';
import type { Seat } from '../types.ts';
import { act, events, isLegal, rejects } from '../testing.ts';
import { viewFor } from '../view.ts';
import { table, type Table } from './action-phase.fixture.ts';
import { layoutById, PLAYER_COUNT_TABLE } from '../content/index.ts';
import { racksWorth } from './racks.fixture.ts';

const OPEN: PortalState = { openedRound: 1, lastRound: 4, status: 'open' };

/**
 * The Library with the Portal open. In round 1 seat 4's Route offers green and seat 0 is the
 * Cultist; seats 1, 2 and 3 cannot act in green rooms.
 */
function library(seats: Readonly<Record<number, string | SeatSetup>>, extra: Table = {}): GameState {
  return table(seats, { portal: OPEN, ...extra });
}

function partners(s: GameState, seat: Seat): Seat[] {
  return legalActions(s, seat).flatMap((a) => (a.type === 'closePortal' ? [a.partner] : []));
}

describe('ACT-PORTAL-01 AMB-19 Close the Portal', () => {
  test('ACT-PORTAL-01 the partner agrees: both actions are used up', () => {
    const s = library({ 4: 'library', 0: 'library' }, { knife: 4 });
    const asked = act(s, 4, { type: 'closePortal', partner: 0 });
    assert.ok(asked.phase.kind === 'portalConsent');
    assert.deepEqual(events(asked, 'portalAsked'), [{ t: 'portalAsked', initiator: 4, partner: 0 }]);
    assert.deepEqual(legalActions(asked, 0), [
      { type: 'answerPortal', accept: true },
      { type: 'answerPortal', accept: false },
    ]);
    for (const seat of [1, 2, 3, 4]) assert.deepEqual(legalActions(asked, seat), []);
    const msg = rejects(asked, 4, { type: 'pass' }, 'turn/not-yours');
    assert.match(msg, /seat 1 is answering/i);
    const after = act(asked, 0, { type: 'answerPortal', accept: true });
    assert.equal(after.portal!.status, 'closed');
    assert.equal(after.acted[4], true);
    assert.equal(after.acted[0], true);
    // The partner's turn (next after seat 4) is skipped.
    assert.ok(after.phase.kind === 'action' && after.phase.seat === 1);
    assert.deepEqual(events(after, 'portalClosed'), [{ t: 'portalClosed', seats: [4, 0], target: 9 }]);
  });

  test('ACT-PORTAL-01 AMB-19 partners: living, in the Library, not yet acted', () => {
    // Knife 2: seats 2 and 3 have acted before seat 4. Seat 1 is a Ghost in the Library.
    const s = library(
      { 4: 'library', 0: 'library', 1: { location: 'library', alive: false }, 3: 'library', 2: 'central' },
      { knife: 2, phase: { kind: 'action', seat: 4 } },
    );
    assert.deepEqual(partners(s, 4), [0]);
    for (const partner of [1, 2, 3, 4]) rejects(s, 4, { type: 'closePortal', partner }, 'target/invalid');
    const alone = library({ 4: 'library' }, { knife: 4 });
    rejects(alone, 4, { type: 'closePortal', partner: 0 }, 'action/not-now');
  });

  test('ACT-PORTAL-01 AMB-19 the initiator needs green on the Route (a Cultist does not), and must be living', () => {
    const noGreen = library({ 1: 'library', 0: 'library' }, { knife: 1 });
    rejects(noGreen, 1, { type: 'closePortal', partner: 0 }, 'action/not-now');
    const cultist = library({ 0: 'library', 1: 'library' });
    assert.deepEqual(partners(cultist, 0), [1]);
    const ghost = library({ 4: { location: 'library', alive: false }, 0: 'library' }, { knife: 4 });
    rejects(ghost, 4, { type: 'closePortal', partner: 0 }, 'action/not-now');
  });

  test('ACT-PORTAL-01 AMB-19 a partner without green on the Route can only refuse, and is not asked again', () => {
    // The Cultist asks seat 1 (no green), then seat 4 (green).
    const s = library({ 0: 'library', 1: 'library', 4: 'library' });
    const asked = act(s, 0, { type: 'closePortal', partner: 1 });
    assert.deepEqual(legalActions(asked, 1), [{ type: 'answerPortal', accept: false }]);
    rejects(asked, 1, { type: 'answerPortal', accept: true }, 'action/illegal');
    const refused = act(asked, 1, { type: 'answerPortal', accept: false });
    assert.deepEqual(events(refused, 'portalRefused'), [{ t: 'portalRefused', partner: 1 }]);
    assert.ok(refused.phase.kind === 'action' && refused.phase.seat === 0);
    assert.equal(refused.acted[0], false);
    assert.equal(refused.acted[1], false);
    assert.deepEqual(partners(refused, 0), [4]);
    rejects(refused, 0, { type: 'closePortal', partner: 1 }, 'target/invalid');
    const closed = act(act(refused, 0, { type: 'closePortal', partner: 4 }), 4, {
      type: 'answerPortal',
      accept: true,
    });
    assert.equal(closed.portal!.status, 'closed');
    // Seat 1 refused, so it still has its own turn.
    assert.ok(closed.phase.kind === 'action' && closed.phase.seat === 1);
  });

  test('ACT-PORTAL-01 AMB-19 a partner may refuse even when allowed; the initiator may then do something else', () => {
    const s = library({ 4: 'library', 0: 'library' }, { knife: 4 });
    const refused = act(act(s, 4, { type: 'closePortal', partner: 0 }), 0, {
      type: 'answerPortal',
      accept: false,
    });
    assert.equal(refused.portal!.status, 'open');
    assert.equal(refused.targetShift, 0);
    assert.deepEqual(partners(refused, 4), []);
    assert.ok(isLegal(refused, 4, { type: 'fillRoom', room: refused.seats[4]!.location, card: 'success' }));
    const passed = act(refused, 4, { type: 'pass' });
    assert.ok(passed.phase.kind === 'action' && passed.phase.seat === 0);
  });

  test('ACT-PORTAL-01 AMB-19 a Cultist token in the Library blocks closing', () => {
    const s = library(
      { 4: 'library', 0: 'library' },
      { knife: 4, cultistTokens: ['darkblue2', 'orange1'], rooms: { library: { cultistTokens: 1 } } },
    );
    rejects(s, 4, { type: 'closePortal', partner: 0 }, 'action/not-now');
  });

  test('ACT-PORTAL-01 AMB-19 only while the Portal is open, from its round up to the marked round', () => {
    const seats = { 4: 'library', 0: 'library' };
    assert.deepEqual(partners(library(seats, { knife: 4 }), 4), [0], 'the round it opened');
    assert.deepEqual(
      partners(library(seats, { knife: 4, round: 2 }), 4),
      [],
      'route 5 has no green in round 2',
    );
    assert.deepEqual(
      partners(library({ 0: 'library', 1: 'library' }, { round: 4 }), 0),
      [1],
      'the marked round',
    );
    for (const portal of [
      null,
      { ...OPEN, status: 'closed' as const },
      { ...OPEN, status: 'failed' as const },
    ]) {
      const s = table({ 0: 'library', 1: 'library' }, { portal });
      rejects(s, 0, { type: 'closePortal', partner: 1 }, 'action/not-now');
    }
    const late = table({ 0: 'library', 1: 'library' }, { portal: OPEN, round: 5 });
    rejects(late, 0, { type: 'closePortal', partner: 1 }, 'action/not-now');
  });
});

describe('ACT-PORTAL-02/03 the Portal and the VP target', () => {
  test('ACT-PORTAL-02 BOOK-07 closed in time: the Investigators need 1 VP less', () => {
    const s = library({ 4: 'library', 0: 'library' }, { knife: 4 });
    assert.equal(viewFor(s, 1).vpTarget, 10);
    const after = act(act(s, 4, { type: 'closePortal', partner: 0 }), 0, {
      type: 'answerPortal',
      accept: true,
    });
    assert.equal(after.targetShift, -1);
    assert.equal(viewFor(after, 1).vpTarget, 9);
  });

  test('ACT-PORTAL-02 WIN-01 AMB-20 when the VP already reach the lowered target the Investigators win at once', () => {
    // Racks worth one VP short of the target are complete.
    const target = PLAYER_COUNT_TABLE[5].vpTarget;
    const rooms = racksWorth(layoutById(PLAYER_COUNT_TABLE[5].layout), target - 1);
    const s = library({ 4: 'library', 0: 'library' }, { knife: 4, rooms });
    assert.equal(s.vp, target - 1);
    const after = act(act(s, 4, { type: 'closePortal', partner: 0 }), 0, {
      type: 'answerPortal',
      accept: true,
    });
    assert.deepEqual(after.result, { winner: 'investigators', reason: 'vpTarget', round: 1 });
  });

  test('ACT-PORTAL-03 not closed by the end of the marked round: 1 VP more, and it can no longer be closed', () => {
    const pass = (s: GameState): GameState => {
      let state = s;
      while (state.phase.kind === 'action') state = act(state, state.phase.seat, { type: 'pass' });
      return state;
    };
    const before = pass(table({}, { portal: OPEN, round: 3 }));
    assert.equal(before.portal!.status, 'open');
    assert.equal(before.targetShift, 0);
    const after = pass(table({}, { portal: OPEN, round: 4 }));
    assert.equal(after.portal!.status, 'failed');
    assert.equal(after.targetShift, 1);
    assert.deepEqual(events(after, 'portalFailed'), [{ t: 'portalFailed', target: 11 }]);
    assert.equal(viewFor(after, 0).vpTarget, 11);
  });
});
