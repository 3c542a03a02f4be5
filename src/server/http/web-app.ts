import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsScript } from '../config';
import { errors } from '../errors';
import { apiErrorOf } from './error-handler';
import { shellWithAnalyticsScript } from './page-shell';

/**
 * Files whose name changes with their content: Vite's `assets/` and the
 * service worker's Workbox runtime. A browser may keep them for good.
 */
const FINGERPRINTED = /^\/(?:assets\/|workbox-[\w-]+\.js)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the shell `index.html`, `sw.js`) is revalidated, so a new build is seen on the next visit. */
const REVALIDATE = 'no-cache';
/** What the build writes beside a file; answered in place of the file, never on their own. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;
/** Source maps: for reading error reports on the server, never for the public (decision 026). */
const SOURCE_MAP = /\.map$/i;

/** The cache policy of a web app file, by its path in the build (which is its URL path). */
function cacheControlFor(webPath: string): string {
  return FINGERPRINTED.test(webPath) ? IMMUTABLE : REVALIDATE;
}

function pathOf(request: { url: string }): string {
  return request.url.split('?')[0] ?? '';
}

/** The path as the file server reads it, where `%2E` is a dot too (as sent, if it cannot be decoded). */
function decodedPathOf(request: { url: string }): string {
  try {
    return decodeURIComponent(pathOf(request));
  } catch {
    return pathOf(request);
  }
}

/**
 * Serves the built web app from `roots` (the current build first; a later root
 * can hold the previous build, so pages still open on old chunks load them),
 * with the history fallback: any other GET outside /api answers `index.html`
 * and the client router decides what the path shows. API paths nobody answers
 * get the API's 404.
 *
 * Brotli and gzip copies written at build time (`scripts/precompress.ts`) are
 * sent as they are when the browser accepts them. Headers are chosen by the
 * file's path in its build, never by which root holds it.
 *
 * With a Plausible or Umami script configured, the shell is the build's with
 * that script added, read once here and sent from memory (uncompressed: its
 * precompressed copies lack the script).
 */
export async function registerWebApp(
  app: FastifyInstance,
  roots: readonly string[],
  analyticsScript?: AnalyticsScript,
): Promise<void> {
  const [current] = roots;
  const hasWeb = current !== undefined && fs.existsSync(path.join(current, 'index.html'));
  const shell =
    hasWeb && analyticsScript
      ? shellWithAnalyticsScript(
          fs.readFileSync(path.join(current, 'index.html'), 'utf8'),
          analyticsScript,
        )
      : undefined;
  // Whatever a build folder holds: a build made with maps, or copied by hand, shows none.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api') || !SOURCE_MAP.test(decodedPathOf(request))) return;
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found.');
  });
  if (hasWeb) {
    const webPathOf = (filePath: string): string => {
      const root = roots.find((candidate) => filePath.startsWith(candidate + path.sep)) ?? '';
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      return `/${relative.replace(COMPRESSED_COPY, '')}`;
    };
    await app.register(fastifyStatic, {
      root: [...roots],
      wildcard: false,
      index: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Earlier builds lend only their fingerprinted files: the shell, `sw.js` and
      // anything else always come from the current build (or the fallback).
      // The changed shell, when there is one, is sent by the fallback below.
      allowedPath: (filePath, root) =>
        FINGERPRINTED.test(filePath) ||
        (path.resolve(root) === path.resolve(current) &&
          !(shell !== undefined && filePath === '/index.html')),
      preCompressed: true,
      // send's own header would be `public, max-age=0` and override ours.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(webPathOf(filePath)));
        // Which copy is sent depends on accept-encoding, for any file.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const urlPath = pathOf(request);
    if (isPage && FINGERPRINTED.test(urlPath)) {
      // A chunk of another build: the page must see the failure (and reload),
      // not an HTML page under a script's name; and no proxy may keep the miss.
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${urlPath} is not part of this version of the site. Reload the page.`);
    }
    if (isPage && hasWeb && !urlPath.startsWith('/api')) {
      if (shell === undefined) return reply.sendFile('index.html');
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(shell);
    }
    const refusal = errors.routeNotFound(request.method, request.url);
    return reply.code(refusal.statusCode).send(apiErrorOf(refusal));
  });
}
