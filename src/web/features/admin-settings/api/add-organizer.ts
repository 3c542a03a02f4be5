import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewOrganizer } from '../../../../shared/admin';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';

export const addOrganizer = (competitionId: string, organizer: NewOrganizer) =>
  callApi(competitionEndpoints.addOrganizer, { params: { competitionId }, body: organizer });

export function useAddOrganizer(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizer: NewOrganizer) => addOrganizer(competitionId, organizer),
    onSuccess: (competition) =>
      queryClient.setQueryData([liveTopics.competition(competitionId)], competition),
  });
}
