import { useContext, useEffect } from 'react';
import { LiveContext } from './live-provider';

/** Keeps the query whose key is `[topic]` current while the calling screen is mounted. */
export function useLive(topic: string | undefined): void {
  const connection = useContext(LiveContext);
  useEffect(() => {
    if (!topic || !connection) return undefined;
    return connection.add(topic);
  }, [connection, topic]);
}
