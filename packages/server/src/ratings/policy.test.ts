/** Which finished games are rated, and for whom (policy.ts): the red team's ways to feed a rating. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, type GameFacts, type RatingRules, type SeatFact } from './policy.ts';
import { DEFAULT_RATINGS } from './settings.ts';

const RULES: RatingRules = DEFAULT_RATINGS;
const never = (): number => 0;

/** A public 5-player game the investigators won: seats 0-3 investigators, seat 4 the cultist. */
function game(seats: Partial<SeatFact>[], more: Partial<GameFacts> = {}): GameFacts {
  return {
    gameId: 'g1',
    public: true,
    finished: true,
    winner: 'investigators',
    finishedAt: 1000,
    seats: seats.map((s, seat) => ({
      seat,
      kind: 'human',
      team: seat === 4 ? 'cultists' : 'investigators',
      accounts: [],
      ...s,
    })),
    ...more,
  };
}

const people = (...accounts: (string | null)[]): Partial<SeatFact>[] =>
  accounts.map((a) => ({ accounts: a === null ? [] : [a] }));

describe('ratings: which games count', () => {
  test('a public game played to its end with two accounts rates both, on their own teams', () => {
    const decision = decide(game(people('ada', null, null, null, 'bea')), RULES, never);
    assert.ok(decision.rated);
    assert.deepEqual(
      [...decision.accounts],
      [
        ['ada', 'investigators'],
        ['bea', 'cultists'],
      ],
    );
  });

  test('a private game, an abandoned one and one with no winner are never rated', () => {
    const seats = people('ada', 'bea', null, null, null);
    assert.deepEqual(decide(game(seats, { public: false }), RULES, never), { rated: false, why: 'private' });
    assert.deepEqual(decide(game(seats, { finished: false }), RULES, never), {
      rated: false,
      why: 'unfinished',
    });
    assert.deepEqual(decide(game(seats, { winner: null }), RULES, never), {
      rated: false,
      why: 'unfinished',
    });
  });

  test('bots-only games and games with two bots are unrated; one bot is allowed', () => {
    const bots = [0, 1, 2, 3, 4].map(() => ({ kind: 'bot' }));
    assert.deepEqual(decide(game(bots), RULES, never), { rated: false, why: 'bots' });
    const two = [...people('ada', 'bea', null), { kind: 'bot' }, { kind: 'bot' }];
    assert.deepEqual(decide(game(two), RULES, never), { rated: false, why: 'bots' });
    const one = [...people('ada', 'bea', null, null), { kind: 'bot' }];
    assert.equal(decide(game(one), RULES, never).rated, true);
  });

  test('a stand-in holding a seat at the end counts as a bot, and its account is not rated', () => {
    const seats = [{ accounts: ['ada'], kind: 'standin' }, ...people('bea', 'cy', null), { kind: 'bot' }];
    assert.deepEqual(decide(game(seats), RULES, never), { rated: false, why: 'bots' });
    const alone = [{ accounts: ['ada'], kind: 'standin' }, ...people('bea', 'cy', null, null)];
    const decision = decide(game(alone), RULES, never);
    assert.ok(decision.rated);
    assert.deepEqual([...decision.accounts.keys()], ['bea', 'cy']);
    assert.equal(decision.skipped.get('ada'), 'standin');
  });

  test('the AUTOMA seat is the rules’ own player, not a bot in a person’s place', () => {
    const seats = [...people('ada', 'bea', null, null), { kind: 'automa' }];
    assert.equal(decide(game(seats), RULES, never).rated, true);
  });

  test('one account in two seats never counts twice: it is not rated at all, nor counted among the accounts', () => {
    const seats = people('ada', 'ada', 'bea', null, 'cy');
    const decision = decide(game(seats), RULES, never);
    assert.ok(decision.rated);
    assert.deepEqual([...decision.accounts.keys()], ['bea', 'cy']);
    assert.equal(decision.skipped.get('ada'), 'seats');
    // With only one other account left the game rates nobody.
    assert.deepEqual(decide(game(people('ada', 'ada', 'bea', null, null)), RULES, never), {
      rated: false,
      why: 'accounts',
    });
  });

  test('a seat two accounts claim rates neither of them', () => {
    const seats = [{ accounts: ['ada', 'eve'] }, ...people('bea', 'cy', null, null)];
    const decision = decide(game(seats), RULES, never);
    assert.ok(decision.rated);
    assert.deepEqual([...decision.accounts.keys()], ['bea', 'cy']);
    assert.equal(decision.skipped.get('eve'), 'seats');
  });

  test('one account among guests (who may be its own other tabs) is not rated', () => {
    assert.deepEqual(decide(game(people('ada', null, null, null, null)), RULES, never), {
      rated: false,
      why: 'accounts',
    });
  });

  test('two accounts that had the limit of rated games together lately stop counting; the others still do', () => {
    const farmed = (a: string, b: string): number =>
      [a, b].sort().join() === 'ada,bea' ? RULES.pairGames : RULES.pairGames - 1;
    const decision = decide(game(people('ada', 'bea', 'cy', null, 'dee')), RULES, farmed);
    assert.ok(decision.rated);
    assert.deepEqual([...decision.accounts.keys()], ['cy', 'dee']);
    assert.equal(decision.skipped.get('ada'), 'pair');
    assert.equal(decision.skipped.get('bea'), 'pair');
    assert.deepEqual(decide(game(people('ada', 'bea', null, null, null)), RULES, farmed), {
      rated: false,
      why: 'accounts',
    });
  });
});
