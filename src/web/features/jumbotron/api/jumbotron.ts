import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jumbotronEndpoints as endpoints } from '../../../../shared/contract/jumbotron';
import type { JumbotronScene, JumbotronView } from '../../../../shared/jumbotron';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import type { RetryOptions } from '../../../lib/keep-trying';
import { useLive } from '../../../live/use-live';

/**
 * Everything the jumbotron shows is read under its topic: a controller's
 * change notifies it, and so do the changes behind a scene (a couple
 * scratched or moved, a round posted, results withdrawn).
 */
const topicOf = (competitionId: string) => liveTopics.jumbotron(competitionId);
const viewKey = (competitionId: string) => [topicOf(competitionId), 'view'] as const;

/**
 * What the public screen draws now, kept current by the live stream. The
 * server holds the scene, so a reload or a dropped connection resumes it.
 * `retry` replaces the app's default (the display keeps trying).
 */
export function useJumbotronScreen(competitionId: string, retry: RetryOptions = {}) {
  useLive(topicOf(competitionId));
  return useQuery({
    queryKey: [topicOf(competitionId), 'screen'],
    queryFn: () => callApi(endpoints.getJumbotron, { params: { competitionId } }),
    ...retry,
  });
}

/** What the screen shows now with the scene behind it (staff only): what a controller starts from. */
export function useJumbotronView(competitionId: string) {
  useLive(topicOf(competitionId));
  return useQuery({
    queryKey: viewKey(competitionId),
    queryFn: () => callApi(endpoints.getJumbotronControl, { params: { competitionId } }),
  });
}

/** A scene as the screen would show it, every place of a final included (marked). */
export function useScenePreview(competitionId: string, scene: JumbotronScene | null) {
  useLive(topicOf(competitionId));
  return useQuery({
    queryKey: [topicOf(competitionId), 'preview', scene],
    queryFn: () =>
      callApi(endpoints.previewJumbotronScene, {
        params: { competitionId },
        body: { scene: scene as JumbotronScene },
      }),
    enabled: scene !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Shows a scene from the version this controller last saw; the answer is the
 * screen as it now stands. Keyed by the topic, so its own notification does
 * not refetch mid-flight; a refusal (another controller was first) refetches
 * the screen so the operator sees what it shows.
 */
export function useShowScene(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [topicOf(competitionId), 'show'],
    mutationFn: (change: { scene: JumbotronScene; expectedVersion: number }) =>
      callApi(endpoints.showJumbotronScene, { params: { competitionId }, body: change }),
    onSuccess: (view: JumbotronView) => queryClient.setQueryData(viewKey(competitionId), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [topicOf(competitionId)] }),
  });
}
