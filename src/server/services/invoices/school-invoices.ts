import type { Kysely } from 'kysely';
import { invoiceSummaryRows, invoicesBySchool } from '../../../domain/invoices';
import type { InvoiceSummaryRow, Invoices, SchoolInvoice } from '../../../shared/invoices';
import { OTHER_AFFILIATION } from '../../../shared/registration';
import { readSnapshot } from '../../db/read-snapshot';
import type { Database } from '../../db/schema';
import { readInvoiceInput } from './invoice-reads';

/**
 * Every school's invoice and the table of all schools, computed now from the
 * fees, deadlines, entries, withdrawals and payments (decision 020).
 */
export async function getInvoices(db: Kysely<Database>, competitionId: string): Promise<Invoices> {
  const { issuer, listedSchools, input } = await readSnapshot(db, (trx) =>
    readInvoiceInput(trx, competitionId),
  );
  // Typed so the domain's shapes are checked against the contract's.
  const invoices: SchoolInvoice[] = invoicesBySchool({
    ...input,
    listedSchools,
    otherSchool: OTHER_AFFILIATION,
  });
  const summary: InvoiceSummaryRow[] = invoiceSummaryRows(invoices);
  return { issuer, fees: input.fees, deadlines: input.deadlines, summary, invoices };
}
