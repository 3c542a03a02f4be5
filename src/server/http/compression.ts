import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing an answer costs more than it saves; the kept public reads use it too. */
export const COMPRESS_FROM_BYTES = 1024;

/** Types worth compressing; never `text/event-stream` (the live stream) or images. */
const COMPRESSIBLE =
  /^(?:application\/json|text\/csv|text\/html|text\/css|(?:text|application)\/javascript)\b/;

/**
 * Compresses API answers over 1 KiB (lists, results, CSV downloads) for
 * browsers that accept it. Must be installed before any route: the plugin
 * attaches itself to each route as it is declared, after the app's own
 * `onSend` hooks, so it sees the final `cache-control` and passes through a
 * reply that already carries a `content-encoding` (a pre-compressed copy) or
 * no body at all (a 304).
 *
 * Only /api is compressed at run time: the web app's files were compressed
 * once at build time, and its source maps are never compressed. The live
 * stream takes over its socket, so no `onSend` hook (and no buffering) ever
 * reaches it.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    // Requests are never sent compressed by our clients; refusing to inflate them keeps request handling as it was.
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    // Named, so Node 22's zstd is not offered once the server moves (decision 003: Node 20).
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 11 costs milliseconds per answer; 4 keeps most of the gain.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    customTypes: COMPRESSIBLE,
  });
}
