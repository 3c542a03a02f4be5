const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** A moment of today as the hall's clock shows it, to the second: "10:04:31". */
export function formatClock(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clock.format(date);
}
