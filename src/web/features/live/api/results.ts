import { useQuery } from '@tanstack/react-query';
import { resultsEndpoints } from '../../../../shared/contract/results';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';
import { isMissing } from './live-round';

/** The public results index: which events have posted results the public may see. */
export function useResultsIndex(competitionId: string) {
  const topic = liveTopics.results(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'index'],
    queryFn: () => callApi(resultsEndpoints.getResultsIndex, { params: { competitionId } }),
  });
}

/**
 * One event's public results; a 404 (nothing posted yet, or not public) is an
 * answer, not a failure, so it is not retried.
 */
export function useEventResults(competitionId: string, eventId: string) {
  const topic = liveTopics.results(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'event', eventId],
    queryFn: () =>
      callApi(resultsEndpoints.getEventResults, { params: { competitionId, eventId } }),
    retry: (failures, error) => !isMissing(error) && failures < 2,
  });
}
