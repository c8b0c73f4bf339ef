import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sameAction, type Action } from './actions.ts';
import { applyInPlace } from './apply.ts';
import { decisionOf, DECISION_KINDS, type Decision, type DecisionKind } from './decision.ts';
import { actors, legalActions } from './legal.ts';
import { createRng, randomInt } from './rng/random.ts';
import type { GameState, PhaseKind } from './state.ts';
import { newGame, seedOf } from './testing.ts';
import { turnSeat } from './turn.ts';

/** The timer each phase is paced by, as the host's settings name them. */
const KIND_OF: Readonly<Record<Exclude<PhaseKind, 'over' | 'vote'>, DecisionKind>> = {
  night: 'night',
  detectiveNight: 'night', // PROF-DETECTIVE-02: the short night is paced like the first one
  movement: 'movement',
  encounter: 'encounter',
  falseEyes: 'event',
  inControl: 'event',
  lifelines: 'event',
  action: 'action',
  portalConsent: 'action',
  checkResult: 'action',
  mayorDecision: 'ballot', // PROF-MAYOR-01: the Mayor settles a tied Vote
  cleanup: 'cleanup',
  seerGuess: 'cleanup',
};

function expectedKind(s: GameState): DecisionKind | null {
  const p = s.phase;
  if (p.kind === 'over') return null;
  if (p.kind === 'vote') return p.stage === 'discussion' ? 'discussion' : 'ballot';
  return KIND_OF[p.kind];
}

/** A secret draw that checks what it is asked for. */
function drawing(k: number): (n: number) => number {
  return (n) => {
    assert.ok(Number.isInteger(n) && n > 0, `a draw among ${n}`);
    return k % n;
  };
}

/** Everything `decisionOf` says of `s`, checked against `legalActions`. */
function checkDecision(s: GameState, k: number): Decision | null {
  const d = decisionOf(s);
  assert.equal(d?.kind ?? null, expectedKind(s), `the kind of phase ${s.phase.kind}`);
  if (d === null) return null;
  assert.ok(DECISION_KINDS.includes(d.kind));
  assert.ok(d.seats.length > 0, `someone decides in phase ${s.phase.kind}`);
  for (let seat = 0; seat < s.seats.length; seat++) {
    const legal = legalActions(s, seat);
    const named: boolean = d.seats.includes(seat);
    assert.equal(named, legal.length > 0, `seat ${seat} named iff it has legal actions (${s.phase.kind})`);
    const late = d.timedOut(seat, drawing(k + seat));
    if (!named) assert.equal(late, null, `nothing is played for seat ${seat}, not asked`);
    else
      assert.ok(
        late !== null && legal.some((a) => sameAction(a, late)),
        `the default of seat ${seat} in ${s.phase.kind} is legal: ${JSON.stringify(late)}`,
      );
  }
  // A turn (the one seat every view names) is that seat's decision alone.
  const turn = turnSeat(s);
  if (turn !== null) assert.deepEqual(d.seats, [turn], `the turn of ${turn} in phase ${s.phase.kind}`);
  return d;
}

/** What tells a step from the next, as the players see it: the log, the phase, the turn, the Vote's stage. */
function stepOf(s: GameState): string {
  const p = s.phase;
  return JSON.stringify([s.round, s.log.length, p.kind, turnSeat(s), p.kind === 'vote' ? p.stage : null]);
}

const tables = fc.record({
  players: fc.constantFrom(4, 5, 6, 7, 8),
  mountains: fc.boolean(),
  professions: fc.boolean(),
  automa: fc.boolean(),
  game: fc.nat(1_000_000),
  policy: fc.nat(1_000_000),
});

describe('decisionOf', () => {
  test('in random games: who decides has legal actions, its default among them; the key follows the step', () => {
    fc.assert(
      fc.property(tables, (t) => {
        const s = newGame({
          players: t.players,
          seed: seedOf(t.game),
          ...(t.mountains ? { board: 'mountains' } : {}),
          ...(t.professions && t.players >= 7 ? { ruleset: { professions: true } } : {}),
          ...(t.automa && t.players === 6 ? { automa: true } : {}),
        });
        const policy = createRng(seedOf(t.policy));
        let before = checkDecision(s, 0)!;
        for (let i = 0; i < 400 && s.phase.kind !== 'over'; i++) {
          const seat = before.seats[randomInt(policy, before.seats.length)]!;
          const legal = legalActions(s, seat);
          const stepBefore = stepOf(s);
          applyInPlace(s, seat, legal[randomInt(policy, legal.length)]!);
          const after = checkDecision(s, i);
          if (after === null) break;
          const sameStep = stepOf(s) === stepBefore && after.seats.every((x) => before.seats.includes(x));
          assert.equal(
            after.key === before.key,
            sameStep,
            `key ${before.key} -> ${after.key}: ${sameStep ? 'the same step' : 'a new step'} (${s.phase.kind})`,
          );
          // A step that goes on is a simultaneous one that the seat has answered.
          if (sameStep) assert.ok(!after.seats.includes(seat) && after.kind === before.kind);
          before = after;
        }
      }),
      { numRuns: 12 },
    );
  });

  test('the game over asks nothing', () => {
    const s = newGame({ players: 5, seed: seedOf(3) });
    s.phase = { kind: 'over' };
    assert.equal(decisionOf(s), null);
  });

  test('the default is the first of the best, by the phase preferences, and every seat may have its own', () => {
    const s = newGame({ players: 5, seed: seedOf(1) });
    assert.equal(s.phase.kind, 'night');
    const d = decisionOf(s)!;
    assert.equal(d.kind, 'night');
    assert.deepEqual(d.seats, actors(s));
    for (const seat of d.seats)
      assert.deepEqual(d.timedOut(seat, drawing(0)), { type: 'ready' } satisfies Action);
  });
});
