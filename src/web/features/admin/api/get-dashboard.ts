import { useQuery } from '@tanstack/react-query';
import { DashboardFiguresSchema } from '../../../../shared/dashboard';
import { liveTopics } from '../../../../shared/live';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getDashboard = (competitionId: string) =>
  getJson(
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/dashboard`,
    DashboardFiguresSchema,
  );

/** Counts for the dashboard; the server pushes a refetch whenever they may have changed. */
export function useDashboard(competitionId: string) {
  const topic = liveTopics.dashboard(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic], queryFn: () => getDashboard(competitionId) });
}
