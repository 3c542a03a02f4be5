import { useQuery } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import { callApi } from '../../../lib/api-client';

export const getSite = () => callApi(competitionEndpoints.getSite);

/** Which competition the public site shows; it does not change while a page is open. */
export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity });
}
