import { marksArePublic } from '../../../domain/results/publication';
import type { MarksEmbargo } from '../../../domain/results/publication';

/*
 * The embargo's release time is a real instant. Staff pick it on the venue's
 * clock: their device is at the venue, so its own time zone is the venue's and
 * the browser's local time converts both ways.
 */

const time = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const localDay = (date: Date) => date.toDateString();

/** "17:00" today, "Sat, 24 Nov, 17:00" on another day. */
export function formatReleaseTime(releaseAt: string, now: string): string {
  const release = new Date(releaseAt);
  return localDay(release) === localDay(new Date(now))
    ? time.format(release)
    : dayAndTime.format(release);
}

/**
 * A release lifts the embargo for good: staff are told, so a later session's
 * marks are not published at once by surprise.
 */
export function releasedEmbargoHint(embargo: MarksEmbargo, now: string): string | null {
  if (!embargo.embargo || !marksArePublic(embargo, now)) return null;
  return 'Released: rounds posted from now on show their marks as soon as they are posted. To hold back the next session’s marks, set a later release time.';
}

/** The embargo in words, as staff read it at `now`. */
export function describeEmbargo(embargo: MarksEmbargo, now: string): string {
  if (marksArePublic(embargo, now)) return 'Marks are public';
  return embargo.releaseAt
    ? `Marks held back until ${formatReleaseTime(embargo.releaseAt, now)}`
    : 'Marks held back until released';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a date-time input shows it on the local clock: "2026-11-24T17:00". */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date-time input's local value as an instant, or null when it is not a date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
