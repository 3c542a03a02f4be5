import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { callApi } from '../../../lib/api-client';
import { refreshAdminCompetitors } from './get-admin-competitors';

export const withdrawEntry = (competitionId: string, entryId: string) =>
  callApi(registrationEndpoints.withdrawEntry, { params: { competitionId, entryId } });

/** Withdraws one couple from one event. */
export function useWithdrawEntry(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => withdrawEntry(competitionId, entryId),
    onSuccess: () => refreshAdminCompetitors(queryClient, competitionId),
  });
}
