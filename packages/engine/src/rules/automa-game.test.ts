import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cardsAccountedFor, setupCardTotals } from '../cards.ts';
import { legalActions } from '../legal.ts';
import type { GameOptions } from '../options.ts';
import type { GameState } from '../state.ts';
import { seedOf } from '../testing.ts';
import { playRandomGame } from '../../test/random-play.ts';

const AUTOMA_ACTIONS = ['cultistFought', 'roomFilled', 'roomChecked', 'hallwaySecured', 'passed'];
const AUTOMA_MOVES = ['moved', 'teleported', 'stayed'];

/** Plays `games` games with random legal actions for the humans; the rules play the AUTOMA. */
function playAll(options: Omit<GameOptions, 'seed'>, games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const { state } = playRandomGame({ ...options, seed: seedOf(4_000 + g) }, 4_100 + g, (s, step) => {
      const automa = s.config.automa!;
      assert.notEqual(step.seat, automa, 'the AUTOMA is never asked to decide');
      assert.deepEqual(legalActions(s, automa), []);
      assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config));
    });
    assert.ok(state.result, 'the game ends with a winner');
    out.push(state);
  }
  return out;
}

/** In every completed round the AUTOMA took its Movement turn and exactly one action. */
function automaPlayedEachRound(s: GameState): void {
  const automa = s.config.automa!;
  for (let round = 1; round < s.round; round++) {
    const mine = s.log.filter((e) => e.round === round && (e as { seat?: number }).seat === automa);
    assert.ok(
      mine.some((e) => AUTOMA_MOVES.includes(e.t)),
      `round ${round}: the AUTOMA moved`,
    );
    assert.equal(mine.filter((e) => AUTOMA_ACTIONS.includes(e.t)).length, 1, `round ${round}: one action`);
  }
}

describe('NIGHT-03 AUTOMA-01 games with the AUTOMA run to the end', () => {
  test('NIGHT-03 a 4-player game from createGame({ players: 4 }) ends, the AUTOMA playing itself every round', () => {
    const games = playAll({ players: 4 }, 12);
    for (const s of games) automaPlayedEachRound(s);
    assert.ok(
      games.some((s) => s.round >= 5),
      'some games last several rounds',
    );
  });

  test('AUTOMA-01 AUTOMA-02 a 6 + AUTOMA game ends, the AUTOMA playing itself every round', () => {
    for (const s of playAll({ players: 6, automa: true }, 6)) automaPlayedEachRound(s);
  });
});
