import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '../../../../shared/contract/analytics';
import { callApi } from '../../../lib/api-client';

export const getPageViews = (days: number) =>
  callApi(analyticsEndpoints.listPageViews, { query: { days } });

/** Page-view counts of the last `days` days. Views are not announced live, so the screen refetches on demand. */
export function usePageViews(days: number) {
  return useQuery({ queryKey: ['admin', 'page-views', days], queryFn: () => getPageViews(days) });
}
