import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import type { CompetitionPatch } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';

export const updateCompetition = (competitionId: string, patch: CompetitionPatch) =>
  callApi(competitionEndpoints.updateCompetition, { params: { competitionId }, body: patch });

export function useUpdateCompetition(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompetitionPatch) => updateCompetition(competitionId, patch),
    onSuccess: (competition) =>
      queryClient.setQueryData([liveTopics.competition(competitionId)], competition),
  });
}
