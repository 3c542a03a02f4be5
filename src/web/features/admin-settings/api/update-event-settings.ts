import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EventSettingsSchema } from '../../../../shared/competition';
import type { EventSettingsPatch } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { sendJson } from '../../../lib/api-client';

export const updateEventSettings = (competitionId: string, patch: EventSettingsPatch) =>
  sendJson(
    'PATCH',
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/settings/events`,
    patch,
    EventSettingsSchema,
  );

export function useUpdateEventSettings(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EventSettingsPatch) => updateEventSettings(competitionId, patch),
    onSuccess: (settings) =>
      queryClient.setQueryData([liveTopics.eventSettings(competitionId)], settings),
  });
}
