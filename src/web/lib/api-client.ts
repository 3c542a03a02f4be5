import type { z } from 'zod';
import { buildPath } from '../../shared/contract/define-endpoint';
import type {
  EndpointDeclaration,
  EndpointResult,
  RawContent,
} from '../../shared/contract/define-endpoint';
import type { ErrorCode, FieldPath } from '../../shared/error-codes';
import { retryAfterSeconds } from './retry-after';

/**
 * A code from the server's closed list, or one of the client's own: `network`
 * when the server cannot be reached, `http` when its answer is not an API
 * refusal (a proxy's error page, say).
 */
export type RefusalCode = ErrorCode | 'network' | 'http';

/** An API refusal with the server's stable code and its human message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    message: string,
    /** Facts the server sent with a refusal, e.g. what a confirmed delete would remove. */
    readonly details?: Record<string, unknown>,
    /** The refused field of the request, when the refusal is about one. */
    readonly path?: FieldPath,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type ParamsInput<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? { params: z.output<E['params']> }
  : { params?: never };
/** Query values as the server reads them; absent ones take the server's default. */
type QueryInput<E extends EndpointDeclaration> = E['query'] extends z.ZodType
  ? { query?: Partial<z.output<E['query']>> }
  : { query?: never };
type BodyInput<E extends EndpointDeclaration> = E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : E['rawBody'] extends RawContent
    ? { body: Blob }
    : { body?: never };

/**
 * Sent as the request's `authorization` header: a judge's device carries its
 * token this way, since judges have no session cookie.
 */
type AuthorizationInput = { authorization?: string };

/** What a call sends: the declaration's params, query and body, typed from its schemas. */
export type CallInput<E extends EndpointDeclaration> = ParamsInput<E> &
  QueryInput<E> &
  BodyInput<E> &
  AuthorizationInput;

type CallArgs<E extends EndpointDeclaration> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing is required"
  {} extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The URL of an endpoint: its path with each parameter encoded, then the query. */
export function apiUrl<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: CallArgs<E>
): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const path = buildPath(endpoint.path, params);
  return search.size > 0 ? `${path}?${search.toString()}` : path;
}

/**
 * Calls an endpoint of the shared contract with the session cookie (or the
 * given authorization) and
 * validates the answer against its declared schema, so a drifted server fails
 * loudly. Refusals throw ApiRequestError with the server's code.
 *
 * This module imports no zod itself: the schemas come with the declaration,
 * which a public page's first screen imports with `import()` (decision 025),
 * so zod loads beside that screen instead of before it.
 */
export async function callApi<E extends EndpointDeclaration>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { body, authorization } = (args[0] ?? {}) as { body?: unknown } & AuthorizationInput;
  const content: { body?: BodyInit; headers: Record<string, string> } =
    body === undefined
      ? { headers: {} }
      : body instanceof Blob
        ? { body, headers: { 'content-type': body.type } }
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  if (authorization !== undefined) content.headers['authorization'] = authorization;
  const init: RequestInit = content;
  // The declared schema (or nothing, for 204) checks the answer; its type is EndpointResult<E>.
  const schema =
    endpoint.response ?? (await import('../../shared/contract/no-content')).NoContentSchema;
  return requestJson(
    apiUrl(endpoint, ...args),
    { method: endpoint.method, ...init },
    schema,
  ) as Promise<EndpointResult<E>>;
}

async function requestJson<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const { ApiErrorSchema } = await import('../../shared/api-error');
    const parsed = ApiErrorSchema.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.details,
          parsed.data.error.path,
        )
      : new ApiRequestError(
          response.status,
          'http',
          `The server answered ${response.status}.`,
          foreignRefusalDetails(response),
        );
  }
  return schema.parse(body);
}

/** What an answer that is not ours (a proxy's 429, say) tells a screen: the wait it asks for. */
function foreignRefusalDetails(response: Response): Record<string, unknown> | undefined {
  const wait = retryAfterSeconds(response.headers);
  return wait === undefined ? undefined : { retryAfterSeconds: wait };
}

/** The server refused the request itself (4xx): asking again unchanged will not change the answer. */
export const isRefusal = (error: Error | null) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** The thing asked for does not exist, or is not public (a mistyped link, something deleted or withdrawn). */
export const isNotFound = (error: Error | null) =>
  error instanceof ApiRequestError && error.status === 404;
