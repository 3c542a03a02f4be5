import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request body or an answer that is not JSON: an image, a CSV download, an event stream. */
export type RawContent = { contentTypes: readonly string[]; description: string };

/**
 * One API endpoint, declared once: the Fastify route, the web's fetch call and
 * the OpenAPI document are all built from it. Its key in `api` (index.ts) is
 * its name and OpenAPI operationId. `path` uses Fastify's `:name` parameters,
 * each named by a key of `params`. Params, query and body object schemas are
 * strict, so an unknown key is refused with its path.
 */
export type EndpointDeclaration = {
  summary: string;
  /** Groups operations in the reference page. */
  tag: string;
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A body of raw bytes instead of JSON (the route parses it itself). */
  rawBody?: RawContent;
  /** The success status; 204 answers carry no body. */
  status: 200 | 201 | 202 | 204;
  /** The JSON answer on success. */
  response?: z.ZodType;
  /** An answer that is not JSON; the handler sends it itself. */
  rawResponse?: RawContent;
  /**
   * Part of the open results API (docs/api.md, decision 033): a public GET that
   * any web site may call from its visitors' browsers (CORS open, no
   * credentials), listed under OPEN_RESULTS_TAG in the OpenAPI document too.
   */
  openResults?: true;
};

/** The OpenAPI tag that gathers the open results API's operations. */
export const OPEN_RESULTS_TAG = 'Open results API';

/** Keeps the literal types of a declaration, so handlers and callers are typed from its schemas. */
export const defineEndpoint = <const E extends EndpointDeclaration>(endpoint: E): E => endpoint;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server hands a handler after parsing (defaults applied, text coerced). */
export type ParsedParams<E extends EndpointDeclaration> = SchemaOutput<E['params']>;
export type ParsedQuery<E extends EndpointDeclaration> = SchemaOutput<E['query']>;
export type ParsedBody<E extends EndpointDeclaration> = SchemaOutput<E['body']>;

/** What a handler returns: the JSON answer before serialization, or nothing for 204. */
export type HandlerResult<E extends EndpointDeclaration> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : E['rawResponse'] extends RawContent
    ? unknown
    : void;

/** What a caller receives once the answer is validated. */
export type EndpointResult<E extends EndpointDeclaration> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** Fills a path template; every value is URL-encoded, so an id can never add a segment. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
