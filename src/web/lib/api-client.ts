import type { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error';

/** An API refusal with the server's stable code and its human message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Facts the server sent with a refusal, e.g. what a confirmed delete would remove. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** GETs JSON and validates it against the shared contract, so a drifted server fails loudly. */
export function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  return requestJson(url, { method: 'GET' }, schema);
}

/** Sends a JSON write (POST, PUT, PATCH, DELETE) with the session cookie and validates the answer. */
export function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  return requestJson(
    url,
    {
      method,
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    },
    schema,
  );
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
    const parsed = ApiErrorSchema.safeParse(body);
    throw parsed.success
      ? new ApiRequestError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.details,
        )
      : new ApiRequestError(response.status, 'http', `The server answered ${response.status}.`);
  }
  return schema.parse(body);
}
