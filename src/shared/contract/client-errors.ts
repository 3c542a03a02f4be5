import { z } from 'zod';
import { PUBLIC } from './access';
import { defineEndpoint } from './define-endpoint';

/** Longest error message a report carries; enough to recognise the error, too little to flood the log. */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
/** Longest stack a report carries: a minified stack of a deep React tree fits. */
export const CLIENT_ERROR_STACK_MAX = 4000;

/**
 * Where the app was, as a pattern of the route table (`/results/:eventId`):
 * never the address itself, whose ids and query (sign-in and confirmation
 * tokens) are nobody's business in a log.
 */
const RoutePatternSchema = z
  .string()
  .max(200)
  .regex(/^\/[\w/:*.-]*$/, 'must be a route pattern such as /results/:eventId, without a query');

/**
 * What the web app sends when a screen cannot be shown: what kind of failure,
 * on which route, and the error's own message and stack. Nothing the person
 * typed, no address and no token, so the report holds no personal data.
 */
export const ClientErrorReportSchema = z.strictObject({
  /** `code-load`: a screen's code did not arrive (often a page older than the site); `render`: a screen threw. */
  kind: z.enum(['code-load', 'render']),
  /** Null when the error happened outside every route (the app's frame). */
  route: RoutePatternSchema.nullable(),
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const clientErrorEndpoints = {
  reportClientError: defineEndpoint({
    summary:
      'The web app reports an error a screen met, for the server log (rate-limited per address)',
    tag: 'Operations',
    method: 'POST',
    path: '/api/client-errors',
    access: PUBLIC,
    body: ClientErrorReportSchema,
    status: 204,
  }),
};
