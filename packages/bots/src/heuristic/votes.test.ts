import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  actors,
  applyInPlace,
  buildPosition,
  createGame,
  createRng,
  viewFor,
  type GameState,
  type PlayerView,
  type Role,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { play } from '../play.testing.ts';
import { HeuristicBot } from './index.ts';
import { buildContext, type Context } from './context.ts';
import { Memory } from './memory.ts';
import { TableTalk } from './table-talk.ts';
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

/**
 * Round 1: seat 1 (an Investigator, First Player) met seat 2 in the Library and gave it an Alive card;
 * seat 2's Pulse deck holds the Night's Dead card. Seat 1 checks seat 2 and must show the Dead card
 * (ACT-CHECKSTATE-04), which starts a Vote (VOTE-02). Every seat's bot then talks and votes.
 */
function forcedReveal(cultist: number): GameState {
  const roles = Array.from({ length: 6 }, (_, i) => (i === cultist ? 'cultist' : 'investigator') as Role);
  const built = buildPosition({
    players: 6,
    roles,
    knife: 1,
    seats: roles.map((_, i) => ({
      location: i === 1 || i === 2 ? 'library' : 'central',
      pulse: [i === 2 ? 'dead' : 'alive'],
    })),
    phase: { kind: 'encounter', location: 'library', participants: [1, 2], after: { kind: 'event' } },
  });
  assert.ok(built.ok, built.ok ? '' : JSON.stringify(built.problems));
  const state = built.state;
  applyInPlace(state, 1, { type: 'giveCard', card: 'alive' });
  applyInPlace(state, 2, { type: 'giveCard', card: 'alive' });
  assert.deepEqual(actors(state), [1]);
  applyInPlace(state, 1, { type: 'checkState', target: 2 });
  // An Investigator who saw a Dead card has no choice.
  assert.deepEqual(viewFor(state, 1).legal, [{ type: 'endCheck', reveal: true }]);
  applyInPlace(state, 1, { type: 'endCheck', reveal: true });
  return state;
}

test('ACT-CHECKSTATE-04 VOTE-02 no bot votes out an Investigator for the Dead card it was forced to reveal', () => {
  for (const cultist of [0, 3, 5]) {
    for (let n = 0; n < 4; n++) {
      const state = forcedReveal(cultist);
      const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(700 + 10 * n + i)));
      play(state, bots, (s) => s.log.some((e) => e.t === 'voteResult'));
      const ballots = state.log.find((e) => e.t === 'ballotsRevealed');
      assert.ok(ballots?.t === 'ballotsRevealed');
      assert.ok(!ballots.ballots.includes(1), `ballots ${JSON.stringify(ballots.ballots)}`);
    }
  }
});

test('VOTE-03 accusations heard order level suspects but make no suspect alone', () => {
  const accused = (ctx: Context, target: number): Context => {
    const talk = new TableTalk();
    const speakers = ctx.view.seats.map((s) => s.seat).filter((s) => s !== ctx.me.seat && s !== target);
    talk.hear(
      speakers.map((seat) => ({ seat, round: ctx.view.round, claim: { kind: 'suspect', target } as const })),
    );
    return { ...ctx, talk };
  };
  const seats = (ctx: Context) => ctx.view.seats.map((s) => s.seat);
  const blank = investigatorContext(() => 0);
  const target = blank.me.seat === 4 ? 5 : 4;
  // Everyone else accuses `target`, but this seat holds nothing against anyone: it abstains.
  assert.equal(preferredTarget(accused(blank, target), seats(blank)), null);
  // Two suspects level on the record: the accused one gets the vote.
  const other = target === 4 ? 5 : 4;
  const level = investigatorContext((s) => (s === target || s === other ? 5 : 0));
  if (level.me.seat !== other) {
    assert.equal(preferredTarget(level, seats(level)), null);
    assert.equal(preferredTarget(accused(level, target), seats(level)), target);
  }
});
