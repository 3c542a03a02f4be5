import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const registrationInfoKey = (competitionId: string) =>
  [liveTopics.registrations(competitionId), 'info'] as const;

export const getRegistrationInfo = (competitionId: string) =>
  callApi(registrationEndpoints.getRegistrationInfo, { params: { competitionId } });

/**
 * Whether registration is open, its deadlines, phase, schools and fees. A
 * change of the competition's dates notifies the registrations topic too.
 */
export function useRegistrationInfo(competitionId: string) {
  useLive(liveTopics.registrations(competitionId));
  return useQuery({
    queryKey: registrationInfoKey(competitionId),
    queryFn: () => getRegistrationInfo(competitionId),
  });
}
