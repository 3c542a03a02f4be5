import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewOrganizer } from '../../../../shared/admin';
import { CompetitionSchema } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

export const addOrganizer = (competitionId: string, organizer: NewOrganizer) =>
  sendJson(
    'POST',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/organizers`,
    organizer,
    CompetitionSchema,
  );

export function useAddOrganizer(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizer: NewOrganizer) => addOrganizer(competitionId, organizer),
    onSuccess: (competition) =>
      queryClient.setQueryData([liveTopics.competition(competitionId)], competition),
  });
}
