import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/access';
import { sql } from 'kysely';
import type { AppContext } from '../context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { config: { access: PUBLIC } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.database.db);
      return {
        status: 'ok',
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
