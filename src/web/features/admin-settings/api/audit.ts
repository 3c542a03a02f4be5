import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../shared/contract/admin';
import { liveTopics } from '../../../../shared/live';
import { callApi } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const AUDIT_PAGE_SIZE = 50;

/** One page of the change log, newest first; `before` (an entry id) pages further back. */
export const getAuditPage = (competitionId: string, before: number | undefined) =>
  callApi(adminEndpoints.listAudit, {
    params: { competitionId },
    query: { limit: AUDIT_PAGE_SIZE, before },
  });

/**
 * The competition's change log, page by page. The key is the live topic itself,
 * so a push on the topic refetches every loaded page.
 */
export function useAuditLog(competitionId: string) {
  const topic = liveTopics.audit(competitionId);
  useLive(topic);
  return useInfiniteQuery({
    queryKey: [topic],
    queryFn: ({ pageParam }) => getAuditPage(competitionId, pageParam),
    initialPageParam: undefined as number | undefined,
    // A short page is the oldest one; a full page may still have older entries behind it.
    getNextPageParam: (lastPage) =>
      lastPage.length < AUDIT_PAGE_SIZE ? undefined : lastPage.at(-1)?.id,
  });
}

const AUDIT_TOPIC_PREFIX = liveTopics.audit('');

/**
 * Refetches every open change log. Staff changes are recorded for the whole
 * deployment, and the server pushes no competition's audit topic for them.
 */
export function invalidateAuditLogs(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return typeof first === 'string' && first.startsWith(AUDIT_TOPIC_PREFIX);
    },
  });
}
