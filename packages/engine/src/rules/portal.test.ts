import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, events, isLegal, position } from '../testing.ts';
import type { PositionSetup } from '../position.ts';
import type { GameState, PortalState } from '../state.ts';
import { viewFor } from '../view.ts';
import type { EventId, PlayerCount, Role } from '../types.ts';
import { at, bagOrder, drive } from './drive.testing.ts';

const ROLES: Record<PlayerCount, Role[]> = {
  5: ['cultist', 'investigator', 'investigator', 'seer', 'investigator'],
  6: ['cultist', 'investigator', 'investigator', 'seer', 'investigator', 'investigator'],
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
const ELSEWHERE = ['cafeteria', 'security', 'orange1', 'central', 'orange2', 'east-wing'];

/** Seats 0 (the Cultist: no Route limits) and 1 in the green Room, the others elsewhere. */
function seatsInLibrary(players: PlayerCount): PositionSetup['seats'] {
  return Array.from({ length: players }, (_, i) => ({
    location: i < 2 ? 'library' : ELSEWHERE[i - 2]!,
  }));
}

/** Route 3 gives seat 1 green in round 3, so that it can agree to close the Portal. */
const ROUTES = [1, 3, 2, 5, 6, 7, 8, 9];

/** The Event Phase of `round`, drawing The Portal Opens and then `next` in later rounds. */
function portalDrawn(players: PlayerCount, round: number, next: EventId[] = []): GameState {
  return position({
    players,
    roles: ROLES[players],
    routes: ROUTES.slice(0, players),
    round,
    knife: 0,
    clock: [],
    bag: bagOrder(['portalOpens', ...next, 'noConnection', 'boostedMorale']),
    phase: { kind: 'event' },
    seats: seatsInLibrary(players),
  });
}

/** Whether seat 0 may start closing the Portal with seat 1 in `round`'s Action Phase. */
function closable(players: PlayerCount, round: number, portal: PortalState | null): boolean {
  const s = position({
    players,
    roles: ROLES[players],
    routes: ROUTES.slice(0, players),
    round,
    knife: 0,
    portal,
    targetShift: portal?.status === 'failed' ? 1 : 0,
    phase: { kind: 'action', seat: 0 },
    seats: seatsInLibrary(players),
  });
  return isLegal(s, 0, { type: 'closePortal', partner: 1 });
}

function failedIn(s: GameState): number | undefined {
  return s.log.find((e) => e.t === 'portalFailed')?.round;
}

describe('EVT-PORTAL-01 EVT-PORTAL-02 AMB-19 The Portal Opens', () => {
  test('EVT-PORTAL-01 drawn in round 3 of a 5-player game, the reminder goes next to round 6', () => {
    const s = portalDrawn(5, 3);
    assert.deepEqual(s.portal, { openedRound: 3, lastRound: 6, status: 'open' });
    assert.deepEqual(events(s, 'portalOpened'), [{ t: 'portalOpened', lastRound: 6 }]);
    assert.equal(s.clock[2], 'portalOpens');
    assert.deepEqual(viewFor(s, 'spectator').portal, { openedRound: 3, lastRound: 6, status: 'open' });
  });

  test('EVT-PORTAL-01 PC-14 the reminder goes 3 rounds ahead at 4-6 players, 2 at 7/8', () => {
    for (const players of [5, 6, 7, 8] as const) {
      const s = portalDrawn(players, 4);
      assert.equal(s.portal?.lastRound, players <= 6 ? 7 : 6, `${players} players`);
    }
  });

  test('EVT-PORTAL-02 two living Characters in the green Room close it in the round it opens: the target drops by 1', () => {
    let s = portalDrawn(5, 3);
    assert.ok(s.phase.kind === 'action' && s.phase.seat === 0);
    s = act(s, 0, { type: 'closePortal', partner: 1 });
    s = act(s, 1, { type: 'answerPortal', accept: true });
    assert.equal(s.portal?.status, 'closed');
    assert.equal(s.targetShift, -1);
    assert.equal(viewFor(s, 2).vpTarget, 9);
    assert.deepEqual(events(s, 'portalClosed'), [{ t: 'portalClosed', seats: [0, 1], target: 9 }]);
    // Both used their action; the next to act is seat 2. No penalty ever follows.
    assert.deepEqual(s.phase, { kind: 'action', seat: 2, refusedBy: [] });
    const later = drive(s, at.action(7));
    assert.equal(failedIn(later), undefined);
    assert.equal(later.targetShift, -1);
  });

  test('EVT-PORTAL-02 a Ghost in the green Room is no partner', () => {
    const s = position({
      players: 5,
      roles: ROLES[5],
      round: 3,
      portal: { openedRound: 3, lastRound: 6, status: 'open' },
      phase: { kind: 'action', seat: 0 },
      seats: seatsInLibrary(5)!.map((seat, i) => ({ ...seat, alive: i !== 1 })),
    });
    assert.equal(isLegal(s, 0, { type: 'closePortal', partner: 1 }), false);
  });

  test('EVT-PORTAL-02 AMB-19 not closed by the end of round 6: the target rises by 1 and the Portal can no longer be closed', () => {
    const opened = portalDrawn(5, 3);
    // Nobody closes it; the game goes on to the last round of the window.
    const round6 = drive(opened, at.action(6));
    assert.deepEqual(round6.portal, { openedRound: 3, lastRound: 6, status: 'open' });
    assert.ok(closable(5, 6, round6.portal), 'still closable in round 6');
    const round7 = drive(round6, at.movement(7));
    assert.equal(failedIn(round7), 6, 'assessed in the Cleanup of round 6');
    assert.deepEqual(round7.portal, { openedRound: 3, lastRound: 6, status: 'failed' });
    assert.equal(round7.targetShift, 1);
    assert.equal(viewFor(round7, 0).vpTarget, 11);
    assert.deepEqual(events(round7, 'portalFailed'), [{ t: 'portalFailed', target: 11 }]);
    assert.equal(closable(5, 7, round7.portal), false);
  });

  test('EVT-PORTAL-02 AMB-19 at 7 players the window ends with round 5', () => {
    const opened = portalDrawn(7, 3);
    assert.equal(opened.portal?.lastRound, 5);
    const round5 = drive(opened, at.action(5));
    assert.ok(closable(7, 5, round5.portal));
    const round6 = drive(round5, at.movement(6));
    assert.equal(failedIn(round6), 5);
    assert.equal(round6.targetShift, 1);
    assert.equal(closable(7, 6, round6.portal), false);
  });

  test('EVT-MIRROR-03 a Mirror in the next round keeps the Portal open one round longer', () => {
    const opened = portalDrawn(5, 3, ['mirror']);
    const round4 = drive(opened, at.action(4));
    assert.deepEqual(round4.portal, { openedRound: 3, lastRound: 7, status: 'open' });
    assert.deepEqual(events(round4, 'portalExtended'), [{ t: 'portalExtended', lastRound: 7 }]);
    const round7 = drive(round4, at.action(7));
    assert.equal(failedIn(round7), undefined, 'no penalty after round 6');
    assert.ok(closable(5, 7, round7.portal));
    const round8 = drive(round7, at.movement(8));
    assert.equal(failedIn(round8), 7);
    assert.equal(round8.targetShift, 1);
  });

  test('AMB-37 a Mirror after the Portal was closed does nothing', () => {
    let s = portalDrawn(5, 3, ['mirror']);
    s = act(act(s, 0, { type: 'closePortal', partner: 1 }), 1, { type: 'answerPortal', accept: true });
    const round4 = drive(s, at.action(4));
    assert.deepEqual(events(round4, 'mirrored'), [{ t: 'mirrored', token: 'portalOpens' }]);
    assert.deepEqual(events(round4, 'portalExtended'), []);
    assert.deepEqual(round4.portal, { openedRound: 3, lastRound: 6, status: 'closed' });
    assert.equal(round4.targetShift, -1);
  });

  test('AMB-19 a window that would end after round 10 never brings the penalty', () => {
    const s = portalDrawn(5, 8);
    assert.equal(s.portal?.lastRound, 11);
    const end = drive(s, () => false);
    assert.equal(end.result?.reason, 'time');
    assert.equal(end.round, 10);
    assert.equal(failedIn(end), undefined);
    assert.equal(end.targetShift, 0);
  });
});
