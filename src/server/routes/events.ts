import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '../../shared/contract/events';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import {
  createEvent,
  createEventGrid,
  deleteEvent,
  listEvents,
  setEventPanel,
  updateEvent,
} from '../services/events-service';

const actorOf = (request: Parameters<typeof principalOf>[0]) => {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
};

/** Events: public list; organizers create, edit, bulk-create, choose judging panels and delete. */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, eventEndpoints.listEvents, async ({ params }) =>
    listEvents(ctx.database.db, params.competitionId),
  );

  registerEndpoint(app, eventEndpoints.createEvent, async ({ params, body }, request) => ({
    id: await createEvent(ctx, actorOf(request), params.competitionId, body),
  }));

  registerEndpoint(app, eventEndpoints.createEventGrid, async ({ params, body }, request) =>
    createEventGrid(ctx, actorOf(request), params.competitionId, body),
  );

  registerEndpoint(app, eventEndpoints.updateEvent, async ({ params, body }, request) => {
    await updateEvent(ctx, actorOf(request), params.competitionId, params.eventId, body);
  });

  registerEndpoint(app, eventEndpoints.setEventPanel, async ({ params, body }, request) => {
    const { competitionId, eventId } = params;
    await setEventPanel(ctx, actorOf(request), competitionId, eventId, body.judgeIds);
  });

  registerEndpoint(app, eventEndpoints.deleteEvent, async ({ params, query }, request) => {
    const confirmed = query.confirm === 'true';
    await deleteEvent(ctx, actorOf(request), params.competitionId, params.eventId, confirmed);
  });
}
