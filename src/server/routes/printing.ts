import type { FastifyInstance } from 'fastify';
import { printingEndpoints as endpoints } from '../../shared/contract/printing';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { readPrintResults } from '../services/printing/print-results';
import { readPrintRounds } from '../services/printing/print-rounds';

/** What the print screens read: the day's rounds, and the posted results with their locks. */
export function registerPrintingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.getPrintRounds, async ({ params }) =>
    readPrintRounds(ctx.database.db, params.competitionId),
  );
  registerEndpoint(app, endpoints.getPrintResults, async ({ params }) =>
    readPrintResults(ctx.database.db, params.competitionId),
  );
}
