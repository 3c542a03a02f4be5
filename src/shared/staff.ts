import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles';

/** The roles as plain values (no schema) are in staff-roles.ts, for every page's frame. */
export { hasStaffAccess, ROLE_LABELS, STAFF_ROLES } from './staff-roles';
export type { StaffRole } from './staff-roles';

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  message: `must be one of ${STAFF_ROLES.join(', ')}`,
});

export const StaffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(StaffRoleSchema),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** GET /api/session: who is signed in, or null. */
export const SessionInfoSchema = z.object({ user: StaffUserSchema.nullable() });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /api/auth-options: what the sign-in screen offers. */
export const AuthOptionsSchema = z.object({
  needsFirstOrganizer: z.boolean(),
  passwordMinLength: z.number().int(),
  oidc: z.object({ providerId: z.string(), name: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;

const email = z
  .email({ message: 'must be an email address' })
  .max(254)
  .transform((v) => v.toLowerCase());
const personName = z.string().trim().min(1, 'must not be empty').max(100);

export const FirstOrganizerSchema = z
  .object({
    name: personName,
    email,
    password: z.string().max(128, 'must be at most 128 characters'),
  })
  .strict();
export type FirstOrganizer = z.infer<typeof FirstOrganizerSchema>;

export const InviteStaffSchema = z
  .object({
    name: personName,
    email,
    roles: z.array(StaffRoleSchema).min(1, 'must name at least one role'),
  })
  .strict();
export type InviteStaff = z.infer<typeof InviteStaffSchema>;

export const SetRolesSchema = z.object({ roles: z.array(StaffRoleSchema) }).strict();
