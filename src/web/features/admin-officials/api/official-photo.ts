import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiErrorSchema } from '../../../../shared/api-error';
import { AdminOfficialSchema } from '../../../../shared/officials';
import type { AdminOfficial } from '../../../../shared/officials';
import { ApiRequestError, sendJson } from '../../../lib/api-client';
import { officialUrl, refreshOfficials } from './officials';

const photoUrl = (competitionId: string, officialId: string) =>
  `${officialUrl(competitionId, officialId)}/photo`;

/**
 * Sends the picked file as the raw request body with its own type (the server
 * takes JPEG, PNG and WebP bodies up to 2 MB on this route), so no multipart
 * encoding is needed. The JSON client cannot send bytes, hence its own fetch.
 */
export async function uploadOfficialPhoto(
  competitionId: string,
  officialId: string,
  file: File,
): Promise<AdminOfficial> {
  let response: Response;
  try {
    response = await fetch(photoUrl(competitionId, officialId), {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': file.type },
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiRequestError(response.status, 'http', `The server answered ${response.status}.`);
  }
  return AdminOfficialSchema.parse(body);
}

export const removeOfficialPhoto = (competitionId: string, officialId: string) =>
  sendJson('DELETE', photoUrl(competitionId, officialId), undefined, AdminOfficialSchema);

export function useUploadOfficialPhoto(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ officialId, file }: { officialId: string; file: File }) =>
      uploadOfficialPhoto(competitionId, officialId, file),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}

export function useRemoveOfficialPhoto(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (officialId: string) => removeOfficialPhoto(competitionId, officialId),
    onSuccess: () => refreshOfficials(queryClient, competitionId),
  });
}
