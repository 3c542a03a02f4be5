import { useQuery } from '@tanstack/react-query';
import { printingEndpoints as endpoints } from '../../../../shared/contract/printing';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/**
 * Every round of the day with its couples and panel. Rounds generated, moved
 * or retimed, check-ins, scratches, walk-ons and judges' absences all notify
 * the entries topic (as on the deck captain's floor), so the sheets are kept
 * under it and a screen left open prints what is current.
 */
export function usePrintRounds(competitionId: string) {
  const topic = liveTopics.entries(competitionId);
  useLive(topic);
  return useQuery({
    queryKey: [topic, 'print-rounds'],
    queryFn: () => callApi(endpoints.getPrintRounds, { params: { competitionId } }),
  });
}
