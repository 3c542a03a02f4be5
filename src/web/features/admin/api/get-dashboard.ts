import { useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '../../../../shared/contract/dashboard';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getDashboard = (competitionId: string) =>
  callApi(dashboardEndpoints.getDashboard, { params: { competitionId } });

/** Counts for the dashboard; the server pushes a refetch whenever they may have changed. */
export function useDashboard(competitionId: string) {
  const topic = liveTopics.dashboard(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic], queryFn: () => getDashboard(competitionId) });
}
