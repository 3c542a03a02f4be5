import { useQuery } from '@tanstack/react-query';
import { mcEndpoints } from '../../../../shared/contract/mc';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * The topic the MC's script is read under. Every change the script follows
 * reaches it: a round started, marked, posted, un-posted or locked (`round`),
 * and a couple checked in, scratched, added or moved (`entry`); a test holds
 * the live topics table to that.
 */
export const mcScriptTopic = (competitionId: string) => liveTopics.entries(competitionId);

/** The MC's now and next with each round's script, kept current by the live stream. */
export function useMcScript(competitionId: string) {
  const topic = mcScriptTopic(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'mc-script'],
    queryFn: () => callApi(mcEndpoints.getMcScript, { params: { competitionId } }),
  });
}
