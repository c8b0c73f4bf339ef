import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TURN_MARKER, turnTitle } from '../src/game/turnTitle.ts';

test('the tab title is marked while the game waits for this player, and plain otherwise', () => {
  assert.equal(turnTitle('Among Cultists', true), `${TURN_MARKER} Among Cultists`);
  assert.equal(turnTitle('Among Cultists', false), 'Among Cultists');
  assert.equal(TURN_MARKER, '▶');
});
