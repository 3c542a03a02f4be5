import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import type { CompetitorPatch } from '../../../../shared/registration';
import { callApi } from '../../../lib/api-client';
import { refreshAdminCompetitors } from './get-admin-competitors';

export const updateCompetitor = (
  competitionId: string,
  competitorId: string,
  patch: CompetitorPatch,
) =>
  callApi(registrationEndpoints.updateCompetitor, {
    params: { competitionId, competitorId },
    body: patch,
  });

/** Refusals (number_taken, email_taken, duplicate_entry) arrive as ApiRequestError. */
export function useUpdateCompetitor(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ competitorId, patch }: { competitorId: string; patch: CompetitorPatch }) =>
      updateCompetitor(competitionId, competitorId, patch),
    onSuccess: () => refreshAdminCompetitors(queryClient, competitionId),
  });
}
