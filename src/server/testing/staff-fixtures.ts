import type { StaffRole } from '../../shared/staff';
import type { RunningServer } from '../server';

export type TestStaff = { id: string; email: string; password: string; cookie: string };

let counter = 0;

/**
 * Creates a staff member with a password and roles straight through the auth
 * library and our roles table, then signs them in through the auth API (not over
 * HTTP, so the sign-in rate limit is not spent) and returns their cookie.
 */
export async function createSignedInStaff(
  server: RunningServer,
  roles: StaffRole[],
  { email = `staff${++counter}-${Date.now()}@example.test`, password = 'correct horse 1' } = {},
): Promise<TestStaff> {
  const auth = await server.ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { name: `Staff ${counter}`, email, emailVerified: true },
    { method: 'admin' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await auth.password.hash(password),
  });
  if (roles.length > 0) {
    await server.ctx.database.db
      .insertInto('staff_roles')
      .values(roles.map((role) => ({ user_id: user.id, role })))
      .execute();
  }
  return { id: user.id, email, password, cookie: await signInCookie(server, email, password) };
}

export async function signInCookie(
  server: RunningServer,
  email: string,
  password: string,
): Promise<string> {
  const response = await server.ctx.auth.api.signInEmail({
    body: { email, password },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`test sign-in failed with ${response.status}`);
  return cookieHeaderFrom(response.headers);
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeaderFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
