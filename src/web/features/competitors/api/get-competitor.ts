import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getCompetitor = (competitionId: string, competitorId: string) =>
  callApi(registrationEndpoints.getCompetitor, { params: { competitionId, competitorId } });

/** One competitor's number, school and events, kept current by the live stream. */
export function useCompetitor(competitionId: string, competitorId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'competitor', competitorId],
    queryFn: () => getCompetitor(competitionId, competitorId),
  });
}
