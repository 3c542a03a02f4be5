import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error';
import { betterAuth } from '../../shared/contract/auth';
import { buildPath } from '../../shared/contract/define-endpoint';
import type { EndpointDeclaration, EndpointResult } from '../../shared/contract/define-endpoint';
import { StopRequested } from './stage';

/** A failure the replay cannot go on from; its message is what the user reads. */
export class DemoPlayError extends Error {
  override name = 'DemoPlayError';
}

/** The API answered with a refusal; its message quotes the API's own. */
export class ApiRefusal extends DemoPlayError {
  override name = 'ApiRefusal';
}

/** Who calls: a staff member's session cookie, or a judge's device token. */
export type Caller = { cookie: string } | { bearer: string } | null;

export type CallInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Partial<z.output<E['query']>> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** How often a rate-limited request is asked again, and the longest wait accepted. */
const RATE_LIMIT_RETRIES = 5;
const LONGEST_WAIT_SECONDS = 120;

/**
 * The API as the screens call it (the shared contract's endpoints, answers
 * checked against their schemas), from Node: it sends the site's own Origin
 * as a browser would, carries a session cookie or a judge's token, and waits
 * out a 429 for as long as its Retry-After asks, unless `stopping` (Ctrl-C)
 * ends the wait: then it throws StopRequested at once.
 */
export class DemoApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly say: (line: string) => void,
    private readonly stopping?: AbortSignal,
  ) {}

  async call<E extends EndpointDeclaration>(
    endpoint: E,
    caller: Caller,
    input: CallInput<E>,
  ): Promise<EndpointResult<E>> {
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const path = buildPath(endpoint.path, params) + (search.size > 0 ? `?${search}` : '');
    const response = await this.send(endpoint.method, path, caller, body, endpoint.summary);
    const answer: unknown = response.status === 204 ? undefined : await response.json();
    const parsed = (endpoint.response ?? z.undefined()).safeParse(answer);
    if (!parsed.success)
      throw new DemoPlayError(
        `The server's answer to "${endpoint.summary}" is not what the contract declares: ${parsed.error.message}`,
      );
    return parsed.data as EndpointResult<E>;
  }

  /** Signs a staff member in with a password (better-auth's endpoint); the answer is their cookie. */
  async signIn(email: string, password: string): Promise<string> {
    const response = await this.send(
      'POST',
      `${betterAuth.basePath}/sign-in/email`,
      null,
      { email, password },
      `Sign in as ${email}`,
    );
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    if (cookie === '') throw new DemoPlayError(`Signing in as ${email} set no session cookie.`);
    return cookie;
  }

  private async send(
    method: string,
    path: string,
    caller: Caller,
    body: unknown,
    what: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers['origin'] = this.baseUrl;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (caller && 'cookie' in caller) headers['cookie'] = caller.cookie;
    if (caller && 'bearer' in caller) headers['authorization'] = `Bearer ${caller.bearer}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(new URL(path, this.baseUrl), {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new DemoPlayError(
          `Cannot reach the server at ${this.baseUrl} (${cause instanceof Error ? cause.message : String(cause)}). Start it with npm start, or name it with --url.`,
        );
      }
      if (response.ok) return response;
      const wait = retryAfterSeconds(response);
      if (response.status === 429 && wait !== undefined && attempt < RATE_LIMIT_RETRIES) {
        await response.arrayBuffer();
        this.say(`  (the server asks to slow down: waiting ${wait} s before "${what}" again)`);
        try {
          await sleep(wait * 1000, undefined, { signal: this.stopping });
        } catch {
          throw new StopRequested('stopped');
        }
        continue;
      }
      throw new ApiRefusal(
        `The server refused "${what}" (${response.status}): ${await refusalMessage(response)}`,
      );
    }
  }
}

/** Our 429s carry Retry-After; better-auth's sign-in limit sends X-Retry-After. */
function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after') ?? response.headers.get('x-retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= LONGEST_WAIT_SECONDS
    ? Math.ceil(seconds)
    : undefined;
}

/** The API's own message (ours, or better-auth's `{ message }`), else the status line. */
async function refusalMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => undefined);
  const ours = ApiErrorSchema.safeParse(body);
  if (ours.success) return `${ours.data.error.message} [${ours.data.error.code}]`;
  const theirs = z.object({ message: z.string() }).safeParse(body);
  return theirs.success ? theirs.data.message : response.statusText || 'no explanation given';
}
