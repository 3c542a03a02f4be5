const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) for a narrow column, e.g. "Sat, Jan 2"; the day never shifts by time zone. */
export function formatShortDay(isoDay: string): string {
  return shortDayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A calendar day (YYYY-MM-DD) for people, e.g. "Sat, January 2, 2027"; the day never shifts by time zone. */
export function formatDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** "Sat, January 2, 2027 – Sun, January 3, 2027", or one day when both are the same. */
export function formatDayRange(start: string, end: string | null): string {
  return end && end !== start ? `${formatDay(start)} – ${formatDay(end)}` : formatDay(start);
}
