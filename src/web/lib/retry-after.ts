/**
 * How long a 429 asks to wait, in seconds: `Retry-After` from our limits and
 * any proxy in front, `X-Retry-After` from better-auth's per-address ones.
 */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const value = Number(headers.get('retry-after') ?? headers.get('x-retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
