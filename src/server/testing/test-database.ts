import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabase = {
  /** Passed to the server as DATABASE_URL; undefined means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
};

/**
 * A fresh, empty database for one test file: a temporary SQLite directory, or,
 * when TEST_DATABASE_URL points at a PostgreSQL server (scripts/with-postgres.sh),
 * a newly created database on it. `sqlite` asks for SQLite in either run (a
 * test that moves data between the two databases).
 */
export async function createTestDatabase(
  kind: 'configured' | 'sqlite' = 'configured',
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || kind === 'sqlite')
    return { databaseUrl: undefined, dataDir, drop: async () => removeDir() };

  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}

export const isPostgresRun = () => Boolean(process.env.TEST_DATABASE_URL);
