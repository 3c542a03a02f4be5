import type { FastifyInstance } from 'fastify';
import { resultsEndpoints as endpoints } from '../../shared/contract/results';
import type { AppContext } from '../context';
import { principalOf } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
import { setMarksEmbargo } from '../services/results/marks-embargo';
import { getEventResults } from '../services/results/public-event-results';
import { setResultsPublished } from '../services/results/publish-results';
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
