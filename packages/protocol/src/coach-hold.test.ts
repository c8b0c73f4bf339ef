import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ClientMessageSchema, SERVER_ERROR_CODES } from './index.ts';

const parses = (m: unknown): boolean => ClientMessageSchema.safeParse(m).success;

test('issue 27: a lesson’s page holds its bots or lets them go on, and says nothing else with it', () => {
  assert.deepEqual(ClientMessageSchema.parse({ t: 'coachHold', hold: true }), { t: 'coachHold', hold: true });
  assert.ok(parses({ t: 'coachHold', hold: false }));
  // No game or seat to name (its own), no length to choose (the server's bound), nothing but a boolean.
  assert.ok(!parses({ t: 'coachHold' }));
  assert.ok(!parses({ t: 'coachHold', hold: 'yes' }));
  assert.ok(!parses({ t: 'coachHold', hold: 1 }));
  assert.ok(!parses({ t: 'coachHold', hold: true, ms: 600_000 }));
  assert.ok(!parses({ t: 'coachHold', hold: true, game: 'abcdef' }));
  // A fair game's refusal has a code of its own, which every language explains (web i18n tests).
  assert.ok((SERVER_ERROR_CODES as readonly string[]).includes('coach/fair-game'));
});
