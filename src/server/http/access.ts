import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Access } from '../../shared/contract/access';
import type { StaffRole } from '../../shared/staff';
import { hasStaffAccess, StaffRoleSchema } from '../../shared/staff';
import type { AppContext } from '../context';
import { errors } from '../errors';
import type { VerifiedJudge } from '../services/judging/judge-session';
import { verifyJudgeSession } from '../services/judging/judge-session';

export type Principal = { userId: string; email: string; name: string; roles: StaffRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The judge whose device token a judge route verified. */
    judge: VerifiedJudge | null;
  }
  interface FastifyInstance {
    accessTable: RouteAccess[];
  }
}

export type RouteAccess = { method: string; url: string; access: Access };

/** Reads the session cookie and the staff roles of whoever sent the request. */
export async function resolvePrincipal(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Principal | null> {
  const session = await ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const rows = await ctx.database.db
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', session.user.id)
    .execute();
  const roles = rows.flatMap((r) => {
    const parsed = StaffRoleSchema.safeParse(r.role);
    return parsed.success ? [parsed.data] : [];
  });
  return { userId: session.user.id, email: session.user.email, name: session.user.name, roles };
}

/**
 * Every /api route must declare its access (the contract's declarations carry
 * it) or registering it fails; one hook enforces it on every call, so no
 * endpoint can be added without an access decision.
 */
export function installAccessControl(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('accessTable', [] as RouteAccess[]);
  app.decorateRequest('principal', null);
  app.decorateRequest('judge', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} must declare its access`);
    for (const method of [route.method].flat())
      app.accessTable.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    if (access.kind === 'judge') {
      const { judgeId } = request.params as { judgeId?: string };
      request.judge = await verifyJudgeSession(
        ctx.database.db,
        ctx.judgeTokens,
        request.headers.authorization,
        judgeId,
        Date.now(),
      );
      return;
    }
    const principal = await resolvePrincipal(ctx, request);
    if (!principal) throw errors.unauthenticated();
    if (!hasStaffAccess(principal.roles, access.roles)) throw errors.forbidden();
    request.principal = principal;
  });
}

/** The signed-in principal of a route declared staff-only; the access hook guarantees it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw errors.unauthenticated();
  return request.principal;
}

/** The judge of a route declared for judges' devices; the access hook guarantees it. */
export function judgeOf(request: FastifyRequest): VerifiedJudge {
  if (!request.judge) throw errors.judgeSessionRequired();
  return request.judge;
}
