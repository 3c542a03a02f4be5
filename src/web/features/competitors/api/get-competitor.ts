import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getCompetitor = (competitionId: string, competitorId: string) =>
  callApi(registrationEndpoints.getCompetitor, { params: { competitionId, competitorId } });

/** A refusal that asking again will not change (an unknown competitor), so it is not retried. */
const isFinal = (error: Error) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** One competitor's number, school and events, kept current by the live stream. */
export function useCompetitor(competitionId: string, competitorId: string) {
  const topic = liveTopics.registrations(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'competitor', competitorId],
    queryFn: () => getCompetitor(competitionId, competitorId),
    retry: (failures, error) => !isFinal(error) && failures < 2,
  });
}

/** Whether the competitor does not exist (deleted, or a mistyped link). */
export const isCompetitorMissing = (error: Error | null) =>
  error instanceof ApiRequestError && error.status === 404;
