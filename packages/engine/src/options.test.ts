import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  automaAllowed,
  automaRequired,
  claimAllowed,
  deadFromStartPossible,
  DEFAULT_RULESET,
  playsWithAutoma,
  seatCount,
  type GameOptions,
} from './options.ts';
import { checkOptions } from './options-check.ts';
import { createGame } from './setup.ts';
import { isLegal, newGame, position, seedOf } from './testing.ts';
import { legalActions } from './legal.ts';
import { PLAYER_COUNTS } from './types.ts';

const SEED = seedOf(5);

/** The problems createGame reports for these (untrusted) options; fails if it accepts them. */
function problems(options: unknown): { field: string; message: string }[] {
  const created = createGame(options as GameOptions);
  if (created.ok) return assert.fail(`expected ${JSON.stringify(options)} to be refused`);
  return created.problems.map((p) => ({ ...p }));
}

function fields(options: unknown): string[] {
  return problems(options).map((p) => p.field);
}

describe('FIRST-01 FIRST-02 ROLE-SEER-03 the recommended first game is the default role set', () => {
  test('FIRST-01 at 5, 6 and 8 players the Cultists and the Seer, no other role', () => {
    for (const players of [5, 6, 8] as const) {
      const s = newGame({ players });
      assert.deepEqual(s.config.specialRoles, ['seer']);
      const roles = s.seats.map((st) => st.role);
      assert.equal(roles.filter((r) => r === 'seer').length, 1);
      assert.ok(roles.every((r) => ['cultist', 'seer', 'investigator'].includes(r)));
    }
  });

  test('FIRST-02 ROLE-SEER-03 PC-17 at 7 players the 2 Cultists and no other role', () => {
    const s = newGame({ players: 7 });
    assert.deepEqual(s.config.specialRoles, []);
    assert.equal(s.seats.filter((st) => st.role === 'cultist').length, 2);
    assert.equal(s.seats.filter((st) => st.role === 'investigator').length, 5);
  });

  test('ROLE-SEER-03 PC-17 a Seer at 7 players is refused, naming specialRoles', () => {
    const found = problems({ players: 7, seed: SEED, specialRoles: ['seer'] });
    assert.deepEqual(
      found.map((p) => p.field),
      ['specialRoles'],
    );
    assert.match(found[0]!.message, /7 players/);
  });
});

describe('FIRST-03 FIRST-04 a first game, then the full game', () => {
  test('FIRST-03 AMB-54 without Unsafe Passage: no Unsafe deck, no Broken Panes, no Cultist tokens, the Fishman stays home', () => {
    for (const players of PLAYER_COUNTS) {
      const s = newGame({ players, ruleset: { unsafePassage: false } });
      assert.deepEqual(s.unsafeDeck, []);
      assert.equal(s.bag.length, 11);
      assert.ok(!s.bag.includes('brokenPanes'));
      assert.deepEqual(s.cultistTokens, []);
      assert.equal(s.fishman, null);
      // Step 20 is not skipped: the ⚠ room tokens are still dealt (AMB-54).
      assert.ok(s.rooms.some((r) => r?.unsafe === true));
    }
  });

  test('FIRST-03 AMB-54 in a first game Secure a Hallway is never offered', () => {
    const inHallway = (unsafePassage: boolean) =>
      position({
        players: 5,
        ruleset: { unsafePassage },
        roles: ['investigator', 'cultist', 'seer', 'investigator', 'investigator'],
        phase: { kind: 'action', seat: 0 },
        seats: [{ location: 'east-wing' }, {}, {}, {}, {}],
      });
    assert.ok(isLegal(inHallway(true), 0, { type: 'secureHallway', card: 'success' }));
    assert.ok(legalActions(inHallway(false), 0).every((a) => a.type !== 'secureHallway'));
  });

  test('FIRST-04 CPLX once the rules are known, the Unsafe Passage set and the role choice are options', () => {
    // The full game is the default; the first game is one flag away.
    assert.equal(DEFAULT_RULESET.unsafePassage, true);
    const full = newGame({ players: 5 });
    assert.equal(full.bag.length, 12);
    // Roles can be chosen instead of the recommended set, e.g. no Seer at 5 players.
    const noSeer = newGame({ players: 5, specialRoles: [] });
    assert.ok(noSeer.seats.every((st) => st.role !== 'seer'));
    assert.deepEqual(noSeer.config.specialRoles, []);
  });
});

describe('invalid options are refused with problems naming the field', () => {
  test('SETUP-08 PC-11 a player count outside 4-8 (4 only with the AUTOMA)', () => {
    for (const players of [3, 9, 0, 5.5, '5', null]) {
      const found = problems({ players, seed: SEED });
      assert.deepEqual(
        found.map((p) => p.field),
        ['players'],
      );
      assert.match(found[0]!.message, /4 to 8 players/);
    }
    assert.deepEqual(
      problems({ players: 4, seed: SEED, automa: false }).map((p) => p.field),
      ['automa'],
    );
  });

  test('SETUP-05 a seed that is not 64 lowercase hex digits', () => {
    for (const seed of ['', 'abc', 'AB'.repeat(32), SEED + '0', 42, undefined]) {
      assert.deepEqual(fields({ players: 5, seed }), ['seed']);
    }
  });

  test('an unknown ruleset flag or a value that flag does not take', () => {
    const found = problems({
      players: 5,
      seed: SEED,
      ruleset: { unsafePasage: false, deckEdition: 'third' },
    });
    assert.deepEqual(
      found.map((p) => p.field),
      ['ruleset.unsafePasage', 'ruleset.deckEdition'],
    );
    assert.match(found[0]!.message, /no ruleset flag 'unsafePasage'/);
    assert.match(found[1]!.message, /"second", "first"/);
  });

  test('SETUP-25 ROLE-GEN-01 AMB-42 each special role at most once; plain Investigator and Cultist are not special roles', () => {
    assert.deepEqual(fields({ players: 8, seed: SEED, specialRoles: ['seer', 'seer'] }), ['specialRoles']);
    assert.deepEqual(fields({ players: 5, seed: SEED, specialRoles: ['cultist'] }), ['specialRoles']);
    assert.deepEqual(fields({ players: 5, seed: SEED, specialRoles: ['investigator'] }), ['specialRoles']);
    assert.deepEqual(fields({ players: 5, seed: SEED, specialRoles: ['wizard'] }), ['specialRoles']);
    assert.deepEqual(fields({ players: 5, seed: SEED, specialRoles: 'seer' }), ['specialRoles']);
  });

  test('START-01 AMB-64 a first player that is not a seat', () => {
    for (const firstPlayer of [-1, 5, 1.5, '0']) {
      assert.deepEqual(fields({ players: 5, seed: SEED, firstPlayer }), ['firstPlayer']);
    }
    assert.equal(newGame({ players: 5, firstPlayer: 4 }).knife, 4);
  });

  test('every problem is reported at once, and checkOptions agrees with createGame', () => {
    const bad = { players: 3, seed: 'x', ruleset: { nope: true } };
    assert.deepEqual(fields(bad), ['players', 'seed', 'ruleset.nope']);
    assert.ok('problems' in checkOptions(bad as unknown as GameOptions));
  });

  test('an unknown option is refused rather than silently ignored', () => {
    assert.deepEqual(fields({ players: 5, seed: SEED, firstplayer: 2 }), ['firstplayer']);
  });

  test('the ruleset and the deal must be objects', () => {
    assert.deepEqual(fields({ players: 5, seed: SEED, ruleset: 'first' }), ['ruleset']);
    assert.deepEqual(fields({ players: 5, seed: SEED, deal: [] }), ['deal']);
  });
});

describe('AUTOMA-01 NIGHT-03 PC-03 PC-11 table facts from the options and the configuration', () => {
  test('AUTOMA-01 NIGHT-03 the AUTOMA: always at 4 humans, at 6 when asked, never otherwise; it adds a seat', () => {
    assert.deepEqual([4, 5, 6, 7, 8].filter(automaRequired), [4]);
    assert.deepEqual([4, 5, 6, 7, 8].filter(automaAllowed), [4, 6]);
    for (const players of [4, 6] as const) {
      for (const automa of [undefined, true, ...(players === 4 ? [] : [false])]) {
        const s = newGame({ players, ...(automa === undefined ? {} : { automa }) });
        assert.equal(playsWithAutoma(players, automa), s.config.automa !== null, `${players} ${automa}`);
        assert.equal(seatCount(players, automa), s.seats.length, `${players} ${automa}`);
      }
    }
    for (const players of [5, 7, 8] as const) {
      assert.equal(playsWithAutoma(players), false);
      assert.equal(seatCount(players), newGame({ players }).seats.length);
    }
  });

  test('PC-11 CLEAN-01 claimAllowed: one Cultist (4-6 players), who may claim in the Cleanup', () => {
    const cases: [GameOptions['players'], boolean | undefined, boolean][] = [
      [4, undefined, true],
      [5, undefined, true],
      [6, undefined, true],
      [6, true, false],
      [7, undefined, false],
      [8, undefined, false],
    ];
    for (const [players, automa, claim] of cases) {
      const s = newGame({ players, ...(automa ? { automa } : {}) });
      assert.equal(claimAllowed(s.config), claim, `${players}${automa ? ' + AUTOMA' : ''}`);
    }
  });

  test('PC-03 NIGHT-06 NIGHT-11 deadFromStartPossible: a Pulse card is dealt at the Night except at 7 seats', () => {
    for (const players of [4, 5, 6, 7, 8] as const) {
      const s = newGame({ players });
      const dealt = s.seats.every((st) => st.pulse.length === 1);
      assert.equal(deadFromStartPossible(s.config), dealt, `${players}`);
      assert.equal(deadFromStartPossible(s.config), s.config.players !== 7);
    }
    assert.equal(deadFromStartPossible(newGame({ players: 6, automa: true }).config), false);
  });
});
