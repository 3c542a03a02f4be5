import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scheduleEndpoints as endpoints } from '../../shared/contract/schedule';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import {
  addRound,
  clearRounds,
  generateRounds,
  getSchedule,
  getScheduleTiming,
  removeRound,
  setScheduleTiming,
  shiftScheduledRound,
  skipScheduledRound,
  updateRound,
} from '../services/schedule-service';

function actorOf(request: FastifyRequest) {
  const principal = principalOf(request);
  return { userId: principal.userId, email: principal.email };
}

/** The day's schedule: public read; organizers run the round operations of spec section 4. */
export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getSchedule, async ({ params }) =>
    getSchedule(ctx.database.db, params.competitionId),
  );

  registerEndpoint(app, endpoints.generateRounds, async ({ params, body }, request) =>
    generateRounds(ctx, actorOf(request), params.competitionId, body),
  );
  registerEndpoint(app, endpoints.clearRounds, async ({ params, body }, request) =>
    clearRounds(ctx, actorOf(request), params.competitionId, body),
  );
  registerEndpoint(app, endpoints.addRound, async ({ params, body }, request) =>
    addRound(ctx, actorOf(request), params.competitionId, body.eventId, body.afterRoundNumber),
  );
  registerEndpoint(app, endpoints.deleteRound, async ({ params, body }, request) =>
    removeRound(ctx, actorOf(request), params.competitionId, body.eventId, body.roundNumber),
  );
  registerEndpoint(app, endpoints.skipRound, async ({ params, body }, request) =>
    skipScheduledRound(ctx, actorOf(request), params.competitionId, body.eventId, body.roundNumber),
  );
  registerEndpoint(app, endpoints.shiftRound, async ({ params, body }, request) =>
    shiftScheduledRound(
      ctx,
      actorOf(request),
      params.competitionId,
      body.eventId,
      body.roundNumber,
      body.direction,
    ),
  );
  registerEndpoint(app, endpoints.getScheduleTiming, async ({ params }) => {
    await getSchedule(ctx.database.db, params.competitionId); // 404 for an unknown competition
    return getScheduleTiming(ctx.database.db, params.competitionId);
  });
  registerEndpoint(app, endpoints.saveScheduleTiming, async ({ params, body }, request) =>
    setScheduleTiming(ctx, actorOf(request), params.competitionId, body),
  );
  registerEndpoint(app, endpoints.updateRound, async ({ params, body }, request) =>
    updateRound(ctx, actorOf(request), params.competitionId, body),
  );
}
