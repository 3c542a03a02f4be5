import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { RegistrationInput } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';

export const addCompetitor = (competitionId: string, input: RegistrationInput) =>
  callApi(registrationEndpoints.addCompetitor, { params: { competitionId }, body: input });

/** An organizer registers a couple: the same as the public form, but after the closing date too. */
export function useAddCompetitor(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) => addCompetitor(competitionId, input),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: [liveTopics.registrations(competitionId)],
      }),
  });
}
