import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { reportClientError } from '../app/report-client-error';
import type { LiveConnection, LiveHandlers } from './live-connection';
import { loadWithRetry } from './load-with-retry';

export const LiveContext = createContext<LiveConnection | undefined>(undefined);

/**
 * Owns the tab's live stream and applies its notifications to the query cache:
 * a notification on a topic refetches every query keyed under that topic (the
 * topic is the first element of their keys); a refetch signal refetches all. A
 * mutation whose key is a topic holds that topic's notifications off until it
 * settles, and then refreshes what it changed itself.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isBeingChanged = (topic: string) => queryClient.isMutating({ mutationKey: [topic] }) > 0;
  const [connection, setConnection] = useState<LiveConnection>();
  const [handlers] = useState<LiveHandlers>(() => ({
    onChange: ({ topic }) => {
      if (isBeingChanged(topic)) return;
      // A fetch already in flight may have read the database before this
      // change; invalidating cancels it and fetches again.
      void queryClient.invalidateQueries({ queryKey: [topic] });
    },
    onRefetchAll: () => void queryClient.invalidateQueries(),
    onFreshStream: (topics, openedAt) => {
      for (const topic of topics) {
        if (isBeingChanged(topic)) continue;
        void queryClient.invalidateQueries({
          queryKey: [topic],
          predicate: (query) => query.state.dataUpdatedAt < openedAt,
        });
      }
    },
  }));
  // The connection checks notifications with zod, so its code is imported
  // beside the first screen, not before it (decision 025). Screens subscribe
  // once it is there; their data fetched before the stream opened is
  // refreshed by onFreshStream, so nothing is missed meanwhile. If the code
  // cannot be fetched (a flaky phone), it is asked for again until it comes:
  // browsers following the current HTML spec fetch a failed module again.
  useEffect(() => {
    let opened: LiveConnection | undefined;
    const stop = loadWithRetry(() => import('./live-connection'), {
      loaded: ({ LiveConnection }) => {
        opened = new LiveConnection(handlers);
        setConnection(opened);
      },
      firstFailure: (error) => reportClientError('code-load', null, error),
    });
    return () => {
      stop();
      opened?.close();
    };
  }, [handlers]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}
