import type { ClientErrorReport } from '../../shared/contract/client-errors';
import { callApi } from '../lib/api-client';

/** Each error is reported once, however often a boundary showing it renders or mounts. */
const reported = new WeakSet<object>();

/**
 * Sends an error a screen met to the server log, in the background: only its
 * kind, route pattern, message and stack, never the page's address or what
 * was typed. Reporting can fail quietly; the person already sees the error.
 */
export function reportClientError(
  kind: ClientErrorReport['kind'],
  route: string | null,
  error: unknown,
): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const message = (error instanceof Error ? error.message : String(error)) || 'no message';
  const stack = error instanceof Error ? error.stack : undefined;
  // The endpoint's module brings zod, which no page loads before its first screen (decision 025).
  import('../../shared/contract/client-errors')
    .then(({ clientErrorEndpoints, CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_STACK_MAX }) => {
      const report: ClientErrorReport = {
        kind,
        route,
        message: message.slice(0, CLIENT_ERROR_MESSAGE_MAX),
        ...(stack && { stack: stack.slice(0, CLIENT_ERROR_STACK_MAX) }),
      };
      return callApi(clientErrorEndpoints.reportClientError, { body: report });
    })
    .catch(() => undefined);
}
