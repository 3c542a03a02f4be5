import { useQuery } from '@tanstack/react-query';
import { scheduleEndpoints } from '../../../../shared/contract/schedule';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * The day's schedule in the cache, under its live topic: every screen that
 * reads it (public live pages, the jumbotron controller, the organizers'
 * schedule, whose operations write their answer here) shares one fetch.
 */
export const scheduleKey = (competitionId: string) => [liveTopics.schedule(competitionId)] as const;

export const getSchedule = (competitionId: string) =>
  callApi(scheduleEndpoints.getSchedule, { params: { competitionId } });

/** The day's rounds in schedule order (public), kept current by the live stream. */
export function useSchedule(competitionId: string) {
  useLive(liveTopics.schedule(competitionId));
  return useQuery({
    queryKey: scheduleKey(competitionId),
    queryFn: () => getSchedule(competitionId),
  });
}
