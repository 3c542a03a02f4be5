import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '../../shared/contract/admin';
import { competitionEndpoints } from '../../shared/contract/competitions';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import type { Principal } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import type { Actor } from '../services/audit-log';
import { listAudit } from '../services/audit-log';
import {
  addOrganizer,
  requireCompetition,
  updateCompetition,
  updateEventSettings,
  updatePage,
} from '../services/competition-service';
import { removeDemoCompetition } from '../services/demo-removal';
import { inviteStaff, listStaff, removeStaff, setStaffRoles } from '../services/staff-service';

const actorOf = (principal: Principal): Actor => ({
  userId: principal.userId,
  email: principal.email,
});

/** Organizer-only writes and reads: competition settings, pages, staff, audit log and dev outbox. */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, competitionEndpoints.updateCompetition, async ({ params, body }, request) =>
    updateCompetition(ctx, actorOf(principalOf(request)), params.competitionId, body),
  );

  registerEndpoint(app, competitionEndpoints.updatePage, async ({ params, body }, request) =>
    updatePage(ctx, actorOf(principalOf(request)), params.competitionId, params.slug, body),
  );

  registerEndpoint(
    app,
    competitionEndpoints.updateEventSettings,
    async ({ params, body }, request) =>
      updateEventSettings(ctx, actorOf(principalOf(request)), params.competitionId, body),
  );

  registerEndpoint(app, competitionEndpoints.addOrganizer, async ({ params, body }, request) =>
    addOrganizer(ctx, actorOf(principalOf(request)), params.competitionId, body),
  );

  registerEndpoint(app, adminEndpoints.listAudit, async ({ params, query }) => {
    await requireCompetition(ctx.database.db, params.competitionId);
    return listAudit(ctx.database.db, params.competitionId, {
      limit: query.limit,
      beforeId: query.before,
    });
  });

  registerEndpoint(app, adminEndpoints.getOutbox, async () => {
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
  });

  registerEndpoint(app, adminEndpoints.listStaff, async () => listStaff(ctx.database.db));

  registerEndpoint(
    app,
    adminEndpoints.inviteStaff,
    async ({ body }, request) => inviteStaff(ctx, actorOf(principalOf(request)), body),
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  registerEndpoint(app, adminEndpoints.setStaffRoles, async ({ params, body }, request) =>
    setStaffRoles(ctx, actorOf(principalOf(request)), params.userId, body.roles),
  );

  registerEndpoint(app, adminEndpoints.removeStaff, async ({ params }, request) => {
    await removeStaff(ctx, actorOf(principalOf(request)), params.userId);
  });

  registerEndpoint(app, adminEndpoints.removeDemo, async (_input, request) =>
    removeDemoCompetition(ctx, actorOf(principalOf(request))),
  );
}
