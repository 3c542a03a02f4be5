import { useQuery } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEventSettings = (competitionId: string) =>
  callApi(competitionEndpoints.getEventSettings, { params: { competitionId } });

/** The ten event settings, kept current by the live stream; waits until the competition is known. */
export function useEventSettings(competitionId: string | undefined) {
  const topic = competitionId ? liveTopics.eventSettings(competitionId) : undefined;
  useLive(topic);
  return useQuery({
    queryKey: [topic],
    queryFn: () => getEventSettings(competitionId as string),
    enabled: competitionId !== undefined,
  });
}
