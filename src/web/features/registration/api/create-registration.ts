import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { RegistrationInput } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';

export const createRegistration = (competitionId: string, input: RegistrationInput) =>
  callApi(registrationEndpoints.register, { params: { competitionId }, body: input });

/** A couple registers themselves (public; refused after the closing date). */
export function useCreateRegistration(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) => createRegistration(competitionId, input),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: [liveTopics.registrations(competitionId)],
      }),
  });
}
