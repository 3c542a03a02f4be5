import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../shared/api-error';
import { AppError, errors } from '../errors';

/**
 * PostgreSQL refuses NUL characters and broken encodings in text (SQLite takes
 * them): such input is the client's mistake, not a server failure.
 */
const isUnstorableText = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === '22021' || error.code === '22P05');

/**
 * A foreign key refused by the database (SQLite's constraint, PostgreSQL's
 * 23503): every write checks what it refers to first, so this is another
 * write removing it in between (the demo's removal, say), not a bug.
 */
const isMissingReference = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503');

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error
    ? Number(error.statusCode)
    : 500;

/**
 * Anything a request can throw, as a refusal from the closed list: our own
 * errors as they are, Fastify's own refusals (malformed JSON, oversized body,
 * wrong content type) in its words under our codes, and anything else as
 * `internal`, which means a bug.
 */
export function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUnstorableText(error)) return errors.unstorableText();
  if (isMissingReference(error)) return errors.removedMeanwhile();
  const status = statusOf(error);
  if (status >= 400 && status < 500) {
    const message = (error as FastifyError).message;
    if (status === 413) return errors.bodyTooLarge(message);
    if (status === 415) return errors.unsupportedMediaType(message);
    return errors.badRequest(message);
  }
  return errors.internal();
}

/** The JSON body of a refusal (ApiErrorSchema in src/shared/api-error.ts). */
export function apiErrorOf(refusal: AppError): ApiError {
  return {
    error: {
      code: refusal.code,
      message: refusal.message,
      ...(refusal.path && { path: refusal.path }),
      ...(refusal.details && { details: refusal.details }),
    },
  };
}

/** Every /api error answers as an ApiError with its code's status; only a bug is logged as one. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const refusal = refusalOf(error);
    if (refusal.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    // A refusal that knows how long to wait says so to clients as HTTP does too.
    const wait = refusal.details?.retryAfterSeconds;
    if (typeof wait === 'number') void reply.header('retry-after', String(wait));
    return reply.code(refusal.statusCode).send(apiErrorOf(refusal));
  });
}

/**
 * Fastify's router refuses some requests before any hook or handler runs (a
 * bad percent-encoding in the path, a path parameter over `maxParamLength`):
 * they bypass `setErrorHandler`, so this gives them our shape too.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const refusal = refusalOf(error);
  void reply.code(refusal.statusCode).send(apiErrorOf(refusal));
}

/** Node's refusals of a connection before Fastify sees a request, under our codes. */
function connectionRefusal(error: ConnectionError): AppError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return errors.requestTimeout();
  return errors.badRequest(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The address and headers of the request are too large.'
      : 'The request could not be read as HTTP.',
  );
}

/**
 * Node's HTTP server refuses a request it cannot read (a request line and
 * headers over its 16 kB limit, a malformed request, one that takes longer
 * than `requestTimeout` to arrive) before Fastify sees it; Fastify then writes
 * its own shape to the socket. This answers in ours, and logs below info (as
 * Fastify's own handler does): these are clients' and networks' mistakes, not
 * the server's. Fastify calls it with the app as `this`.
 */
export function answerClientError(
  this: Pick<FastifyInstance, 'log'>,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const refusal = connectionRefusal(error);
  this.log.debug({ err: error, code: refusal.code }, 'client error');
  const body = JSON.stringify(apiErrorOf(refusal));
  const status = refusal.statusCode;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
