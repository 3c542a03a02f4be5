import { useQuery } from '@tanstack/react-query';
import type { PageSlug } from '../../../../shared/competition';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';
import { useSite } from './get-site';

export const getPages = (competitionId: string) =>
  callApi(competitionEndpoints.listPages, { params: { competitionId } });

/** One info page of the default competition, kept current by the live stream. */
export function usePage(slug: PageSlug) {
  const competitionId = useSite().data?.defaultCompetitionId;
  const topic = competitionId ? liveTopics.pages(competitionId) : undefined;
  useLive(topic);
  return useQuery({
    queryKey: [topic],
    queryFn: () => getPages(competitionId as string),
    enabled: competitionId !== undefined,
    select: (pages) => pages.find((page) => page.slug === slug),
  });
}
