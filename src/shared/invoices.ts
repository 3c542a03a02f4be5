import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/invoices/payment-status';
import { FeeScheduleSchema, RegistrationPhaseSchema } from './registration';

/**
 * Invoices by school and the payments schools make (issue 14, decision 020).
 * The server computes every amount with `src/domain/invoices`; the page, the
 * printed invoice and the CSV show the same figures. Amounts are integer cents.
 */

export const PAYMENT_METHODS = ['cash', 'check', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export { PAYMENT_STATUSES };
export type { PaymentStatus } from '../domain/invoices/payment-status';

export const PaymentSchema = z.object({
  id: z.string(),
  school: z.string(),
  amountCents: z.number().int(),
  /** YYYY-MM-DD. */
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** POST a payment: what the organizer types in the "Record payment" form. */
export const PaymentInputSchema = z.strictObject({
  school: z
    .string('must be text')
    .trim()
    .min(1, 'must name the school')
    .max(200, 'must be at most 200 characters'),
  amountCents: z
    .number('must be a number of cents')
    .int('must be whole cents')
    .min(1, 'must be more than nothing')
    .max(100_000_000, 'must be at most 1,000,000.00'),
  paidOn: z.iso.date('must be a date (YYYY-MM-DD)'),
  method: z.enum(PAYMENT_METHODS, `must be one of ${PAYMENT_METHODS.join(', ')}`),
  note: z.string('must be text').trim().max(500, 'must be at most 500 characters').default(''),
});
export type PaymentInput = z.input<typeof PaymentInputSchema>;

/** An entry that is on an invoice but not charged, and why. */
export const EntryStateSchema = z.union([
  z.object({ kind: z.literal('active') }),
  z.object({ kind: z.literal('withdrawn'), at: z.string() }),
  z.object({ kind: z.literal('scratched'), at: z.string(), reason: z.string() }),
]);
export type EntryState = z.infer<typeof EntryStateSchema>;

/** One event entry of one dancer: the couple's entry fee, this dancer's share of it. */
export const InvoiceLineSchema = z.object({
  entryId: z.string(),
  eventName: z.string(),
  role: z.enum(['lead', 'follow']),
  /** The partner's name ("TBA" when the follow is not known yet). */
  partnerName: z.string(),
  phase: RegistrationPhaseSchema,
  /** The couple's entry fee in that phase. */
  feeCents: z.number().int(),
  /** This dancer's part of it (half; the lead takes the odd cent; all of it with a TBA follow). */
  shareCents: z.number().int(),
  charged: z.boolean(),
  state: EntryStateSchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceCompetitorSchema = z.object({
  competitorId: z.string(),
  number: z.number().int(),
  name: z.string(),
  /** Charged once, in the phase of the dancer's first registration, if any entry is charged. */
  competitorFee: z.object({
    phase: RegistrationPhaseSchema,
    cents: z.number().int(),
    charged: z.boolean(),
  }),
  lines: z.array(InvoiceLineSchema),
  subtotalCents: z.number().int(),
});
export type InvoiceCompetitor = z.infer<typeof InvoiceCompetitorSchema>;

export const SchoolInvoiceSchema = z.object({
  school: z.string(),
  competitors: z.array(InvoiceCompetitorSchema),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** total - paid: negative when the school paid more than it owes. */
  balanceCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  payments: z.array(PaymentSchema),
});
export type SchoolInvoice = z.infer<typeof SchoolInvoiceSchema>;

/** One row of the table of all schools; the CSV has the same rows. */
export const InvoiceSummaryRowSchema = z.object({
  school: z.string(),
  competitors: z.number().int(),
  chargedEntries: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
});
export type InvoiceSummaryRow = z.infer<typeof InvoiceSummaryRowSchema>;

/** GET the competition's invoices (admin only: it carries the organizers' emails). */
export const InvoicesSchema = z.object({
  issuer: z.object({
    competitionName: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    contacts: z.array(
      z.object({ name: z.string(), title: z.string().nullable(), email: z.string().nullable() }),
    ),
  }),
  /** The fees in force (Settings, Registration), printed on each invoice so its figures can be checked. */
  fees: FeeScheduleSchema,
  /** The registration deadlines that set each entry's phase (YYYY-MM-DD). */
  deadlines: z.object({ early: z.string().nullable(), open: z.string().nullable() }),
  summary: z.array(InvoiceSummaryRowSchema),
  invoices: z.array(SchoolInvoiceSchema),
});
export type Invoices = z.infer<typeof InvoicesSchema>;
