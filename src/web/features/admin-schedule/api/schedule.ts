import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live';
import { ScheduleRoundSchema, ScheduleTimingSchema } from '../../../../shared/schedule';
import type { ScheduleTiming } from '../../../../shared/schedule';
import { getJson, sendJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

const scheduleSchema = ScheduleRoundSchema.array();

export const getSchedule = (competitionId: string) =>
  getJson(`/api/competitions/${encodeURIComponent(competitionId)}/schedule`, scheduleSchema);

/** The day's rounds in schedule order, kept current by the live stream. */
export function useSchedule(competitionId: string) {
  const topic = liveTopics.schedule(competitionId);
  useLive(topic);
  return useQuery({ queryKey: [topic], queryFn: () => getSchedule(competitionId) });
}

type Operation = 'generate' | 'clear' | 'add-round' | 'delete-round' | 'skip-round' | 'shift-round';

/** One schedule operation; the server answers with the whole new schedule, which replaces the cached one. */
export function useScheduleOperation(competitionId: string, operation: Operation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      sendJson(
        'POST',
        `/api/admin/competitions/${encodeURIComponent(competitionId)}/schedule/${operation}`,
        body,
        scheduleSchema,
      ),
    onSuccess: (schedule) =>
      queryClient.setQueryData([liveTopics.schedule(competitionId)], schedule),
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
    }) =>
      sendJson(
        'PATCH',
        `/api/admin/competitions/${encodeURIComponent(competitionId)}/schedule/round`,
        body,
        scheduleSchema,
      ),
    onSuccess: (schedule) =>
      queryClient.setQueryData([liveTopics.schedule(competitionId)], schedule),
  });
}

/** Puts the walk-on placeholder couple (#9999) into a round. */
export function useAddAdhocCouple(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, roundNumber }: { eventId: string; roundNumber: number }) =>
      sendJson(
        'POST',
        `/api/admin/competitions/${encodeURIComponent(competitionId)}/events/${encodeURIComponent(eventId)}/rounds/${roundNumber}/adhoc`,
        {},
        scheduleSchema,
      ),
    onSuccess: (schedule) =>
      queryClient.setQueryData([liveTopics.schedule(competitionId)], schedule),
  });
}

const timingUrl = (competitionId: string) =>
  `/api/admin/competitions/${encodeURIComponent(competitionId)}/schedule/timing`;

export function useScheduleTiming(competitionId: string) {
  return useQuery({
    queryKey: ['admin', 'schedule-timing', competitionId],
    queryFn: () => getJson(timingUrl(competitionId), ScheduleTimingSchema),
  });
}

/** Saves the timing; the answer is the schedule with its recomputed times. */
export function useSaveScheduleTiming(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timing: ScheduleTiming) =>
      sendJson('PUT', timingUrl(competitionId), timing, scheduleSchema),
    onSuccess: (schedule, timing) => {
      queryClient.setQueryData([liveTopics.schedule(competitionId)], schedule);
      queryClient.setQueryData(['admin', 'schedule-timing', competitionId], timing);
    },
  });
}
