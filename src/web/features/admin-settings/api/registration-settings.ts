import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { RegistrationSettings } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** Under the registrations topic, so saving refreshes every screen that shows fees or schools. */
export const registrationSettingsQueryKey = (competitionId: string) =>
  [liveTopics.registrations(competitionId), 'settings'] as const;

export const getRegistrationSettings = (competitionId: string) =>
  callApi(registrationEndpoints.getRegistrationSettings, { params: { competitionId } });

export const putRegistrationSettings = (competitionId: string, settings: RegistrationSettings) =>
  callApi(registrationEndpoints.saveRegistrationSettings, {
    params: { competitionId },
    body: settings,
  });

export function useRegistrationSettings(competitionId: string) {
  useLive(liveTopics.registrations(competitionId));
  return useQuery({
    queryKey: registrationSettingsQueryKey(competitionId),
    queryFn: () => getRegistrationSettings(competitionId),
  });
}

export function useSaveRegistrationSettings(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RegistrationSettings) =>
      putRegistrationSettings(competitionId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(registrationSettingsQueryKey(competitionId), saved);
      // The public registration info (schools, fees) is cached under the same topic.
      void queryClient.invalidateQueries({
        queryKey: [liveTopics.registrations(competitionId)],
        predicate: (query) => query.queryKey[1] !== 'settings',
      });
    },
  });
}
