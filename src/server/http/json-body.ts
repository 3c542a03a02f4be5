import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/** No request here nests deeper than a handful of levels; this leaves room and stops stack exhaustion. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`. A scan of
 * the text, without parsing: a deeply nested body is refused before anything
 * recursive (JSON.parse, validation, JSON.stringify on the way to the auth
 * library) can run out of stack on it.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (ch === 0x7d || ch === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included) behind a depth bound, for every route. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(errors.jsonTooDeep(MAX_JSON_DEPTH), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
