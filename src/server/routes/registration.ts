import type { FastifyInstance } from 'fastify';
import { registrationEndpoints as endpoints } from '../../shared/contract/registration';
import { scheduleEndpoints } from '../../shared/contract/schedule';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import {
  competitorsCsv,
  deleteCompetitor,
  listAdminCompetitors,
  updateCompetitor,
  withdrawEntry,
} from '../services/registration/admin-competitors';
import { registerCouple } from '../services/registration/couple-registration';
import { changeEntries } from '../services/registration/entry-changes';
import { lookupRegistration } from '../services/registration/registration-lookup';
import {
  answerConfirmation,
  previewConfirmation,
} from '../services/registration/registration-confirmation';
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
import { TbaRecipientLimits, contactTbaDancer } from '../services/registration/tba-contact';
import { addAdhocToRound } from '../services/registration/adhoc-entry';

const actorOf = (request: Parameters<typeof principalOf>[0]) => {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
};

/** Guessing an edit code or a link's token takes many tries; a person mistyping one needs few. */
const codeAttempts = { max: 10, timeWindow: '1 minute' };
/** The relay must not become a way to mail dancers in bulk. */
const contactMessages = { max: 5, timeWindow: '10 minutes' };

/**
 * Registration: couples register, see and change their entries with their edit
 * code; dancers on file confirm or decline a registration that names them; anyone reads the entries, competitors and TBA lists; organizers edit
 * competitors, withdraw entries, export CSV and set schools and fees.
 */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  siteUrl: string,
): void {
  const site = { siteUrl };
  const db = ctx.database.db;
  const tbaLimits = new TbaRecipientLimits();

  registerEndpoint(app, endpoints.getRegistrationInfo, async ({ params }) =>
    getRegistrationInfo(db, params.competitionId, new Date()),
  );

  registerEndpoint(
    app,
    endpoints.register,
    async ({ params, body }) => registerCouple(ctx, params.competitionId, body, site),
    { rateLimit: { max: ctx.config.registrationLimit, timeWindow: '10 minutes' } },
  );

  registerEndpoint(
    app,
    endpoints.lookupRegistration,
    async ({ params, body }) => lookupRegistration(db, params.competitionId, body),
    { rateLimit: codeAttempts },
  );

  registerEndpoint(
    app,
    endpoints.previewConfirmation,
    async ({ params, body }) => previewConfirmation(db, params.competitionId, body),
    { rateLimit: codeAttempts },
  );

  registerEndpoint(
    app,
    endpoints.answerConfirmation,
    async ({ params, body }) => answerConfirmation(ctx, params.competitionId, body, site),
    { rateLimit: codeAttempts },
  );

  registerEndpoint(
    app,
    endpoints.changeEntries,
    async ({ params, body }) => changeEntries(ctx, params.competitionId, body),
    { rateLimit: codeAttempts },
  );

  registerEndpoint(app, endpoints.listEntries, async ({ params }) =>
    listEventEntries(db, params.competitionId),
  );

  registerEndpoint(app, endpoints.listCompetitors, async ({ params }) =>
    listPublicCompetitors(db, params.competitionId),
  );

  registerEndpoint(app, endpoints.getCompetitor, async ({ params }) =>
    getPublicCompetitor(db, params.competitionId, params.competitorId),
  );

  registerEndpoint(app, endpoints.listTbaDancers, async ({ params }) =>
    listTbaDancers(db, params.competitionId),
  );

  registerEndpoint(
    app,
    endpoints.contactTbaDancer,
    async ({ params, body }) => {
      await contactTbaDancer(
        ctx,
        tbaLimits,
        params.competitionId,
        params.competitorId,
        body,
        siteUrl,
      );
      return { sent: true as const };
    },
    { rateLimit: contactMessages },
  );

  registerEndpoint(app, endpoints.listAdminCompetitors, async ({ params }) =>
    listAdminCompetitors(db, params.competitionId),
  );

  registerEndpoint(app, endpoints.competitorsCsv, async ({ params }, _request, reply) => {
    const csv = await competitorsCsv(db, params.competitionId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${params.competitionId}-entries.csv"`)
      .send(csv);
  });

  registerEndpoint(app, endpoints.updateCompetitor, async ({ params, body }, request) =>
    updateCompetitor(ctx, actorOf(request), params.competitionId, params.competitorId, body),
  );

  registerEndpoint(app, endpoints.deleteCompetitor, async ({ params, query }, request) => {
    const { competitionId, competitorId } = params;
    const confirmed = query.confirm === 'true';
    await deleteCompetitor(ctx, actorOf(request), competitionId, competitorId, confirmed);
  });

  registerEndpoint(app, endpoints.withdrawEntry, async ({ params }, request) => {
    await withdrawEntry(ctx, actorOf(request), params.competitionId, params.entryId);
  });

  registerEndpoint(app, endpoints.addCompetitor, async ({ params, body }, request) =>
    registerCouple(ctx, params.competitionId, body, site, {
      actor: actorOf(request),
      ignoreClosingDate: true,
    }),
  );

  registerEndpoint(app, scheduleEndpoints.addAdhocCouple, async ({ params }, request) => {
    const { competitionId, eventId, roundNumber } = params;
    return addAdhocToRound(ctx, actorOf(request), competitionId, eventId, roundNumber);
  });

  registerEndpoint(app, endpoints.getRegistrationSettings, async ({ params }) =>
    getRegistrationSettings(db, params.competitionId),
  );

  registerEndpoint(app, endpoints.saveRegistrationSettings, async ({ params, body }, request) =>
    updateRegistrationSettings(ctx, actorOf(request), params.competitionId, body),
  );
}
