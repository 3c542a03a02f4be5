import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminOfficialSchema } from '../../../../shared/officials';
import type { OfficialInput, OfficialPatch } from '../../../../shared/officials';
import { liveTopics } from '../../../../shared/live';
import { getJson, sendJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** Under the officials topic; notifications carry no data, so access codes stay in this fetch. */
export const officialsQueryKey = (competitionId: string) =>
  [liveTopics.officials(competitionId)] as const;

export const officialsUrl = (competitionId: string) =>
  `/api/admin/competitions/${encodeURIComponent(competitionId)}/officials`;
export const officialUrl = (competitionId: string, officialId: string) =>
  `${officialsUrl(competitionId)}/${encodeURIComponent(officialId)}`;

export const getOfficials = (competitionId: string) =>
  getJson(officialsUrl(competitionId), z.array(AdminOfficialSchema));

export const createOfficial = (competitionId: string, input: OfficialInput) =>
  sendJson('POST', officialsUrl(competitionId), input, AdminOfficialSchema);

export const updateOfficial = (competitionId: string, officialId: string, patch: OfficialPatch) =>
  sendJson('PATCH', officialUrl(competitionId, officialId), patch, AdminOfficialSchema);

export const deleteOfficial = (competitionId: string, officialId: string) =>
  sendJson('DELETE', officialUrl(competitionId, officialId), undefined, z.undefined());

/** Replaces a judge's access code; the old one stops working at once. */
export const renewAccessCode = (competitionId: string, officialId: string) =>
  sendJson(
    'POST',
    `${officialUrl(competitionId, officialId)}/access-code`,
    undefined,
    AdminOfficialSchema,
  );

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
