import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resultsEndpoints as endpoints } from '../../../../shared/contract/results';
import { liveTopics } from '../../../../shared/live';
import type { SetMarksEmbargo } from '../../../../shared/results';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * Staff reads of the results, under the results topic: posting a round,
 * publishing or withdrawing an event and changing the embargo all notify it,
 * so every open staff screen (and the public pages) follow.
 */
const staffKey = (competitionId: string) => [liveTopics.results(competitionId), 'staff'] as const;

/** Every event with its publication and rounds, and the marks embargo. */
export function useStaffResults(competitionId: string) {
  useLive(liveTopics.results(competitionId));
  return useQuery({
    queryKey: [...staffKey(competitionId), 'overview'],
    queryFn: () => callApi(endpoints.getStaffResults, { params: { competitionId } }),
  });
}

/**
 * One event with every mark and previews of its Marked rounds (a round
 * becoming Marked is a round change, which notifies the results topic too).
 */
export function useStaffEventResults(competitionId: string, eventId: string) {
  useLive(liveTopics.results(competitionId));
  return useQuery({
    queryKey: [...staffKey(competitionId), 'event', eventId],
    queryFn: () => callApi(endpoints.getStaffEventResults, { params: { competitionId, eventId } }),
  });
}

/** Publishes an event's posted results, or withdraws them from the public. */
export function useSetResultsPublished(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, published }: { eventId: string; published: boolean }) =>
      callApi(endpoints.setResultsPublished, {
        params: { competitionId, eventId },
        body: { published },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(competitionId) }),
  });
}

/** Holds the judges' marks back, sets their release time, or releases them. */
export function useSetMarksEmbargo(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (embargo: SetMarksEmbargo) =>
      callApi(endpoints.setMarksEmbargo, { params: { competitionId }, body: embargo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(competitionId) }),
  });
}
