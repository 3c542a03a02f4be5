import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PageSchema } from '../../../../shared/competition';
import type { PagePatch, PageSlug } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

export const updatePage = (competitionId: string, slug: PageSlug, patch: PagePatch) =>
  sendJson(
    'PUT',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/pages/${slug}`,
    patch,
    PageSchema,
  );

export function useUpdatePage(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, patch }: { slug: PageSlug; patch: PagePatch }) =>
      updatePage(competitionId, slug, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [liveTopics.pages(competitionId)] }),
  });
}
