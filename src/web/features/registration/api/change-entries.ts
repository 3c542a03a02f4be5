import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { EntryChangeResultSchema } from '../../../../shared/registration';
import type { EntryChanges } from '../../../../shared/registration';
import { sendJson } from '../../../lib/api-client';

export const changeEntries = (competitionId: string, changes: EntryChanges) =>
  sendJson(
    'POST',
    `/api/competitions/${encodeURIComponent(competitionId)}/registrations/changes`,
    changes,
    EntryChangeResultSchema,
  );

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
