/**
 * Officials' roles. The spec names only Judge; competitions also list a
 * chairman, scrutineer, deck captain, MC and registrar. Roles are this list
 * plus any free text ("Photographer", "Medic"): an official's role is shown to
 * the public as written, so the list only suggests spellings. A role that
 * matches a listed one apart from case and spacing is stored in the list's
 * spelling, so "judge " and "JUDGE" are both the role Judge.
 */
export const OFFICIAL_ROLES = [
  'Judge',
  'Chairman',
  'Scrutineer',
  'Deck Captain',
  'MC',
  'Registrar',
  'Other',
] as const;
export type OfficialRole = (typeof OFFICIAL_ROLES)[number];

export const JUDGE_ROLE: OfficialRole = 'Judge';

const collapseSpaces = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The role as it is stored: trimmed, single-spaced, and in the list's spelling when it is listed. */
export function canonicalOfficialRole(role: string): string {
  const cleaned = collapseSpaces(role);
  const listed = OFFICIAL_ROLES.find((known) => known.toLowerCase() === cleaned.toLowerCase());
  return listed ?? cleaned;
}

/** Whether an official with this role judges, and so needs an access code. */
export function isJudgeRole(role: string): boolean {
  return canonicalOfficialRole(role) === JUDGE_ROLE;
}

/** Free-text roles sit where Other is in the list; Other itself comes last. */
const FREE_TEXT_RANK = OFFICIAL_ROLES.indexOf('Other');
const OTHER_RANK = OFFICIAL_ROLES.length;

function roleRank(canonical: string): number {
  if (canonical === 'Other') return OTHER_RANK;
  const index = OFFICIAL_ROLES.findIndex((known) => known === canonical);
  return index >= 0 ? index : FREE_TEXT_RANK;
}

/** Orders roles for display: judges first, then the listed roles, then free-text roles A to Z, then Other. */
export function compareOfficialRoles(a: string, b: string): number {
  const left = canonicalOfficialRole(a);
  const right = canonicalOfficialRole(b);
  const byRank = roleRank(left) - roleRank(right);
  if (byRank !== 0) return byRank;
  return left.localeCompare(right, 'en', { sensitivity: 'base' });
}
