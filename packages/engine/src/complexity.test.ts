import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkOptions } from './options-check.ts';
import { expertRoleSets, loyaltyProblems, type GameOptions } from './options.ts';
import { createGame } from './setup.ts';
import { viewFor } from './view.ts';
import { EVERY_TABLE, newGame, seedOf } from './testing.ts';
import {
  firstGameRoles,
  MAX_TEAM_LOYALTY,
  RECOMMENDED_DIFFICULTY,
  RECOMMENDED_ROLES,
  RECOMMENDED_ROLES_FOUR_WITH_AUTOMA,
} from './content/complexity.ts';
import { ROLE_INFO, SPECIAL_ROLES } from './content/roles.ts';
import { PLAYER_COUNTS, type PlayerCount, type Role } from './types.ts';

/**
 * The Loyalty column of the rulebook's Role table, signed: positive helps the Cultists, negative the
 * Investigators. The Seer is not printed; 0 is AMB-42's value. Kept apart from `ROLE_INFO` so the
 * engine's data is checked against the book, not against itself.
 */
const PRINTED_LOYALTY: Readonly<Record<string, number>> = {
  seer: 0,
  radiantBeauty: -1,
  infected: -1,
  superGhost: -1,
  mechanic: -3,
  greenhorn: 1,
  butterfingers: 1,
  crybaby: 1,
  firestarter: 2,
  assassin: 0,
};
/** CPLX-03, signed the same way. */
const DIFFICULTY: Readonly<Record<PlayerCount, number>> = { 5: 1, 6: 1, 7: 3, 8: -1 };
const CULTISTS: Readonly<Record<PlayerCount, number>> = { 5: 1, 6: 1, 7: 2, 8: 2 };
const HANDICAPS: Role[] = ['greenhorn', 'butterfingers', 'crybaby'];

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const net = (roles: readonly Role[]): number => sum(roles.map((r) => PRINTED_LOYALTY[r]!));
const perTeam = (roles: readonly Role[]) => ({
  investigators: -sum(roles.map((r) => Math.min(0, PRINTED_LOYALTY[r]!))),
  cultists: sum(roles.map((r) => Math.max(0, PRINTED_LOYALTY[r]!))),
});
/** CPLX-02 read straight from the book. */
const meetsGuidelines = (roles: readonly Role[], count: PlayerCount): boolean => {
  const t = perTeam(roles);
  return t.investigators <= 5 && t.cultists <= 5 && net(roles) === DIFFICULTY[count];
};

const sorted = (roles: readonly Role[]): Role[] => [...roles].sort();

function created(options: Omit<GameOptions, 'seed'> & { seed?: string }) {
  return createGame({ seed: seedOf(7), ...options });
}

function refusal(options: Omit<GameOptions, 'seed'>): string[] {
  const r = created(options);
  if (r.ok) return assert.fail(`expected ${JSON.stringify(options)} to be refused`);
  assert.ok(
    r.problems.every((p) => p.field === 'specialRoles'),
    JSON.stringify(r.problems),
  );
  return r.problems.map((p) => p.message);
}

/** The roles dealt at the table: the Cultists, the special roles in play, plain Investigators for the rest. */
function assertDealt(roles: readonly Role[], count: PlayerCount, special: readonly Role[]): void {
  assert.equal(roles.length, count);
  assert.equal(roles.filter((r) => r === 'cultist').length, CULTISTS[count]);
  assert.deepEqual(sorted(roles.filter((r) => ROLE_INFO[r].special)), sorted(special));
  assert.equal(roles.filter((r) => r === 'investigator').length, count - CULTISTS[count] - special.length);
}

describe('CPLX-01 the recommended role sets "for experienced Assassins"', () => {
  const EXPECTED: Record<PlayerCount, { fixed: Role[]; oneOf: Role[] }> = {
    5: { fixed: ['seer'], oneOf: HANDICAPS },
    6: { fixed: ['seer', 'firestarter'], oneOf: ['radiantBeauty', 'infected', 'superGhost'] },
    7: { fixed: ['firestarter', 'assassin'], oneOf: HANDICAPS },
    8: { fixed: ['seer', 'mechanic', 'firestarter', 'assassin'], oneOf: [] },
  };

  test('CPLX-01 the sets per player count, as the rulebook lists them', () => {
    for (const count of PLAYER_COUNTS) {
      assert.deepEqual(sorted(RECOMMENDED_ROLES[count].fixed), sorted(EXPECTED[count].fixed), `${count}`);
      assert.deepEqual(sorted(RECOMMENDED_ROLES[count].oneOf), sorted(EXPECTED[count].oneOf), `${count}`);
    }
  });

  test('CPLX-01 roleSet recommended deals the fixed roles plus one drawn option, public in config.specialRoles', () => {
    for (const count of PLAYER_COUNTS) {
      for (let n = 1; n <= 10; n++) {
        const s = newGame({ players: count, roleSet: 'recommended', seed: seedOf(n) });
        const { fixed, oneOf } = EXPECTED[count];
        const special = s.config.specialRoles;
        const extra = special.filter((r) => !fixed.includes(r));
        assert.deepEqual(sorted(special.filter((r) => fixed.includes(r))), sorted(fixed));
        assert.equal(extra.length, oneOf.length > 0 ? 1 : 0, `${count} players: ${special.join(',')}`);
        assert.ok(extra.every((r) => oneOf.includes(r)));
        assertDealt(
          s.seats.map((st) => st.role),
          count,
          special,
        );
        // Public: every seat and spectators see which roles are in play.
        assert.deepEqual(viewFor(s, 'spectator').config.specialRoles, special);
        assert.deepEqual(viewFor(s, 0).config.specialRoles, special);
      }
    }
  });

  test('CPLX-01 the random pick comes from the seed: reproducible, and every option is reached over seeds', () => {
    for (const count of [5, 6, 7] as const) {
      const seen = new Set<Role>();
      for (let n = 1; n <= 60; n++) {
        const options = { players: count, roleSet: 'recommended', seed: seedOf(n) } as const;
        const a = newGame(options);
        const b = newGame(options);
        assert.deepEqual(a.config.specialRoles, b.config.specialRoles);
        assert.deepEqual(
          a.seats.map((st) => st.role),
          b.seats.map((st) => st.role),
        );
        for (const r of a.config.specialRoles) if (EXPECTED[count].oneOf.includes(r)) seen.add(r);
      }
      assert.deepEqual(sorted([...seen]), sorted(EXPECTED[count].oneOf), `${count} players`);
    }
  });

  test('CPLX-01 the recommended set fixes the roles: specialRoles beside it is refused', () => {
    const messages = refusal({ players: 5, roleSet: 'recommended', specialRoles: ['greenhorn'] });
    assert.match(messages[0]!, /recommended role set fixes the roles/);
  });
});

describe('CPLX-03 AMB-42 the recommended Difficulty and the Loyalty values', () => {
  test('CPLX-03 the Difficulty per count: +1, +1, +3 for the Cultists, +1 for the Investigators', () => {
    for (const count of PLAYER_COUNTS) {
      const d = RECOMMENDED_DIFFICULTY[count];
      assert.equal(d.team === 'cultists' ? d.loyalty : -d.loyalty, DIFFICULTY[count], `${count}`);
    }
    assert.equal(MAX_TEAM_LOYALTY, 5);
  });

  test('CPLX-02 AMB-42 the engine uses the printed Loyalty per role, the Seer counting 0', () => {
    assert.deepEqual(sorted(SPECIAL_ROLES), sorted(Object.keys(PRINTED_LOYALTY) as Role[]));
    for (const role of SPECIAL_ROLES) {
      const { supports, loyalty } = ROLE_INFO[role];
      const printed = PRINTED_LOYALTY[role]!;
      assert.equal(loyalty, Math.abs(printed), role);
      if (printed !== 0) assert.equal(supports, printed > 0 ? 'cultists' : 'investigators', role);
    }
  });

  test('CPLX-03 every recommended set, whichever option is drawn, meets both loyalty guidelines', () => {
    for (const count of PLAYER_COUNTS) {
      const { fixed, oneOf } = RECOMMENDED_ROLES[count];
      for (const pick of oneOf.length > 0 ? oneOf.map((r) => [r]) : [[]]) {
        const set = [...fixed, ...pick];
        assert.ok(meetsGuidelines(set, count), `${count}: ${set.join(',')}`);
        assert.deepEqual(loyaltyProblems(set, count), [], `${count}: ${set.join(',')}`);
      }
    }
  });

  test('AMB-42 CPLX-03 0 is the only Seer Loyalty that fits all four recommended sets', () => {
    const fits = (seer: number): boolean =>
      PLAYER_COUNTS.every((count) => {
        const { fixed, oneOf } = RECOMMENDED_ROLES[count];
        return (oneOf.length > 0 ? oneOf : [null]).every((pick) => {
          const set = pick ? [...fixed, pick] : fixed;
          return sum(set.map((r) => (r === 'seer' ? seer : PRINTED_LOYALTY[r]!))) === DIFFICULTY[count];
        });
      });
    assert.deepEqual([-3, -2, -1, 0, 1, 2, 3].filter(fits), [0]);
  });

  test('AMB-42 AUTOMA-03 4 players with the AUTOMA: no Seer; the Firestarter and one of Greenhorn/Butterfingers/Crybaby (+3 Cultist, calibrated)', () => {
    assert.deepEqual(RECOMMENDED_ROLES_FOUR_WITH_AUTOMA.fixed, ['firestarter']);
    assert.deepEqual(sorted(RECOMMENDED_ROLES_FOUR_WITH_AUTOMA.oneOf), sorted(HANDICAPS));
    // Our set leans further to the Cultists than the 5-player Difficulty (+1): the guideline says so.
    for (const pick of HANDICAPS)
      assert.ok(loyaltyProblems(['firestarter', pick], 5).some((p) => p.includes('+3 for the Cultists')));
    const checked = checkOptions({ players: 4, roleSet: 'recommended', seed: seedOf(1) });
    assert.ok('options' in checked);
    assert.deepEqual(checked.options.roles, RECOMMENDED_ROLES_FOUR_WITH_AUTOMA);
    const seen = new Set<Role>();
    for (let n = 1; n <= 30; n++) {
      const s = newGame({ players: 4, roleSet: 'recommended', seed: seedOf(n) });
      assert.equal(s.config.specialRoles.length, 2);
      assert.equal(s.config.specialRoles.filter((r) => r === 'firestarter').length, 1);
      seen.add(s.config.specialRoles.find((r) => r !== 'firestarter')!);
    }
    assert.deepEqual(sorted([...seen]), sorted(HANDICAPS));
    // 6 humans with the AUTOMA play the 7-player setup and its recommended set.
    const six = checkOptions({ players: 6, automa: true, roleSet: 'recommended', seed: seedOf(1) });
    assert.ok('options' in six);
    assert.deepEqual(six.options.roles, RECOMMENDED_ROLES[7]);
  });
});

describe('FIRST-01 FIRST-02 AMB-42 the first-game role set', () => {
  test('FIRST-01 FIRST-02 roleSet first: the Seer at 5, 6 and 8 players, nothing at 7', () => {
    for (const count of PLAYER_COUNTS) {
      const s = newGame({ players: count, roleSet: 'first' });
      const want: Role[] = count === 7 ? [] : ['seer'];
      assert.deepEqual(s.config.specialRoles, want);
      assertDealt(
        s.seats.map((st) => st.role),
        count,
        want,
      );
      assert.deepEqual(firstGameRoles(count, false), want);
    }
  });

  test('FIRST-01 AUTOMA-03 with the AUTOMA the first game has no Seer at 4 players, and none at 6 + AUTOMA (FIRST-02)', () => {
    assert.deepEqual(newGame({ players: 4, roleSet: 'first' }).config.specialRoles, []);
    assert.deepEqual(newGame({ players: 6, automa: true, roleSet: 'first' }).config.specialRoles, []);
  });

  test('FIRST-01 the first-game set fixes the roles: specialRoles beside it is refused', () => {
    const messages = refusal({ players: 5, roleSet: 'first', specialRoles: ['seer'] });
    assert.match(messages[0]!, /first-game role set fixes the roles/);
  });
});

describe('CPLX-02 expert role sets follow the two loyalty guidelines', () => {
  test('CPLX-02 sets whose total equals the Difficulty, at most 5 per team, are accepted and dealt', () => {
    const accepted: [PlayerCount, Role[]][] = [
      [5, ['greenhorn']],
      [5, ['seer', 'crybaby']],
      [5, ['radiantBeauty', 'firestarter']],
      [6, ['superGhost', 'infected', 'greenhorn', 'firestarter']],
      [7, ['firestarter', 'butterfingers']],
      [7, ['assassin', 'greenhorn', 'butterfingers', 'crybaby']],
      [8, ['mechanic', 'firestarter']],
      [8, ['seer', 'assassin', 'infected']],
    ];
    for (const [count, special] of accepted) {
      const r = created({ players: count, roleSet: 'expert', specialRoles: special });
      assert.ok(r.ok, `${count}: ${special.join(',')}: ${r.ok ? '' : JSON.stringify(r.problems)}`);
      assert.deepEqual(r.state.config.specialRoles, special);
      assertDealt(
        r.state.seats.map((st) => st.role),
        count,
        special,
      );
    }
  });

  test('CPLX-02 a total that misses the Difficulty is refused, naming the guideline and the numbers', () => {
    assert.deepEqual(refusal({ players: 5, roleSet: 'expert', specialRoles: ['seer'] }), [
      'Total loyalty is 0, but 5 seats need +1 for the Cultists.',
    ]);
    assert.deepEqual(refusal({ players: 6, roleSet: 'expert', specialRoles: ['mechanic'] }), [
      'Total loyalty is +3 for the Investigators, but 6 seats need +1 for the Cultists.',
    ]);
    assert.deepEqual(refusal({ players: 7, roleSet: 'expert', specialRoles: ['firestarter'] }), [
      'Total loyalty is +2 for the Cultists, but 7 seats need +3 for the Cultists.',
    ]);
    assert.deepEqual(refusal({ players: 8, roleSet: 'expert', specialRoles: ['greenhorn'] }), [
      'Total loyalty is +1 for the Cultists, but 8 seats need +1 for the Investigators.',
    ]);
  });

  test('CPLX-02 more than 5 Loyalty within a team is refused even when the total is right', () => {
    // Investigators 3+1+1+1 = 6, Cultists 2+1+1+1 = 5: the total is +1 Investigator as at 8 seats.
    const set: Role[] = [
      'mechanic',
      'radiantBeauty',
      'infected',
      'superGhost',
      'firestarter',
      'greenhorn',
      'butterfingers',
      'crybaby',
    ];
    assert.deepEqual(loyaltyProblems(set, 8), ['Investigator loyalty is 6, the maximum per team is 5.']);
    // At the table these 8 roles also exceed the 6 Investigator seats (CPLX-05): both are named.
    const messages = refusal({ players: 8, roleSet: 'expert', specialRoles: set });
    assert.ok(
      messages.includes('Investigator loyalty is 6, the maximum per team is 5.'),
      messages.join('\n'),
    );
    assert.ok(messages.some((m) => /At most 6 Investigator roles fit at 8 seats/.test(m)));
  });

  test('CPLX-02 an expert game with an empty list of roles is refused (without a list, a valid set is drawn)', () => {
    const messages = refusal({ players: 5, roleSet: 'expert', specialRoles: [] });
    assert.ok(messages.includes('Total loyalty is 0, but 5 seats need +1 for the Cultists.'));
  });

  test('CPLX-02 a bare specialRoles list is dealt as given, without the loyalty check (tests, tutorials)', () => {
    const s = newGame({ players: 5, specialRoles: ['mechanic'] });
    assert.deepEqual(s.config.specialRoles, ['mechanic']);
  });

  test('CPLX-02 CPLX-03 property: loyaltyProblems is empty exactly when both guidelines hold', () => {
    fc.assert(
      fc.property(fc.subarray([...SPECIAL_ROLES]), fc.constantFrom(...PLAYER_COUNTS), (roles, count) => {
        assert.equal(loyaltyProblems(roles, count).length === 0, meetsGuidelines(roles, count));
      }),
      { numRuns: 500 },
    );
  });

  test('CPLX-02 CPLX-05 property: createGame accepts an expert set exactly when it fits the seats and the guidelines', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...SPECIAL_ROLES]),
        fc.constantFrom(...PLAYER_COUNTS),
        (roles, count) => {
          const fits = roles.length <= count - CULTISTS[count] && !(count === 7 && roles.includes('seer')); // PC-17
          const r = created({ players: count, roleSet: 'expert', specialRoles: roles });
          assert.equal(r.ok, fits && meetsGuidelines(roles, count), `${count}: ${roles.join(',')}`);
          if (r.ok) assert.deepEqual(r.state.config.specialRoles, roles);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('CPLX-02 an expert game that lists no roles deals a valid set at random', () => {
  for (const table of EVERY_TABLE) {
    const name = `${table.players}${table.automa === true ? ' + AUTOMA' : ''}`;
    test(`CPLX-02 ${name}: every offered set is accepted as a listed expert set, and the seed draws among them`, () => {
      const sets = expertRoleSets(table.players, table.automa);
      assert.ok(sets.length > 1, `${name}: ${sets.length} sets`);
      for (const set of sets) {
        const checked = checkOptions({ ...table, seed: seedOf(1), roleSet: 'expert', specialRoles: set });
        assert.ok('options' in checked, `${name}: ${set.join(',')}`);
      }
      const dealt = new Set<string>();
      for (let seed = 0; seed < 30; seed++) {
        const created = createGame({ ...table, seed: seedOf(seed), roleSet: 'expert' });
        assert.ok(created.ok);
        const special = created.state.config.specialRoles;
        assert.ok(
          sets.some((set) => set.length === special.length && set.every((r) => special.includes(r))),
          `${name}: dealt ${special.join(',')}`,
        );
        dealt.add([...special].sort().join(','));
      }
      assert.ok(dealt.size > 5, `${name}: ${dealt.size} different sets in 30 deals`);
    });
  }
});

describe('CPLX-04 the rulebook example: 5 players, no Seer, Mechanic + Firestarter + Greenhorn + Crybaby', () => {
  const example: Role[] = ['mechanic', 'firestarter', 'greenhorn', 'crybaby'];

  test('CPLX-04 Investigators 3, Cultists 4: total +1 for the Cultists, both guidelines met', () => {
    assert.deepEqual(perTeam(example), { investigators: 3, cultists: 4 });
    assert.deepEqual(loyaltyProblems(example, 5), []);
  });

  test('CPLX-04 the expert game accepts it and deals 1 Cultist and the four roles, no Seer or plain Investigator', () => {
    const r = created({ players: 5, roleSet: 'expert', specialRoles: example });
    assert.ok(r.ok, r.ok ? '' : JSON.stringify(r.problems));
    assert.deepEqual(sorted(r.state.seats.map((st) => st.role)), sorted(['cultist', ...example]));
  });

  test('CPLX-04 the same roles with the Seer added no longer fit 5 seats', () => {
    const messages = refusal({ players: 5, roleSet: 'expert', specialRoles: [...example, 'seer'] });
    assert.deepEqual(messages, ['At most 4 Investigator roles fit at 5 seats.']);
  });
});

describe('CPLX-05 AMB-42 special roles replace Investigator markers one for one', () => {
  test('CPLX-05 no more special roles than Investigator seats, with or without a role set', () => {
    for (const count of PLAYER_COUNTS) {
      const seats = count - CULTISTS[count];
      const tooMany = SPECIAL_ROLES.filter((r) => r !== 'seer').slice(0, seats + 1);
      for (const roleSet of [undefined, 'expert'] as const) {
        const messages = refusal({ players: count, roleSet, specialRoles: tooMany });
        assert.ok(
          messages.includes(`At most ${seats} Investigator roles fit at ${count} seats.`),
          messages.join('\n'),
        );
      }
      // Exactly as many special roles as Investigator seats: every Investigator marker is replaced.
      const full = newGame({ players: count, specialRoles: tooMany.slice(0, seats) });
      assertDealt(
        full.seats.map((st) => st.role),
        count,
        tooMany.slice(0, seats),
      );
      assert.ok(full.seats.every((st) => st.role !== 'investigator'));
    }
  });

  test('CPLX-05 AMB-42 each special role at most once', () => {
    for (const roleSet of [undefined, 'expert'] as const) {
      const messages = refusal({ players: 8, roleSet, specialRoles: ['greenhorn', 'greenhorn'] });
      assert.ok(messages.includes('Each special role can be dealt at most once.'), messages.join('\n'));
    }
  });

  test('CPLX-05 AMB-42 with the AUTOMA the setup count decides the seats: 4 humans fit 4 special roles', () => {
    const four: Role[] = ['mechanic', 'firestarter', 'greenhorn', 'crybaby'];
    assert.ok(created({ players: 4, roleSet: 'expert', specialRoles: four }).ok);
    const messages = refusal({ players: 4, specialRoles: [...four, 'butterfingers'] });
    assert.ok(messages.includes('At most 4 Investigator roles fit at 5 seats.'), messages.join('\n'));
  });
});
