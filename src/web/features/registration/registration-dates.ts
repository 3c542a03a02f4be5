import type { RegistrationInfo } from '../../../shared/registration';
import { formatDay } from '../../lib/format-date';

type Dates = Pick<RegistrationInfo, 'closingDate' | 'earlyDeadline' | 'openDeadline'>;

/**
 * The registration deadlines in the order they fall due, for people. Each
 * deadline day is when its phase ends (spec section 4), so each row says
 * "before" that day.
 */
export function deadlineRows(info: Dates): { label: string; value: string }[] {
  const rows: { label: string; value: string; day: string }[] = [];
  if (info.earlyDeadline) {
    rows.push({
      label: 'Early registration',
      value: `before ${formatDay(info.earlyDeadline)}`,
      day: info.earlyDeadline,
    });
  }
  if (info.openDeadline) {
    rows.push({
      label: 'Normal registration',
      value: `before ${formatDay(info.openDeadline)}`,
      day: info.openDeadline,
    });
  }
  if (info.closingDate) {
    rows.push({
      label: 'Registration closes',
      value: `when ${formatDay(info.closingDate)} begins`,
      day: info.closingDate,
    });
  }
  return rows
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ label, value }) => ({ label, value }));
}

/** What registering now counts as, e.g. "Early registration, before Sat, March 14, 2026". */
export function phaseSummary(info: Pick<RegistrationInfo, 'phaseNow'> & Dates): string {
  switch (info.phaseNow) {
    case 'Pending':
      return 'Pending: the organizers have not set registration deadlines yet';
    case 'Early':
      return info.earlyDeadline
        ? `Early registration, before ${formatDay(info.earlyDeadline)}`
        : 'Early registration';
    case 'Normal':
      return info.openDeadline
        ? `Normal registration, before ${formatDay(info.openDeadline)}`
        : 'Normal registration';
    case 'Late':
      return 'Late registration';
  }
}

/** "Registration closed on Sat, March 14, 2026.", or without the day when none is set. */
export function closedSentence(closingDate: string | null): string {
  return closingDate
    ? `Registration closed on ${formatDay(closingDate)}.`
    : 'Registration is closed.';
}
