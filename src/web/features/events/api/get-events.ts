import { useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../shared/contract/events';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEvents = (competitionId: string) =>
  callApi(eventEndpoints.listEvents, { params: { competitionId } });

/** The competition's events, kept current by the live stream. */
export function useEvents(competitionId: string) {
  const topic = liveTopics.events(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic], queryFn: () => getEvents(competitionId) });
}
