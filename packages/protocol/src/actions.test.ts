import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ACTION_FIELDS,
  ACTION_TYPES,
  actionFields,
  actors,
  applyInPlace,
  createGame,
  createRng,
  legalActions,
  randomInt,
  type ActionType,
  type FieldKind,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { ActionSchema } from './index.ts';

/** A valid value of each field kind. */
const SAMPLE: Readonly<Record<FieldKind, unknown>> = {
  location: 3,
  seat: 1,
  seatOrNull: null,
  bool: true,
  encounterCard: 'alive',
  roomCard: 'sabotage',
};

function sample(type: ActionType): Record<string, unknown> {
  const action: Record<string, unknown> = { type };
  for (const [field, kind] of Object.entries(actionFields(type))) action[field] = SAMPLE[kind];
  return action;
}

test('the wire schema is derived from the engine’s action table: every type, every field, nothing more', () => {
  assert.deepEqual([...ACTION_TYPES], Object.keys(ACTION_FIELDS));
  for (const type of ACTION_TYPES) {
    const action = sample(type);
    assert.ok(ActionSchema.safeParse(action).success, `${type} accepted`);
    assert.ok(
      !ActionSchema.safeParse({ ...action, extra: 1 }).success,
      `${type} with an extra field refused`,
    );
    for (const field of Object.keys(actionFields(type))) {
      const { [field]: _dropped, ...missing } = action;
      assert.ok(!ActionSchema.safeParse(missing).success, `${type} without ${field} refused`);
      assert.ok(
        !ActionSchema.safeParse({ ...action, [field]: 'nonsense' }).success,
        `${type}.${field} checked`,
      );
    }
  }
  assert.ok(!ActionSchema.safeParse({ type: 'nonsense' }).success);
});

test('every action the engine offers in random games passes the wire schema', () => {
  for (const players of [4, 5, 6, 7, 8] as const) {
    const created = createGame({ players, seed: seedOf(players) });
    assert.ok(created.ok);
    const s = created.state;
    const policy = createRng(seedOf(100 + players));
    const seen = new Set<string>();
    while (s.phase.kind !== 'over') {
      for (const seat of actors(s))
        for (const action of legalActions(s, seat)) {
          seen.add(action.type);
          const parsed = ActionSchema.safeParse(JSON.parse(JSON.stringify(action)));
          assert.ok(parsed.success, JSON.stringify(action));
          assert.deepEqual(parsed.data, action);
        }
      const seat = actors(s)[0]!;
      const legal = legalActions(s, seat);
      applyInPlace(s, seat, legal[randomInt(policy, legal.length)]!);
    }
    assert.ok(seen.size > 5, `${players} players: ${seen.size} action types offered`);
  }
});
