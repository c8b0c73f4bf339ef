import type { Role, ViewConfig } from '@among-cultists/engine';

export interface RoleInPlay {
  readonly role: Role;
  /** How many markers of this role the table holds, or null where the configuration does not say (plain Investigators). */
  readonly count: number | null;
}

/**
 * The roles at this table, from its public configuration: the Cultists, every special role, and the
 * plain Investigators (whose number the configuration leaves open: with the AUTOMA a special role may
 * fall to it and be ignored, AUTOMA-22).
 */
export function rolesInPlay(config: Pick<ViewConfig, 'cultists' | 'specialRoles'>): RoleInPlay[] {
  const special = new Map<Role, number>();
  for (const role of config.specialRoles) special.set(role, (special.get(role) ?? 0) + 1);
  return [
    { role: 'cultist', count: config.cultists },
    ...[...special].map(([role, count]) => ({ role, count })),
    { role: 'investigator', count: null },
  ];
}
