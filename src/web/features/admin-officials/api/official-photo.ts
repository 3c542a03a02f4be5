import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officialEndpoints } from '../../../../shared/contract/officials';
import { callApi } from '../../../lib/api-client';
import { refreshOfficials } from './officials';

/**
 * Sends the picked file as the raw request body with its own type (the server
 * takes JPEG, PNG and WebP bodies up to 2 MB on this route), so no multipart
 * encoding is needed.
 */
export const uploadOfficialPhoto = (competitionId: string, officialId: string, file: File) =>
  callApi(officialEndpoints.uploadOfficialPhoto, {
    params: { competitionId, officialId },
    body: file,
  });

export const removeOfficialPhoto = (competitionId: string, officialId: string) =>
  callApi(officialEndpoints.removeOfficialPhoto, { params: { competitionId, officialId } });

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
