import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CompetitionIdSchema } from '../../shared/competition';
import { EventGridSchema, EventInputSchema, EventPanelSchema } from '../../shared/events';
import type { AppContext } from '../context';
import { ADMIN_ONLY, PUBLIC, principalOf } from '../http/access';
import { parseInput } from '../http/validate';
import {
  createEvent,
  createEventGrid,
  deleteEvent,
  listEvents,
  setEventPanel,
  updateEvent,
} from '../services/events-service';

const CompetitionParams = z.object({ competitionId: CompetitionIdSchema });
const EventParams = CompetitionParams.extend({ eventId: z.string().min(1).max(100) });
const DeleteQuery = z.object({ confirm: z.enum(['true', 'false']).default('false') });

const actorOf = (request: Parameters<typeof principalOf>[0]) => {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
};

/** Events: public list; organizers create, edit, bulk-create, choose judging panels and delete. */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/competitions/:competitionId/events',
    { config: { access: PUBLIC } },
    async (request) => {
      const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
      return listEvents(ctx.database.db, competitionId);
    },
  );

  const admin = { config: { access: ADMIN_ONLY } };

  app.post('/api/admin/competitions/:competitionId/events', admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const input = parseInput(EventInputSchema, request.body, 'body');
    const id = await createEvent(ctx, actorOf(request), competitionId, input);
    reply.code(201);
    return { id };
  });

  app.post('/api/admin/competitions/:competitionId/events/grid', admin, async (request, reply) => {
    const { competitionId } = parseInput(CompetitionParams, request.params, 'path');
    const grid = parseInput(EventGridSchema, request.body, 'body');
    reply.code(201);
    return createEventGrid(ctx, actorOf(request), competitionId, grid);
  });

  app.put(
    '/api/admin/competitions/:competitionId/events/:eventId',
    admin,
    async (request, reply) => {
      const { competitionId, eventId } = parseInput(EventParams, request.params, 'path');
      const input = parseInput(EventInputSchema, request.body, 'body');
      await updateEvent(ctx, actorOf(request), competitionId, eventId, input);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/admin/competitions/:competitionId/events/:eventId/panel',
    admin,
    async (request, reply) => {
      const { competitionId, eventId } = parseInput(EventParams, request.params, 'path');
      const { judgeIds } = parseInput(EventPanelSchema, request.body, 'body');
      await setEventPanel(ctx, actorOf(request), competitionId, eventId, judgeIds);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/admin/competitions/:competitionId/events/:eventId',
    admin,
    async (request, reply) => {
      const { competitionId, eventId } = parseInput(EventParams, request.params, 'path');
      const { confirm } = parseInput(DeleteQuery, request.query, 'query');
      await deleteEvent(ctx, actorOf(request), competitionId, eventId, confirm === 'true');
      return reply.code(204).send();
    },
  );
}
