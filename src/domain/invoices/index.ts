/**
 * Invoices by school (decision 020): each dancer's entries with the fee of
 * their phase, the entry fee split between the two dancers, withdrawn and
 * scratched entries listed but not charged, payments and what is left to pay.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { entryFeeShares } from './fee-shares';
export type { FeeShares } from './fee-shares';
export { PAYMENT_STATUSES, paymentStatus } from './payment-status';
export type { PaymentStatus } from './payment-status';
export { schoolInvoice } from './school-invoice';
export type {
  EntryState,
  InvoiceCompetitor,
  InvoiceLine,
  InvoicedCompetitor,
  InvoicedEntry,
  InvoicesInput,
  SchoolInvoice,
  SchoolPayment,
} from './school-invoice';
export { invoiceSummaryRows, invoicesBySchool } from './invoices-by-school';
export type { InvoiceSummaryRow } from './invoices-by-school';
