import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompetitionSchema } from '../../../../shared/competition';
import type { CompetitionPatch } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

export const updateCompetition = (competitionId: string, patch: CompetitionPatch) =>
  sendJson(
    'PATCH',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}`,
    patch,
    CompetitionSchema,
  );

export function useUpdateCompetition(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompetitionPatch) => updateCompetition(competitionId, patch),
    onSuccess: (competition) =>
      queryClient.setQueryData([liveTopics.competition(competitionId)], competition),
  });
}
