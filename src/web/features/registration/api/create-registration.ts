import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { RegistrationReceiptSchema } from '../../../../shared/registration';
import type { RegistrationInput } from '../../../../shared/registration';
import { sendJson } from '../../../lib/api-client';

export const createRegistration = (competitionId: string, input: RegistrationInput) =>
  sendJson(
    'POST',
    `/api/competitions/${encodeURIComponent(competitionId)}/registrations`,
    input,
    RegistrationReceiptSchema,
  );

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
