import type { PaymentStatus } from './payment-status';
import { byText, schoolInvoice } from './school-invoice';
import type { InvoicesInput, SchoolInvoice, SchoolPayment } from './school-invoice';

/**
 * Every school's invoice. The schools are those the organizer listed in the
 * settings, every competitor's school and every school a payment names (a
 * school renamed since it paid stays visible), by name, with the catch-all
 * school ("Other") last.
 */
export function invoicesBySchool<P extends SchoolPayment>(
  input: InvoicesInput<P> & { listedSchools: readonly string[]; otherSchool: string },
): SchoolInvoice<P>[] {
  const schools = new Set([
    ...input.listedSchools,
    ...input.competitors.map((competitor) => competitor.school),
    ...input.payments.map((payment) => payment.school),
  ]);
  return [...schools]
    .sort(
      (a, b) => Number(a === input.otherSchool) - Number(b === input.otherSchool) || byText(a, b),
    )
    .map((school) => schoolInvoice({ ...input, school }));
}

export type InvoiceSummaryRow = {
  school: string;
  /** Dancers on the invoice: those with any entry, charged or not. */
  competitors: number;
  /** Entries with a charged share: a couple of two of the school's dancers counts once. */
  chargedEntries: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  status: PaymentStatus;
};

/** The table of all schools: the page's summary and the CSV are both these rows. */
export function invoiceSummaryRows(
  invoices: readonly SchoolInvoice<SchoolPayment>[],
): InvoiceSummaryRow[] {
  return invoices.map((invoice) => {
    const charged = new Set(
      invoice.competitors.flatMap((competitor) =>
        competitor.lines.filter((line) => line.charged).map((line) => line.entryId),
      ),
    );
    return {
      school: invoice.school,
      competitors: invoice.competitors.length,
      chargedEntries: charged.size,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
      status: invoice.status,
    };
  });
}
