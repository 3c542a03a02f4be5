import { useEffect, useState } from 'react';

/**
 * Now (an ISO instant), moving on every 20 seconds: what depends on the time
 * (a release time passing, how late the day runs) changes without a change
 * on the server, so a screen re-reads its own clock (it never polls the server).
 */
export function useNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), 20_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
