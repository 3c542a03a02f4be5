import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPETITION_ID } from '../shared/competition';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ImportRefusal, checkExportFile } from './export/check-export';
import { exportCompetition, serializeExport } from './export/export-competition';
import { EXPORT_TABLE_NAMES, competitionRow, exportTables } from './export/export-format';
import type { ImportOptions } from './export/import-competition';
import { importCompetition } from './export/import-competition';
import { InProcessBus } from './live/bus';
import type { RunningServer } from './server';
import { SYSTEM_ACTOR } from './services/audit-log';
import { setOfficialPhoto } from './services/officials-service';
import { registerCouple } from './services/registration/couple-registration';
import { RegistrationInputSchema } from '../shared/registration';
import { couple, dancer } from './testing/registration-fixtures';
import { verifyAuditLog } from './services/audit-verify';
import { callResults } from './testing/results-api';
import { createTestDatabase, isPostgresRun } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

const cid = DEMO_COMPETITION_ID;
let source: TestDatabase;
let server: RunningServer;
/** The demo competition after its seeded day, as `npm run export` writes it. */
let exported: string;
const opened: { test: TestDatabase; handle: DatabaseHandle }[] = [];

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the demo day lacks: a judge's photo, a late registration and one waiting for a dancer on file. */
async function addPhotoAndRegistrations() {
  const db = server.ctx.database.db;
  const judge = await db
    .selectFrom('officials')
    .select('id')
    .where('competition_id', '=', cid)
    .where('role', '=', 'Judge')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await setOfficialPhoto(server.ctx, SYSTEM_ACTOR, cid, judge.id, TINY_PNG);
  const site = { siteUrl: server.url };
  const late = { actor: SYSTEM_ACTOR, ignoreClosingDate: true };
  await registerCouple(server.ctx, cid, RegistrationInputSchema.parse(couple()), site, late);
  const onFile = await db
    .selectFrom('competitors')
    .select(['name', 'email'])
    .where('competition_id', '=', cid)
    .orderBy('number')
    .executeTakeFirstOrThrow();
  const waiting = couple({ lead: dancer(onFile.name, { email: onFile.email }) });
  await registerCouple(server.ctx, cid, RegistrationInputSchema.parse(waiting), site, {
    ignoreClosingDate: true,
  });
}

beforeAll(async () => {
  source = await createTestDatabase();
  server = await startTestServer(source, { demo: 'day' });
  await addPhotoAndRegistrations();
  exported = serializeExport(await exportCompetition(server.ctx.database.db, cid));
}, 90_000);
afterAll(async () => {
  await server.close();
  await source.drop();
  for (const { test, handle } of opened) {
    await handle.close();
    await test.drop();
  }
});

async function freshDatabase(kind: 'configured' | 'sqlite' = 'configured') {
  const test = await createTestDatabase(kind);
  const handle = openDatabase(test);
  opened.push({ test, handle });
  await migrateToLatest(handle.db);
  return handle;
}

const importInto = (handle: DatabaseHandle, text: string, options: ImportOptions = {}) =>
  importCompetition(
    { database: handle, bus: new InProcessBus() },
    checkExportFile(text),
    options,
    SYSTEM_ACTOR,
  );

/** Imports the text into a new database and exports it from there again. */
async function throughFresh(text: string, kind: 'configured' | 'sqlite' = 'configured') {
  const handle = await freshDatabase(kind);
  await importInto(handle, text);
  return serializeExport(await exportCompetition(handle.db, cid));
}

const refusalOf = async (work: () => Promise<unknown>) => {
  const error = await work().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImportRefusal);
  return error as ImportRefusal;
};

const count = async (handle: DatabaseHandle, table: 'competitions' | 'audit_log' | 'events') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('exporting a competition that went through its day', () => {
  it('holds every part of the day, and exporting again gives the same bytes', async () => {
    const document = JSON.parse(exported) as { tables: Record<string, unknown[]> };
    for (const table of [
      'pages',
      'officials',
      'events',
      'entries',
      'competitors',
      'registrations',
      'registration_confirmations',
      'official_photos',
      'rounds',
      'round_entries',
      'marks',
      'dance_sheets',
      'saved_results',
      'final_results',
      'round_locks',
      'school_payments',
      'audit_log',
    ])
      expect(document.tables[table]?.length, table).toBeGreaterThan(0);
    expect(exported).not.toContain('access_code');
    expect(exported).not.toContain('edit_code_hash');
    expect(serializeExport(await exportCompetition(server.ctx.database.db, cid))).toBe(exported);
  });

  it('imports into a fresh database and exports from there the same document', async () => {
    expect(await throughFresh(exported)).toBe(exported);
  }, 60_000);

  it.runIf(isPostgresRun())(
    'goes from SQLite to PostgreSQL and back to SQLite unchanged',
    async () => {
      const onSqlite = await throughFresh(exported, 'sqlite');
      const onPostgres = await throughFresh(onSqlite, 'configured');
      const backOnSqlite = await throughFresh(onPostgres, 'sqlite');
      expect(onSqlite).toBe(exported);
      expect(onPostgres).toBe(exported);
      expect(backOnSqlite).toBe(exported);
    },
    120_000,
  );

  it('keeps the audit log verifiable and gives the judges new access codes', async () => {
    const handle = await freshDatabase();
    const outcome = await importInto(handle, exported);
    expect(outcome.newJudgeCodes).toBe(7);
    expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact' });
    const imported = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'competition_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(imported).toEqual({ action: 'competition.import', competition_id: null });
    const theirs = await server.ctx.database.db
      .selectFrom('officials')
      .select(['id', 'access_code'])
      .where('access_code', 'is not', null)
      .execute();
    const ours = await handle.db
      .selectFrom('officials')
      .select(['id', 'access_code'])
      .where('access_code', 'is not', null)
      .execute();
    expect(ours.map((o) => o.id).sort()).toEqual(theirs.map((o) => o.id).sort());
    for (const official of ours)
      expect(official.access_code).not.toBe(theirs.find((o) => o.id === official.id)?.access_code);
  }, 60_000);
});

/** What docs/import.md says the export leaves out, and the tables that are not a competition's. */
const LEFT_OUT_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'staff_roles',
  'outbox',
  'server_secrets',
  'changes',
  'chairman_pins',
  'page_views',
];
const LEFT_OUT_COLUMNS: Record<string, string[]> = {
  competitions: ['is_default'],
  officials: ['access_code'],
  registrations: ['edit_code_hash', 'code_tag'],
  registration_confirmations: ['token_hash'],
  audit_log: ['id', 'prev_hash', 'hash'],
};

describe('the export format', () => {
  it('covers every table and column of the database, except those it leaves out on purpose', async () => {
    const tables = (await server.ctx.database.db.introspection.getTables()).filter(
      (table) => !table.name.startsWith('kysely_'),
    );
    const columnsOf = (schema: { shape: object }, table: string) =>
      Object.keys(schema.shape)
        .map((column) => (column === 'bytes_base64' ? 'bytes' : column))
        .concat(LEFT_OUT_COLUMNS[table] ?? [])
        .sort();
    const covered = Object.fromEntries([
      ['competitions', columnsOf(competitionRow, 'competitions')],
      ...EXPORT_TABLE_NAMES.map((name) => [name, columnsOf(exportTables[name].row, name)]),
    ]) as Record<string, string[]>;
    for (const table of tables) {
      if (LEFT_OUT_TABLES.includes(table.name)) continue;
      expect(covered[table.name], table.name).toEqual(
        table.columns.map((column) => column.name).sort(),
      );
    }
    expect(tables.map((table) => table.name).sort()).toEqual(
      [...Object.keys(covered), ...LEFT_OUT_TABLES].sort(),
    );
  });
});

describe('importing refuses, changing nothing', () => {
  it('a malformed file, naming the path of its first problem', () => {
    const document = JSON.parse(exported) as {
      tables: { entries: Record<string, unknown>[]; rounds: Record<string, unknown>[] };
    };
    const entry = document.tables.entries[3];
    if (entry) entry.lead_number = 'twelve';
    expect(() => checkExportFile(JSON.stringify(document))).toThrow(
      /^tables\.entries\[3\]\.lead_number: /,
    );
    expect(() => checkExportFile('{"format": ')).toThrow(/not JSON/);
  });

  it('a file from a newer version', () => {
    const newer = exported.replace('"version": 1,', '"version": 2,');
    expect(() => checkExportFile(newer)).toThrow(/^version: .*newer than this program reads \(1\)/);
  });

  it('a competition id that exists, unless replacing it', async () => {
    const handle = await freshDatabase();
    await importInto(handle, exported);
    const audit = await count(handle, 'audit_log');
    const refusal = await refusalOf(() => importInto(handle, exported));
    expect(refusal.path).toBe('competition.id');
    expect(refusal.message).toContain('--replace');
    expect(await count(handle, 'audit_log')).toBe(audit);

    const outcome = await importInto(handle, exported, { replace: true });
    expect(outcome.replaced).toBe(true);
    expect(await count(handle, 'competitions')).toBe(1);
    expect(await verifyAuditLog(handle.db)).toMatchObject({ status: 'intact' });
    // The replaced competition's audit rows stay in the chain, ahead of the imported ones.
    const again = JSON.parse(
      serializeExport(await exportCompetition(handle.db, cid)),
    ) as typeof original;
    const original = JSON.parse(exported) as { tables: Record<string, unknown[]> };
    expect({ ...again.tables, audit_log: [] }).toEqual({ ...original.tables, audit_log: [] });
    expect(again.tables.audit_log).toEqual([
      ...(original.tables.audit_log ?? []),
      ...(original.tables.audit_log ?? []),
    ]);
  }, 60_000);

  it('a file whose rows clash with another competition’s, leaving no part of it behind', async () => {
    const handle = await freshDatabase();
    await importInto(handle, exported);
    const [competitions, events, audit] = [
      await count(handle, 'competitions'),
      await count(handle, 'events'),
      await count(handle, 'audit_log'),
    ];
    // Another competition id, the same event and entry ids: the database refuses the rows.
    const clashing = exported
      .replaceAll(`"competition_id": "${cid}"`, '"competition_id": "clash"')
      .replace(`"id": "${cid}"`, '"id": "clash"');
    const refusal = await refusalOf(() => importInto(handle, clashing));
    expect(refusal.message).toContain('nothing was changed');
    expect(await count(handle, 'competitions')).toBe(competitions);
    expect(await count(handle, 'events')).toBe(events);
    expect(await count(handle, 'audit_log')).toBe(audit);
  }, 60_000);
});

describe('importing under a new id', () => {
  it('puts a copy beside the original, every row renamed, with the same results', async () => {
    const copy = 'demo-copy';
    const outcome = await importCompetition(
      server.ctx,
      checkExportFile(exported),
      { as: copy },
      SYSTEM_ACTOR,
    );
    expect(outcome.competitionId).toBe(copy);
    const copied = serializeExport(await exportCompetition(server.ctx.database.db, copy));
    expect(copied).not.toContain(`"${cid}`);
    const lengths = (text: string) =>
      Object.fromEntries(
        Object.entries((JSON.parse(text) as { tables: Record<string, unknown[]> }).tables).map(
          ([table, rows]) => [table, rows.length],
        ),
      );
    expect(lengths(copied)).toEqual(lengths(exported));
    expect(await verifyAuditLog(server.ctx.database.db)).toMatchObject({ status: 'intact' });

    // The public results read the same, named by the copy's ids.
    const original = await callResults(server, 'getResultsIndex', { competitionId: cid });
    const copyIndex = await callResults(server, 'getResultsIndex', { competitionId: copy });
    expect(copyIndex.status).toBe(200);
    expect(JSON.stringify(copyIndex.body)).toBe(
      JSON.stringify(original.body).replaceAll(cid, copy),
    );
  }, 60_000);
});
