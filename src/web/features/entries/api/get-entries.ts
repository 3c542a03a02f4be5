import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { EventEntriesSchema } from '../../../../shared/registration';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEntries = (competitionId: string) =>
  getJson(
    `/api/competitions/${encodeURIComponent(competitionId)}/entries`,
    EventEntriesSchema.array(),
  );

/** Every event with its couples, in event order; a registration anywhere refetches it. */
export function useEntries(competitionId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic, 'entries'], queryFn: () => getEntries(competitionId) });
}
