import type { FastifyInstance } from 'fastify';
import { clientErrorEndpoints } from '../../shared/contract/client-errors';
import { registerEndpoint } from '../http/register-endpoint';

/**
 * Reports from browsers go to the log at warn: an organizer reading the log
 * after "the page broke" finds which screen and what error. Anyone may send
 * one (a spectator's page breaks too), so each address is limited.
 */
export function registerClientErrorRoutes(app: FastifyInstance): void {
  registerEndpoint(
    app,
    clientErrorEndpoints.reportClientError,
    async ({ body }, request) => {
      request.log.warn({ clientError: body }, 'the web app could not show a screen');
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
