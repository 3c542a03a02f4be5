/**
 * A moment (ISO timestamp) in the viewer's locale and time zone, e.g.
 * "Jan 2, 2027, 3:04 PM". The options are for tests; screens leave them unset.
 * Anything that is not a date is shown as received rather than "Invalid Date".
 */
export function formatMoment(
  iso: string,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone !== undefined && { timeZone }),
  }).format(date);
}

/** The same moment as its day and its time of day, for a cell that shows them on two lines. */
export function formatMomentParts(
  iso: string,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): { day: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: iso, time: '' };
  const zone = timeZone !== undefined ? { timeZone } : {};
  return {
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zone }).format(date),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone }).format(date),
  };
}
