import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy and the other headers of @fastify/helmet. Images and
 * fonts come from the site itself only: organizer Markdown cannot load another
 * site's tracking pixel, and the web app uses the system's fonts.
 *
 * `analyticsOrigin`, the configured Plausible or Umami server, may serve a
 * script and receive what it sends; nothing else from there is allowed.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  analyticsOrigin?: string,
): Promise<void> {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        // Mantine writes its theme variables into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: images are made in the page itself, never fetched from elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analytics],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-http LAN use on a laptop must keep working; HSTS belongs to a TLS proxy.
    strictTransportSecurity: false,
  });
}

/**
 * API answers are not kept by browsers or proxies unless a route says
 * otherwise (public photos do): admin JSON, CSV downloads, the dev outbox with
 * sign-in links, a dancer's registration and the staff list are personal, and
 * the screens get fresh data from the live stream anyway.
 */
export function installApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
