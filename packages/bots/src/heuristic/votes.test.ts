import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGame, createRng, viewFor, type PlayerView } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { buildContext, type Context } from './context.ts';
import { Memory } from './memory.ts';
import { chooseBallot, preferredTarget } from './votes.ts';

function investigatorContext(score: (seat: number) => number): Context {
  for (let n = 1; ; n++) {
    const created = createGame({ players: 6, seed: seedOf(n), specialRoles: [] });
    assert.ok(created.ok);
    const seat = created.state.seats.findIndex((s) => s.role === 'investigator');
    const view: PlayerView = viewFor(created.state, seat);
    const ctx = buildContext(view, view.me!, new Memory(), createRng(seedOf(9)));
    const scores = view.seats.map((s) => (s.seat === seat ? -100 : score(s.seat)));
    return { ...ctx, score: scores, ballotScore: scores };
  }
}

test('an Investigator votes for a clear top suspect and abstains on weak or split evidence', () => {
  const clear = investigatorContext((s) => (s === 4 ? 5 : 0));
  const seats = clear.view.seats.map((s) => s.seat);
  if (clear.me.seat !== 4) assert.equal(preferredTarget(clear, seats), 4);
  const weak = investigatorContext((s) => (s === 4 ? 1 : 0));
  assert.equal(preferredTarget(weak, seats), null);
  const split = investigatorContext((s) => (s === 4 || s === 5 ? 5 : 0));
  assert.equal(preferredTarget(split, seats), null);
});

test('the ballot chosen is one of the legal ballots', () => {
  const ctx = investigatorContext(() => 0);
  const legal = [{ type: 'ballot', target: 1 } as const, { type: 'ballot', target: null } as const];
  const choice = chooseBallot({ ...ctx, view: { ...ctx.view, legal } });
  assert.ok(legal.includes(choice as (typeof legal)[number]));
  assert.deepEqual(choice, { type: 'ballot', target: null });
});

test('the Seer does not vote on what only it saw at night', () => {
  for (let n = 1; n < 50; n++) {
    const created = createGame({ players: 6, seed: seedOf(n) });
    assert.ok(created.ok);
    const seat = created.state.seats.findIndex((s) => s.role === 'seer');
    if (seat < 0) continue;
    const view = viewFor(created.state, seat);
    const ctx = buildContext(view, view.me!, new Memory(), createRng(seedOf(9)));
    const cultist = view.me!.knownCultists![0]!;
    assert.equal(ctx.score[cultist], 100);
    assert.equal(
      preferredTarget(
        ctx,
        view.seats.map((s) => s.seat),
      ),
      null,
    );
    return;
  }
  assert.fail('no Seer dealt');
});
