import { useQuery } from '@tanstack/react-query';
import {
  getRegistrationInfo,
  registrationInfoKey,
} from '../../registration/api/get-registration-info';

/**
 * The organizers' list of schools and clubs, offered when editing a
 * competitor's school (any other name may still be typed, like 'Other').
 * The same query as the registration forms', so the two share one cache entry.
 */
export function useAffiliationSuggestions(competitionId: string) {
  return useQuery({
    queryKey: registrationInfoKey(competitionId),
    queryFn: () => getRegistrationInfo(competitionId),
    select: (info) => info.affiliations,
  });
}
