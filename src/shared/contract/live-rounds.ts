import { z } from 'zod';
import { CompetitorRoundsSchema, LiveRoundSchema } from '../live-rounds';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';
import { RoundParams } from './judging';
import { CompetitionParams } from './params';

const tag = 'Live';
const CompetitorParams = CompetitionParams.extend({
  competitorId: z.string().min(1).max(100),
});

/** Competition day for the public (issue 13): a round on the floor, a competitor's rounds. */
export const liveRoundEndpoints = {
  getLiveRound: defineEndpoint({
    summary: 'One round live: its state, times and couples heat by heat (no marks)',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/live/:eventId/:roundNumber',
    access: PUBLIC,
    params: RoundParams,
    status: 200,
    response: LiveRoundSchema,
  }),
  getCompetitorRounds: defineEndpoint({
    summary: "A competitor's rounds in each event, with heats, times and public results",
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/competitors/:competitorId/rounds',
    access: PUBLIC,
    params: CompetitorParams,
    status: 200,
    response: CompetitorRoundsSchema,
    openResults: true,
  }),
};
