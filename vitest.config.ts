import { defineConfig } from 'vitest/config';

// Two projects so `npm test` can run the server suite twice: once on SQLite and
// once on PostgreSQL (scripts/with-postgres.sh sets TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/server/**/*.int.test.ts'],
          environment: 'node',
          // Some unit tests start a child process (the scrutineer command line);
          // on a busy two-core CI machine that alone can take over 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.int.test.ts'],
          environment: 'node',
          // Tests that start the real process run the server bundle, built here once.
          globalSetup: ['src/server/testing/server-bundle-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
