import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AuditEntrySchema } from '../../../../shared/admin';
import { liveTopics } from '../../../../shared/live';
import { getJson } from '../../../lib/api-client';
import { useLive } from '../../../live/use-live';

export const AUDIT_PAGE_SIZE = 50;

const AuditPageSchema = z.array(AuditEntrySchema);

/** One page of the change log, newest first; `before` (an entry id) pages further back. */
export const getAuditPage = (competitionId: string, before: number | undefined) => {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  return getJson(
    `/api/admin/competitions/${encodeURIComponent(competitionId)}/audit?${query.toString()}`,
    AuditPageSchema,
  );
};

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
