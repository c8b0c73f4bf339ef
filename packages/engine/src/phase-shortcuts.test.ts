import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ACTION_TYPES, sameAction, type Action } from './actions.ts';
import { applyInPlace, check } from './apply.ts';
import { actors, legalActions, legalOfType } from './legal.ts';
import { explainRejection, malformed } from './reject.ts';
import { createRng, randomInt } from './rng/random.ts';
import type { GameState } from './state.ts';
import { legalMoves, legalStepCost } from './rules/moves.ts';
import { newGame, seedOf } from './testing.ts';

// The hot paths' shortcuts (phases.ts `PhaseRules`: `legal` given `only`, and `any`) are the same
// rules as `legalActions`, the one source of legality: held equal to it in every state random
// games reach, on both maps, with the AUTOMA and the Professions.

const tables = fc.record({
  players: fc.constantFrom(4, 5, 6, 7, 8),
  mountains: fc.boolean(),
  professions: fc.boolean(),
  automa: fc.boolean(),
  game: fc.nat(1_000_000),
  policy: fc.nat(1_000_000),
});

/** What the test met, so that it can say the shortcuts were asked where they do something. */
interface Met {
  readonly phases: Set<string>;
  readonly accepted: Set<string>;
  readonly refused: Set<string>;
  secretDoors: number;
  freeSteps: number;
}

/**
 * The verdict of `check` as it was when `apply` looked for the sent action in the whole of
 * `legalActions` (before `legalOfType`): accepted iff one of them is the action exactly; else the
 * shape's problem, the game's end, or the explanation from the whole list.
 */
function verdictFromWholeList(s: GameState, seat: number, action: Action): ReturnType<typeof check> {
  const legal = legalActions(s, seat);
  if (legal.some((a) => sameAction(a, action))) return null;
  const problem = malformed(s, action);
  if (problem !== null) return { code: 'action/malformed', message: problem };
  if (s.phase.kind === 'over') return { code: 'game/over', message: 'The game is over.' };
  return explainRejection(s, seat, action, legal);
}

/**
 * The Movement points `play` takes for each legal step (`legalStepCost`, which asks only the free
 * step there): the cheapest of the legal moves to that Room, as `legalMoves` lists them.
 */
function checkStepCosts(s: GameState, met: Met): void {
  const phase = s.phase;
  if (phase.kind !== 'movement') return;
  if (s.effects.secretDoors) met.secretDoors++;
  const moves = s.seats[phase.seat]!.alive ? legalMoves(s, phase) : [];
  for (const move of moves) {
    if (move.type !== 'step') continue;
    let cheapest = Infinity;
    for (const m of moves) if (m.type === 'step' && m.to === move.to) cheapest = Math.min(cheapest, m.cost);
    assert.equal(legalStepCost(s, phase, move.to), cheapest, `the cost of a step to ${move.to}`);
    if (cheapest === 0) met.freeSteps++;
  }
}

function checkState(s: GameState, tried: readonly Action[], met: Met): void {
  met.phases.add(s.phase.kind);
  checkStepCosts(s, met);
  const n = s.seats.length;
  const expected: number[] = [];
  for (let seat = 0; seat < n; seat++) if (legalActions(s, seat).length > 0) expected.push(seat);
  assert.deepEqual(actors(s), expected, `actors in phase ${s.phase.kind}`);
  for (const seat of [-1, ...Array.from({ length: n }, (_, i) => i), n]) {
    const legal = legalActions(s, seat);
    for (const type of ACTION_TYPES)
      assert.deepEqual(
        legalOfType(s, seat, type),
        legal.filter((a) => a.type === type),
        `legalOfType ${type} of seat ${seat} in phase ${s.phase.kind}`,
      );
  }
  // Every action legal for someone now, and some of earlier states: accepted or refused as before.
  const candidates = [...tried];
  for (let seat = 0; seat < n; seat++) candidates.push(...legalActions(s, seat));
  // A step and a teleport to every Location, one value that is no Location, one that is no
  // number and one that is no whole number: `find` answers a sent step or teleport without the
  // Movement's list.
  if (s.phase.kind === 'movement') {
    const locations = s.config.board.layout.locations.length;
    for (const type of ['step', 'teleport'] as const) {
      for (let to = 0; to <= locations; to++) candidates.push({ type, to });
      candidates.push({ type, to: '0' } as unknown as Action, { type, to: 0.5 }, { type, to: -1 });
      // The legal ones with one more key, their own or an inherited one: malformed.
      for (const a of legalActions(s, s.phase.seat))
        if (a.type === type) {
          candidates.push({ ...a, extra: 1 } as unknown as Action);
          candidates.push(Object.assign(Object.create({ extra: 1 }) as object, a));
        }
    }
  }
  for (let seat = 0; seat < n; seat++)
    for (const action of candidates) {
      const verdict = check(s, seat, action);
      assert.deepEqual(
        verdict,
        verdictFromWholeList(s, seat, action),
        `${JSON.stringify(action)} by ${seat}`,
      );
      (verdict === null ? met.accepted : met.refused).add(action.type);
    }
}

describe('the phase shortcuts are legalActions', () => {
  test("in random games: actors, legalOfType and the check of a sent action (the Movement's find) agree with legalActions", () => {
    const met: Met = {
      phases: new Set(),
      accepted: new Set(),
      refused: new Set(),
      secretDoors: 0,
      freeSteps: 0,
    };
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
        // The last few actions played, tried again in later states (mostly refused there).
        const tried: Action[] = [];
        for (let i = 0; i < 600 && s.phase.kind !== 'over'; i++) {
          checkState(s, tried, met);
          const movers = actors(s);
          const seat = movers[randomInt(policy, movers.length)]!;
          const legal = legalActions(s, seat);
          const action = legal[randomInt(policy, legal.length)]!;
          tried.push(action);
          if (tried.length > 6) tried.shift();
          applyInPlace(s, seat, action);
        }
        checkState(s, tried, met);
      }),
      { numRuns: 16 },
    );
    for (const kind of ['night', 'movement', 'encounter', 'action', 'vote', 'cleanup', 'over'])
      assert.ok(met.phases.has(kind), `phase ${kind} met`);
    for (const type of ['step', 'endMovement', 'teleport', 'fillRoom', 'checkState', 'pass', 'ballot'])
      assert.ok(met.accepted.has(type) && met.refused.has(type), `${type} both accepted and refused`);
    assert.ok(
      met.secretDoors > 0 && met.freeSteps > 0,
      `free steps met (${met.secretDoors} Secret Doors turns)`,
    );
  });
});
