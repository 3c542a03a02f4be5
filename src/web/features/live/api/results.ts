import { useQuery } from '@tanstack/react-query';
import { resultsEndpoints } from '../../../../shared/contract/results';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** The public results index: which events have posted results the public may see. */
export function useResultsIndex(competitionId: string) {
  const topic = liveTopics.results(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'index'],
    queryFn: () => callApi(resultsEndpoints.getResultsIndex, { params: { competitionId } }),
  });
}
