import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../shared/staff';
import type { StaffRole } from '../shared/staff';
import type { RouteAccess } from './http/access';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A concrete URL for a route pattern: every parameter gets a plausible value. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(':competitionId', DEMO_COMPETITION_ID)
    .replace(':slug', 'home')
    .replace(/:[A-Za-z]+/g, 'some-id')
    .replace('*', 'anything');
}

/** A role that the route does not allow (never admin, which may do everything); none if every role is allowed. */
function disallowedRoles(allowed: readonly StaffRole[]): StaffRole[] {
  const other = STAFF_ROLES.find((role) => role !== 'admin' && !allowed.includes(role));
  return other ? [other] : [];
}

/**
 * Every route under /api/admin, chosen by its URL rather than by the access it
 * declares, so a staff route declared public by mistake is still tested.
 */
const adminRoutes = () =>
  server.accessTable.filter(
    (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD',
  );

const allowedRoles = (route: RouteAccess): readonly StaffRole[] =>
  route.access.kind === 'staff' ? route.access.roles : [];

/** One signed-in outsider per set of roles, so the test stays fast however many routes there are. */
const outsiders = new Map<string, Promise<{ cookie: string }>>();
function outsiderWith(roles: StaffRole[]) {
  const key = roles.join(',');
  if (!outsiders.has(key)) outsiders.set(key, createSignedInStaff(server, roles));
  return outsiders.get(key) as Promise<{ cookie: string }>;
}

describe('authorization of every registered staff route', () => {
  it('finds the admin routes in the route table (the enumeration itself works)', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('PATCH /api/admin/competitions/:competitionId');
    expect(urls).toContain('GET /api/admin/staff');
    expect(urls.length).toBeGreaterThanOrEqual(41);
  });

  it('lets the public change data only through sign-in (staff and judges), first setup, registration and messages, report errors to the log and count page views', () => {
    const publicWrites = server.accessTable
      .filter((r) => r.access.kind === 'public' && !['GET', 'HEAD'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicWrites).toEqual([
      'POST /api/auth/*',
      // Writes only a log line (rate limited); no data changes.
      'POST /api/client-errors',
      'POST /api/competitions/:competitionId/registrations',
      'POST /api/competitions/:competitionId/registrations/changes',
      // A dancer on file answers an emailed link (the token is the credential, rate limited).
      'POST /api/competitions/:competitionId/registrations/confirmation',
      'POST /api/competitions/:competitionId/registrations/confirmation/answer',
      'POST /api/competitions/:competitionId/registrations/lookup',
      'POST /api/competitions/:competitionId/tba/:competitorId/contact',
      // A judge's device trades the judge's code for a token here (rate limited).
      'POST /api/judges/:judgeId/session',
      // Adds one to a route's count for today, nothing about the viewer (rate limited).
      'POST /api/page-views',
      'POST /api/setup/first-organizer',
    ]);
  });

  it('refuses anonymous callers with 401 and callers without the role with 403', async () => {
    for (const route of adminRoutes()) {
      const url = `${server.url}${concreteUrl(route.url)}`;
      const init = (cookie?: string): RequestInit => ({
        method: route.method,
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
        ...(route.method !== 'GET' && route.method !== 'DELETE' && { body: '{}' }),
      });
      const anonymous = await fetch(url, init());
      expect(anonymous.status, `anonymous ${route.method} ${route.url}`).toBe(401);
      expect((await anonymous.json()).error.code).toBe('unauthenticated');

      const outsider = await outsiderWith(disallowedRoles(allowedRoles(route)));
      const wrongRole = await fetch(url, init(outsider.cookie));
      expect(wrongRole.status, `wrong role ${route.method} ${route.url}`).toBe(403);
      expect((await wrongRole.json()).error.code).toBe('forbidden');
    }
  });

  it("refuses every judge route without a judge's device token, even to staff", async () => {
    const judgeRoutes = server.accessTable.filter(
      (route) => route.access.kind === 'judge' && route.method !== 'HEAD',
    );
    expect(judgeRoutes.map((r) => `${r.method} ${r.url}`)).toContain(
      'PUT /api/judges/:judgeId/rounds/:eventId/:roundNumber/dances/:dance',
    );
    for (const route of judgeRoutes) {
      expect(route.url.startsWith('/api/judges/:judgeId/')).toBe(true);
      const admin = await outsiderWith(['admin']);
      for (const cookie of [undefined, admin.cookie]) {
        const response = await fetch(`${server.url}${concreteUrl(route.url)}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
          ...(route.method !== 'GET' && { body: '{}' }),
        });
        expect(response.status, `${route.method} ${route.url}`).toBe(401);
        expect((await response.json()).error.code).toBe('judge_session_required');
      }
    }
  });

  it('a forged or expired session cookie counts as anonymous', async () => {
    const response = await fetch(`${server.url}/api/admin/staff`, {
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(response.status).toBe(401);
  });
});
