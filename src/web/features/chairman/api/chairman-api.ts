import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChairmanRound, SetPin } from '../../../../shared/chairman';
import { chairmanEndpoints as endpoints } from '../../../../shared/contract/chairman';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

/** A round as the overview names it; its `roundKey` (from the server) names its marks topic. */
export type RoundRef = { eventId: string; roundNumber: number; roundKey: string };

const marksTopic = (competitionId: string, round: RoundRef) =>
  liveTopics.marks(competitionId, round.roundKey);

const overviewKey = (competitionId: string) =>
  [liveTopics.rounds(competitionId), 'chairman'] as const;
const roundKey = (competitionId: string, round: RoundRef) =>
  [marksTopic(competitionId, round), 'chairman'] as const;

/** The day's rounds with their locks and the PIN's status; follows rounds posted, locked, moved. */
export function useChairmanOverview(competitionId: string) {
  useLive(liveTopics.rounds(competitionId));
  return useQuery({
    queryKey: overviewKey(competitionId),
    queryFn: () => callApi(endpoints.chairmanOverview, { params: { competitionId } }),
  });
}

/** One round's progress, marks and irregularities; every mark that arrives refetches it. */
export function useChairmanRound(competitionId: string, round: RoundRef) {
  useLive(marksTopic(competitionId, round));
  return useQuery({
    queryKey: roundKey(competitionId, round),
    queryFn: () =>
      callApi(endpoints.chairmanRound, {
        params: { competitionId, eventId: round.eventId, roundNumber: round.roundNumber },
      }),
  });
}

export function useSetPin(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPin) =>
      callApi(endpoints.setChairmanPin, { params: { competitionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overviewKey(competitionId) }),
  });
}

type LockBody = { pin: string } | { pin: string; reason: string };

/** Approve and lock (`{ pin }`) or unlock (`{ pin, reason }`); the answer replaces the round. */
export function useRoundLock(competitionId: string, round: RoundRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [marksTopic(competitionId, round), 'lock'],
    mutationFn: (body: LockBody) => {
      const params = { competitionId, eventId: round.eventId, roundNumber: round.roundNumber };
      return 'reason' in body
        ? callApi(endpoints.unlockRound, { params, body })
        : callApi(endpoints.lockRound, { params, body });
    },
    onSuccess: (answer: ChairmanRound) => {
      queryClient.setQueryData(roundKey(competitionId, round), answer);
      void queryClient.invalidateQueries({ queryKey: overviewKey(competitionId) });
    },
  });
}
