import { QueryClient } from '@tanstack/react-query';

/**
 * The tab's one query cache, shared by the providers and the router's loaders
 * (which check the session before a protected screen renders).
 */
export const queryClient = new QueryClient({
  // Live pushes keep data current, so nothing refetches on a timer or on focus.
  defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 2 } },
});
