import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RemotePresence } from './presence.ts';

test('seats connected through other nodes: changes are told apart from repeats, a silent node is forgotten after the TTL, a leaving one at once', () => {
  const presence = new RemotePresence(15_000);
  assert.equal(presence.heard('b', [2, 0], 1000), true);
  assert.equal(presence.heard('b', [0, 2], 5000), false, 'the same seats in another order');
  assert.equal(presence.heard('c', [4], 5000), true);
  assert.deepEqual([...presence.addTo(new Set([1]), 6000)].sort(), [0, 1, 2, 4]);
  // b repeats itself; c falls silent (killed) and is forgotten once the TTL passes.
  presence.heard('b', [0, 2], 19_000);
  assert.deepEqual([...presence.addTo(new Set(), 20_001)].sort(), [0, 2]);
  assert.equal(presence.forget('b'), true);
  assert.equal(presence.forget('b'), false);
  assert.deepEqual([...presence.addTo(new Set(), 20_002)], []);
});
