import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { AuthOptions, SessionInfo } from '../../shared/staff';
import { FirstOrganizerSchema } from '../../shared/staff';
import { CLIENT_IP_HEADER, OIDC_PROVIDER_ID } from '../auth/create-auth';
import type { AppContext } from '../context';
import { PUBLIC, resolvePrincipal } from '../http/access';
import { parseInput } from '../http/validate';
import { createFirstOrganizer, hasAnyUser } from '../services/staff-service';

/** Copies a web Response (from better-auth) onto Fastify's reply, keeping every Set-Cookie. */
async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? await response.text() : null);
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, baseURL: string): void {
  // better-auth's own endpoints: sign-in, sign-out, email link, OIDC, session.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const headers = fromNodeHeaders(request.headers);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await ctx.auth.handler(
        new Request(new URL(request.url, baseURL), {
          method: request.method,
          headers,
          ...(hasBody && { body: JSON.stringify(request.body) }),
        }),
      );
      return sendWebResponse(reply, response);
    },
  });

  app.get(
    '/api/session',
    { config: { access: PUBLIC } },
    async (request, reply): Promise<SessionInfo> => {
      reply.header('cache-control', 'no-store');
      const principal = await resolvePrincipal(ctx, request);
      return {
        user: principal
          ? {
              id: principal.userId,
              name: principal.name,
              email: principal.email,
              roles: principal.roles,
            }
          : null,
      };
    },
  );

  app.get('/api/auth-options', { config: { access: PUBLIC } }, async (): Promise<AuthOptions> => ({
    needsFirstOrganizer: !(await hasAnyUser(ctx.database.db)),
    passwordMinLength: ctx.config.passwordMinLength,
    oidc: ctx.config.oidc ? { providerId: OIDC_PROVIDER_ID, name: ctx.config.oidc.name } : null,
  }));

  // Only while no account exists: creates the first organizer and signs them in.
  app.post(
    '/api/setup/first-organizer',
    { config: { access: PUBLIC, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(FirstOrganizerSchema, request.body, 'body');
      await createFirstOrganizer(ctx, input);
      const response = await ctx.auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      return sendWebResponse(reply, response);
    },
  );
}
