import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { sendJson } from '../../../lib/api-client';
import { refreshAdminCompetitors } from './get-admin-competitors';

export const withdrawEntry = (competitionId: string, entryId: string) =>
  sendJson(
    'DELETE',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/entries/${encodeURIComponent(entryId)}`,
    undefined,
    z.undefined(),
  );

/** Withdraws one couple from one event. */
export function useWithdrawEntry(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => withdrawEntry(competitionId, entryId),
    onSuccess: () => refreshAdminCompetitors(queryClient, competitionId),
  });
}
