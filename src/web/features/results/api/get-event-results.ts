import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resultsEndpoints } from '../../../../shared/contract/results';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** setTimeout takes at most 2^31-1 ms (about 24 days); a later release is re-armed on the next read. */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * One event's posted results, kept current by the live stream: posting,
 * un-posting, publishing and the embargo all change the results topic. A
 * timed release changes nothing on the server when its time comes, so the
 * page reads again itself at that moment.
 */
export function useEventResults(competitionId: string, eventId: string) {
  const topic = liveTopics.results(competitionId);
  useLive(topic);
  const query = useQuery({
    queryKey: [topic, 'event', eventId],
    queryFn: () =>
      callApi(resultsEndpoints.getEventResults, { params: { competitionId, eventId } }),
  });
  const releaseAt = query.data && !query.data.marksPublic ? query.data.marksReleaseAt : null;
  const { refetch } = query;
  useEffect(() => {
    if (releaseAt === null) return;
    // A second after the release, so the server's clock has passed it too.
    const wait = Math.min(LONGEST_TIMER, Math.max(0, Date.parse(releaseAt) - Date.now()) + 1000);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [releaseAt, refetch]);
  return query;
}
