import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getTbaDancers = (competitionId: string) =>
  callApi(registrationEndpoints.listTbaDancers, { params: { competitionId } });

/** Dancers still looking for a partner; a registration or a change refetches the list. */
export function useTbaDancers(competitionId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic, 'tba'], queryFn: () => getTbaDancers(competitionId) });
}
