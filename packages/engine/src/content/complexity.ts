import type { PlayerCount, Role, Team } from '../types.ts';

/** "Adjust Complexity" (inventory 1.22, CPLX-*), as data. */

/** CPLX-03: the recommended Difficulty, per setup count. */
export const RECOMMENDED_DIFFICULTY: Readonly<
  Record<PlayerCount, { readonly team: Team; readonly loyalty: number }>
> = {
  5: { team: 'cultists', loyalty: 1 },
  6: { team: 'cultists', loyalty: 1 },
  7: { team: 'cultists', loyalty: 3 },
  8: { team: 'investigators', loyalty: 1 },
};

/** CPLX-02: within a team, the total loyalty is at most 5. */
export const MAX_TEAM_LOYALTY = 5;

/** A recommended role set: fixed roles plus one drawn at random from `oneOf` (if any). */
export interface RoleSet {
  readonly fixed: readonly Role[];
  readonly oneOf: readonly Role[];
}

const HANDICAPS: readonly Role[] = ['greenhorn', 'butterfingers', 'crybaby'];

/** CPLX-01 "For experienced Assassins", per setup count. */
export const RECOMMENDED_ROLES: Readonly<Record<PlayerCount, RoleSet>> = {
  5: { fixed: ['seer'], oneOf: HANDICAPS },
  6: { fixed: ['seer', 'firestarter'], oneOf: ['radiantBeauty', 'infected', 'superGhost'] },
  7: { fixed: ['firestarter', 'assassin'], oneOf: HANDICAPS },
  8: { fixed: ['seer', 'mechanic', 'firestarter', 'assassin'], oneOf: [] },
};

/**
 * AMB-42: no recommendation exists for 4 players with the AUTOMA, so this one is ours, set by the
 * calibration (issue 25, docs/board.md): the Firestarter and one of Greenhorn/Butterfingers/Crybaby,
 * +3 for the Cultists like the 7-player set. With the inventory's suggestion (one handicap, the
 * 5-player +1) the Investigators won 65 % with the heuristic bots, the AUTOMA filling Rooms every round.
 */
export const RECOMMENDED_ROLES_FOUR_WITH_AUTOMA: RoleSet = { fixed: ['firestarter'], oneOf: HANDICAPS };

/** FIRST-01/02: the first game uses the Seer at 5, 6 and 8 players and no other role. */
export function firstGameRoles(players: PlayerCount, automa: boolean): Role[] {
  if (players === 7 || automa) return []; // at 7 no Seer; with the AUTOMA the first game keeps it simple
  return ['seer'];
}
