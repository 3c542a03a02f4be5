import { canonicalOfficialRole, OFFICIAL_ROLES } from '../../../domain/officials/official-roles';

/**
 * The role field as the form shows it: one of the listed roles, or Other with
 * the role's own name typed in. An empty name keeps the role "Other".
 */
export type RoleChoice = { listed: string; custom: string };

export const OTHER_ROLE = 'Other';

export function roleChoiceOf(role: string): RoleChoice {
  const canonical = canonicalOfficialRole(role);
  if (canonical === OTHER_ROLE) return { listed: OTHER_ROLE, custom: '' };
  const listed = OFFICIAL_ROLES.some((known) => known === canonical);
  return listed ? { listed: canonical, custom: '' } : { listed: OTHER_ROLE, custom: canonical };
}

export function roleOfChoice({ listed, custom }: RoleChoice): string {
  if (listed !== OTHER_ROLE) return listed;
  return custom.trim() || OTHER_ROLE;
}
