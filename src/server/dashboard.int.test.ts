import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardFiguresSchema } from '../shared/dashboard';
import { AdminCompetitorSchema } from '../shared/registration';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { SYSTEM_ACTOR } from './services/audit-log';
import { addAdhocToRound } from './services/registration/adhoc-entry';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const dashboard = async (cookie: string, competitionId = DEMO_COMPETITION_ID) =>
  fetch(`${server.url}/api/admin/competitions/${competitionId}/dashboard`, { headers: { cookie } });

describe('dashboard figures', () => {
  it('counts events, entries, registered competitors, officials and rounds by state', async () => {
    const mc = await createSignedInStaff(server, ['mc']);
    const response = await dashboard(mc.cookie);
    expect(response.status).toBe(200);
    const figures = DashboardFiguresSchema.parse(await response.json());

    const { db } = server.ctx.database;
    const entries = await db.selectFrom('entries').select(['lead_name', 'follow_name']).execute();
    const dancers = await db.selectFrom('competitors').select('id').execute();
    expect(figures).toMatchObject({
      events: 7,
      entries: entries.length,
      competitors: dancers.length,
      officials: 9,
      judges: 5,
    });
    expect(entries.length).toBeGreaterThan(50);
    expect(Object.keys(figures.roundsByState)).toEqual([
      'Initialized',
      'Empty',
      'Running',
      'Skipped',
      'Marked',
      'Posted',
    ]);
  });

  it('follows the database: a new round in state Running is counted', async () => {
    const admin = await createSignedInStaff(server, ['admin']);
    const before = DashboardFiguresSchema.parse(await (await dashboard(admin.cookie)).json());
    await server.ctx.database.db
      .insertInto('rounds')
      .values({
        id: 'test-round',
        competition_id: DEMO_COMPETITION_ID,
        event_id: `${DEMO_COMPETITION_ID}-event-1`,
        round_number: 1,
        round_name: 'Final',
        round_state: 2,
        schedule_index: 0,
        round_start_time: null,
        round_actual_start_time: null,
        recall_size: 6,
        num_heats: 1,
      })
      .execute();
    const after = DashboardFiguresSchema.parse(await (await dashboard(admin.cookie)).json());
    expect(after.roundsByState.Running).toBe((before.roundsByState.Running ?? 0) + 1);
  });

  it('counts entries as the competitors page does: each couple once, the walk-on placeholder never', async () => {
    const admin = await createSignedInStaff(server, ['admin']);
    const { db } = server.ctx.database;
    const eventId = `${DEMO_COMPETITION_ID}-event-1`;
    const before = DashboardFiguresSchema.parse(await (await dashboard(admin.cookie)).json());
    await db
      .insertInto('rounds')
      .values({
        // Round 2: the test above left a running final of this event.
        id: `${eventId}-R2`,
        competition_id: DEMO_COMPETITION_ID,
        event_id: eventId,
        round_number: 2,
        round_name: 'Semi-Final',
        round_state: 0,
        schedule_index: 1,
        round_start_time: null,
        round_actual_start_time: null,
        recall_size: 6,
        num_heats: 1,
      })
      .execute();
    await addAdhocToRound(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, eventId, 2);
    const after = DashboardFiguresSchema.parse(await (await dashboard(admin.cookie)).json());
    expect(after.entries).toBe(before.entries);

    const listed = await fetch(
      `${server.url}/api/admin/competitions/${DEMO_COMPETITION_ID}/competitors`,
      { headers: { cookie: admin.cookie } },
    );
    const competitors = AdminCompetitorSchema.array().parse(await listed.json());
    const entryIds = new Set(competitors.flatMap((c) => c.events.map((e) => e.entryId)));
    expect(after.entries).toBe(entryIds.size);
  });

  it('refuses an unknown competition with 404', async () => {
    const admin = await createSignedInStaff(server, ['admin']);
    expect((await dashboard(admin.cookie, 'no-such-comp')).status).toBe(404);
  });
});
