import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  actors,
  applyInPlace,
  cloneState,
  logFor,
  viewFor,
  type GameOptions,
  type Seat,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { isOver, newGame, play } from '../play.testing.ts';
import { createBot } from '../index.ts';
import { RandomBot } from '../random.ts';
import { discussOnce } from '../talk-relay.ts';
import { HeuristicBot } from './index.ts';

const ROLE_SETS: readonly Pick<GameOptions, 'roleSet' | 'ruleset'>[] = [
  {},
  { roleSet: 'recommended' },
  { roleSet: 'first', ruleset: { unsafePassage: false } },
];

test('heuristic bots in every seat play only legal actions and finish (4-8 players, role sets)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.constantFrom(4, 5, 6, 7, 8),
      fc.constantFrom(...ROLE_SETS),
      (seed, players, roles) => {
        const options = { players, seed: seedOf(seed), ...roles } as GameOptions;
        const state = newGame(options);
        const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(seed + 1000 + i)));
        play(state, bots);
        assert.ok(state.result);
      },
    ),
    { numRuns: 100 },
  );
});

test('a heuristic bot decides alike in two states its seat cannot tell apart', () => {
  let compared = 0;
  for (let g = 0; g < 40 && compared < 5; g++) {
    const state = newGame({ players: 6, seed: seedOf(500 + g) });
    const bots = state.seats.map((_, i) => new HeuristicBot(seedOf(600 + i)));
    // Stop at the first Action Phase decision with a real choice.
    const stopped: { seat: Seat | null } = { seat: null };
    play(state, bots, (s, seat) => {
      if (s.phase.kind !== 'action' || viewFor(s, seat).legal.length < 3) return false;
      stopped.seat = seat;
      return true;
    });
    if (stopped.seat === null) continue;
    const seat = stopped.seat;
    // Another state: two other seats trade their secret Routes and Pulse decks (same sizes, face down).
    const others = state.seats
      .map((st, i) => ({ st, i }))
      .filter(({ st, i }) => i !== seat && !st.pulseTopFaceUp && i !== state.config.automa);
    const pair = others.find(
      (a, k) =>
        others.slice(k + 1).some((b) => b.st.pulse.length === a.st.pulse.length) &&
        a.st.route !== others.find((b) => b.i !== a.i && b.st.pulse.length === a.st.pulse.length)!.st.route,
    );
    if (!pair) continue;
    const partner = others.find((b) => b.i !== pair.i && b.st.pulse.length === pair.st.pulse.length)!;
    const twin = cloneState(state);
    const [x, y] = [twin.seats[pair.i]!, twin.seats[partner.i]!];
    [x.route, y.route] = [y.route, x.route];
    [x.pulse, y.pulse] = [y.pulse, x.pulse];
    assert.notDeepEqual(twin.seats, state.seats);
    assert.deepEqual(viewFor(twin, seat), viewFor(state, seat));
    assert.deepEqual(logFor(twin, seat), logFor(state, seat));
    for (let k = 0; k < 3; k++) {
      const a = new HeuristicBot(seedOf(900 + k)).decide(viewFor(state, seat), logFor(state, seat));
      const b = new HeuristicBot(seedOf(900 + k)).decide(viewFor(twin, seat), logFor(twin, seat));
      assert.deepEqual(a, b);
    }
    compared++;
  }
  assert.ok(compared >= 3, `only ${compared} positions compared`);
});

test('a heuristic bot given the whole log each time decides as one given only the new entries', () => {
  const a = newGame({ players: 5, seed: seedOf(77) });
  const b = cloneState(a);
  const botsA = a.seats.map((_, i) => new HeuristicBot(seedOf(10 + i)));
  const botsB = b.seats.map((_, i) => new HeuristicBot(seedOf(10 + i)));
  play(a, botsA);
  // The same game, each decision given the full log; the table talks in each Vote as in `play`
  // (claims weigh in suspicion, so a silent table may play another game).
  let held: string | null = null;
  while (!isOver(b)) {
    held = discussOnce(
      b,
      botsB,
      b.seats.map(() => 0),
      held,
    ).held;
    for (const seat of actors(b)) {
      if (isOver(b)) break;
      const view = viewFor(b, seat);
      if (view.legal.length > 0) applyInPlace(b, seat, botsB[seat]!.decide(view, logFor(b, seat)));
    }
  }
  assert.deepEqual(b.result, a.result);
  assert.equal(b.log.length, a.log.length);
});

test('heuristic Cultists beat random Investigators far more often than random Cultists do', () => {
  // A generous bound: measured about 90% against about 26% for random Cultists.
  let wins = 0;
  const games = 30;
  for (let g = 0; g < games; g++) {
    const state = newGame({ players: 6, seed: seedOf(3000 + g) });
    const bots = state.seats.map((st, i) =>
      createBot(st.role === 'cultist' ? 'heuristic' : 'random', seedOf(4000 + g * 10 + i)),
    );
    play(state, bots);
    if (state.result!.winner === 'cultists') wins++;
  }
  assert.ok(wins >= games / 2, `${wins}/${games}`);
});

test('the random bot still plays when handed a log', () => {
  const state = newGame({ players: 5, seed: seedOf(5) });
  play(
    state,
    state.seats.map((_, i) => new RandomBot(seedOf(i))),
  );
  assert.ok(state.result);
});
