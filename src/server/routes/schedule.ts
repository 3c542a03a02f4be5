import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CompetitionIdSchema } from '../../shared/competition';
import {
  AddRoundSchema,
  ClearRoundsSchema,
  GenerateRoundsSchema,
  RoundRefSchema,
  ShiftRoundSchema,
  ScheduleTimingSchema,
  UpdateRoundSchema,
} from '../../shared/schedule';
import type { AppContext } from '../context';
import { ADMIN_ONLY, PUBLIC, principalOf } from '../http/access';
import { parseInput } from '../http/validate';
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

const Params = z.object({ competitionId: CompetitionIdSchema });

function actorAndCompetition(request: FastifyRequest) {
  const principal = principalOf(request);
  const { competitionId } = parseInput(Params, request.params, 'path');
  return { actor: { userId: principal.userId, email: principal.email }, competitionId };
}

/** The day's schedule: public read; organizers run the round operations of spec section 4. */
export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/competitions/:competitionId/schedule',
    { config: { access: PUBLIC } },
    async (request) => {
      const { competitionId } = parseInput(Params, request.params, 'path');
      return getSchedule(ctx.database.db, competitionId);
    },
  );

  const admin = { config: { access: ADMIN_ONLY } };
  const base = '/api/admin/competitions/:competitionId/schedule';

  app.post(`${base}/generate`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    return generateRounds(
      ctx,
      actor,
      competitionId,
      parseInput(GenerateRoundsSchema, request.body ?? {}, 'body'),
    );
  });
  app.post(`${base}/clear`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    return clearRounds(
      ctx,
      actor,
      competitionId,
      parseInput(ClearRoundsSchema, request.body ?? {}, 'body'),
    );
  });
  app.post(`${base}/add-round`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    const body = parseInput(AddRoundSchema, request.body, 'body');
    return addRound(ctx, actor, competitionId, body.eventId, body.afterRoundNumber);
  });
  app.post(`${base}/delete-round`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    const body = parseInput(RoundRefSchema, request.body, 'body');
    return removeRound(ctx, actor, competitionId, body.eventId, body.roundNumber);
  });
  app.post(`${base}/skip-round`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    const body = parseInput(RoundRefSchema, request.body, 'body');
    return skipScheduledRound(ctx, actor, competitionId, body.eventId, body.roundNumber);
  });
  app.post(`${base}/shift-round`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    const body = parseInput(ShiftRoundSchema, request.body, 'body');
    return shiftScheduledRound(
      ctx,
      actor,
      competitionId,
      body.eventId,
      body.roundNumber,
      body.direction,
    );
  });
  app.get(`${base}/timing`, admin, async (request) => {
    const { competitionId } = actorAndCompetition(request);
    await getSchedule(ctx.database.db, competitionId); // 404 for an unknown competition
    return getScheduleTiming(ctx.database.db, competitionId);
  });
  app.put(`${base}/timing`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    return setScheduleTiming(
      ctx,
      actor,
      competitionId,
      parseInput(ScheduleTimingSchema, request.body, 'body'),
    );
  });
  app.patch(`${base}/round`, admin, async (request) => {
    const { actor, competitionId } = actorAndCompetition(request);
    return updateRound(
      ctx,
      actor,
      competitionId,
      parseInput(UpdateRoundSchema, request.body, 'body'),
    );
  });
}
