/**
 * A real first round for the ledger and claims checker tests, played from the deal of seed 1 at five
 * seats: the Seer at seat 0, Investigators at 1, 2 and 4, the Cultist at seat 3 with the Knife.
 * Route lines of round 1: seat 0 orange/red, seat 1 light blue/green/red, seat 2 red/green, seat 4
 * pink/orange. Everyone starts in the Central Hallway (SETUP-12).
 */
import assert from 'node:assert/strict';
import type { Action } from './actions.ts';
import type { PostedClaim } from './claims.ts';
import { buildLedger, type Ledger } from './ledger.ts';
import type { GameState } from './state.ts';
import { act, allReady, loc, newGame } from './testing.ts';
import type { Seat, Viewer } from './types.ts';
import { logFor, viewFor } from './view.ts';

/** The ledger `viewer` builds from what it was shown in `s`. */
export function ledgerOf(s: GameState, viewer: Viewer, claims: readonly PostedClaim[] = []): Ledger {
  return buildLedger(viewFor(s, viewer), logFor(s, viewer), claims);
}

function move(s: GameState, seat: Seat, ...path: string[]): GameState {
  let state = s;
  for (const to of path) state = act(state, seat, { type: 'step', to: loc(state, to) });
  return state;
}

/**
 * Movement (ENC-01, ENC-02): seat 3 to the Library; seat 4 follows (an Encounter: 4 gives 3 an Alive
 * card, 3 gives 4 a Dead one); seat 0 to the Security Room; seat 1 to the Library (three living
 * there with the power on: no Encounter); seat 2 to the Security Room (an Encounter with seat 0,
 * Alive cards both ways). The Event Phase draws Secret Doors Revealed.
 */
export function roundOneMoved(): GameState {
  let s = allReady(newGame({ players: 5 }));
  assert.deepEqual(
    s.seats.map((st) => st.role),
    ['seer', 'investigator', 'investigator', 'cultist', 'investigator'],
  );
  s = act(move(s, 3, 'library'), 3, { type: 'endMovement' });
  s = move(s, 4, 'library');
  s = act(act(s, 4, { type: 'giveCard', card: 'alive' }), 3, { type: 'giveCard', card: 'dead' });
  s = act(s, 4, { type: 'endMovement' });
  s = act(move(s, 0, 'security'), 0, { type: 'endMovement' });
  s = act(move(s, 1, 'library'), 1, { type: 'endMovement' });
  s = move(s, 2, 'security');
  s = act(act(s, 2, { type: 'giveCard', card: 'alive' }), 0, { type: 'giveCard', card: 'alive' });
  return act(s, 2, { type: 'endMovement' });
}

/** Plays `steps` in order. */
export function play(s: GameState, steps: readonly (readonly [Seat, Action])[]): GameState {
  return steps.reduce((state, [seat, action]) => act(state, seat, action), s);
}

/**
 * The Action Phase after `roundOneMoved`: the Cultist (3) checks seat 4, sees its Dead card and hides
 * it (ACT-CHECKSTATE-05); seat 4 checks seat 3 (two Alive cards); seat 0 checks seat 4 with the
 * Camera and must reveal the Dead card (ACT-CHECKSTATE-04): seat 4 becomes a Ghost and a Vote
 * follows: seat 1 votes for seat 3, seat 3 for seat 1, the others abstain; seat 3, the Knife holder,
 * changes its ballot to seat 2 (VOTE-06): nobody is eliminated. Then seat 1 fills the Library with a
 * Success card, and seat 2 checks seat 3 with the Camera (two Alive cards).
 */
export function roundOneActed(): GameState {
  let s = play(roundOneMoved(), [
    [3, { type: 'checkState', target: 4 }],
    [3, { type: 'endCheck', reveal: false }],
    [4, { type: 'checkState', target: 3 }],
    [4, { type: 'endCheck', reveal: false }],
    [0, { type: 'cameraState', target: 4 }],
    [0, { type: 'endCheck', reveal: true }],
  ]);
  s = allReady(s);
  for (const [seat, target] of [null, 3, null, 1, null].entries())
    s = act(s, seat, { type: 'ballot', target });
  return play(s, [
    [3, { type: 'ballot', target: 2 }],
    [1, { type: 'fillRoom', room: loc(s, 'library'), card: 'success' }],
    [2, { type: 'cameraState', target: 3 }],
    [2, { type: 'endCheck', reveal: false }],
  ]);
}

/**
 * CLEAN-01: after `roundOneActed`, the Cultist claims victory with one dead Investigator: wrong, so the
 * Investigators win, unless the Cultist names the Seer (WIN-08): it names seat 1 and misses.
 */
export function roundOneOver(): GameState {
  let s = act(roundOneActed(), 3, { type: 'claimVictory' });
  for (let seat = 0; seat < s.seats.length && s.phase.kind === 'cleanup'; seat++) {
    if (seat !== 3) s = act(s, seat, { type: 'endRound' });
  }
  s = act(s, 3, { type: 'guessSeer', target: 1 });
  assert.equal(s.phase.kind, 'over');
  return s;
}

/**
 * Round 2 after `roundOneActed` (the Knife with seat 4, a Ghost): seat 4 teleports to the Orange Room
 * 2; seat 0 goes to the South Wing, seat 1 to the West Wing, seat 2 to the Central Hallway; seat 3
 * follows it there (an Encounter: Alive cards both ways). The Event Phase draws Lightning Strike. In the Action Phase seat 2 checks seat 3
 * (three Alive cards); everyone else passes.
 */
export function roundTwoMet(): GameState {
  let s = roundOneActed();
  for (let seat = 0; seat < s.seats.length; seat++) s = act(s, seat, { type: 'endRound' });
  s = act(s, 4, { type: 'teleport', to: loc(s, 'orange2') });
  s = act(move(s, 0, 'south-wing'), 0, { type: 'endMovement' });
  s = act(move(s, 1, 'west-wing'), 1, { type: 'endMovement' });
  s = act(move(s, 2, 'central'), 2, { type: 'endMovement' });
  s = move(s, 3, 'central');
  s = act(act(s, 3, { type: 'giveCard', card: 'alive' }), 2, { type: 'giveCard', card: 'alive' });
  s = act(s, 3, { type: 'endMovement' });
  assert.equal(s.phase.kind, 'action', 'the Event Phase draws Lightning Strike, with nothing to decide');
  return play(s, [
    [4, { type: 'pass' }],
    [0, { type: 'pass' }],
    [1, { type: 'pass' }],
    [2, { type: 'checkState', target: 3 }],
    [2, { type: 'endCheck', reveal: false }],
  ]);
}
