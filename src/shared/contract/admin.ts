import { z } from 'zod';
import { AuditEntrySchema, DemoRemovalSchema, OutboxSchema } from '../admin';
import { MAX_DB_INT } from '../api-error';
import { InviteStaffSchema, SetRolesSchema, StaffUserSchema } from '../staff';
import { ADMIN_ONLY } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const UserParams = z.strictObject({ userId: z.string().min(1).max(100) });

export const AUDIT_PAGE_LIMIT = { default: 50, max: 200 } as const;
const AuditQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_LIMIT.max).default(AUDIT_PAGE_LIMIT.default),
  /** An entry id: the page holds older entries only. */
  before: z.coerce.number().int().positive().max(MAX_DB_INT, 'is too large').optional(),
});

const tag = 'Staff and audit';

/** Organizers' reads and writes of staff accounts, the audit log and the dev outbox. */
export const adminEndpoints = {
  listAudit: defineEndpoint({
    summary: "One page of a competition's change log, newest first",
    tag,
    method: 'GET',
    path: '/api/admin/competitions/:competitionId/audit',
    access: ADMIN_ONLY,
    params: CompetitionParams,
    query: AuditQuery,
    status: 200,
    response: z.array(AuditEntrySchema),
  }),
  getOutbox: defineEndpoint({
    summary: 'The dev mail outbox (the latest 100 messages)',
    tag,
    method: 'GET',
    path: '/api/admin/outbox',
    access: ADMIN_ONLY,
    status: 200,
    response: OutboxSchema,
  }),
  listStaff: defineEndpoint({
    summary: 'Staff accounts and their roles',
    tag,
    method: 'GET',
    path: '/api/admin/staff',
    access: ADMIN_ONLY,
    status: 200,
    response: z.array(StaffUserSchema),
  }),
  inviteStaff: defineEndpoint({
    summary: 'Creates a staff account and emails a sign-in link',
    tag,
    method: 'POST',
    path: '/api/admin/staff',
    access: ADMIN_ONLY,
    body: InviteStaffSchema,
    status: 201,
    response: StaffUserSchema,
  }),
  setStaffRoles: defineEndpoint({
    summary: "Replaces a staff member's roles",
    tag,
    method: 'PUT',
    path: '/api/admin/staff/:userId/roles',
    access: ADMIN_ONLY,
    params: UserParams,
    body: SetRolesSchema,
    status: 200,
    response: StaffUserSchema,
  }),
  removeStaff: defineEndpoint({
    summary: 'Deletes a staff account and its sessions',
    tag,
    method: 'DELETE',
    path: '/api/admin/staff/:userId',
    access: ADMIN_ONLY,
    params: UserParams,
    status: 204,
  }),
  removeDemo: defineEndpoint({
    summary:
      'Deletes the demo competition with its data and its staff accounts; the site then shows another competition or a blank one',
    tag,
    method: 'DELETE',
    path: '/api/admin/demo',
    access: ADMIN_ONLY,
    status: 200,
    response: DemoRemovalSchema,
  }),
};
