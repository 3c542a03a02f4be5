import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

// Every page's router checks the session before a staff screen, so its contract (and zod) is imported when asked (decision 025).
export const getSession = async () =>
  callApi((await import('../../../../shared/contract/auth')).authEndpoints.getSession);

/** Asks the server every time: the router checks sign-in on each navigation (spec section 4). */
export function fetchSessionFresh(queryClient: QueryClient) {
  return queryClient.fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 0 });
}

export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getSession });
}
