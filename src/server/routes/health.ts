import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthEndpoints } from '../../shared/contract/health';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, healthEndpoints.getHealth, async (_input, _request, reply) => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return {
        status: 'ok' as const,
        database: ctx.database.dialect,
        liveSubscribers: ctx.feed.subscriberCount,
      };
    } catch (error) {
      ctx.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        error: { code: 'database_unavailable', message: 'The database does not answer.' },
      });
    }
  });
}
