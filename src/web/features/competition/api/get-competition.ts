import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live-topics';
import { callApi } from '../../../lib/api-client';
import { competitionEndpoints } from './competition-endpoints';
import type { RetryOptions } from '../../../lib/keep-trying';
import { useLive } from '../../../live/use-live';
import { useSite } from './get-site';

export const getCompetition = async (competitionId: string) =>
  callApi((await competitionEndpoints()).getCompetition, { params: { competitionId } });

/**
 * The public default competition's metadata, kept current by the live stream.
 * `retry` replaces the app's default for both reads (the jumbotron keeps trying).
 */
export function useCompetition(retry: RetryOptions = {}) {
  const site = useSite(retry);
  const competitionId = site.data?.defaultCompetitionId;
  const topic = competitionId ? liveTopics.competition(competitionId) : undefined;
  useLive(topic);
  return useQuery({
    queryKey: [topic],
    queryFn: () => getCompetition(competitionId as string),
    enabled: competitionId !== undefined,
    ...retry,
  });
}
