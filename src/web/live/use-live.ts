import { useContext, useEffect } from 'react';
import { LiveContext } from './live-provider';

/** Keeps the queries keyed under `[topic, ...]` current while the calling screen is mounted. */
export function useLive(topic: string | undefined): void {
  const connection = useContext(LiveContext);
  useEffect(() => {
    if (!topic || !connection) return undefined;
    return connection.add(topic);
  }, [connection, topic]);
}
