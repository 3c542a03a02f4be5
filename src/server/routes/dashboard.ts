import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '../../shared/contract/dashboard';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { getDashboardFigures } from '../services/dashboard-service';

/** Every staff role sees the dashboard. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, dashboardEndpoints.getDashboard, async ({ params }) =>
    getDashboardFigures(ctx.database.db, params.competitionId),
  );
}
