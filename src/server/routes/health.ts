import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthEndpoints } from '../../shared/contract/health';
import type { AppContext } from '../context';
import { errors } from '../errors';
import { registerEndpoint } from '../http/register-endpoint';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, healthEndpoints.getHealth, async () => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return {
        status: 'ok' as const,
        database: ctx.database.dialect,
        liveSubscribers: ctx.feed.subscriberCount,
      };
    } catch (error) {
      ctx.log.error({ err: error }, 'health check: database unreachable');
      throw errors.databaseUnavailable();
    }
  });
}
