import type { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error';

/** An API refusal with the server's stable code and its human message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** GETs JSON and validates it against the shared contract, so a drifted server fails loudly. */
export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection; we will retry.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiRequestError(response.status, 'http', `The server answered ${response.status}.`);
  }
  return schema.parse(body);
}
