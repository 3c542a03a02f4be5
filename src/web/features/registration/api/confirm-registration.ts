import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { ConfirmationAnswer, ConfirmationToken } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';

/**
 * The emailed confirmation link's token is a password for one answer: it goes
 * in POST bodies only (never a URL, a log or the query cache), so reading the
 * preview is a mutation too.
 */
export const previewConfirmation = (competitionId: string, token: ConfirmationToken) =>
  callApi(registrationEndpoints.previewConfirmation, { params: { competitionId }, body: token });

export const answerConfirmation = (competitionId: string, answer: ConfirmationAnswer) =>
  callApi(registrationEndpoints.answerConfirmation, { params: { competitionId }, body: answer });

export function usePreviewConfirmation(competitionId: string) {
  return useMutation({
    mutationFn: (token: ConfirmationToken) => previewConfirmation(competitionId, token),
  });
}

/** A dancer on file confirms (enters the couple) or declines (removes the registration). */
export function useAnswerConfirmation(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConfirmationAnswer) => answerConfirmation(competitionId, answer),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: [liveTopics.registrations(competitionId)],
      }),
  });
}
