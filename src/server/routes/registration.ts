import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CompetitionIdSchema } from '../../shared/competition';
import {
  CompetitorPatchSchema,
  EditCredentialsSchema,
  EntryChangesSchema,
  RegistrationInputSchema,
  RegistrationSettingsSchema,
  TbaContactSchema,
} from '../../shared/registration';
import type { AppContext } from '../context';
import { ADMIN_ONLY, PUBLIC, principalOf } from '../http/access';
import { parseInput } from '../http/validate';
import {
  competitorsCsv,
  deleteCompetitor,
  listAdminCompetitors,
  updateCompetitor,
  withdrawEntry,
} from '../services/registration/admin-competitors';
import {
  changeEntries,
  lookupRegistration,
  registerCouple,
} from '../services/registration/couple-registration';
import {
  getPublicCompetitor,
  listEventEntries,
  listPublicCompetitors,
  listTbaDancers,
} from '../services/registration/public-lists';
import {
  getRegistrationInfo,
  getRegistrationSettings,
  updateRegistrationSettings,
} from '../services/registration/registration-settings';
import { contactTbaDancer } from '../services/registration/tba-contact';
import { addAdhocToRound } from '../services/registration/adhoc-entry';

const CompetitionParams = z.object({ competitionId: CompetitionIdSchema });
const CompetitorParams = CompetitionParams.extend({
  competitorId: z.string().min(1).max(100),
});
const EntryParams = CompetitionParams.extend({ entryId: z.string().min(1).max(200) });
const RoundParams = CompetitionParams.extend({
  eventId: z.string().min(1).max(100),
  roundNumber: z.coerce.number().int().min(1, 'must be at least 1').max(100),
});
const DeleteQuery = z.object({ confirm: z.enum(['true', 'false']).default('false') });

const actorOf = (request: Parameters<typeof principalOf>[0]) => {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
};

/** Guessing an edit code takes many tries; a person mistyping one needs few. */
const codeAttempts = { max: 10, timeWindow: '1 minute' };
/** The relay must not become a way to mail dancers in bulk. */
const contactMessages = { max: 5, timeWindow: '10 minutes' };

/**
 * Registration: couples register, see and change their entries with their edit
 * code; anyone reads the entries, competitors and TBA lists; organizers edit
 * competitors, withdraw entries, export CSV and set schools and fees.
 */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  siteUrl: string,
): void {
  const site = { siteUrl };
  const base = '/api/competitions/:competitionId';
  const publicRoute = { config: { access: PUBLIC } };

  app.get(`${base}/registration`, publicRoute, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return getRegistrationInfo(ctx.database.db, competitionId, new Date());
  });

  const registrations = {
    config: {
      access: PUBLIC,
      rateLimit: { max: ctx.config.registrationLimit, timeWindow: '10 minutes' },
    },
  };
  app.post(`${base}/registrations`, registrations, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const input = parseInput(RegistrationInputSchema, request.body, 'body');
    const receipt = await registerCouple(ctx, competitionId, input, site);
    return reply.code(201).send(receipt);
  });

  app.post(
    `${base}/registrations/lookup`,
    { config: { access: PUBLIC, rateLimit: codeAttempts } },
    async (request) => {
      const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
      const credentials = parseInput(EditCredentialsSchema, request.body, 'body');
      return lookupRegistration(ctx.database.db, competitionId, credentials);
    },
  );

  app.post(
    `${base}/registrations/changes`,
    { config: { access: PUBLIC, rateLimit: codeAttempts } },
    async (request) => {
      const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
      const changes = parseInput(EntryChangesSchema, request.body, 'body');
      return changeEntries(ctx, competitionId, changes);
    },
  );

  app.get(`${base}/entries`, publicRoute, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return listEventEntries(ctx.database.db, competitionId);
  });

  app.get(`${base}/competitors`, publicRoute, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return listPublicCompetitors(ctx.database.db, competitionId);
  });

  app.get(`${base}/competitors/:competitorId`, publicRoute, async (request) => {
    const { competitionId, competitorId } = parseInput(CompetitorParams, request.params, 'path');
    return getPublicCompetitor(ctx.database.db, competitionId, competitorId);
  });

  app.get(`${base}/tba`, publicRoute, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return listTbaDancers(ctx.database.db, competitionId);
  });

  app.post(
    `${base}/tba/:competitorId/contact`,
    { config: { access: PUBLIC, rateLimit: contactMessages } },
    async (request, reply) => {
      const { competitionId, competitorId } = parseInput(CompetitorParams, request.params, 'path');
      const message = parseInput(TbaContactSchema, request.body, 'body');
      await contactTbaDancer(ctx, competitionId, competitorId, message, siteUrl);
      return reply.code(202).send({ sent: true });
    },
  );

  const admin = { config: { access: ADMIN_ONLY } };
  const adminBase = '/api/admin/competitions/:competitionId';

  app.get(`${adminBase}/competitors`, admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return listAdminCompetitors(ctx.database.db, competitionId);
  });

  app.get(`${adminBase}/competitors.csv`, admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const csv = await competitorsCsv(ctx.database.db, competitionId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${competitionId}-entries.csv"`)
      .send(csv);
  });

  app.patch(`${adminBase}/competitors/:competitorId`, admin, async (request) => {
    const { competitionId, competitorId } = parseInput(CompetitorParams, request.params, 'path');
    const patch = parseInput(CompetitorPatchSchema, request.body, 'body');
    return updateCompetitor(ctx, actorOf(request), competitionId, competitorId, patch);
  });

  app.delete(`${adminBase}/competitors/:competitorId`, admin, async (request, reply) => {
    const { competitionId, competitorId } = parseInput(CompetitorParams, request.params, 'path');
    const { confirm } = parseInput(DeleteQuery, request.query, 'query');
    await deleteCompetitor(ctx, actorOf(request), competitionId, competitorId, confirm === 'true');
    return reply.code(204).send();
  });

  app.delete(`${adminBase}/entries/:entryId`, admin, async (request, reply) => {
    const { competitionId, entryId } = parseInput(EntryParams, request.params, 'path');
    await withdrawEntry(ctx, actorOf(request), competitionId, entryId);
    return reply.code(204).send();
  });

  app.post(`${adminBase}/registrations`, admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const input = parseInput(RegistrationInputSchema, request.body, 'body');
    const receipt = await registerCouple(ctx, competitionId, input, site, {
      actor: actorOf(request),
      ignoreClosingDate: true,
    });
    return reply.code(201).send(receipt);
  });

  app.post(
    `${adminBase}/events/:eventId/rounds/:roundNumber/adhoc`,
    admin,
    async (request, reply) => {
      const { competitionId, eventId, roundNumber } = parseInput(
        RoundParams,
        request.params,
        'path',
      );
      reply.code(201);
      return addAdhocToRound(ctx, actorOf(request), competitionId, eventId, roundNumber);
    },
  );

  app.get(`${adminBase}/registration-settings`, admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    return getRegistrationSettings(ctx.database.db, competitionId);
  });

  app.put(`${adminBase}/registration-settings`, admin, async (request) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const settings = parseInput(RegistrationSettingsSchema, request.body, 'body');
    return updateRegistrationSettings(ctx, actorOf(request), competitionId, settings);
  });
}
