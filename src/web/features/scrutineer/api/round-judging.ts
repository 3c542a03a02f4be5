import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { roundIdFor } from '../../../../domain/competition/rounds';
import { judgingEndpoints as endpoints } from '../../../../shared/contract/judging';
import type { RoundJudging, TIE_CHOICES } from '../../../../shared/judging';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export type RoundRef = { eventId: string; roundNumber: number };
export type TieChoice = (typeof TIE_CHOICES)[number];

/**
 * The round's storage key, as the contract defines it (`{eventId}-R{n}`,
 * RoundJudging.roundKey): it names the round's marks topic, so the screen can
 * key its queries under that topic before the first answer arrives.
 */
const roundKeyOf = ({ eventId, roundNumber }: RoundRef) => roundIdFor(eventId, roundNumber);

const marksTopic = (competitionId: string, round: RoundRef) =>
  liveTopics.marks(competitionId, roundKeyOf(round));

export const roundJudgingKey = (competitionId: string, round: RoundRef) =>
  [marksTopic(competitionId, round), 'judging'] as const;

const params = (competitionId: string, round: RoundRef) => ({ competitionId, ...round });

/**
 * One round as the scrutineer sees it: couples, panel, every sheet and late
 * arrivals. Every write to the round's marks (a judge's tap, the scrutineer's
 * actions) notifies its marks topic, which refetches this.
 */
export function useRoundJudging(competitionId: string, round: RoundRef) {
  useLive(marksTopic(competitionId, round));
  return useQuery({
    queryKey: roundJudgingKey(competitionId, round),
    queryFn: () => callApi(endpoints.getRoundJudging, { params: params(competitionId, round) }),
  });
}

/**
 * The engine's result for the round's current marks, kept under the marks
 * topic so a late correction recomputes it. A refusal (marks missing) is an
 * answer to show, not a failure to retry.
 */
export function useRoundComputation(
  competitionId: string,
  round: RoundRef,
  tieChoice: TieChoice | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [marksTopic(competitionId, round), 'compute', tieChoice ?? null],
    queryFn: () =>
      callApi(endpoints.computeRound, {
        params: params(competitionId, round),
        query: tieChoice ? { tieChoice } : {},
      }),
    enabled,
    retry: false,
    // Choosing a cut shows the last result until the new one arrives, not an empty panel.
    placeholderData: keepPreviousData,
  });
}

const actions = {
  start: endpoints.startRound,
  enterSheet: endpoints.enterSheet,
  markAbsent: endpoints.markJudgeAbsent,
  post: endpoints.postRound,
  unpost: endpoints.unpostRound,
  scratch: endpoints.scratchFromFinal,
  recallTarget: endpoints.setRecallTarget,
};
type Actions = typeof actions;
export type RoundActionName = keyof Actions;
type ActionBody<K extends RoundActionName> = z.input<Actions[K]['body']>;

/**
 * One scrutineer action on the round. The answer is the round as it now
 * stands, which replaces the cached one; the mutation is keyed by the marks
 * topic, so the action's own notification does not refetch it mid-flight.
 */
export function useRoundAction<K extends RoundActionName>(
  competitionId: string,
  round: RoundRef,
  action: K,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [marksTopic(competitionId, round), action],
    // Every action takes the round and its own body (typed per K for callers).
    mutationFn: (body: ActionBody<K>) =>
      callApi(actions[action] as Actions['enterSheet'], {
        params: params(competitionId, round),
        body: body as ActionBody<'enterSheet'>,
      }),
    onSuccess: (judging) => settle(queryClient, competitionId, round, judging),
  });
}

/** Clears a judge's absence for the round. */
export function useClearAbsence(competitionId: string, round: RoundRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [marksTopic(competitionId, round), 'clearAbsence'],
    mutationFn: (judgeId: string) =>
      callApi(endpoints.clearJudgeAbsence, {
        params: { ...params(competitionId, round), judgeId },
      }),
    onSuccess: (judging) => settle(queryClient, competitionId, round, judging),
  });
}

function settle(
  queryClient: ReturnType<typeof useQueryClient>,
  competitionId: string,
  round: RoundRef,
  judging: RoundJudging,
) {
  queryClient.setQueryData(roundJudgingKey(competitionId, round), judging);
  // A result computed before the action may no longer hold.
  void queryClient.invalidateQueries({
    queryKey: [marksTopic(competitionId, round), 'compute'],
  });
}
