import type { FastifyInstance, FastifyReply } from 'fastify';
import { resultsEndpoints as endpoints } from '../../shared/contract/results';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import { setMarksEmbargo } from '../services/results/marks-embargo';
import { getEventResults } from '../services/results/public-event-results';
import { setResultsPublished } from '../services/results/publish-results';
import { competitionResultsCsv, eventResultsCsv } from '../services/results/results-csv';
import { getResultsIndex } from '../services/results/results-index';
import { getStaffEventResults } from '../services/results/staff-event-results';
import { getStaffResults } from '../services/results/staff-results';

/** Posted results: the public pages, and staff's publication and embargo (issue 13). */
export function registerResultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const actorOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return { userId: principal.userId, email: principal.email };
  };

  registerEndpoint(app, endpoints.getResultsIndex, async ({ params }) =>
    getResultsIndex(db, params.competitionId),
  );
  registerEndpoint(app, endpoints.getEventResults, async ({ params }) =>
    getEventResults(db, params),
  );
  registerEndpoint(app, endpoints.competitionResultsCsv, async ({ params }, _request, reply) =>
    sendCsv(
      reply,
      `${params.competitionId}-results`,
      await competitionResultsCsv(db, params.competitionId),
    ),
  );
  registerEndpoint(app, endpoints.eventResultsCsv, async ({ params }, _request, reply) => {
    const { eventName, csv } = await eventResultsCsv(db, params);
    // Named for the event as people know it; an id only for a name with no letter or digit in it.
    const eventPart = fileNamePart(eventName) || params.eventId;
    return sendCsv(reply, `${params.competitionId}-${eventPart}-results`, csv);
  });
  registerEndpoint(app, endpoints.getStaffResults, async ({ params }) =>
    getStaffResults(db, params.competitionId),
  );
  registerEndpoint(app, endpoints.getStaffEventResults, async ({ params }) =>
    getStaffEventResults(db, params),
  );
  registerEndpoint(app, endpoints.setResultsPublished, async ({ params, body }, request) =>
    setResultsPublished(ctx, actorOf(request), params, body.published),
  );
  registerEndpoint(app, endpoints.setMarksEmbargo, async ({ params, body }, request) =>
    setMarksEmbargo(ctx, actorOf(request), params.competitionId, body),
  );
}

/** "Gold Standard (Under 21)" as "gold-standard-under-21": ASCII letters and digits, dashes between. */
const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A download named for what it holds; a character outside [A-Za-z0-9_-] becomes "-". */
function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  const filename = `${name.replace(/[^A-Za-z0-9_-]/g, '-')}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
