import { useEffect, useState } from 'react';

/**
 * A moment as the venue's wall clock shows it, written as UTC: the form
 * planned start times are stored in (src/server/services/planned-times.ts),
 * so the two compare. The device (the MC's, a spectator's phone) is at the
 * venue, so its own time zone is the venue's.
 */
export function venueClock(iso: string, offsetMinutes = new Date(iso).getTimezoneOffset()): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time - offsetMinutes * 60_000).toISOString() : iso;
}

/**
 * Now, on the venue's clock, moving on every 20 seconds: how late the day runs
 * grows with time, not with a change on the server, so the screen re-reads
 * its own clock (it never polls the server).
 */
export function useVenueNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), 20_000);
    return () => clearInterval(timer);
  }, []);
  return venueClock(now);
}
