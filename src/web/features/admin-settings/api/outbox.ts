import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../shared/contract/admin';
import { callApi } from '../../../lib/api-client';

export const OUTBOX_QUERY_KEY = ['admin', 'outbox'] as const;

export const getOutbox = () => callApi(adminEndpoints.getOutbox);

/** The dev outbox. Nothing pushes new mail live, so the screen refetches on demand. */
export function useOutbox() {
  return useQuery({ queryKey: OUTBOX_QUERY_KEY, queryFn: getOutbox });
}
