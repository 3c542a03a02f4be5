import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from './db/database';
import type { RunningServer } from './server';
import { verifyAuditLog } from './services/audit-verify';
import { couple, dancer, publicBase } from './testing/registration-fixtures';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

/**
 * The backup test: `npm run backup` (pg_dump on PostgreSQL) runs
 * while registrations keep arriving; the copy is restored the way
 * docs/backups.md tells an operator to, a server starts on it, and every
 * registration answered before the backup began is there.
 */

const run = promisify(execFile);
/** Registrations answered before the backup starts. */
const BEFORE_BACKUP = 12;
const WRITERS = 3;

let database: TestDatabase;
let server: RunningServer;
let restored: { database: TestDatabase; server: RunningServer } | undefined;
const tag = crypto.randomBytes(3).toString('hex');

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await restored?.server.close();
  await restored?.database.drop();
  await server.close();
  await database.drop();
});

/** PostgreSQL's client programs, which scripts/with-postgres.sh names; their absence fails the test. */
function pgProgram(name: string): string {
  const bin = process.env.PG_BIN;
  if (!bin)
    throw new Error('PG_BIN is not set: run the PostgreSQL suite via scripts/with-postgres.sh');
  return path.join(bin, name);
}

/**
 * Writers registering new couples until stopped; `answered` lists the lead
 * emails of the registrations the server answered, in order.
 */
function registrationBurst(url: string) {
  const answered: string[] = [];
  let stopped = false;
  let serial = 0;
  let reached: () => void = () => undefined;
  const reachedBeforeBackup = new Promise<void>((resolve) => (reached = resolve));
  const writer = async () => {
    while (!stopped) {
      serial += 1;
      const input = couple({
        lead: dancer(`Backup Lead ${tag} ${serial}`),
        follow: dancer(`Backup Follow ${tag} ${serial}`),
      });
      const response = await fetch(`${url}${publicBase}/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(response.status, await response.text()).toBe(201);
      answered.push(input.lead.email);
      if (answered.length >= BEFORE_BACKUP) reached();
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, writer));
  // A refused registration fails the test at once instead of leaving it waiting.
  done.catch(() => undefined);
  return {
    answered,
    reachedBeforeBackup: Promise.race([reachedBeforeBackup, done]),
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** `npm run backup` for the test database; answers the file it wrote. */
async function backUp(backupDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/backup-cli.ts'], {
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      BACKUP_DIR: backupDir,
      ...(database.databaseUrl && {
        DATABASE_URL: database.databaseUrl,
        PG_DUMP: pgProgram('pg_dump'),
      }),
    },
  });
  const file = /^Backup written: (.+) \(\d/m.exec(stdout)?.[1];
  if (!file) throw new Error(`no backup file in the output:\n${stdout}`);
  return file;
}

/**
 * docs/backups.md, "Restoring": SQLite's copy becomes competition.sqlite in
 * an empty DATA_DIR (no -wal or -shm beside it); a dump goes into a new
 * database made with createdb and filled with pg_restore.
 */
async function restore(file: string): Promise<TestDatabase> {
  const target = await createTestDatabase();
  if (!database.databaseUrl) {
    fs.copyFileSync(file, sqliteFile(target.dataDir));
    return target;
  }
  // createTestDatabase made an empty database; the docs' own createdb makes the one used.
  await target.drop();
  const name = `restored_${crypto.randomBytes(6).toString('hex')}`;
  const url = new URL(database.databaseUrl);
  url.pathname = `/${name}`;
  await run(pgProgram('createdb'), [`--maintenance-db=${database.databaseUrl}`, name]);
  await run(pgProgram('pg_restore'), [
    '--no-owner',
    '--no-acl',
    `--dbname=${url.toString()}`,
    file,
  ]);
  return {
    databaseUrl: url.toString(),
    dataDir: target.dataDir,
    drop: async () => {
      const admin = new pg.Client({ connectionString: database.databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    },
  };
}

describe('a backup taken during a burst of registrations', () => {
  it('restores to a working server holding every registration answered before it began', async () => {
    const burst = registrationBurst(server.url);
    await burst.reachedBeforeBackup;
    const beforeBackup = [...burst.answered];
    let file: string;
    try {
      file = await backUp(path.join(database.dataDir, 'backups'));
    } finally {
      await burst.stop();
    }
    expect(path.basename(file)).toMatch(
      isPostgresRun() ? /^competition-\d{8}-\d{6}Z\.dump$/ : /^competition-\d{8}-\d{6}Z\.sqlite$/,
    );

    const restoredDatabase = await restore(file);
    const restoredServer = await startTestServer(restoredDatabase);
    restored = { database: restoredDatabase, server: restoredServer };

    expect((await fetch(`${restoredServer.url}/api/health`)).status).toBe(200);
    const db = restoredServer.ctx.database.db;
    const found = await db
      .selectFrom('competitors')
      .select('email')
      .where('email', 'in', beforeBackup)
      .execute();
    expect(found.map((row) => row.email).sort()).toEqual([...beforeBackup].sort());
    const entries = await db
      .selectFrom('entries')
      .innerJoin('competitors', 'competitors.id', 'entries.lead_id')
      .select('competitors.email')
      .where('competitors.email', 'in', beforeBackup)
      .execute();
    expect(entries).toHaveLength(2 * beforeBackup.length);

    expect((await verifyAuditLog(db)).status).toBe('intact');
    if (!isPostgresRun()) {
      const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    }
  }, 120_000);
});
