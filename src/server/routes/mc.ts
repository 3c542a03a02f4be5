import type { FastifyInstance } from 'fastify';
import { mcEndpoints as endpoints } from '../../shared/contract/mc';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { getMcScript } from '../services/mc/mc-script';

/** The MC's script (MCs and admins). */
export function registerMcRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getMcScript, async ({ params }) =>
    getMcScript(ctx.database.db, params.competitionId),
  );
}
