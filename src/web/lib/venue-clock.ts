import { useNow } from './use-now';

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

/** Now, on the venue's clock, moving on every 20 seconds (see useNow). */
export function useVenueNow(): string {
  return venueClock(useNow());
}
