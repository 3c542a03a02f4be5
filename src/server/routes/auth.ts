import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { authEndpoints, betterAuth } from '../../shared/contract/auth';
import { CLIENT_IP_HEADER, OIDC_PROVIDER_ID } from '../auth/create-auth';
import type { AppContext } from '../context';
import { resolvePrincipal } from '../http/access';
import { registerEndpoint } from '../http/register-endpoint';
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
    method: [...betterAuth.methods],
    url: `${betterAuth.basePath}/*`,
    config: { access: betterAuth.access },
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

  registerEndpoint(app, authEndpoints.getSession, async (_input, request, reply) => {
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
  });

  registerEndpoint(app, authEndpoints.getAuthOptions, async () => ({
    needsFirstOrganizer: !(await hasAnyUser(ctx.database.db)),
    passwordMinLength: ctx.config.passwordMinLength,
    oidc: ctx.config.oidc ? { providerId: OIDC_PROVIDER_ID, name: ctx.config.oidc.name } : null,
  }));

  // Only while no account exists: creates the first organizer and signs them in.
  registerEndpoint(
    app,
    authEndpoints.createFirstOrganizer,
    async ({ body }, request, reply) => {
      await createFirstOrganizer(ctx, body);
      const response = await ctx.auth.api.signInEmail({
        body: { email: body.email, password: body.password },
        headers: fromNodeHeaders(request.headers),
        asResponse: true,
      });
      return sendWebResponse(reply, response);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
