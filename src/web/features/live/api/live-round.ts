import { useQuery } from '@tanstack/react-query';
import { liveRoundEndpoints } from '../../../../shared/contract/live-rounds';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * One round on the floor. Keyed under the entries topic: a round started,
 * marked or posted (`round`) and a couple moved, checked in or scratched
 * (`entry`) both reach it.
 */
export function useLiveRound(competitionId: string, eventId: string, roundNumber: number) {
  const topic = liveTopics.entries(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'live-round', eventId, roundNumber],
    queryFn: () =>
      callApi(liveRoundEndpoints.getLiveRound, {
        params: { competitionId, eventId, roundNumber },
      }),
  });
}
