import { useQuery } from '@tanstack/react-query';
import { CompetitionSchema } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';
import { useSite } from './get-site';

export const getCompetition = (competitionId: string) =>
  getJson(`/api/competitions/${encodeURIComponent(competitionId)}`, CompetitionSchema);

/** The public default competition's metadata, kept current by the live stream. */
export function useCompetition() {
  const site = useSite();
  const competitionId = site.data?.defaultCompetitionId;
  const topic = competitionId ? liveTopics.competition(competitionId) : undefined;
  useLive(topic);
  return useQuery({
    queryKey: [topic],
    queryFn: () => getCompetition(competitionId as string),
    enabled: competitionId !== undefined,
  });
}
