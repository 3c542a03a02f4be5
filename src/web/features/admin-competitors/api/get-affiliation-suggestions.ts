import { useQuery } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { RegistrationInfoSchema } from '../../../../shared/registration';
import { getJson } from '../../../lib/api-client';

export const getRegistrationInfo = (competitionId: string) =>
  getJson(
    `/api/competitions/${encodeURIComponent(competitionId)}/registration`,
    RegistrationInfoSchema,
  );

/**
 * The organizers' list of schools and clubs, offered when editing a
 * competitor's school (any other name may still be typed, like 'Other').
 */
export function useAffiliationSuggestions(competitionId: string) {
  return useQuery({
    queryKey: [liveTopics.registrations(competitionId), 'info'],
    queryFn: () => getRegistrationInfo(competitionId),
    select: (info) => info.affiliations,
  });
}
