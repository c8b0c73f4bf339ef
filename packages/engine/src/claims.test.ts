import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  claimProblem,
  claimRound,
  claimRounds,
  claimSeats,
  claimTargets,
  type Claim,
  type ClaimGame,
} from './claims.ts';
import { claimArb } from './claims.testing.ts';
import { MAX_ROUNDS } from './content/tables.ts';
import { newGame } from './testing.ts';
import { viewFor } from './view.ts';

const game = (seats: number, round: number): ClaimGame => ({ seats: { length: seats }, round });

describe('which claims are about the game', () => {
  test('GEN-08: the seats and the round a claim names, by kind', () => {
    const cases: [Claim, number[], number | null][] = [
      [{ kind: 'checked', target: 2, round: 3, verdict: 'dead' }, [2], 3],
      [{ kind: 'route', round: 4, colours: ['red'] }, [], 4],
      [{ kind: 'gave', to: 1, round: 2, card: 'alive' }, [1], 2],
      [{ kind: 'role', role: 'seer' }, [], null],
      [{ kind: 'suspect', target: 4 }, [4], null],
      [{ kind: 'trust', target: 0 }, [0], null],
    ];
    for (const [claim, seats, round] of cases) {
      assert.deepEqual(claimSeats(claim), seats, claim.kind);
      assert.equal(claimRound(claim), round, claim.kind);
    }
  });

  test('GEN-08: a claim names other seats at the table and rounds begun; the reason when it does not', () => {
    const g = game(5, 3);
    assert.equal(claimProblem(g, 0, { kind: 'gave', to: 4, round: 3, card: 'dead' }), null);
    assert.deepEqual(claimProblem(g, 0, { kind: 'suspect', target: 5 }), { code: 'noSuchSeat', seat: 5 });
    assert.deepEqual(claimProblem(g, 2, { kind: 'trust', target: 2 }), { code: 'ownSeat' });
    assert.deepEqual(claimProblem(g, 0, { kind: 'route', round: 4, colours: ['red'] }), {
      code: 'roundNotBegun',
      round: 4,
    });
    // The seat is told first: it says more than the round.
    assert.deepEqual(claimProblem(g, 0, { kind: 'checked', target: 7, round: 9, verdict: 'alive' }), {
      code: 'noSuchSeat',
      seat: 7,
    });
    assert.equal(claimProblem(g, 0, { kind: 'role', role: 'cultist' }), null, 'a lie is no problem');
  });

  test('GEN-08: the seats and rounds offered are exactly those a claim may name', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 4, max: 8 })
          .chain((seats) =>
            fc.tuple(
              fc.constant(seats),
              fc.integer({ min: 0, max: seats - 1 }),
              fc.integer({ min: 1, max: MAX_ROUNDS }),
              claimArb(),
            ),
          ),
        ([seats, seat, round, claim]) => {
          const g = game(seats, round);
          const named = claimRound(claim);
          const offered =
            claimSeats(claim).every((s) => claimTargets(g, seat).includes(s)) &&
            (named === null || claimRounds(g).includes(named));
          assert.equal(claimProblem(g, seat, claim) === null, offered);
        },
      ),
      { numRuns: 500 },
    );
    assert.deepEqual(claimTargets(game(5, 1), 2), [0, 1, 3, 4]);
    assert.deepEqual(claimTargets(game(4, 1), null), [0, 1, 2, 3], 'a spectator names anyone');
    assert.deepEqual(claimRounds(game(4, 3)), [1, 2, 3]);
  });

  test('GEN-08: a state and its seat’s view give the same answers (the AUTOMA’s seat counts, AUTOMA-01)', () => {
    const s = newGame({ players: 4, automa: true });
    const automa = s.config.automa!;
    const speaker = automa === 1 ? 0 : 1;
    const view = viewFor(s, speaker);
    assert.equal(s.seats.length, 5);
    const claims: Claim[] = [
      { kind: 'suspect', target: automa },
      { kind: 'suspect', target: 5 },
      { kind: 'trust', target: speaker },
      { kind: 'checked', target: automa, round: s.round, verdict: 'alive' },
      { kind: 'gave', to: automa, round: s.round + 1, card: 'alive' },
    ];
    for (const claim of claims)
      assert.deepEqual(claimProblem(view, speaker, claim), claimProblem(s, speaker, claim));
    assert.deepEqual(claimTargets(view, speaker), claimTargets(s, speaker));
    assert.deepEqual(claimRounds(view), claimRounds(s));
    assert.equal(claimProblem(s, speaker, { kind: 'suspect', target: automa }), null);
  });
});
