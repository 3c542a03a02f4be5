import { useQuery } from '@tanstack/react-query';
import { EventSchema } from '../../../../shared/events';
import { liveTopics } from '../../../../shared/live';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEvents = (competitionId: string) =>
  getJson(`/api/competitions/${encodeURIComponent(competitionId)}/events`, EventSchema.array());

/** The competition's events, kept current by the live stream. */
export function useEvents(competitionId: string) {
  const topic = liveTopics.events(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic], queryFn: () => getEvents(competitionId) });
}
