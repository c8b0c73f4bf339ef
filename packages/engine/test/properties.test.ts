import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ACTION_TYPES,
  apply,
  cardsAccountedFor,
  createRng,
  logFor,
  randomInt,
  replay,
  setupCardTotals,
  viewFor,
  type GameState,
  type Viewer,
} from '../src/index.ts';
import { applyInPlace } from '../src/apply.ts';
import { actionFields, sameAction } from '../src/actions.ts';
import { seedOf } from '../src/testing.ts';
import { hide } from './hidden.ts';
import { PLAYER_COUNTS, playRandomGame, randomOptions } from './random-play.ts';

const GAMES_PER_COUNT = Number(process.env.PROPERTY_GAMES ?? 500);

/** A random, often malformed or illegal, action. */
function randomAction(s: GameState, n: number): unknown {
  const rng = createRng(seedOf(n));
  const type = ACTION_TYPES[randomInt(rng, ACTION_TYPES.length)]!;
  const small = (): number => randomInt(rng, s.seats.length + 3) - 1;
  const choices: Record<string, unknown> = {
    to: small(),
    target: randomInt(rng, 5) === 0 ? null : small(),
    partner: small(),
    room: randomInt(rng, 14) - 1,
    card: ['alive', 'dead', 'success', 'failure', 'sabotage', 'joker'][randomInt(rng, 6)],
    accept: randomInt(rng, 2) === 1,
    reveal: randomInt(rng, 3) === 0 ? 'yes' : randomInt(rng, 2) === 1,
  };
  const action: Record<string, unknown> = { type };
  // The fields from the engine's one action table: a new field is fuzzed without being listed here.
  for (const f of Object.keys(actionFields(type))) action[f] = choices[f];
  if (randomInt(rng, 25) === 0) action.extra = 1;
  return action;
}

/** For every viewer, hiding what it may not know changes neither its view nor its log. Returns the viewers checked. */
function assertIndistinguishable(s: GameState, salt: number): number {
  const viewers: Viewer[] = ['spectator', ...s.seats.map((_, seat) => seat)];
  for (const viewer of viewers) {
    const other = hide(s, viewer, salt);
    assert.deepEqual(
      viewFor(other, viewer),
      viewFor(s, viewer),
      `view of ${String(viewer)} in ${s.phase.kind}`,
    );
    assert.deepEqual(logFor(other, viewer), logFor(s, viewer));
  }
  return viewers.length;
}

describe('random complete games, 5 to 8 players', () => {
  for (const players of PLAYER_COUNTS) {
    test(`${players} players: every game ends by round 10 with a winner, cards are conserved, legal actions are accepted and illegal ones rejected unchanged`, () => {
      const totals = new Map<string, number>();
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const options = { players, seed: seedOf(players * 100_000 + g) };
        const { state } = playRandomGame(options, g, (s, step, i) => {
          const expected = setupCardTotals(s.config);
          assert.deepEqual(cardsAccountedFor(s), expected, `cards before step ${i}`);
          if (i % 7 === 0) {
            // A random action is accepted exactly when it is one of the legal ones.
            const candidate = randomAction(s, g * 1000 + i);
            const before = JSON.stringify(s);
            const result = apply(s, step.seat, candidate);
            assert.equal(
              result.ok,
              step.legal.some((a) => sameAction(a, candidate)),
              JSON.stringify(candidate),
            );
            if (!result.ok) assert.match(result.rejection.code, /^[a-z]+\/[a-z-]+$/);
            assert.equal(JSON.stringify(s), before, 'apply must not change its input');
          }
          if (i % 11 === 0) {
            for (const legal of step.legal)
              assert.ok(apply(s, step.seat, legal).ok, `legal ${JSON.stringify(legal)} refused`);
          }
        });
        assert.ok(state.result, 'the game has a result');
        assert.ok(state.round <= 10);
        assert.ok(['investigators', 'cultists'].includes(state.result.winner));
        const key = `${state.result.winner}/${state.result.reason}`;
        totals.set(key, (totals.get(key) ?? 0) + 1);
      }
      assert.ok(totals.size >= 2, 'random play reaches several kinds of ending');
    });
  }
});

describe('random complete games on the Mountains of Chaos maps, 5 to 8 players', () => {
  for (const players of PLAYER_COUNTS) {
    test(`MOC-COMP-01 MOC-MOVE-01 MOC-DOOR-01 MOC-ELEV-04 ${players} players: games end, cards are conserved, exactly the legal actions are accepted, replay equals play, views hide nothing new`, () => {
      for (let g = 0; g < Math.ceil(GAMES_PER_COUNT / 5); g++) {
        const options = { players, seed: seedOf(players * 300_000 + g), board: 'mountains' };
        const { state, steps } = playRandomGame(options, g, (s, step, i) => {
          assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config), `cards before step ${i}`);
          if (i % 5 === 0) {
            const candidate = randomAction(s, g * 1000 + i);
            const before = JSON.stringify(s);
            const result = apply(s, step.seat, candidate);
            assert.equal(JSON.stringify(s), before, 'apply must not change its input');
            assert.equal(
              result.ok,
              step.legal.some((a) => sameAction(a, candidate)),
              JSON.stringify(candidate),
            );
          }
          if (i % 9 === 0) {
            for (const legal of step.legal)
              assert.ok(apply(s, step.seat, legal).ok, `legal ${JSON.stringify(legal)} refused`);
          }
          if (g < 3 && i % 13 === 0) assertIndistinguishable(s, i);
        });
        assert.ok(state.result);
        assert.ok(state.round <= 10);
        const replayed = replay({ options, actions: steps.map(({ seat, action }) => ({ seat, action })) });
        assert.ok(replayed.ok, JSON.stringify(replayed).slice(0, 400));
        assert.deepEqual(replayed.state, state);
      }
    });
  }
});

describe('random role sets and the AUTOMA, 4 to 8 players', () => {
  test('every game ends with a winner, cards are conserved, the AUTOMA never waits for input, replay equals live play', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES_PER_COUNT * 2; g++) {
      const options = randomOptions(g);
      const { state, steps } = playRandomGame(options, 40_000 + g, (s, step) => {
        assert.deepEqual(cardsAccountedFor(s), setupCardTotals(s.config));
        assert.notEqual(step.seat, s.config.automa, 'the AUTOMA is never asked to decide');
      });
      assert.ok(state.result);
      assert.ok(state.round <= 10);
      if (g % 10 === 0) {
        const replayed = replay({ options, actions: steps.map(({ seat, action }) => ({ seat, action })) });
        assert.ok(replayed.ok);
        assert.deepEqual(replayed.state, state);
      }
      seen.add(`${state.config.players}${state.config.automa === null ? '' : '+automa'}`);
      for (const role of state.config.specialRoles) seen.add(role);
      if (state.log.some((e) => e.t === 'lifelineRevealed')) seen.add('lifelines');
      if (state.log.some((e) => e.t === 'professionEarned')) seen.add('professions');
      if (state.config.board.id === 'mountains') seen.add(`mountains ${state.config.players}`);
      if (state.log.some((e) => e.t === 'elevatorMoved' && e.by !== null)) seen.add('elevator');
    }
    for (const expected of [
      '5+automa',
      '7+automa',
      '5',
      '6',
      '7',
      '8',
      'firestarter',
      'assassin',
      'radiantBeauty',
      'infected',
      'superGhost',
      'mechanic',
      'greenhorn',
      'butterfingers',
      'crybaby',
      'seer',
      'lifelines',
      'professions',
      'mountains 5',
      'mountains 6',
      'mountains 7',
      'mountains 8',
      'elevator',
    ]) {
      assert.ok(seen.has(expected), `random options reach ${expected}`);
    }
  });

  test('indistinguishability holds for every role and with the AUTOMA', () => {
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      playRandomGame(randomOptions(10_000 + g), g, (s, _step, i) => {
        if (i % 7 === g % 7) checked += assertIndistinguishable(s, i * 13 + g);
      });
    }
    assert.ok(checked > 500);
  });
});

describe('replay and serialisation', () => {
  test('replay of setup + seed + actions equals live play, and a JSON copy plays on identically', () => {
    for (const players of PLAYER_COUNTS) {
      for (let g = 0; g < 40; g++) {
        const options = { players, seed: seedOf(7_000 + players * 50 + g) };
        const copy: { state: GameState | null; from: number } = { state: null, from: 0 };
        const { state, steps } = playRandomGame(options, 5_000 + g, (s, _step, i) => {
          if (i === 37 + g) {
            copy.state = JSON.parse(JSON.stringify(s)) as GameState;
            copy.from = i;
          }
        });
        const replayed = replay({ options, actions: steps.map(({ seat, action }) => ({ seat, action })) });
        assert.ok(replayed.ok);
        assert.deepEqual(replayed.state, state);
        if (copy.state) {
          const c = copy.state;
          for (const { seat, action } of steps.slice(copy.from)) applyInPlace(c, seat, action);
          assert.deepEqual(JSON.parse(JSON.stringify(c)), JSON.parse(JSON.stringify(state)));
        }
      }
    }
  });

  test('a state contains nothing JSON cannot carry', () => {
    const { state } = playRandomGame({ players: 8, seed: seedOf(3) }, 3);
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
  });
});

describe('hidden information (INFO-01, INFO-02)', () => {
  test('indistinguishability: states differing only in what a seat may not know give that seat the same view and log', () => {
    let checked = 0;
    for (const players of PLAYER_COUNTS) {
      for (let g = 0; g < 30; g++) {
        playRandomGame({ players, seed: seedOf(9_000 + players * 100 + g) }, g, (s, _step, i) => {
          if (i % 5 === g % 5) checked += assertIndistinguishable(s, i * 31 + g);
        });
      }
    }
    assert.ok(checked > 1000);
  });

  test('no view or log carries the seed, the random stream or the secret kill bookkeeping', () => {
    for (const players of PLAYER_COUNTS) {
      const seed = seedOf(424242 + players);
      const { state } = playRandomGame({ players, seed }, 1, (s, _step, i) => {
        if (i % 9 !== 0) return;
        for (const viewer of ['spectator', ...s.seats.map((_, seat) => seat)] as Viewer[]) {
          const text = JSON.stringify(viewFor(s, viewer)) + JSON.stringify(logFor(s, viewer));
          assert.ok(!text.includes(seed.slice(0, 16)), 'seed');
          for (const word of ['"rng"', '"key"', '"killTargetRound"', '"deathRound"', '"seed"'])
            assert.ok(!text.includes(word), word);
        }
      });
      const final = JSON.stringify(viewFor(state, 0));
      assert.ok(!final.includes('"rng"') && !final.includes(seed.slice(0, 16)));
    }
  });
});
