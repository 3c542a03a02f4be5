import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes, in depth with SameSite=Lax
 * cookies and JSON-only bodies: a browser always sends Origin on a cross-origin
 * write, so a write whose Origin names neither the host addressed nor the
 * site's public address is refused. (Requests without Origin come from non-browser clients, which cannot
 * be tricked into sending someone else's cookies.)
 */
export function installSameOriginCheck(app: FastifyInstance, siteOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api')) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    // The site's own address counts too: a reverse proxy may rewrite Host.
    if (originHost !== request.headers.host && origin !== siteOrigin) {
      throw errors.crossSiteRequest();
    }
  });
}
