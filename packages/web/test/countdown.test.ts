import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondsLeft } from '../src/components/useCountdown.ts';

test('a 15-second limit reads 15 from its start until a second has passed, then counts down to 0', () => {
  const deadline = 1_000_000 + 15_000;
  for (const after of [0, 1, 500, 999])
    assert.equal(secondsLeft(deadline, 1_000_000 + after), 15, `${after} ms`);
  assert.equal(secondsLeft(deadline, 1_000_000 + 1000), 14);
  assert.equal(secondsLeft(deadline, deadline - 1), 1);
  assert.equal(secondsLeft(deadline, deadline), 0);
  assert.equal(secondsLeft(deadline, deadline + 5000), 0);
});
