import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NewOrganizerSchema } from '../../shared/admin';
import { MAX_DB_INT } from '../../shared/api-error';
import type { OutboxMessage } from '../../shared/admin';
import {
  CompetitionIdSchema,
  CompetitionPatchSchema,
  EventSettingsPatchSchema,
  PagePatchSchema,
  PageSlugSchema,
} from '../../shared/competition';
import { InviteStaffSchema, SetRolesSchema } from '../../shared/staff';
import type { AppContext } from '../context';
import { ADMIN_ONLY, principalOf } from '../http/access';
import type { Principal } from '../http/access';
import { parseInput } from '../http/validate';
import type { Actor } from '../services/audit-log';
import { listAudit } from '../services/audit-log';
import {
  addOrganizer,
  requireCompetition,
  updateCompetition,
  updateEventSettings,
  updatePage,
} from '../services/competition-service';
import { inviteStaff, listStaff, removeStaff, setStaffRoles } from '../services/staff-service';

const CompetitionParams = z.object({ competitionId: CompetitionIdSchema });
const PageParams = CompetitionParams.extend({ slug: PageSlugSchema });
const UserParams = z.object({ userId: z.string().min(1).max(100) });
const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().max(MAX_DB_INT, 'is too large').optional(),
});

const actorOf = (principal: Principal): Actor => ({
  userId: principal.userId,
  email: principal.email,
});
const admin = { config: { access: ADMIN_ONLY } };

/** Organizer-only writes and reads: competition settings, pages, staff, audit log and dev outbox. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/api/admin/competitions/:competitionId', admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const patch = parseInput(CompetitionPatchSchema, request.body, 'body');
    return updateCompetition(ctx, actorOf(principalOf(request)), competitionId, patch);
  });

  app.put('/api/admin/competitions/:competitionId/pages/:slug', admin, async (request) => {
    const { competitionId, slug } = parseInput(PageParams, request.params, 'path');
    const patch = parseInput(PagePatchSchema, request.body, 'body');
    return updatePage(ctx, actorOf(principalOf(request)), competitionId, slug, patch);
  });

  app.patch('/api/admin/competitions/:competitionId/settings/events', admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const patch = parseInput(EventSettingsPatchSchema, request.body, 'body');
    return updateEventSettings(ctx, actorOf(principalOf(request)), competitionId, patch);
  });

  app.post('/api/admin/competitions/:competitionId/organizers', admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const organizer = parseInput(NewOrganizerSchema, request.body, 'body');
    reply.code(201);
    return addOrganizer(ctx, actorOf(principalOf(request)), competitionId, organizer);
  });

  app.get('/api/admin/competitions/:competitionId/audit', admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const { limit, before } = parseInput(AuditQuery, request.query, 'query');
    await requireCompetition(ctx.database.db, competitionId);
    return listAudit(ctx.database.db, competitionId, { limit, beforeId: before });
  });

  app.get(
    '/api/admin/outbox',
    admin,
    async (): Promise<{ kind: string; messages: OutboxMessage[] }> => {
      const rows = await ctx.database.db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return {
        kind: ctx.mailer.kind,
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          at: r.created_at,
        })),
      };
    },
  );

  app.get('/api/admin/staff', admin, async () => listStaff(ctx.database.db));

  app.post(
    '/api/admin/staff',
    { ...admin, config: { ...admin.config, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(InviteStaffSchema, request.body, 'body');
      reply.code(201);
      return inviteStaff(ctx, actorOf(principalOf(request)), input);
    },
  );

  app.put('/api/admin/staff/:userId/roles', admin, async (request) => {
    const { userId } = parseInput(UserParams, request.params, 'path');
    const { roles } = parseInput(SetRolesSchema, request.body, 'body');
    return setStaffRoles(ctx, actorOf(principalOf(request)), userId, roles);
  });

  app.delete('/api/admin/staff/:userId', admin, async (request, reply) => {
    const { userId } = parseInput(UserParams, request.params, 'path');
    await removeStaff(ctx, actorOf(principalOf(request)), userId);
    return reply.code(204).send();
  });
}
