import { useQuery } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { callApi } from '../../../lib/api-client';
import type { RetryOptions } from '../../../lib/keep-trying';

export const getSite = () => callApi(competitionEndpoints.getSite);

/**
 * Which competition the public site shows; it does not change while a page is
 * open. `retry` replaces the app's default (the jumbotron keeps trying).
 */
export function useSite(retry: RetryOptions = {}) {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity, ...retry });
}
