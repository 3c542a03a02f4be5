import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/access';
import { z } from 'zod';
import { CompetitionIdSchema, PageSlugSchema } from '../../shared/competition';
import type { AppContext } from '../context';
import { parseInput } from '../http/validate';
import { errors } from '../errors';
import {
  getCompetition,
  getEventSettings,
  listPages,
  resolveDefaultCompetitionId,
} from '../services/competition-service';

const CompetitionParamsSchema = z.object({ competitionId: CompetitionIdSchema });
const PageParamsSchema = CompetitionParamsSchema.extend({ slug: PageSlugSchema });

/** Public reads of competition metadata, info pages and event settings. */
export function registerCompetitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/site', { config: { access: PUBLIC } }, async () => ({
    defaultCompetitionId: await resolveDefaultCompetitionId(
      ctx.database.db,
      ctx.config.defaultCompetition,
    ),
  }));

  app.get('/api/competitions/:competitionId', { config: { access: PUBLIC } }, async (request) => {
    const { competitionId } = parseInput(CompetitionParamsSchema, request.params, 'path');
    return getCompetition(ctx.database.db, competitionId);
  });

  app.get(
    '/api/competitions/:competitionId/pages',
    { config: { access: PUBLIC } },
    async (request) => {
      const { competitionId } = parseInput(CompetitionParamsSchema, request.params, 'path');
      return listPages(ctx.database.db, competitionId);
    },
  );

  app.get(
    '/api/competitions/:competitionId/pages/:slug',
    { config: { access: PUBLIC } },
    async (request) => {
      const { competitionId, slug } = parseInput(PageParamsSchema, request.params, 'path');
      const page = (await listPages(ctx.database.db, competitionId)).find((p) => p.slug === slug);
      if (!page) throw errors.pageNotFound(slug);
      return page;
    },
  );

  app.get(
    '/api/competitions/:competitionId/settings/events',
    { config: { access: PUBLIC } },
    async (request) => {
      const { competitionId } = parseInput(CompetitionParamsSchema, request.params, 'path');
      return getEventSettings(ctx.database.db, competitionId);
    },
  );
}
