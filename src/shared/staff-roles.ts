/**
 * Staff roles (DESIGN.md section 5) and who may use what: plain values, no
 * schema, because every page's frame needs them before zod has loaded
 * (decision 025). Their schemas are in `staff.ts`.
 */

/** A staff member may hold several. */
export const STAFF_ROLES = [
  'admin',
  'scrutineer',
  'chairman',
  'deckCaptain',
  'mc',
  'jumbotron',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Organizer (admin)',
  scrutineer: 'Scrutineer',
  chairman: 'Chairman of judges',
  deckCaptain: 'Deck captain',
  mc: 'MC',
  jumbotron: 'Jumbotron operator',
};

/**
 * Whether someone holding `held` may use something open to `allowed`. Organizers
 * (admin) run the whole competition, so they may use every staff screen.
 */
export function hasStaffAccess(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.includes('admin') || held.some((role) => allowed.includes(role));
}
