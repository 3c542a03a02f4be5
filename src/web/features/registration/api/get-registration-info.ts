import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveTopics } from '../../../../shared/live';
import { RegistrationInfoSchema } from '../../../../shared/registration';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const registrationInfoKey = (competitionId: string) =>
  [liveTopics.registrations(competitionId), 'info'] as const;

export const getRegistrationInfo = (competitionId: string) =>
  getJson(
    `/api/competitions/${encodeURIComponent(competitionId)}/registration`,
    RegistrationInfoSchema,
  );

/**
 * Whether registration is open, its deadlines, phase, schools and fees. The
 * dates live in the competition's metadata, whose pushes carry data and so do
 * not reach this query: `competitionUpdatedAt` (when the competition last
 * arrived) changing refetches it, as a registrations push does.
 */
export function useRegistrationInfo(competitionId: string, competitionUpdatedAt: number) {
  useLive(liveTopics.registrations(competitionId));
  const queryClient = useQueryClient();
  const seen = useRef(competitionUpdatedAt);
  useEffect(() => {
    if (competitionUpdatedAt === seen.current) return;
    seen.current = competitionUpdatedAt;
    void queryClient.invalidateQueries({ queryKey: registrationInfoKey(competitionId) });
  }, [competitionId, competitionUpdatedAt, queryClient]);
  return useQuery({
    queryKey: registrationInfoKey(competitionId),
    queryFn: () => getRegistrationInfo(competitionId),
  });
}
