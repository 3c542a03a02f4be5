import type { RegistrationPhase } from '../../../domain/registration';
import type { EntryState, Invoices, PaymentStatus, SchoolInvoice } from '../../../shared/invoices';

/**
 * The words of an invoice around its money: why a line is not charged, the
 * days payments were made, the fees in force, which schools get a printed page.
 */

type Zone = { timeZone?: string };

/** A moment as its day for a line's note, "3 Nov", on the viewer's (the venue's) clock. */
export function shortDay(iso: string, { timeZone }: Zone = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(timeZone !== undefined && { timeZone }),
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) as "3 Nov 2026"; a day never shifts by time zone. */
export function calendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export type FeeRow = {
  phase: RegistrationPhase;
  /** When registering falls in this phase, e.g. "before 1 Dec 2026". */
  when: string;
  perCompetitor: number;
  perEntry: number;
};

/**
 * The phases an entry can fall in with these deadlines, and their prices, so
 * a reader can check each line (decision 011: a deadline day starts the next
 * phase). No deadline at all prices everything as Pending.
 */
export function feeRows({ fees, deadlines }: Pick<Invoices, 'fees' | 'deadlines'>): FeeRow[] {
  const row = (phase: RegistrationPhase, when: string): FeeRow => ({
    phase,
    when,
    ...fees[phase],
  });
  if (deadlines.early === null && deadlines.open === null) {
    return [row('Pending', 'no deadlines set')];
  }
  return [
    ...(deadlines.early === null ? [] : [row('Early', `before ${calendarDay(deadlines.early)}`)]),
    ...(deadlines.open === null ? [] : [row('Normal', `before ${calendarDay(deadlines.open)}`)]),
    row('Late', 'after the deadlines'),
  ];
}

/** Why an entry is listed but not charged ("withdrawn 3 Nov", "scratched: injury"); null when charged. */
export function uncharged(state: EntryState, zone: Zone = {}): string | null {
  switch (state.kind) {
    case 'active':
      return null;
    case 'withdrawn':
      return `withdrawn ${shortDay(state.at, zone)}`;
    case 'scratched':
      return state.reason.trim() ? `scratched: ${state.reason.trim()}` : 'scratched';
  }
}

/** Mantine colours of the status badge on screen (the printed invoice says it in words). */
export const STATUS_COLOR: Record<PaymentStatus, string> = {
  'nothing due': 'gray',
  unpaid: 'red',
  'part paid': 'yellow',
  paid: 'green',
  overpaid: 'blue',
};

/** A school with nothing on its invoice: no competitor, no payment. */
const isBlank = (invoice: SchoolInvoice) =>
  invoice.competitors.length === 0 && invoice.payments.length === 0;

/**
 * The invoices to print: the chosen school's, even a blank one (it was asked
 * for), or every school with competitors or payments; a blank page for a
 * listed school nobody came from helps no one.
 */
export function invoicesToPrint(
  invoices: readonly SchoolInvoice[],
  school: string | null,
): SchoolInvoice[] {
  const chosen = school === null ? undefined : invoices.find((i) => i.school === school);
  return chosen ? [chosen] : invoices.filter((invoice) => !isBlank(invoice));
}

/** The listed schools left out of printing everything, to say so on screen. */
export const blankSchools = (invoices: readonly SchoolInvoice[]) =>
  invoices.filter(isBlank).map((invoice) => invoice.school);
