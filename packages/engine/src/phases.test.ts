import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACTION_TYPES } from './actions.ts';
import { applyInPlace } from './apply.ts';
import { actors, legalActions } from './legal.ts';
import { PHASE_RULES } from './phases.ts';
import { play } from './play.ts';
import { createGame } from './setup.ts';
import { createRng, randomInt } from './rng/random.ts';
import { seedOf } from './testing.ts';

test('every action type belongs to some phase of the phase table', () => {
  const accepted = new Set<string>(Object.values(PHASE_RULES).flatMap((r) => [...r.accepts]));
  assert.deepEqual(
    ACTION_TYPES.filter((t) => !accepted.has(t)),
    [],
  );
});

test('in random games every legal action is one its phase lists, and every phase is met', () => {
  const phases = new Set<string>();
  for (const players of [4, 5, 6, 7, 8] as const)
    for (let g = 0; g < 4; g++) {
      const created = createGame({ players, seed: seedOf(players * 10 + g) });
      assert.ok(created.ok);
      const s = created.state;
      const policy = createRng(seedOf(500 + g));
      while (s.phase.kind !== 'over') {
        phases.add(s.phase.kind);
        const accepts: readonly string[] = PHASE_RULES[s.phase.kind].accepts;
        for (const seat of actors(s))
          for (const action of legalActions(s, seat))
            assert.ok(accepts.includes(action.type), `${action.type} offered in phase ${s.phase.kind}`);
        const seat = actors(s)[0]!;
        const legal = legalActions(s, seat);
        applyInPlace(s, seat, legal[randomInt(policy, legal.length)]!);
      }
    }
  for (const kind of ['night', 'movement', 'encounter', 'action', 'vote', 'cleanup'])
    assert.ok(phases.has(kind), `phase ${kind} met`);
});

test('play throws on an action its phase does not list, instead of doing nothing', () => {
  const created = createGame({ players: 5, seed: seedOf(1) });
  assert.ok(created.ok);
  const s = created.state;
  assert.equal(s.phase.kind, 'night');
  const before = JSON.stringify(s);
  assert.throws(() => {
    play(s, 0, { type: 'ballot', target: 1 });
  }, /play: ballot does not fit phase night/);
  assert.throws(() => {
    play(s, 0, { type: 'step', to: 1 });
  }, /play: step does not fit phase night/);
  assert.equal(JSON.stringify(s), before, 'the state is untouched');
});
