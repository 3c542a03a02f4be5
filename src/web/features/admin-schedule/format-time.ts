const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * Planned start times are wall-clock times at the venue, stored as UTC so every
 * screen shows the same hour whatever its own time zone.
 */
export function formatPlannedTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : timeFormat.format(date);
}
