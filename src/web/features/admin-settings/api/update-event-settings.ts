import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionEndpoints } from '../../../../shared/contract/competitions';
import type { EventSettings, EventSettingsPatch } from '../../../../shared/competition';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';

export const updateEventSettings = (competitionId: string, patch: EventSettingsPatch) =>
  callApi(competitionEndpoints.updateEventSettings, { params: { competitionId }, body: patch });

/**
 * `change(patch)` puts the new values in the cache at once, then saves; the
 * caller may also hold the value on screen until `onSettled`.
 * While changes are in flight, earlier answers and live pushes would flip later
 * switches back, so the cache is refreshed only when the last change settles;
 * the live provider holds pushes off for this topic meanwhile (the mutation key
 * is the topic).
 */
export function useUpdateEventSettings(competitionId: string) {
  const queryClient = useQueryClient();
  const key = [liveTopics.eventSettings(competitionId)];
  const mutation = useMutation({
    mutationKey: key,
    mutationFn: (patch: EventSettingsPatch) => updateEventSettings(competitionId, patch),
    onSettled: () =>
      queryClient.isMutating({ mutationKey: key }) === 0
        ? queryClient.invalidateQueries({ queryKey: key })
        : undefined,
  });
  const change = (patch: EventSettingsPatch, onSettled?: () => void) => {
    // A fetch already under way (a live notification's refetch) would land with
    // older values; drop it. `revert` puts back, at once, the state from before
    // it started, which is what is shown; without it the cancelled fetch would
    // leave the query in an error state and the panel would show "CancelledError".
    void queryClient.cancelQueries({ queryKey: key }, { revert: true });
    const before = queryClient.getQueryData<EventSettings>(key);
    if (before) queryClient.setQueryData<EventSettings>(key, Object.assign({}, before, patch));
    mutation.mutate(patch, onSettled ? { onSettled } : undefined);
  };
  return { ...mutation, change };
}
