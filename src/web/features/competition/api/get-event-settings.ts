import { useQuery } from '@tanstack/react-query';
import { EventSettingsSchema } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const getEventSettings = (competitionId: string) =>
  getJson(
    `/api/competitions/${encodeURIComponent(competitionId)}/settings/events`,
    EventSettingsSchema,
  );

/** The ten event settings, kept current by the live stream; waits until the competition is known. */
export function useEventSettings(competitionId: string | undefined) {
  const topic = competitionId ? liveTopics.eventSettings(competitionId) : undefined;
  useLive(topic);
  return useQuery({
    queryKey: [topic],
    queryFn: () => getEventSettings(competitionId as string),
    enabled: competitionId !== undefined,
  });
}
