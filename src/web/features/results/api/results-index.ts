import { useQuery } from '@tanstack/react-query';
import { resultsEndpoints } from '../../../../shared/contract/results';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * The public results index, kept current by the live stream: posting,
 * publishing and withdrawing notify the results topic. (Switching the results
 * page off is a competition change; the screen follows the competition's flag.)
 */
export function useResultsIndex(competitionId: string) {
  const topic = liveTopics.results(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'index'],
    queryFn: () => callApi(resultsEndpoints.getResultsIndex, { params: { competitionId } }),
  });
}
