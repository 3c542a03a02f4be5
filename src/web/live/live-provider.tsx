import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LiveConnection } from './live-connection';

export const LiveContext = createContext<LiveConnection | undefined>(undefined);

/**
 * Owns the tab's live stream and applies what it carries to the query cache: a
 * change with data replaces the cached value of its topic (the topic is the query
 * key); a change without data, or a refetch signal, refetches. A mutation whose
 * key is a topic holds that topic's pushes off until it settles.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isBeingChanged = (topic: string) => queryClient.isMutating({ mutationKey: [topic] }) > 0;
  const [connection] = useState(
    () =>
      new LiveConnection({
        onChange: ({ topic, data }) => {
          // A screen changing this resource optimistically refetches it when done;
          // an earlier push must not overwrite its newer local state meanwhile.
          if (isBeingChanged(topic)) return;
          if (data === null) {
            void queryClient.invalidateQueries({ queryKey: [topic] });
            return;
          }
          // A fetch already in flight read the database before this change, so
          // it is cancelled first; otherwise its older answer would land last.
          void queryClient
            .cancelQueries({ queryKey: [topic], exact: true })
            .then(() => queryClient.setQueryData([topic], data));
        },
        onRefetchAll: () => void queryClient.invalidateQueries(),
        onFreshStream: (topics, openedAt) => {
          for (const topic of topics) {
            if (isBeingChanged(topic)) continue;
            const state = queryClient.getQueryState([topic]);
            if (state && state.dataUpdatedAt < openedAt) {
              void queryClient.invalidateQueries({ queryKey: [topic] });
            }
          }
        },
      }),
  );
  useEffect(() => () => connection.close(), [connection]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}
