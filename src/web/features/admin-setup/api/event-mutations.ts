import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventGrid, EventInput } from '../../../../shared/events';
import { eventEndpoints } from '../../../../shared/contract/events';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';

/** After any event change the list refetches (the live push usually gets there first). */
function useEventMutation<T, R>(competitionId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [liveTopics.events(competitionId)] }),
  });
}

export const useCreateEvent = (competitionId: string) =>
  useEventMutation(competitionId, (input: EventInput) =>
    callApi(eventEndpoints.createEvent, { params: { competitionId }, body: input }),
  );

export const useUpdateEvent = (competitionId: string) =>
  useEventMutation(competitionId, ({ id, input }: { id: string; input: EventInput }) =>
    callApi(eventEndpoints.updateEvent, { params: { competitionId, eventId: id }, body: input }),
  );

export const useCreateEventGrid = (competitionId: string) =>
  useEventMutation(competitionId, (grid: EventGrid) =>
    callApi(eventEndpoints.createEventGrid, { params: { competitionId }, body: grid }),
  );

export const useDeleteEvent = (competitionId: string) =>
  useEventMutation(competitionId, ({ id, confirmed }: { id: string; confirmed: boolean }) =>
    callApi(eventEndpoints.deleteEvent, {
      params: { competitionId, eventId: id },
      ...(confirmed && { query: { confirm: 'true' } }),
    }),
  );
