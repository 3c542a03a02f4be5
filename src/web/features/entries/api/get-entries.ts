import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEntries = (competitionId: string) =>
  callApi(registrationEndpoints.listEntries, { params: { competitionId } });

/** Every event with its couples, in event order; a registration anywhere refetches it. */
export function useEntries(competitionId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic, 'entries'], queryFn: () => getEntries(competitionId) });
}
