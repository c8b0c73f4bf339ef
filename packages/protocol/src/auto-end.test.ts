import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClientMessageSchema } from './index.ts';

const parses = (m: unknown): boolean => ClientMessageSchema.safeParse(m).success;

test('a client turns its seat’s “end my Rounds automatically” on or off, and says nothing else with it', () => {
  assert.ok(parses({ t: 'autoEnd', on: true }));
  assert.ok(parses({ t: 'autoEnd', on: false }));
  const parsed = ClientMessageSchema.parse({ t: 'autoEnd', on: true });
  assert.deepEqual(parsed, { t: 'autoEnd', on: true });
  // Only its own seat: no seat to name, no delay to choose (the same for everyone), nothing but a boolean.
  assert.ok(!parses({ t: 'autoEnd' }));
  assert.ok(!parses({ t: 'autoEnd', on: 'yes' }));
  assert.ok(!parses({ t: 'autoEnd', on: 1 }));
  assert.ok(!parses({ t: 'autoEnd', on: true, seat: 2 }));
  assert.ok(!parses({ t: 'autoEnd', on: true, delayMs: 0 }));
});
