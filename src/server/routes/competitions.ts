import type { FastifyInstance } from 'fastify';
import { competitionEndpoints } from '../../shared/contract/competitions';
import type { AppContext } from '../context';
import { errors } from '../errors';
import { registerEndpoint } from '../http/register-endpoint';
import { isSeededDemo } from '../seed/demo-marker';
import {
  getCompetition,
  getEventSettings,
  listPages,
  resolveDefaultCompetitionId,
} from '../services/competition-service';

/** Public reads of competition metadata, info pages and event settings. */
export function registerCompetitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, competitionEndpoints.getSite, async () => {
    const defaultCompetitionId = await resolveDefaultCompetitionId(
      ctx.database.db,
      ctx.config.defaultCompetition,
    );
    return { defaultCompetitionId, demo: await isSeededDemo(ctx.database.db, defaultCompetitionId) };
  });

  registerEndpoint(app, competitionEndpoints.getCompetition, async ({ params }) =>
    getCompetition(ctx.database.db, params.competitionId),
  );

  registerEndpoint(app, competitionEndpoints.listPages, async ({ params }) =>
    listPages(ctx.database.db, params.competitionId),
  );

  registerEndpoint(app, competitionEndpoints.getPage, async ({ params }) => {
    const pages = await listPages(ctx.database.db, params.competitionId);
    const page = pages.find((p) => p.slug === params.slug);
    if (!page) throw errors.pageNotFound(params.slug);
    return page;
  });

  registerEndpoint(app, competitionEndpoints.getEventSettings, async ({ params }) =>
    getEventSettings(ctx.database.db, params.competitionId),
  );
}
