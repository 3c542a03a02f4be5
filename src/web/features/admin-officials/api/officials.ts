import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { officialEndpoints } from '../../../../shared/contract/officials';
import type { OfficialInput, OfficialPatch } from '../../../../shared/officials';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** Under the officials topic; notifications carry no data, so access codes stay in this fetch. */
export const officialsQueryKey = (competitionId: string) =>
  [liveTopics.officials(competitionId)] as const;

export const getOfficials = (competitionId: string) =>
  callApi(officialEndpoints.listOfficials, { params: { competitionId } });

export const createOfficial = (competitionId: string, input: OfficialInput) =>
  callApi(officialEndpoints.createOfficial, { params: { competitionId }, body: input });

export const updateOfficial = (competitionId: string, officialId: string, patch: OfficialPatch) =>
  callApi(officialEndpoints.updateOfficial, { params: { competitionId, officialId }, body: patch });

export const deleteOfficial = (competitionId: string, officialId: string) =>
  callApi(officialEndpoints.deleteOfficial, { params: { competitionId, officialId } });

/** Replaces a judge's access code; the old one stops working at once. */
export const renewAccessCode = (competitionId: string, officialId: string) =>
  callApi(officialEndpoints.renewAccessCode, { params: { competitionId, officialId } });

/** Returned so a mutation stays pending until the list shows its result. */
export const refreshOfficials = (queryClient: QueryClient, competitionId: string) =>
  queryClient.invalidateQueries({ queryKey: officialsQueryKey(competitionId) });

/** The officials with their access codes, refetched when another organizer changes them. */
export function useOfficials(competitionId: string) {
  useLive(liveTopics.officials(competitionId));
  return useQuery({
    queryKey: officialsQueryKey(competitionId),
    queryFn: () => getOfficials(competitionId),
  });
}

export function useCreateOfficial(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficialInput) => createOfficial(competitionId, input),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}

export function useUpdateOfficial(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ officialId, patch }: { officialId: string; patch: OfficialPatch }) =>
      updateOfficial(competitionId, officialId, patch),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}

export function useDeleteOfficial(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officialId: string) => deleteOfficial(competitionId, officialId),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}

export function useRenewAccessCode(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officialId: string) => renewAccessCode(competitionId, officialId),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}
