import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCompetitorSchema } from '../../../../shared/registration';
import type { CompetitorPatch } from '../../../../shared/registration';
import { sendJson } from '../../../lib/api-client';
import { adminCompetitorsUrl, refreshAdminCompetitors } from './get-admin-competitors';

export const updateCompetitor = (
  competitionId: string,
  competitorId: string,
  patch: CompetitorPatch,
) =>
  sendJson(
    'PATCH',
    `${adminCompetitorsUrl(competitionId)}/${encodeURIComponent(competitorId)}`,
    patch,
    AdminCompetitorSchema,
  );

/** Refusals (number_taken, email_taken, duplicate_entry) arrive as ApiRequestError. */
export function useUpdateCompetitor(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ competitorId, patch }: { competitorId: string; patch: CompetitorPatch }) =>
      updateCompetitor(competitionId, competitorId, patch),
    onSuccess: () => refreshAdminCompetitors(queryClient, competitionId),
  });
}
