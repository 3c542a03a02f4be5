import { stringify } from 'csv-stringify/sync';
import type { InvoiceSummaryRow } from '../../../shared/invoices';
import { inertCell } from '../csv-cells';

const CSV_COLUMNS = [
  'School',
  'Competitors',
  'Entries charged',
  'Total',
  'Paid',
  'Balance',
  'Status',
] as const;

/** Cents as a plain decimal a spreadsheet reads as a number: 2500 -> "25.00", -200 -> "-2.00". */
export function centsAsDecimal(cents: number): string {
  const whole = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The table of all schools, the same rows as the invoices page's summary.
 * Only the school is typed by people, so only it is made inert; a negative
 * balance must stay a number.
 */
export function invoicesCsv(rows: readonly InvoiceSummaryRow[]): string {
  const records = rows.map((row) => [
    inertCell(row.school),
    row.competitors,
    row.chargedEntries,
    centsAsDecimal(row.totalCents),
    centsAsDecimal(row.paidCents),
    centsAsDecimal(row.balanceCents),
    row.status,
  ]);
  return stringify([[...CSV_COLUMNS], ...records]);
}
