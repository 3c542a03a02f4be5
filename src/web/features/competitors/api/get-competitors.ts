import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getCompetitors = (competitionId: string) =>
  callApi(registrationEndpoints.listCompetitors, { params: { competitionId } });

/** The public competitors list (by number), kept current by the live stream. */
export function useCompetitors(competitionId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'competitors'],
    queryFn: () => getCompetitors(competitionId),
  });
}
