import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyInPlace } from '../apply.ts';
import { actors, legalActions } from '../legal.ts';
import { createRng, randomInt } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import { newGame, seedOf } from '../testing.ts';
import type { PlayerCount, Seat } from '../types.ts';
import { logFor, viewFor, type PlayerView } from '../view.ts';
import { canDeterminize, determinize, interruptedMovement } from './determinize.ts';
import { Knowledge } from './knowledge.ts';
import { roomActsOf } from './routes.ts';

/** A game played at random (each action drawn from the legal list with a seeded stream). */
const game = fc.record({
  players: fc.constantFrom<PlayerCount | 4>(4, 5, 6, 7, 8),
  board: fc.constantFrom('university', 'mountains'),
  professions: fc.boolean(),
  seed: fc.nat(),
  /** How many decisions are played before a seat that can be sampled for is looked for. */
  skip: fc.nat(120),
  suspicion: fc.option(fc.array(fc.double({ min: -8, max: 8, noNaN: true }), { minLength: 8, maxLength: 8 })),
  sampleSeed: fc.nat(),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

/**
 * Plays `skip` random decisions, then on to the first decision of a seat whose position can be
 * rebuilt from its view (`canDeterminize`). Null if the game ends first.
 */
function decisionPoint(x: Game): { state: GameState; seat: Seat; view: PlayerView } | null {
  const professions = x.professions && x.players >= 7;
  const state = newGame({
    players: x.players,
    seed: seedOf(x.seed),
    board: x.board,
    ...(professions ? { ruleset: { professions: true } } : {}),
  });
  const rng = createRng(seedOf(x.seed + 1));
  for (let steps = 0; state.phase.kind !== 'over'; steps++) {
    for (const seat of actors(state)) {
      const view = viewFor(state, seat);
      if (steps >= x.skip && view.legal.length > 0 && canDeterminize(view)) return { state, seat, view };
    }
    const seat = actors(state)[0]!;
    const legal = legalActions(state, seat);
    applyInPlace(state, seat, legal[randomInt(rng, legal.length)]!);
  }
  return null;
}

/** A plain JSON copy: what a view is on the wire (a property left undefined is no property). */
const plain = (view: PlayerView): unknown => JSON.parse(JSON.stringify(view));

test('the inverse of viewFor: every world sampled for a seat shows that seat exactly its view, and sampling succeeds', () => {
  let points = 0;
  let sampled = 0;
  fc.assert(
    fc.property(game, (x) => {
      const point = decisionPoint(x);
      if (point === null) return;
      points++;
      const { state, seat, view } = point;
      const log = logFor(state, seat);
      const knowledge = new Knowledge(seat);
      knowledge.update(log);
      const layout = view.board.layout;
      const p = state.phase;
      const det = determinize(
        {
          view,
          knowledge,
          memory: { roomActs: log.flatMap((e) => roomActsOf(e, layout)) },
          suspicion: x.suspicion,
          // The rooms the seat itself passed through for free in its Movement: it made those moves.
          freeVisited: p.kind === 'movement' && p.seat === seat ? p.freeVisited : [],
          interrupted: interruptedMovement(view, log),
        },
        createRng(seedOf(x.sampleSeed)),
      );
      if (!det.ok) return;
      sampled++;
      assert.deepStrictEqual(plain(viewFor(det.state, seat)), plain(view));
    }),
    { numRuns: 60, seed: 29 },
  );
  assert.ok(points >= 40, `only ${points} decision points`);
  // Not a vacuous property: most points are sampled.
  assert.ok(sampled >= points / 2, `${sampled} of ${points} points sampled`);
});
