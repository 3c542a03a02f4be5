import type { FastifyInstance } from 'fastify';
import { liveRoundEndpoints as endpoints } from '../../shared/contract/live-rounds';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { getCompetitorRounds } from '../services/live-rounds/competitor-rounds';
import { getLiveRound } from '../services/live-rounds/live-round';

/** Competition day for the public: one round on the floor, a competitor's rounds. */
export function registerLiveRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  registerEndpoint(app, endpoints.getLiveRound, async ({ params }) =>
    getLiveRound(db, params.competitionId, params.eventId, params.roundNumber),
  );
  registerEndpoint(app, endpoints.getCompetitorRounds, async ({ params }) =>
    getCompetitorRounds(db, params.competitionId, params.competitorId),
  );
}
