import type { Competition } from '../../shared/competition';
import type { RegistrationInfo } from '../../shared/registration';
import type { RegistrationPhase } from '../../domain/registration';
import { formatDay } from './format-date';

/**
 * Every sentence about registration deadlines, for every screen: the register
 * form, the home page's key dates, the dashboard and the settings form. A
 * deadline day is when its phase ends (spec section 4, `src/domain/registration`),
 * so the early and normal deadlines read "before" that day and closing reads
 * "when that day begins".
 */
export const DEADLINES = {
  early: {
    label: 'Early registration',
    due: (day: string) => `before ${formatDay(day)}`,
    help: 'Early registration ends when this day begins',
  },
  open: {
    label: 'Normal registration',
    due: (day: string) => `before ${formatDay(day)}`,
    help: 'Normal registration ends when this day begins; later is Late',
  },
  closing: {
    label: 'Registration closes',
    due: (day: string) => `when ${formatDay(day)} begins`,
    help: 'Closed from this day on; empty keeps it open',
  },
} as const;

/** What registering in each phase means, in the organizers' words. */
export const PHASE_MEANING: Record<RegistrationPhase, string> = {
  Pending: 'No deadlines set',
  Early: 'Before the early deadline',
  Normal: 'Before the open deadline',
  Late: 'After the deadlines',
};

export type RegistrationDates = Pick<
  RegistrationInfo,
  'closingDate' | 'earlyDeadline' | 'openDeadline'
>;

/** The competition record's deadline fields, under the names the registration API uses. */
export function registrationDatesOf(competition: Competition): RegistrationDates {
  return {
    earlyDeadline: competition.dateRegistrationEarly,
    openDeadline: competition.dateRegistrationOpen,
    closingDate: competition.dateRegistrationClosed,
  };
}

/**
 * The deadlines in the order they fall due. Organizers also want to see the
 * ones not set (`includeUnset`), after the others.
 */
export function deadlineRows(
  dates: RegistrationDates,
  { includeUnset = false }: { includeUnset?: boolean } = {},
): { label: string; value: string }[] {
  const all = [
    { wording: DEADLINES.early, day: dates.earlyDeadline, unset: 'not set' },
    { wording: DEADLINES.open, day: dates.openDeadline, unset: 'not set' },
    {
      wording: DEADLINES.closing,
      day: dates.closingDate,
      unset: 'not set (registration stays open)',
    },
  ];
  const set = all
    .flatMap(({ wording, day }) =>
      day ? [{ label: wording.label, value: wording.due(day), day }] : [],
    )
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ label, value }) => ({ label, value }));
  const unset = includeUnset
    ? all
        .filter(({ day }) => !day)
        .map(({ wording, unset }) => ({ label: wording.label, value: unset }))
    : [];
  return [...set, ...unset];
}

/** What registering now counts as, e.g. "Early registration, before Sat, March 14, 2026". */
export function phaseSummary(info: Pick<RegistrationInfo, 'phaseNow'> & RegistrationDates): string {
  switch (info.phaseNow) {
    case 'Pending':
      return 'Pending: the organizers have not set registration deadlines yet';
    case 'Early':
      return info.earlyDeadline
        ? `${DEADLINES.early.label}, ${DEADLINES.early.due(info.earlyDeadline)}`
        : DEADLINES.early.label;
    case 'Normal':
      return info.openDeadline
        ? `${DEADLINES.open.label}, ${DEADLINES.open.due(info.openDeadline)}`
        : DEADLINES.open.label;
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
