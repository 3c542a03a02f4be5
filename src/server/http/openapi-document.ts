import { createDocument } from 'zod-openapi';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ApiErrorSchema } from '../../shared/api-error';
import type { Access } from '../../shared/contract/access';
import { betterAuth } from '../../shared/contract/auth';
import { OPEN_RESULTS_TAG } from '../../shared/contract/define-endpoint';
import type { EndpointDeclaration, RawContent } from '../../shared/contract/define-endpoint';
import { api } from '../../shared/contract/index';
import { ROLE_LABELS } from '../../shared/staff';

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const SESSION = 'session';
const JUDGE_TOKEN = 'judgeToken';

const securityOf = (access: Access) =>
  access.kind === 'public' ? [] : [{ [access.kind === 'judge' ? JUDGE_TOKEN : SESSION]: [] }];

const accessText = (access: Access) => {
  if (access.kind === 'public') return 'Public.';
  if (access.kind === 'judge') return "A judge's device, signed in with that judge's code.";
  const others = access.roles.filter((role) => role !== 'admin');
  return others.length === 0
    ? 'Organizers (admin) only.'
    : `Staff: ${others.map((role) => ROLE_LABELS[role]).join(', ')}, and organizers.`;
};

const rawContent = (raw: RawContent) =>
  Object.fromEntries(raw.contentTypes.map((type) => [type, {}]));

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

function responsesOf(endpoint: EndpointDeclaration): ZodOpenApiResponsesObject {
  const success = endpoint.response
    ? { content: { 'application/json': { schema: endpoint.response } } }
    : endpoint.rawResponse
      ? { content: rawContent(endpoint.rawResponse) }
      : {};
  const takesInput = endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.rawBody;
  return {
    [String(endpoint.status)]: {
      description: endpoint.rawResponse?.description ?? 'Done',
      ...success,
    },
    ...(takesInput && {
      '400': refusal('invalid_input: details.issues names each refused field ({path, message})'),
    }),
    ...(endpoint.access.kind === 'staff' && {
      '401': refusal('unauthenticated: sign in first'),
      '403': refusal('forbidden: the staff role does not allow this'),
    }),
    ...(endpoint.access.kind === 'judge' && {
      '401': refusal(
        "judge_session_required: no valid device token (or the judge's code was regenerated); sign in with the code",
      ),
      '403': refusal('judge_mismatch: the token belongs to another judge'),
    }),
    default: refusal('Any other refusal or failure, with its stable code'),
  };
}

function operationOf(name: string, endpoint: EndpointDeclaration): ZodOpenApiOperationObject {
  const requestBody = endpoint.body
    ? { content: { 'application/json': { schema: endpoint.body } } }
    : endpoint.rawBody
      ? { description: endpoint.rawBody.description, content: rawContent(endpoint.rawBody) }
      : undefined;
  return {
    operationId: name,
    summary: endpoint.summary,
    description: accessText(endpoint.access),
    tags: endpoint.openResults ? [OPEN_RESULTS_TAG] : [endpoint.tag],
    'x-access': endpoint.access,
    security: securityOf(endpoint.access),
    ...((endpoint.params ?? endpoint.query) && {
      requestParams: {
        ...(endpoint.params && { path: endpoint.params }),
        ...(endpoint.query && { query: endpoint.query }),
      },
    }),
    ...(requestBody && { requestBody }),
    responses: responsesOf(endpoint),
  };
}

/** better-auth's endpoints, listed as the library's: their bodies and answers are its own. */
function betterAuthOperation(summary: string, path: string): ZodOpenApiOperationObject {
  const pathNames = [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] as string);
  return {
    summary,
    description: `${accessText(betterAuth.access)} Answered by the better-auth library (all of ${betterAuth.basePath}/*); see its documentation for bodies and answers.`,
    tags: ['Sign-in (better-auth)'],
    'x-access': betterAuth.access,
    'x-handled-by': 'better-auth',
    security: [],
    parameters: pathNames.map((name) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    })),
    responses: { default: { description: "better-auth's answer" } },
  };
}

type PathItem = ZodOpenApiPathsObject[string];
const method = (m: string) => m.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The OpenAPI 3.1 document of every /api endpoint, built from the contract's declarations. */
export function buildOpenApiDocument() {
  const paths: Record<string, PathItem> = {};
  const add = (path: string, verb: string, operation: ZodOpenApiOperationObject) => {
    paths[path] = { ...paths[path], [method(verb)]: operation };
  };
  for (const [name, endpoint] of Object.entries(api) as [string, EndpointDeclaration][]) {
    add(openApiPath(endpoint.path), endpoint.method, operationOf(name, endpoint));
  }
  for (const { method: verb, path, summary } of betterAuth.endpoints) {
    add(path, verb, betterAuthOperation(summary, path));
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ballroom Comp API',
      version: '1',
      description:
        'Every /api endpoint of this server. Refusals are JSON `{ error: { code, message, path?, details? } }`: `code` is one of the closed list in the ApiError schema and `path` names the refused field. Writes from a browser must come from this site (same-origin check). Live updates stream from GET /api/live.',
    },
    // Listed first, so the reference page opens with what outside sites may use.
    tags: [
      {
        name: OPEN_RESULTS_TAG,
        description:
          "Read-only, no sign-in, callable from any web site (CORS open for GET and HEAD, without credentials). Only what the public results pages show: nothing of an event whose results are withdrawn, and no judges' marks while the embargo holds. Guide: docs/api.md.",
      },
    ],
    components: {
      schemas: { ApiError: ApiErrorSchema },
      securitySchemes: {
        [SESSION]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by signing in (prefixed __Secure- over https).',
        },
        [JUDGE_TOKEN]: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A judge's device token from POST /api/judges/{judgeId}/session, sent as `Authorization: Bearer <token>`.",
        },
      },
    },
    paths,
  });
}
