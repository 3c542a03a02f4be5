import type { Logger } from 'pino';
import type { Config } from '../config';
import type { RunningServer, StartOptions } from '../server';
import { startServer } from '../server';
import type { TestDatabase } from './test-database';

/** A real server on a free loopback port over the given test database. */
export function startTestServer(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  log?: Logger,
  options?: StartOptions,
): Promise<RunningServer> {
  return startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      defaultCompetition: undefined,
      logLevel: 'silent',
      webDir: undefined,
      previousWebDirs: [],
      publicUrl: undefined,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      passwordMinLength: 6,
      smtpUrl: undefined,
      mailFrom: 'Test <test@localhost>',
      oidc: undefined,
      trustProxy: 0,
      // Tests register many couples from one address; the limit has its own test.
      registrationLimit: 10_000,
      allowedHosts: [],
      liveStreamsPerAddress: 50,
      // READ_CACHE=off finds a test that writes behind the services' back and reads stale.
      readCache: process.env.READ_CACHE !== 'off',
      // Most tests build on the demo before its day; the day's own tests ask for it.
      demo: 'registration',
      analyticsScript: undefined,
      backup: { everyMinutes: 0, dir: `${database.dataDir}/backups`, keep: 12 },
      ...overrides,
    },
    log,
    options,
  );
}
