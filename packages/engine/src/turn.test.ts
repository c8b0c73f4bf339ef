import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyInPlace } from './apply.ts';
import { actors, legalActions } from './legal.ts';
import type { GameOptions } from './options.ts';
import { createRng, randomInt } from './rng/random.ts';
import type { GameState } from './state.ts';
import { EVERY_TABLE, newGame, seedOf } from './testing.ts';
import { turnOf, turnSeat } from './turn.ts';
import type { Viewer } from './types.ts';
import { viewsFor } from './view.ts';

/** Every state of a game played with random legal actions (a sole Cultist never claims). */
function* randomStates(options: Pick<GameOptions, 'players' | 'automa'>, n: number): Generator<GameState> {
  const s = newGame({ ...options, seed: seedOf(n), roleSet: 'recommended' });
  const rng = createRng(seedOf(500 + n));
  for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
    yield s;
    const seats = actors(s);
    const seat = seats[randomInt(rng, seats.length)]!;
    const legal = legalActions(s, seat).filter((a) => a.type !== 'claimVictory');
    applyInPlace(s, seat, legal[randomInt(rng, legal.length)]!);
  }
  yield s;
}

describe('MOVE-01 ACTPH-01 ENC-02 VOTE-06 whose turn it is', () => {
  for (const options of EVERY_TABLE) {
    const name = `${options.players} players${options.automa ? ' and the AUTOMA' : ''}`;
    test(`MOVE-01 ACTPH-01 ENC-02 VOTE-06 ${name}: every view names the one seat waited for, the engine's only actor`, () => {
      const kinds = new Set<string>();
      for (const n of [1, 2]) {
        for (const s of randomStates(options, n)) {
          const turn = turnSeat(s);
          const viewers: Viewer[] = [...s.seats.map((_, i) => i), 'spectator'];
          for (const view of viewsFor(s, viewers)) assert.equal(turnOf(view), turn, 'the same for everyone');
          const waiting = actors(s);
          if (turn !== null) {
            assert.deepEqual(waiting, [turn], `${s.phase.kind}: the seat named is the only one deciding`);
            kinds.add(s.phase.kind + ('stage' in s.phase ? `:${s.phase.stage}` : ''));
          } else if (s.phase.kind === 'encounter') {
            assert.ok(
              !s.phase.recipients.includes(null),
              'null in an Encounter only once the cards are chosen',
            );
          }
        }
      }
      assert.ok(kinds.has('movement') && kinds.has('action'), `turns seen: ${[...kinds].join(', ')}`);
    });
  }

  test('INFO-04 simultaneous steps name nobody: the night, ballots, Encounter cards, the Cleanup', () => {
    const s = newGame({ players: 5, seed: seedOf(3) });
    assert.equal(s.phase.kind, 'night');
    assert.equal(turnSeat(s), null);
    const seen = new Set<string>();
    for (const state of randomStates({ players: 5 }, 3)) {
      const p = state.phase;
      const simultaneous =
        p.kind === 'night' ||
        p.kind === 'cleanup' ||
        p.kind === 'seerGuess' ||
        (p.kind === 'vote' && p.stage !== 'knife') ||
        (p.kind === 'encounter' && !p.recipients.includes(null));
      if (!simultaneous) continue;
      seen.add(p.kind);
      assert.equal(turnSeat(state), null, p.kind);
    }
    assert.ok(seen.has('cleanup') && seen.has('encounter'), [...seen].join(', '));
  });
});
