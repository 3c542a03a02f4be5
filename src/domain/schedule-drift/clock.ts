/**
 * Times on the venue's wall clock, written as ISO 8601 UTC: a round planned
 * for 10:30 at the venue is `...T10:30:00.000Z`, the way planned start times
 * are stored. Callers convert "now" and actual start times to the same clock
 * (a device at the venue does it with its own time zone).
 */

export const MINUTE = 60_000;

/** Milliseconds since the epoch, or null for no time or an unreadable one. */
export function instantOf(iso: string | null): number | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : null;
}

/** "10:30", or null for no time. */
export function clockTime(iso: string | null): string | null {
  const time = instantOf(iso);
  if (time === null) return null;
  const date = new Date(time);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/** Whole minutes from `from` to `to`, 0 when `to` is not later or either is unknown. */
export function minutesAfter(from: string | null, to: string | null): number {
  const start = instantOf(from);
  const end = instantOf(to);
  if (start === null || end === null) return 0;
  return Math.max(0, Math.floor((end - start) / MINUTE));
}
