import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionTransferEndpoints as endpoints } from '../../../../shared/contract/competition-transfer';
import { apiUrl, callApi } from '../../../lib/api-client';

/** Where the browser downloads the competition's export file (the server names it). */
export const exportDownloadUrl = (competitionId: string) =>
  apiUrl(endpoints.exportCompetition, { params: { competitionId } });

/** An upload and what to do if its competition id is taken. */
export type ImportRequest = { file: File; replace?: boolean; as?: string };

/** Uploads an export file; every cached answer is dropped after, since any competition may have changed. */
export function useImportCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, replace = false, as }: ImportRequest) =>
      callApi(endpoints.importCompetition, {
        query: { replace: replace ? 'true' : 'false', ...(as !== undefined && { as }) },
        // A file picked from disk may carry no type; the server takes JSON only.
        body: new Blob([file], { type: 'application/json' }),
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
