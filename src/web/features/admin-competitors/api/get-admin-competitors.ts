import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { registrationEndpoints } from '../../../../shared/contract/registration';
import { apiUrl, callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** The CSV export (one row per entry); the session cookie goes with a plain link. */
export const adminCompetitorsCsvUrl = (competitionId: string) =>
  apiUrl(registrationEndpoints.competitorsCsv, { params: { competitionId } });

/**
 * Under the registrations topic, which is pushed without data, so a push only
 * refetches: the emails in this list never travel on the live stream.
 */
export const adminCompetitorsQueryKey = (competitionId: string) =>
  [liveTopics.registrations(competitionId), 'admin'] as const;

export const getAdminCompetitors = (competitionId: string) =>
  callApi(registrationEndpoints.listAdminCompetitors, { params: { competitionId } });

/** Returned by mutations so they stay pending until the table shows their result. */
export const refreshAdminCompetitors = (queryClient: QueryClient, competitionId: string) =>
  queryClient.invalidateQueries({ queryKey: [liveTopics.registrations(competitionId)] });

/** Every competitor with email, levels and entries, kept current as people register. */
export function useAdminCompetitors(competitionId: string) {
  useLive(liveTopics.registrations(competitionId));
  return useQuery({
    queryKey: adminCompetitorsQueryKey(competitionId),
    queryFn: () => getAdminCompetitors(competitionId),
  });
}
