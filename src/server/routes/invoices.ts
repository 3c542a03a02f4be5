import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints as endpoints } from '../../shared/contract/invoices';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import { invoicesCsv } from '../services/invoices/invoices-csv';
import { deletePayment, recordPayment } from '../services/invoices/payments';
import { getInvoices } from '../services/invoices/school-invoices';

/** Invoices by school and the payments organizers record (issue 14, decision 020). */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, email: principal.email };
  };

  registerEndpoint(app, endpoints.getInvoices, async ({ params }) =>
    getInvoices(db, params.competitionId),
  );

  registerEndpoint(app, endpoints.invoicesCsv, async ({ params }, _request, reply) => {
    const { summary } = await getInvoices(db, params.competitionId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${params.competitionId}-invoices.csv"`)
      .send(invoicesCsv(summary));
  });

  registerEndpoint(app, endpoints.recordPayment, async ({ params, body }, request) =>
    recordPayment(ctx, actorOf(request), params.competitionId, body),
  );

  registerEndpoint(app, endpoints.deletePayment, async ({ params }, request) => {
    await deletePayment(ctx, actorOf(request), params.competitionId, params.paymentId);
  });
}
