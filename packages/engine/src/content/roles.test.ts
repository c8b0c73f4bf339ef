import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROLES, type Role, type Team } from '../types.ts';
import { loyaltyOf, ROLE_INFO, SPECIAL_ROLES } from './roles.ts';

/** The loyalty table of inventory 1.21 (EN 1172-1184): owner's team, team supported, loyalty. */
const TABLE: Readonly<Record<Role, readonly [Team, Team, number]>> = {
  investigator: ['investigators', 'investigators', 0],
  radiantBeauty: ['investigators', 'investigators', 1],
  infected: ['investigators', 'investigators', 1],
  superGhost: ['investigators', 'investigators', 1],
  mechanic: ['investigators', 'investigators', 3],
  cultist: ['cultists', 'cultists', 0],
  greenhorn: ['investigators', 'cultists', 1],
  butterfingers: ['investigators', 'cultists', 1],
  crybaby: ['investigators', 'cultists', 1],
  firestarter: ['investigators', 'cultists', 2],
  assassin: ['investigators', 'investigators', 0],
  // Not printed in EN/ES; 0 is the only value consistent with the recommended sets (AMB-42).
  seer: ['investigators', 'investigators', 0],
};

describe('ROLE-GEN-03 ROLE-GEN-02 the loyalty table', () => {
  test('ROLE-GEN-03 every one of the twelve roles has the printed team supported and loyalty', () => {
    assert.equal(ROLES.length, 12);
    for (const role of ROLES) {
      const [team, supports, loyalty] = TABLE[role];
      const info = ROLE_INFO[role];
      assert.deepEqual([info.team, info.supports, info.loyalty], [team, supports, loyalty], role);
    }
  });

  test('ROLE-GEN-02 every role but the Cultist replaces an Investigator marker', () => {
    assert.deepEqual(
      [...SPECIAL_ROLES].sort(),
      ROLES.filter((r) => r !== 'investigator' && r !== 'cultist').sort(),
    );
  });

  test('AMB-33 only the Radiant Beauty, the Infected and the Super Ghost reveal their role on death', () => {
    assert.deepEqual(
      ROLES.filter((r) => ROLE_INFO[r].revealOnDeath),
      ['radiantBeauty', 'infected', 'superGhost'],
    );
  });

  test('ROLE-GEN-03 CPLX-02 loyalty adds up per team supported', () => {
    // CPLX-01 example sets: Mechanic + Firestarter = 3 for the Investigators, 2 for the Cultists.
    assert.deepEqual(loyaltyOf(['mechanic', 'firestarter', 'seer', 'assassin']), {
      investigators: 3,
      cultists: 2,
    });
    assert.deepEqual(loyaltyOf(['greenhorn', 'butterfingers', 'crybaby', 'radiantBeauty']), {
      investigators: 1,
      cultists: 3,
    });
  });
});
