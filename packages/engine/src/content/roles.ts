import type { Role, Team } from '../types.ts';

/** What the rules need to know about a role (inventory 1.21). Later roles add rows here. */
export interface RoleInfo {
  readonly team: Team;
  /** Loyalty value for the expert setup (CPLX); the Seer's is unprinted, 0 by AMB-42. */
  readonly loyalty: number;
  /** Investigator-team roles that replace an Investigator marker (SETUP-25). */
  readonly special: boolean;
  /** Learns the Cultists in the Night Phase (NIGHT-06). */
  readonly seesCultists: boolean;
}

export const ROLE_INFO: Readonly<Record<Role, RoleInfo>> = {
  investigator: { team: 'investigators', loyalty: 0, special: false, seesCultists: false },
  cultist: { team: 'cultists', loyalty: 0, special: false, seesCultists: false },
  seer: { team: 'investigators', loyalty: 0, special: true, seesCultists: true },
};

export function teamOf(role: Role): Team {
  return ROLE_INFO[role].team;
}
