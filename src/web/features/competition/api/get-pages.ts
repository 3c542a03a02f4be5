import { useQuery } from '@tanstack/react-query';
import type { PageSlug } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live-topics';
import { callApi } from '../../../lib/api-client';
import { competitionEndpoints } from './competition-endpoints';
import { useLive } from '../../../live/use-live';
import { useSite } from './get-site';

export const getPages = async (competitionId: string) =>
  callApi((await competitionEndpoints()).listPages, { params: { competitionId } });

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
