import type { FastifyInstance, FastifyRequest } from 'fastify';
import { analyticsEndpoints } from '../../shared/contract/analytics';
import type { AppContext } from '../context';
import { registerEndpoint } from '../http/register-endpoint';
import { countPageView, listPageViews } from '../services/page-views';

/** A browser whose person asked not to be tracked (Do-Not-Track, or Global Privacy Control) says so on every request. */
const asksNotToBeTracked = (request: FastifyRequest): boolean =>
  request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

/**
 * Page views: any visitor's browser may count one (so each address is
 * limited, and a refused or unasked count costs one header check), and only
 * organizers read the counts.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    analyticsEndpoints.countPageView,
    async ({ body }, request) => {
      if (asksNotToBeTracked(request)) return;
      await countPageView(ctx.database.db, body.route);
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  registerEndpoint(app, analyticsEndpoints.listPageViews, async ({ query }) =>
    listPageViews(ctx.database.db, query.days),
  );
}
