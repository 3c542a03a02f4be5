import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { EventGrid, EventInput } from '../../../../shared/events';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

const eventsUrl = (competitionId: string) =>
  `/api/admin/competitions/${encodeURIComponent(competitionId)}/events`;

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
    sendJson('POST', eventsUrl(competitionId), input, z.object({ id: z.string() })),
  );

export const useUpdateEvent = (competitionId: string) =>
  useEventMutation(competitionId, ({ id, input }: { id: string; input: EventInput }) =>
    sendJson('PUT', `${eventsUrl(competitionId)}/${encodeURIComponent(id)}`, input, z.undefined()),
  );

export const useCreateEventGrid = (competitionId: string) =>
  useEventMutation(competitionId, (grid: EventGrid) =>
    sendJson(
      'POST',
      `${eventsUrl(competitionId)}/grid`,
      grid,
      z.object({ created: z.number(), skipped: z.number() }),
    ),
  );

export const useDeleteEvent = (competitionId: string) =>
  useEventMutation(competitionId, ({ id, confirmed }: { id: string; confirmed: boolean }) =>
    sendJson(
      'DELETE',
      `${eventsUrl(competitionId)}/${encodeURIComponent(id)}${confirmed ? '?confirm=true' : ''}`,
      undefined,
      z.undefined(),
    ),
  );
