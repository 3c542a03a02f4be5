import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live-topics';
import { callApi } from '../../../lib/api-client';
import { competitionEndpoints } from './competition-endpoints';
import { useLive } from '../../../live/use-live';

export const getEventSettings = async (competitionId: string) =>
  callApi((await competitionEndpoints()).getEventSettings, { params: { competitionId } });

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
