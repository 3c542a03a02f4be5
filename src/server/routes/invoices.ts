import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints as endpoints } from '../../shared/contract/invoices';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { getInvoices } from '../services/invoices/school-invoices';

/** Invoices by school and the payments organizers record (issue 14, decision 020). */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  registerEndpoint(app, endpoints.getInvoices, async ({ params }) =>
    getInvoices(db, params.competitionId),
  );
}
