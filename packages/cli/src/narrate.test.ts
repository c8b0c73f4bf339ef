import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, type GameEvent } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { narrate } from './narrate.ts';

const created = createGame({ players: 5, seed: seedOf(5) });
assert.ok(created.ok);
const state = created.state;
/** The event as the log shows it, in round 4. */
const told = (e: GameEvent): string | null => narrate(state, { ...e, seq: 40, round: 4 });

test('the narration names roles and teams in the game’s words, not by their ids', () => {
  assert.equal(told({ t: 'roleRevealed', seat: 2, role: 'radiantBeauty' }), 'Seat 3 was the Radiant Beauty!');
  assert.equal(
    told({ t: 'becameGhost', seat: 0, cause: 'butterfingers' }),
    'Seat 1 dies (Butterfingers) and is now a Ghost.',
  );
  assert.equal(told({ t: 'becameGhost', seat: 0, cause: 'vote' }), 'Seat 1 is now a Ghost.');
  assert.equal(told({ t: 'gameOver', winner: 'cultists', reason: 'kills' }), '\nThe Cultists win (kills).');
});
