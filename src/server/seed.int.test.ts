import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { getCompetition, updateCompetition } from './services/competition-service';
import { DEMO_COMPETITION_ID, seedDemoCompetition } from './seed/seed-demo';
import { InProcessBus } from './live/bus';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { SYSTEM_ACTOR } from './services/audit-log';

const run = promisify(execFile);
let testDb: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb);
});
afterAll(async () => {
  await handle.close();
  await testDb.drop();
});

describe('migrations and demo seed', () => {
  it('migrates an empty database, and a second run changes nothing', async () => {
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db);
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'competitions',
        'pages',
        'officials',
        'organizers',
        'event_settings',
        'changes',
      ]),
    );
  });

  it('seeds the demo once; seeding again keeps edits; reset restores it', async () => {
    expect(await seedDemoCompetition(handle.db)).toEqual({ created: true });
    const ctx = { database: handle, bus: new InProcessBus() };
    await updateCompetition(ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      fullName: 'Edited by organizer',
    });
    expect(await seedDemoCompetition(handle.db)).toEqual({ created: false });
    expect((await getCompetition(handle.db, DEMO_COMPETITION_ID)).fullName).toBe(
      'Edited by organizer',
    );

    expect(await seedDemoCompetition(handle.db, { reset: true })).toEqual({ created: true });
    const demo = await getCompetition(handle.db, DEMO_COMPETITION_ID);
    expect(demo.fullName).toMatch(/\(Demo\)$/);
    expect(demo.officials).toHaveLength(9);
  });

  it('seeds every demo dancer as a competitor with a unique number', async () => {
    await seedDemoCompetition(handle.db, { reset: true });
    const competitors = await handle.db
      .selectFrom('competitors')
      .select(['id', 'number'])
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .execute();
    expect(new Set(competitors.map((c) => c.number)).size).toBe(competitors.length);
    const unlinked = await handle.db
      .selectFrom('entries')
      .select('id')
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .where('lead_id', 'is', null)
      .execute();
    expect(unlinked).toEqual([]);
  });

  it('places the demo dates around the day it is seeded, with registration open', async () => {
    await seedDemoCompetition(handle.db, { reset: true, now: new Date('2030-03-01T12:00:00Z') });
    const demo = await getCompetition(handle.db, DEMO_COMPETITION_ID);
    expect(demo).toMatchObject({
      dateRegistrationEarly: '2030-03-15',
      dateRegistrationOpen: '2030-03-29',
      dateRegistrationClosed: '2030-04-05',
      startDate: '2030-04-12',
      endDate: '2030-04-13',
      registrationStatus: 'OPEN',
    });
  });
});

describe('npm run seed', () => {
  const env = () => ({
    ...process.env,
    DATA_DIR: testDb.dataDir,
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
  });

  it('reports an existing demo, re-creates it with --reset, and refuses unknown options', async () => {
    const existing = await run('npx', ['tsx', 'src/server/seed-cli.ts'], { env: env() });
    expect(existing.stdout).toMatch(/already exists; use --reset/);
    const reset = await run('npx', ['tsx', 'src/server/seed-cli.ts', '--reset'], { env: env() });
    expect(reset.stdout).toMatch(/Demo competition 'demo-2026' created/);
    await expect(
      run('npx', ['tsx', 'src/server/seed-cli.ts', '--wipe'], { env: env() }),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/Unknown option --wipe/),
    });
    // Three command-line runs, each starting tsx: slow on a busy two-core machine.
  }, 60_000);
});
