import { z } from 'zod';
import { InvoicesSchema, PaymentInputSchema, PaymentSchema } from '../invoices';
import { ADMIN_ONLY } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const tag = 'Invoices';
const base = '/api/admin/competitions/:competitionId';
const PaymentParams = CompetitionParams.extend({ paymentId: z.string().min(1).max(100) });

/**
 * Invoices by school and the payments organizers record (issue 14, decision
 * 020). Admin only: invoices carry the organizers' contact emails and what
 * each school owes.
 */
export const invoiceEndpoints = {
  getInvoices: defineEndpoint({
    summary:
      "Every school's invoice (competitors, entries with phase and fee, withdrawn and scratched entries not charged, payments, balance) and the table of all schools",
    tag,
    method: 'GET',
    path: `${base}/invoices`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    status: 200,
    response: InvoicesSchema,
  }),
  invoicesCsv: defineEndpoint({
    summary:
      'The table of all schools as CSV: competitors, entries charged, total, paid, balance, status',
    tag,
    method: 'GET',
    path: `${base}/invoices.csv`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    status: 200,
    rawResponse: { contentTypes: ['text/csv'], description: 'A CSV download' },
  }),
  recordPayment: defineEndpoint({
    summary: 'Records a payment a school made (amount in cents, day, method, note)',
    tag,
    method: 'POST',
    path: `${base}/payments`,
    access: ADMIN_ONLY,
    params: CompetitionParams,
    body: PaymentInputSchema,
    status: 201,
    response: PaymentSchema,
  }),
  deletePayment: defineEndpoint({
    summary: 'Deletes a payment recorded by mistake (the audit log keeps it)',
    tag,
    method: 'DELETE',
    path: `${base}/payments/:paymentId`,
    access: ADMIN_ONLY,
    params: PaymentParams,
    status: 204,
  }),
};
