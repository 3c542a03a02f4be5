import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import * as auditChainMigration from './db/migrations/0010-audit-chain';
import { InProcessBus } from './live/bus';
import { DEMO_COMPETITION_ID, seedDemoCompetition } from './seed/seed-demo';
import { SYSTEM_ACTOR, recordAudit } from './services/audit-log';
import { verifyAuditLog } from './services/audit-verify';
import { updateCompetition } from './services/competition-service';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';

const run = promisify(execFile);
let testDb: TestDatabase;
let handle: DatabaseHandle;
let edits = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb);
  await migrateToLatest(handle.db);
  await seedDemoCompetition(handle.db);
});
afterAll(async () => {
  await handle.close();
  await testDb.drop();
});

/** Audited writes through the service, as an organizer's edits would make them. */
async function editCompetition(times: number): Promise<void> {
  const ctx = { database: handle, bus: new InProcessBus() };
  for (let i = 0; i < times; i++)
    await updateCompetition(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      fullName: `Edited ${++edits}`,
    });
}

const auditRows = () => handle.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

/** Runs `body` on a copy of one row's stored values, then puts the row back as it was. */
async function withRowRemoved(id: number, body: () => Promise<void>): Promise<void> {
  const row = await handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await handle.db.deleteFrom('audit_log').where('id', '=', id).execute();
  try {
    await body();
  } finally {
    await handle.db.insertInto('audit_log').values(row).execute();
  }
}

describe('the tamper-evident audit log', () => {
  it('verifies a log of audited writes, read a page at a time', async () => {
    await editCompetition(5);
    const rows = await auditRows();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const last = { id: rows.at(-1)?.id, hash: rows.at(-1)?.hash };
    for (const pageSize of [2, 1000])
      expect(await verifyAuditLog(handle.db, { pageSize })).toEqual({
        status: 'intact',
        rows: rows.length,
        last,
      });
  });

  it('chains the rows a database held before the migration, so it verifies', async () => {
    await auditChainMigration.down(handle.db);
    await auditChainMigration.up(handle.db);
    expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact' });
  });

  it('reports a row whose details were changed in the database, at that row', async () => {
    const target = (await auditRows())[2]!;
    await handle.db
      .updateTable('audit_log')
      .set({ details: JSON.stringify({ fullName: { from: 'a', to: 'forged' } }) })
      .where('id', '=', target.id)
      .execute();
    try {
      expect(await verifyAuditLog(handle.db, { pageSize: 2 })).toMatchObject({
        status: 'broken',
        rows: 2,
        broken: { row: { id: target.id }, reason: 'changed' },
      });
    } finally {
      await handle.db
        .updateTable('audit_log')
        .set({ details: target.details })
        .where('id', '=', target.id)
        .execute();
    }
  });

  it('reports a removed row at the row that followed it', async () => {
    const [first, removed, next] = await auditRows();
    await withRowRemoved(removed!.id, async () => {
      expect(await verifyAuditLog(handle.db)).toMatchObject({
        status: 'broken',
        broken: { row: { id: next!.id }, reason: 'unlinked', previousId: first!.id },
      });
    });
    expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact' });
  });

  it('shows newest rows removed only against a hash noted before', async () => {
    const rows = await auditRows();
    const newest = rows.at(-1)!;
    await withRowRemoved(newest.id, async () => {
      expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact' });
      expect(await verifyAuditLog(handle.db, { notedHash: newest.hash })).toMatchObject({
        status: 'noted-missing',
        rows: rows.length - 1,
      });
    });
    expect(
      await verifyAuditLog(handle.db, { notedHash: rows[1]!.hash, pageSize: 2 }),
    ).toMatchObject({ status: 'intact' });
  });

  it('keeps one chain when twenty audited writes commit at once', async () => {
    const before = (await auditRows()).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handle.db.transaction().execute((trx) =>
          recordAudit(trx, {
            competitionId: DEMO_COMPETITION_ID,
            actor: SYSTEM_ACTOR,
            action: 'test.concurrent',
            details: { i },
          }),
        ),
      ),
    );
    expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact', rows: before + 20 });
  });
});

// Each check starts a tsx process, which takes seconds on a loaded machine.
describe('npm run audit:verify', { timeout: 60_000 }, () => {
  const verify = () =>
    run('node', ['--import', 'tsx', 'src/server/audit-verify-cli.ts'], {
      env: {
        ...process.env,
        DATA_DIR: testDb.dataDir,
        ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
      },
    });

  it('prints the row count and last hash when intact, and the broken row with exit code 1', async () => {
    const rows = await auditRows();
    const newest = rows.at(-1)!;
    const intact = await verify();
    expect(intact.stdout).toContain(`Audit log intact: ${rows.length} rows.`);
    expect(intact.stdout).toContain(`Last row ${newest.id} has hash ${newest.hash}`);

    const target = rows[3]!;
    await handle.db
      .updateTable('audit_log')
      .set({ actor_email: 'someone-else@example.org' })
      .where('id', '=', target.id)
      .execute();
    await expect(verify()).rejects.toMatchObject({
      code: 1,
      stdout:
        `Audit log broken at row ${target.id} (${target.action}, ${target.created_at}): ` +
        'the row was changed after it was written.\n3 rows before it verified.\n',
    });
  });
});
