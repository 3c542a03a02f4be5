/**
 * A moment (ISO timestamp) in the viewer's own locale and time zone, e.g.
 * "Jan 2, 2027, 3:04 PM". The options are for tests; screens leave them unset.
 * Anything that is not a date is shown as received rather than as "Invalid Date".
 */
export function formatDateTime(
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
