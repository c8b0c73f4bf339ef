import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace } from '../apply.ts';
import { actors, legalActions } from '../legal.ts';
import { createRng, randomInt } from '../rng/random.ts';
import type { GameState } from '../state.ts';
import type { PlayerCount } from '../types.ts';
import { act, allReady, events, newGame, position, seedOf, SEVEN_ROLES as SEVEN } from '../testing.ts';

/**
 * Plays a whole game with uniformly random legal actions (any seat that has a decision), except
 * that a sole Cultist never claims victory, which would end most games in round 1.
 */
function randomGame(players: PlayerCount, n: number): GameState {
  const s = allReady(newGame({ players, seed: seedOf(n) }));
  const rng = createRng(seedOf(1000 + n));
  for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
    const seats = actors(s);
    const seat = seats[randomInt(rng, seats.length)]!;
    const legal = legalActions(s, seat).filter((a) => a.type !== 'claimVictory');
    applyInPlace(s, seat, legal[randomInt(rng, legal.length)]!);
  }
  assert.equal(s.phase.kind, 'over', 'the game ends');
  return s;
}

const GAMES = ([5, 6, 7, 8] as const).flatMap((players) => [1, 2].map((n) => ({ players, n })));
const PHASES = ['movement', 'event', 'action', 'cleanup'];

describe('ROUND-01 ROUND-02 random games', () => {
  for (const { players, n } of GAMES) {
    test(`ROUND-01 ROUND-02 ROUND-03 ${players} players, game ${n}: rounds of four phases in order until a victory`, () => {
      const s = randomGame(players, n);
      const result = s.result!;
      assert.ok(result.round >= 1 && result.round <= 10);
      // Rounds 1, 2, … follow one another, each starting with the Knife holder's Movement.
      // (Read from the log itself: `events` drops the entries' `round` field.)
      const rounds = s.log.flatMap((e) => (e.t === 'roundStarted' ? [e] : []));
      assert.deepEqual(
        rounds.map((r) => r.round),
        Array.from({ length: result.round }, (_, i) => i + 1),
      );
      for (const r of rounds) {
        const phases = s.log
          .filter((e) => e.t === 'phase' && e.round === r.round)
          .map((e) => e.t === 'phase' && e.phase);
        const expected = r.round < result.round ? PHASES : PHASES.slice(0, phases.length);
        assert.deepEqual(phases, expected, `round ${r.round}`);
        const first = s.log.find(
          (e) => e.round === r.round && (e.t === 'moved' || e.t === 'teleported' || e.t === 'stayed'),
        );
        assert.ok(
          first && 'seat' in first && first.seat === r.firstPlayer,
          `round ${r.round} starts with the Knife holder`,
        );
      }
      // The game ended once, with a victory.
      assert.equal(events(s, 'gameOver').length, 1);
      assert.equal(s.log.at(-1)!.t, 'gameOver');
      if (result.reason === 'time') assert.equal(result.round, 10);
    });
  }
});

/** Everyone passes the Action Phase of `round` (7 players: no Cleanup claim window). */
function allPass(round: number, knife: number): GameState {
  let s = position({ players: 7, roles: SEVEN, round, knife, phase: { kind: 'action' } });
  while (s.phase.kind === 'action') s = act(s, s.phase.seat, { type: 'pass' });
  return s;
}

describe('ROUND-01 ROUND-02 ROUND-03 the end of a round', () => {
  test('ROUND-03 the Action Phase goes clockwise from the Knife holder', () => {
    const s = allPass(3, 5);
    assert.deepEqual(
      events(s, 'passed').map((e) => e.seat),
      [5, 6, 0, 1, 2, 3, 4],
    );
  });

  test('ROUND-02 without a victory the next round begins, the Knife passing clockwise', () => {
    const s = allPass(9, 6);
    assert.equal(s.result, null);
    const started = s.log.filter((e) => e.t === 'roundStarted').at(-1);
    assert.ok(started?.t === 'roundStarted' && started.round === 10 && started.firstPlayer === 0);
    assert.equal(s.knife, 0);
    assert.equal(s.phase.kind, 'movement');
  });

  test('ROUND-01 the game lasts at most 10 rounds', () => {
    const s = allPass(10, 2);
    assert.deepEqual(s.result, { winner: 'cultists', reason: 'time', round: 10 });
    assert.deepEqual(
      events(s, 'phase').map((e) => e.phase),
      ['cleanup'],
    );
    assert.equal(s.log.filter((e) => e.t === 'roundStarted').length, 1, 'no round 11');
  });
});
