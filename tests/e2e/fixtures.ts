import { test as base, expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import type { StaffRole } from '../../src/shared/staff';
import type { RunningServer } from '../../src/server/server';
import { seedDemoCompetition } from '../../src/server/seed/seed-demo';
import { createTestDatabase } from '../../src/server/testing/test-database';
import { startTestServer } from '../../src/server/testing/test-server';
import { createSignedInStaff } from '../../src/server/testing/staff-fixtures';
import type { TestStaff } from '../../src/server/testing/staff-fixtures';
import { servedBuild } from './support/build-manifest';

/**
 * Each worker runs the real server in this process, on a fresh SQLite database,
 * serving the built web app. Tests change data through the server's service
 * layer (there are no unauthenticated write endpoints), and every test starts
 * from a freshly re-seeded demo competition.
 */
type Fixtures = {
  freshDemo: void;
  /** Creates a staff member with these roles and signs this browser context in as them. */
  signInAs: (roles: StaffRole[]) => Promise<TestStaff>;
  /** The newest mail the dev outbox holds for an address. */
  latestMailTo: (email: string) => Promise<{ subject: string; text: string } | undefined>;
};

async function addSessionCookie(
  context: BrowserContext,
  server: RunningServer,
  cookieHeader: string,
) {
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return {
        name,
        value: rest.join('='),
        url: server.url,
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    }),
  );
}

export const test = base.extend<Fixtures, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await createTestDatabase();
      const server = await startTestServer(database, { webDir: servedBuild() });
      await use(server);
      await server.close();
      await database.drop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  freshDemo: [
    async ({ server }, use) => {
      const { db } = server.ctx.database;
      // A test that removed the demo left a blank competition shown in its place:
      // only the demo may be there, and shown, when the next test starts.
      await db.deleteFrom('competitions').execute();
      await seedDemoCompetition(db, { reset: true });
      // No accounts, mail, audit entries or page views carry over between tests.
      await db.deleteFrom('user').execute();
      await db.deleteFrom('server_secrets').where('name', '!=', 'auth').execute();
      await db.deleteFrom('outbox').execute();
      await db.deleteFrom('audit_log').execute();
      await db.deleteFrom('page_views').execute();
      // The demo was re-seeded behind the services' back: nothing kept may survive it.
      server.ctx.readCache.clear();
      await use();
    },
    { auto: true },
  ],
  signInAs: async ({ server, context }, use) => {
    await use(async (roles) => {
      const staff = await createSignedInStaff(server, roles);
      await addSessionCookie(context, server, staff.cookie);
      return staff;
    });
  },
  latestMailTo: async ({ server }, use) => {
    await use(async (email) => {
      const row = await server.ctx.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row && { subject: row.subject, text: row.text_body };
    });
  },
});

export { expect };
