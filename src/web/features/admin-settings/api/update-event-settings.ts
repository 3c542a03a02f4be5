import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventSettingsSchema } from '../../../../shared/competition';
import type { EventSettings, EventSettingsPatch } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

export const updateEventSettings = (competitionId: string, patch: EventSettingsPatch) =>
  sendJson(
    'PATCH',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/settings/events`,
    patch,
    EventSettingsSchema,
  );

/** Switches move at once (optimistically) and snap back if the server refuses. */
export function useUpdateEventSettings(competitionId: string) {
  const queryClient = useQueryClient();
  const key = [liveTopics.eventSettings(competitionId)];
  return useMutation({
    mutationFn: (patch: EventSettingsPatch) => updateEventSettings(competitionId, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EventSettings>(key);
      if (before) queryClient.setQueryData<EventSettings>(key, Object.assign({}, before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
