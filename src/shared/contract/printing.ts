import { PrintResultsSchema, PrintRoundsSchema } from '../printing';
import { staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const tag = 'Printing';
const base = '/api/admin/competitions/:competitionId/print';

/**
 * What the print screens read (issue 14, decision 021). The browser lays the
 * pages out and prints them; the server only sends the day's data.
 */
export const printingEndpoints = {
  getPrintRounds: defineEndpoint({
    summary:
      "Every round of the day in running order with heats, couples (scratches marked), check-in and panel: judges' marking sheets and heat lists",
    tag,
    method: 'GET',
    path: `${base}/rounds`,
    access: staffOnly('scrutineer', 'deckCaptain', 'mc'),
    params: CompetitionParams,
    status: 200,
    response: PrintRoundsSchema,
  }),
  getPrintResults: defineEndpoint({
    summary:
      "Every event's posted rounds with the judges' marks (through any embargo) and the chairman's approvals: results sheets",
    tag,
    method: 'GET',
    path: `${base}/results`,
    access: staffOnly('scrutineer', 'chairman'),
    params: CompetitionParams,
    status: 200,
    response: PrintResultsSchema,
  }),
};
