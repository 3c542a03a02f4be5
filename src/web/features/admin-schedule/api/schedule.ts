import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleEndpoints as endpoints } from '../../../../shared/contract/schedule';
import { liveTopics } from '../../../../shared/live';
import type { ScheduleTiming } from '../../../../shared/schedule';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';
import { scheduleKey } from '../../schedule/api/get-schedule';

const operations = {
  generate: endpoints.generateRounds,
  clear: endpoints.clearRounds,
  'add-round': endpoints.addRound,
  'delete-round': endpoints.deleteRound,
  'skip-round': endpoints.skipRound,
  'shift-round': endpoints.shiftRound,
};
type Operations = typeof operations;
type OperationBody<K extends keyof Operations> = z.input<Operations[K]['body']>;

/** One schedule operation; the server answers with the whole new schedule, which replaces the cached one. */
export function useScheduleOperation<K extends keyof Operations>(
  competitionId: string,
  operation: K,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Every operation takes the competition and its own body (typed per K for callers).
    mutationFn: (body: OperationBody<K>) =>
      callApi(operations[operation] as Operations['add-round'], {
        params: { competitionId },
        body: body as OperationBody<'add-round'>,
      }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(competitionId), schedule),
  });
}

/** Sets a round's recall size or number of heats. */
export function useUpdateRound(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      eventId: string;
      roundNumber: number;
      recallSize: number;
      numHeats: number;
    }) => callApi(endpoints.updateRound, { params: { competitionId }, body }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(competitionId), schedule),
  });
}

/** Puts the walk-on placeholder couple (#9999) into a round. */
export function useAddAdhocCouple(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, roundNumber }: { eventId: string; roundNumber: number }) =>
      callApi(endpoints.addAdhocCouple, { params: { competitionId, eventId, roundNumber } }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(competitionId), schedule),
  });
}

/** Under the schedule topic, so another organizer's timing change reaches this screen. */
const scheduleTimingKey = (competitionId: string) =>
  [liveTopics.schedule(competitionId), 'timing'] as const;

export function useScheduleTiming(competitionId: string) {
  useLive(liveTopics.schedule(competitionId));
  return useQuery({
    queryKey: scheduleTimingKey(competitionId),
    queryFn: () => callApi(endpoints.getScheduleTiming, { params: { competitionId } }),
  });
}

/** Saves the timing; the answer is the schedule with its recomputed times. */
export function useSaveScheduleTiming(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timing: ScheduleTiming) =>
      callApi(endpoints.saveScheduleTiming, { params: { competitionId }, body: timing }),
    onSuccess: (schedule, timing) => {
      queryClient.setQueryData(scheduleKey(competitionId), schedule);
      queryClient.setQueryData(scheduleTimingKey(competitionId), timing);
    },
  });
}
