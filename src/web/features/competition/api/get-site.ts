import { useQuery } from '@tanstack/react-query';
import { SiteSchema } from '../../../../shared/competition';
import { getJson } from '../../../lib/api-client';

export const getSite = () => getJson('/api/site', SiteSchema);

/** Which competition the public site shows; it does not change while a page is open. */
export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: getSite, staleTime: Infinity });
}
