import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from '../lib/api-client';

/**
 * The tab's one query cache, shared by the providers and the router's loaders
 * (which check the session before a protected screen renders).
 */
export const queryClient = new QueryClient({
  // Live pushes keep data current, so nothing refetches on a timer or on focus.
  // A network failure is tried twice more; a refusal (unknown, withdrawn) is an answer.
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !isRefusal(error) && failures < 2,
    },
  },
});
