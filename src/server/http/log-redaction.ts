import type { IncomingMessage } from 'node:http';

/**
 * Query strings under /api/auth carry one-time tokens (email links, single
 * sign-on codes). Logs keep the path and drop the query there, so a log file
 * never holds a working sign-in link.
 */
export function redactUrl(url: string): string {
  if (!url.startsWith('/api/auth')) return url;
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}?[redacted]`;
}

/** Pino serializer for requests: what Fastify logs by default, minus secrets. */
export function serializeRequest(request: IncomingMessage & { ip?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    remoteAddress: request.socket?.remoteAddress,
  };
}
