import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/**
 * NUL, and a UTF-16 surrogate without its partner (JSON's "\ud800"): neither is
 * text. PostgreSQL refuses NUL and SQLite keeps it; both databases silently
 * turn a lone surrogate into replacement characters. Refused here instead, the
 * same way on both, before any handler sees them.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NOT_TEXT_ANYWHERE = new RegExp(NOT_TEXT.source, 'g');

const isWalkable = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/** The path (`lead.name`, `eventIds.2`) of the first string or key that is not text, or null. */
export function findNonText(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? [...path] : null;
  if (!isWalkable(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (NOT_TEXT.test(key)) return [...path, key];
    const found = findNonText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Checks body, query string and path parameters of every request (JSON depth is bounded first). */
export function installInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Fastify's query parser makes objects with a prototype of their own: copied, they are walked.
    const query = { ...(request.query as object) };
    const parts = { body: request.body, query, path: request.params };
    for (const [where, value] of Object.entries(parts)) {
      const found = findNonText(value);
      if (found === null) continue;
      // The path goes into the message, so it is made printable and kept short.
      const path = found.map((key) => key.replace(NOT_TEXT_ANYWHERE, '\uFFFD').slice(0, 100));
      const message = 'must not contain NUL characters or unpaired UTF-16 surrogates';
      throw errors.invalidInput(where, [{ path, message }]);
    }
  });
}
