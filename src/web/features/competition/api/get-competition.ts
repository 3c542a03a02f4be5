import { useQuery } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import type { RetryOptions } from '../../../lib/keep-trying';
import { useLive } from '../../../live/use-live';
import { useSite } from './get-site';

export const getCompetition = (competitionId: string) =>
  callApi(competitionEndpoints.getCompetition, { params: { competitionId } });

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
