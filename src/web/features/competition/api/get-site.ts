import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { competitionEndpoints } from './competition-endpoints';
import type { RetryOptions } from '../../../lib/keep-trying';

export const getSite = async () => callApi((await competitionEndpoints()).getSite);

/**
 * Which competition the public site shows; it does not change while a page is
 * open. `retry` replaces the app's default (the jumbotron keeps trying).
 */
export function useSite(retry: RetryOptions = {}) {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity, ...retry });
}
