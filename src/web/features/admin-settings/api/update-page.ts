import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import type { PagePatch, PageSlug } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';

export const updatePage = (competitionId: string, slug: PageSlug, patch: PagePatch) =>
  callApi(competitionEndpoints.updatePage, { params: { competitionId, slug }, body: patch });

export function useUpdatePage(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, patch }: { slug: PageSlug; patch: PagePatch }) =>
      updatePage(competitionId, slug, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [liveTopics.pages(competitionId)] }),
  });
}
