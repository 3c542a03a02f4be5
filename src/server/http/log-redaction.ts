import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/** Longest text one log field keeps: enough to read, too little to flood the log. */
export const MAX_LOGGED_CHARS = 500;

/** Text cut to `MAX_LOGGED_CHARS`, saying how much was left out. */
export function boundLogText(text: string): string {
  if (text.length <= MAX_LOGGED_CHARS) return text;
  return `${text.slice(0, MAX_LOGGED_CHARS)}… [${text.length - MAX_LOGGED_CHARS} more characters]`;
}

/**
 * Query strings under /api/auth carry one-time tokens (email links, single
 * sign-on codes). Logs keep the path and drop the query there, so a log file
 * never holds a working sign-in link.
 */
export function redactUrl(url: string): string {
  if (!url.startsWith('/api/auth')) return boundLogText(url);
  const query = url.indexOf('?');
  return boundLogText(query < 0 ? url : `${url.slice(0, query)}?[redacted]`);
}

/** Pino serializer for requests: what Fastify logs by default, minus secrets. */
export function serializeRequest(request: IncomingMessage & { ip?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    remoteAddress: request.socket?.remoteAddress,
  };
}

/** Pino's error serializer, with message and stack bounded (messages may quote input). */
export function serializeError(error: Error) {
  const plain = pino.stdSerializers.err(error);
  return {
    ...plain,
    message: boundLogText(plain.message),
    ...(plain.stack && { stack: boundLogText(plain.stack) }),
  };
}

/**
 * Every log call's text arguments bounded, whoever logs: the auth library
 * writes whole callback URLs from anonymous requests into its messages.
 */
export function boundLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => (typeof arg === 'string' ? boundLogText(arg) : arg));
}
