import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { EntryChanges } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';

export const changeEntries = (competitionId: string, changes: EntryChanges) =>
  callApi(registrationEndpoints.changeEntries, { params: { competitionId }, body: changes });

/** Adds events and withdraws entries for the couple the email and edit code name. */
export function useChangeEntries(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EntryChanges) => changeEntries(competitionId, changes),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: [liveTopics.registrations(competitionId)],
      }),
  });
}
