import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { RunningServer } from '../../src/server/server';
import { seedDemoCompetition } from '../../src/server/seed/seed-demo';
import { createTestDatabase } from '../../src/server/testing/test-database';
import { startTestServer } from '../../src/server/testing/test-server';

/**
 * Each worker runs the real server in this process, on a fresh SQLite database,
 * serving the built web app. Tests change data through the server's service
 * layer (there are no unauthenticated write endpoints), and every test starts
 * from a freshly re-seeded demo competition.
 */
export const test = base.extend<{ freshDemo: void }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const database = await createTestDatabase();
      const server = await startTestServer(database, { webDir: path.resolve('dist') });
      await use(server);
      await server.close();
      await database.drop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  freshDemo: [
    async ({ server }, use) => {
      await seedDemoCompetition(server.ctx.database.db, { reset: true });
      await use();
    },
    { auto: true },
  ],
});

export { expect };
