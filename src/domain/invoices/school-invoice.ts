import type { FeeSchedule } from '../registration/fees';
import { registrationPhase } from '../registration/phase';
import type { Deadlines, RegistrationPhase } from '../registration/phase';
import { entryFeeShares } from './fee-shares';
import { paymentStatus } from './payment-status';
import type { PaymentStatus } from './payment-status';

/** A dancer as invoices see them: their own school, and when they first registered. */
export type InvoicedCompetitor = {
  id: string;
  number: number;
  name: string;
  school: string;
  /** ISO instant of their first registration: the competitor fee's phase. */
  firstRegisteredAt: string;
};

/** Whether an entry is charged: withdrawn and scratched entries are listed, not charged. */
export type EntryState =
  | { kind: 'active' }
  | { kind: 'withdrawn'; at: string }
  | { kind: 'scratched'; at: string; reason: string };

/** A couple's entry in an event, kept or withdrawn. Ids of no competitor are on no invoice. */
export type InvoicedEntry = {
  entryId: string;
  eventName: string;
  leadId: string | null;
  /** null while the follow is to be announced (TBA). */
  followId: string | null;
  leadName: string;
  followName: string;
  /** ISO instant: the entry fee's phase. */
  registeredTime: string;
  state: EntryState;
};

/** What the rules need of a payment; the rest of it is passed through untouched. */
export type SchoolPayment = { school: string; amountCents: number; paidOn: string };

export type InvoiceLine = {
  entryId: string;
  eventName: string;
  role: 'lead' | 'follow';
  partnerName: string;
  phase: RegistrationPhase;
  /** The couple's entry fee in that phase. */
  feeCents: number;
  /** This dancer's part of it (shown struck through when not charged). */
  shareCents: number;
  charged: boolean;
  state: EntryState;
};

export type InvoiceCompetitor = {
  competitorId: string;
  number: number;
  name: string;
  competitorFee: { phase: RegistrationPhase; cents: number; charged: boolean };
  lines: InvoiceLine[];
  subtotalCents: number;
};

export type SchoolInvoice<P extends SchoolPayment = SchoolPayment> = {
  school: string;
  competitors: InvoiceCompetitor[];
  totalCents: number;
  paidCents: number;
  /** total - paid: negative when the school paid more than it owes. */
  balanceCents: number;
  status: PaymentStatus;
  payments: P[];
};

/** Everything invoices are made from: the whole competition, not one school's part. */
export type InvoicesInput<P extends SchoolPayment = SchoolPayment> = {
  fees: FeeSchedule;
  deadlines: Deadlines;
  competitors: readonly InvoicedCompetitor[];
  entries: readonly InvoicedEntry[];
  payments: readonly P[];
};

/** The one text order of invoices: schools, events, names, in English collation. */
export const byText = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * One school's invoice (decision 020): each of its dancers with an entry, in
 * number order, with a line per entry (by event) carrying the couple's fee in
 * the entry's phase and this dancer's share of it; the competitor fee in the
 * phase of their first registration, charged while any entry is; then what
 * the school paid and owes. Phases follow the deadlines as they are now.
 */
export function schoolInvoice<P extends SchoolPayment>(
  input: InvoicesInput<P> & { school: string },
): SchoolInvoice<P> {
  const { school, fees, deadlines } = input;
  const phaseAt = (instant: string) => registrationPhase(new Date(instant), deadlines);
  const ours = new Map(
    input.competitors.filter((c) => c.school === school).map((c) => [c.id, c] as const),
  );
  const linesOf = new Map<string, InvoiceLine[]>();
  const addLine = (competitorId: string | null, line: InvoiceLine) => {
    if (competitorId === null || !ours.has(competitorId)) return;
    const lines = linesOf.get(competitorId);
    if (lines) lines.push(line);
    else linesOf.set(competitorId, [line]);
  };
  for (const entry of input.entries) {
    const phase = phaseAt(entry.registeredTime);
    const feeCents = fees[phase].perEntry;
    const shares = entryFeeShares(feeCents, { hasFollow: entry.followId !== null });
    const common = {
      entryId: entry.entryId,
      eventName: entry.eventName,
      phase,
      feeCents,
      charged: entry.state.kind === 'active',
      state: entry.state,
    };
    addLine(entry.leadId, {
      ...common,
      role: 'lead',
      partnerName: entry.followName,
      shareCents: shares.lead,
    });
    addLine(entry.followId, {
      ...common,
      role: 'follow',
      partnerName: entry.leadName,
      shareCents: shares.follow,
    });
  }

  const competitors = [...ours.values()]
    .flatMap((competitor) => {
      const lines = linesOf.get(competitor.id);
      return lines ? [invoiceCompetitor(competitor, lines, fees, phaseAt)] : [];
    })
    .sort((a, b) => a.number - b.number);

  const payments = input.payments
    .filter((payment) => payment.school === school)
    .sort((a, b) => byText(a.paidOn, b.paidOn));
  const totalCents = competitors.reduce((sum, c) => sum + c.subtotalCents, 0);
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    school,
    competitors,
    totalCents,
    paidCents,
    balanceCents: totalCents - paidCents,
    status: paymentStatus(totalCents, paidCents),
    payments,
  };
}

/** A dancer with at least one line: the competitor fee, the lines by event, the subtotal. */
function invoiceCompetitor(
  competitor: InvoicedCompetitor,
  lines: InvoiceLine[],
  fees: FeeSchedule,
  phaseAt: (instant: string) => RegistrationPhase,
): InvoiceCompetitor {
  const phase = phaseAt(competitor.firstRegisteredAt);
  const competitorFee = {
    phase,
    cents: fees[phase].perCompetitor,
    charged: lines.some((line) => line.charged),
  };
  const entryCents = lines
    .filter((line) => line.charged)
    .reduce((sum, line) => sum + line.shareCents, 0);
  return {
    competitorId: competitor.id,
    number: competitor.number,
    name: competitor.name,
    competitorFee,
    lines: lines.sort(
      (a, b) =>
        byText(a.eventName, b.eventName) ||
        byText(a.role, b.role) ||
        byText(a.partnerName, b.partnerName) ||
        byText(a.entryId, b.entryId),
    ),
    subtotalCents: (competitorFee.charged ? competitorFee.cents : 0) + entryCents,
  };
}
