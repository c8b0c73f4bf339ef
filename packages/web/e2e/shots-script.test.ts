// The screenshot suite's fixed game (shots-script.ts) through the engine alone, in a blink: it brings every
// moment shots.test.ts photographs, and takes the same course whichever seat acts first in a simultaneous
// step (the server receives them in any order). A rule change that breaks the script fails here, by name,
// rather than as a browser test's time-out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  createGame,
  legalActions,
  viewFor,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import { scripted, SHOTS_PLAYERS, SHOTS_SEED, type Plan } from './shots-script.ts';

const PLAN: Plan = { target: 4 };

/** Plays the fixed game to its end, the seats asked in `order` each time; returns every view seen. */
function play(order: readonly number[]): { views: PlayerView[]; end: GameState } {
  // The options the landing page sends for 5 players by default (shots.test.ts creates the game there).
  const created = createGame({ players: SHOTS_PLAYERS, roleSet: 'first', seed: SHOTS_SEED });
  assert.ok('state' in created, JSON.stringify(created));
  let state = created.state;
  const views: PlayerView[] = [];
  for (let actions = 0; state.phase.kind !== 'over'; actions++) {
    assert.ok(actions < 500, `the fixed game does not end (phase ${state.phase.kind})`);
    const seat = order.find((s) => legalActions(state, s).length > 0);
    assert.ok(seat !== undefined, `nobody can act (phase ${state.phase.kind})`);
    const view = viewFor(state, seat);
    views.push(view);
    const action = scripted(PLAN, view);
    assert.ok(action, `no action for seat ${seat}`);
    const result = apply(state, seat, action);
    if (!result.ok)
      assert.fail(`seat ${seat}: ${JSON.stringify(action)} refused: ${result.rejection.message}`);
    state = result.state;
  }
  return { views, end: state };
}

describe('the screenshot suite’s fixed game (issue 26)', () => {
  test('brings the host’s and the guest’s Movement, an Encounter, the ballot reveal, a Ghost and the end', () => {
    const { views, end } = play([0, 1, 2, 3, 4]);
    const moving = (seat: number) =>
      views.some((v) => v.viewer === seat && v.legal.some((a) => a.type === 'step'));
    assert.ok(moving(0), 'the host (seat 0) moves');
    assert.ok(moving(1), 'the guest (seat 1) moves');
    assert.ok(
      views.some((v) => v.phase.kind === 'encounter'),
      'an Encounter',
    );
    assert.ok(
      views.some((v) => v.phase.kind === 'vote' && v.phase.stage === 'knife'),
      'the ballots revealed, the Knife holder to decide',
    );
    assert.equal(end.seats[PLAN.target]!.alive, false, 'the target is a Ghost');
    assert.notEqual(end.seats[PLAN.target]!.role, 'cultist', 'an Investigator voted out: the game goes on');
    assert.equal(end.phase.kind, 'over');
  });

  test('takes the same course whichever seat acts first in a simultaneous step', () => {
    const forwards = play([0, 1, 2, 3, 4]).end;
    const backwards = play([4, 3, 2, 1, 0]).end;
    assert.deepEqual(backwards.log, forwards.log);
    assert.deepEqual(backwards.seats, forwards.seats);
  });
});
