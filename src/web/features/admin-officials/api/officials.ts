import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { AdminOfficialSchema } from '../../../../shared/officials';
import type { OfficialInput, OfficialPatch } from '../../../../shared/officials';
import { getJson, sendJson } from '../../../lib/api-client';

/** Not a live topic: this list carries access codes, which no live push may. */
export const officialsQueryKey = (competitionId: string) =>
  ['admin', 'officials', competitionId] as const;

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

/**
 * The officials with their access codes. `competitionUpdatedAt` is when the
 * public competition last arrived: every officials change pushes it live, so
 * a newer one means another organizer may have changed this list.
 */
export function useOfficials(competitionId: string, competitionUpdatedAt: number) {
  const queryClient = useQueryClient();
  const seen = useRef(competitionUpdatedAt);
  useEffect(() => {
    if (competitionUpdatedAt === seen.current) return;
    seen.current = competitionUpdatedAt;
    void refreshOfficials(queryClient, competitionId);
  }, [competitionId, competitionUpdatedAt, queryClient]);
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
