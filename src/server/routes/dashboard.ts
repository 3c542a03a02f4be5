import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CompetitionIdSchema } from '../../shared/competition';
import { STAFF_ROLES } from '../../shared/staff';
import type { AppContext } from '../context';
import { staffOnly } from '../http/access';
import { parseInput } from '../http/validate';
import { getDashboardFigures } from '../services/dashboard-service';

const Params = z.object({ competitionId: CompetitionIdSchema });

/** Every staff role sees the dashboard. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/admin/competitions/:competitionId/dashboard',
    { config: { access: staffOnly(...STAFF_ROLES) } },
    async (request) => {
      const { competitionId } = parseInput(Params, request.params, 'path');
      return getDashboardFigures(ctx.database.db, competitionId);
    },
  );
}
