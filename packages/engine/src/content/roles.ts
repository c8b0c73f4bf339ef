import type { Role, Team } from '../types.ts';

/** What the rules need to know about a role (inventory 1.21, ROLE-GEN-03). */
export interface RoleInfo {
  /** The owner's team: every role but the Cultist sits on an Investigator deck (ROLE-GEN-02). */
  readonly team: Team;
  /** The team the role's effect helps, and by how much (CPLX-02). */
  readonly supports: Team;
  readonly loyalty: number;
  /** Replaces an Investigator marker (SETUP-25). */
  readonly special: boolean;
  /** Learns the Cultists in the Night Phase (NIGHT-06). */
  readonly seesCultists: boolean;
  /** "Once you are dead, reveal your Role marker." */
  readonly revealOnDeath: boolean;
}

const investigatorRole = (supports: Team, loyalty: number, revealOnDeath = false): RoleInfo => ({
  team: 'investigators',
  supports,
  loyalty,
  special: true,
  seesCultists: false,
  revealOnDeath,
});

export const ROLE_INFO: Readonly<Record<Role, RoleInfo>> = {
  investigator: { ...investigatorRole('investigators', 0), special: false },
  cultist: {
    team: 'cultists',
    supports: 'cultists',
    loyalty: 0,
    special: false,
    seesCultists: false,
    revealOnDeath: false,
  },
  // The Seer's loyalty is not printed; 0 is the only value that fits the recommended sets (AMB-42).
  seer: { ...investigatorRole('investigators', 0), seesCultists: true },
  radiantBeauty: investigatorRole('investigators', 1, true),
  infected: investigatorRole('investigators', 1, true),
  superGhost: investigatorRole('investigators', 1, true),
  mechanic: investigatorRole('investigators', 3),
  greenhorn: investigatorRole('cultists', 1),
  butterfingers: investigatorRole('cultists', 1),
  crybaby: investigatorRole('cultists', 1),
  firestarter: investigatorRole('cultists', 2),
  assassin: investigatorRole('investigators', 0),
};

export const SPECIAL_ROLES: readonly Role[] = (Object.keys(ROLE_INFO) as Role[]).filter(
  (r) => ROLE_INFO[r].special,
);

export function teamOf(role: Role): Team {
  return ROLE_INFO[role].team;
}

/** Loyalty in favour of each team, the Cultist markers counting 0 (CPLX-02). */
export function loyaltyOf(roles: readonly Role[]): Record<Team, number> {
  const out: Record<Team, number> = { investigators: 0, cultists: 0 };
  for (const r of roles) out[ROLE_INFO[r].supports] += ROLE_INFO[r].loyalty;
  return out;
}

/** ROLE-FIRESTARTER-02: the Round by whose end the Firestarter must have played both red cards. */
export const FIRESTARTER_ROUND = 5;
