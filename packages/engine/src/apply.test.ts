import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, applyInPlace } from './apply.ts';
import { legalActions } from './legal.ts';
import { newGame, rejects } from './testing.ts';

// `apply` finds the legal action sent without the shape check first (issue 28); these pin that an
// action equal to a legal one in its fields, but not exactly of its type's shape, is still refused
// as malformed, and that the state keeps the engine's own action, never the caller's object.
describe('the check of a sent action', () => {
  const s = newGame({ players: 5 });
  const seat = 0;
  const ready = legalActions(s, seat)[0]!;

  test('the first night: the legal action is accepted as sent, as a copy, and from a plain object', () => {
    assert.deepEqual(ready, { type: 'ready' });
    const sent = { type: 'ready' };
    const result = apply(s, seat, sent);
    assert.equal(result.ok, true);
    const copy = structuredClone(s);
    applyInPlace(copy, seat, JSON.parse(JSON.stringify(ready)) as typeof ready);
    assert.equal(copy.phase.kind === 'night' && copy.phase.ready[seat], true);
  });

  test('a legal action with one more key is malformed, its own key or an inherited one', () => {
    rejects(s, seat, { type: 'ready', extra: 1 }, 'action/malformed');
    rejects(s, seat, { type: 'ready', extra: undefined }, 'action/malformed');
    // An inherited key is not the action's own: `malformed` lets it through, as before.
    const inherited = Object.create({ extra: 1 }) as Record<string, unknown>;
    inherited.type = 'ready';
    assert.equal(apply(s, seat, inherited).ok, true);
  });

  test('an array carrying a legal type is malformed', () => {
    const array = Object.assign([], { type: 'ready' });
    rejects(s, seat, array, 'action/malformed');
  });

  test('a legal type with a field it does not have is malformed, not merely illegal', () => {
    rejects(s, seat, { type: 'ready', to: 3 }, 'action/malformed');
  });
});
