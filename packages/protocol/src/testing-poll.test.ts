import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, until } from './testing-poll.ts';

test('until resolves once its condition holds, checking again until then (sync or async)', async () => {
  let checks = 0;
  await until(() => ++checks === 3, 'the third check', { everyMs: 0 });
  assert.equal(checks, 3);
  let asyncChecks = 0;
  await until(async () => Promise.resolve(++asyncChecks >= 2), 'the second check', { everyMs: 0 });
  assert.equal(asyncChecks, 2);
});

test('eventually hands back the first value that is not null or undefined (false and 0 are values)', async () => {
  const answers = [null, undefined, 0, 5];
  assert.equal(await eventually(() => answers.shift(), 'a value', { everyMs: 0 }), 0);
  assert.equal(await eventually(() => false, 'false'), false);
});

test('a wait that never ends fails, naming what it waited for (computed when it fails)', async () => {
  let seen = 0;
  await assert.rejects(
    until(
      () => (seen++, false),
      () => `the bus to go up (seen ${seen})`,
      { timeoutMs: 0, everyMs: 1 },
    ),
    (e: unknown) =>
      e instanceof Error &&
      /^timed out after 0 ms waiting for the bus to go up \(seen \d+\)$/.test(e.message),
  );
  assert.ok(seen >= 1);
});

test('an error thrown by the probe fails the wait at once', async () => {
  let calls = 0;
  await assert.rejects(
    eventually(() => {
      calls += 1;
      throw new Error('the server is gone');
    }, 'a value'),
    /the server is gone/,
  );
  assert.equal(calls, 1);
});
