import { useQuery } from '@tanstack/react-query';
import { liveRoundEndpoints } from '../../../../shared/contract/live-rounds';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * A competitor's rounds, heats and public results. Keyed under the entries
 * topic: rounds started or posted (`round`) and couples moved between heats
 * (`entry`) reach it.
 */
export function useCompetitorRounds(competitionId: string, competitorId: string) {
  const topic = liveTopics.entries(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'competitor-rounds', competitorId],
    queryFn: () =>
      callApi(liveRoundEndpoints.getCompetitorRounds, {
        params: { competitionId, competitorId },
      }),
  });
}
