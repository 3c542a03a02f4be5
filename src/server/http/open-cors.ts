import cors from '@fastify/cors';
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../shared/contract/access';
import type { EndpointDeclaration } from '../../shared/contract/define-endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors's options for this route, over the closed default. */
    cors?: FastifyCorsOptions;
  }
}

/** The CORS of the open results API: any site, reads only, never with credentials. */
export const OPEN_CORS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD'],
  credentials: false,
  // Readable by the calling page: revalidating by ETag, naming a CSV download.
  exposedHeaders: ['ETag', 'Content-Disposition'],
  // Browsers may keep a preflight's answer a day: it never changes.
  maxAge: 86_400,
  // An OPTIONS without the preflight headers gets the same answer, not the plugin's plain-text 400.
  strictPreflight: false,
};

/**
 * CORS for the open results API only (decision 033). The plugin is closed by
 * default (`origin: false`: no header at all, not even `Vary: Origin`), and
 * registerEndpoint opens each route the contract marks `openResults` with
 * OPEN_CORS. A preflight reaches an OPTIONS route, not the GET's, so each open
 * path gets its own OPTIONS route with the same options, answered by the
 * plugin; a preflight of any other path reaches the plugin's catch-all and is
 * 404. Staff reads and every write therefore stay closed to other sites.
 */
export async function installOpenCors(
  app: FastifyInstance,
  endpoints: readonly EndpointDeclaration[],
): Promise<void> {
  await app.register(cors, { origin: false });
  const openPaths = new Set(endpoints.filter((e) => e.openResults).map((e) => e.path));
  for (const url of openPaths) {
    app.route({
      method: 'OPTIONS',
      url,
      config: { access: PUBLIC, cors: OPEN_CORS },
      // The plugin answers a preflight in its onRequest hook; anything else is not one.
      handler: (_request, reply) => reply.callNotFound(),
    });
  }
}
