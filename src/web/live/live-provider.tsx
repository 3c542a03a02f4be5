import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LiveConnection } from './live-connection';

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
  const [connection] = useState(
    () =>
      new LiveConnection({
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
      }),
  );
  useEffect(() => () => connection.close(), [connection]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}
