import { useQuery } from '@tanstack/react-query';
import { printingEndpoints as endpoints } from '../../../../shared/contract/printing';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * Every event's posted rounds with the marks and the chairman's approvals.
 * Posting a round and the chairman's lock both notify the results topic, so a
 * results sheet left open shows the approval as soon as it is given. Not
 * asked (`enabled: false`) for a role the server refuses.
 */
export function usePrintResults(competitionId: string, { enabled = true } = {}) {
  const topic = liveTopics.results(competitionId);
  useLive(enabled ? topic : undefined);
  return useQuery({
    queryKey: [topic, 'print-results'],
    queryFn: () => callApi(endpoints.getPrintResults, { params: { competitionId } }),
    enabled,
  });
}
