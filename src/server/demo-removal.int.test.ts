import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPETITION_ID } from '../shared/competition';
import type { RunningServer } from './server';
import { DEMO_STAFF_ACCOUNTS, DEMO_STAFF_PASSWORD } from './seed/demo-accounts';
import { createDemoStaff } from './seed/demo-staff';
import { DEMO_MARK } from './seed/demo-marker';
import { seedDemoCompetition } from './seed/seed-demo';
import { BLANK_COMPETITION_ID } from './services/demo-removal';
import { createSignedInStaff, signInCookie } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  // The demo's accounts, as the demo day creates them (its own test seeds the whole day).
  await createDemoStaff(server.ctx, DEMO_COMPETITION_ID);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const removeDemo = (cookie?: string) =>
  fetch(`${server.url}/api/admin/demo`, {
    method: 'DELETE',
    headers: cookie ? { cookie } : {},
  });

describe('removing the demo competition', () => {
  it('is refused to anyone but an organizer, and keeps the demo', async () => {
    expect((await removeDemo()).status).toBe(401);
    for (const role of ['scrutineer', 'chairman'] as const) {
      const account = DEMO_STAFF_ACCOUNTS.find((a) => a.role === role);
      const cookie = await signInCookie(server, account?.email ?? '', DEMO_STAFF_PASSWORD);
      expect((await removeDemo(cookie)).status).toBe(403);
    }
    const site = await (await fetch(`${server.url}/api/site`)).json();
    expect(site).toEqual({ defaultCompetitionId: DEMO_COMPETITION_ID, demo: true });
  });

  it('takes the competition and the demo accounts, leaves a blank competition, and is audited', async () => {
    const organizer = await createSignedInStaff(server, ['admin']);
    const response = await removeDemo(organizer.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      removedEvents: 7,
      removedAccounts: DEMO_STAFF_ACCOUNTS.length,
      shownCompetitionId: BLANK_COMPETITION_ID,
      blankCompetitionCreated: true,
    });

    const db = server.ctx.database.db;
    const left = await db
      .selectFrom('events')
      .select('id')
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .execute();
    expect(left).toEqual([]);
    const emails = (await db.selectFrom('user').select('email').execute()).map((u) => u.email);
    expect(emails).toEqual([organizer.email]);
    expect(await (await fetch(`${server.url}/api/site`)).json()).toEqual({
      defaultCompetitionId: BLANK_COMPETITION_ID,
      demo: false,
    });
    const blank = await fetch(`${server.url}/api/competitions/${BLANK_COMPETITION_ID}`);
    expect(blank.status).toBe(200);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('action', '=', 'demo.remove')
      .execute();
    expect(audit).toEqual([{ action: 'demo.remove', actor_email: organizer.email }]);

    // Once removed, there is nothing to remove, and a restart does not bring it back.
    expect((await removeDemo(organizer.cookie)).status).toBe(404);
  });

  it('gives back the first-organizer set-up when the demo accounts were the only ones', async () => {
    const db = server.ctx.database.db;
    await seedDemoCompetition(db, { reset: true });
    await db.deleteFrom('user').execute();
    await createDemoStaff(server.ctx, DEMO_COMPETITION_ID);
    const demoOrganizer = await signInCookie(
      server,
      DEMO_STAFF_ACCOUNTS.find((a) => a.role === 'admin')?.email ?? '',
      DEMO_STAFF_PASSWORD,
    );
    const response = await removeDemo(demoOrganizer);
    expect(response.status).toBe(200);
    // Another competition (the blank one) is shown; no new one is made.
    expect(await response.json()).toMatchObject({
      shownCompetitionId: BLANK_COMPETITION_ID,
      blankCompetitionCreated: false,
    });
    const options = await (await fetch(`${server.url}/api/auth-options`)).json();
    expect(options).toMatchObject({ needsFirstOrganizer: true });
  });

  it('never removes a real competition kept under the demo id from before the marker', async () => {
    const db = server.ctx.database.db;
    await seedDemoCompetition(db, { reset: true });
    // What an installation made before migration 0014 holds: its real competition, edited from the demo.
    await db
      .updateTable('competitions')
      .set({ demo: DEMO_MARK.real, is_default: 1 })
      .where('id', '=', DEMO_COMPETITION_ID)
      .execute();
    await db
      .updateTable('competitions')
      .set({ is_default: 0 })
      .where('id', '!=', DEMO_COMPETITION_ID)
      .execute();
    const organizer = await createSignedInStaff(server, ['admin']);
    const response = await removeDemo(organizer.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'not_the_demo' } });
    const kept = await db
      .selectFrom('events')
      .select('id')
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .execute();
    expect(kept).toHaveLength(7);
    // No banner either: the site does not call it a demo.
    expect(await (await fetch(`${server.url}/api/site`)).json()).toEqual({
      defaultCompetitionId: DEMO_COMPETITION_ID,
      demo: false,
    });
  });
});

/** Seeding the demo day takes 9 s on a quiet machine and several times that on a loaded CI box. */
const SEEDS_THE_DAY = 120_000;

describe('a server that is not a laptop demo', () => {
  it(
    'removes the demo accounts it finds at start, keeping every other account',
    async () => {
      const own = await createTestDatabase();
      const first = await startTestServer(own, { demo: 'day' });
      const organizer = await createSignedInStaff(first, ['admin']);
      const demoAccounts = async (db: typeof first.ctx.database.db) =>
        (await db.selectFrom('user').select('email').execute())
          .map((u) => u.email)
          .filter((email) => email.endsWith('@demo.invalid'));
      try {
        expect(await demoAccounts(first.ctx.database.db)).toHaveLength(DEMO_STAFF_ACCOUNTS.length);
      } finally {
        await first.close();
      }
      // The laptop's database, now served with PUBLIC_URL (DEMO defaults to registration).
      const second = await startTestServer(own, { demo: 'registration' });
      try {
        const db = second.ctx.database.db;
        expect(await demoAccounts(db)).toEqual([]);
        const emails = (await db.selectFrom('user').select('email').execute()).map((u) => u.email);
        expect(emails).toEqual([organizer.email]);
        expect(
          await signInCookie(second, DEMO_STAFF_ACCOUNTS[0]?.email ?? '', DEMO_STAFF_PASSWORD)
            .then(() => 'signed in')
            .catch(() => 'refused'),
        ).toBe('refused');
      } finally {
        await second.close();
        await own.drop();
      }
    },
    SEEDS_THE_DAY,
  );

  it(
    'seeds the demo day again when the first start stopped half-way',
    async () => {
      const own = await createTestDatabase();
      // A first start killed after the demo's base was committed, before its day ended.
      const interrupted = await startTestServer(own);
      await seedDemoCompetition(interrupted.ctx.database.db, { reset: true, day: true });
      await interrupted.close();
      const server = await startTestServer(own, { demo: 'day' });
      try {
        const db = server.ctx.database.db;
        const demo = await db
          .selectFrom('competitions')
          .select('demo')
          .where('id', '=', DEMO_COMPETITION_ID)
          .executeTakeFirstOrThrow();
        expect(demo.demo).toBe(DEMO_MARK.demo);
        // The whole day: its twelve events and the accounts made last.
        const events = await db
          .selectFrom('events')
          .select('id')
          .where('competition_id', '=', DEMO_COMPETITION_ID)
          .execute();
        expect(events).toHaveLength(12);
        const accounts = await db
          .selectFrom('user')
          .select('email')
          .where('email', 'like', '%@demo.invalid')
          .execute();
        expect(accounts).toHaveLength(DEMO_STAFF_ACCOUNTS.length);
      } finally {
        await server.close();
        await own.drop();
      }
    },
    SEEDS_THE_DAY,
  );
});
