import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { ScheduleRoundSchema } from '../shared/schedule';
import type { ScheduleRound } from '../shared/schedule';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { SYSTEM_ACTOR } from './services/audit-log';
import { updateCompetition, updateEventSettings } from './services/competition-service';
import { openSse } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let cookie = '';
const base = `/api/admin/competitions/${DEMO_COMPETITION_ID}/schedule`;
const event = (n: number) => `${DEMO_COMPETITION_ID}-event-${n}`;

const post = async (path: string, body: unknown, method = 'POST') => {
  const response = await fetch(`${server.url}${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const schedule = async () =>
  ScheduleRoundSchema.array().parse(
    await (await fetch(`${server.url}/api/competitions/${DEMO_COMPETITION_ID}/schedule`)).json(),
  );
/** A compact table a reviewer can read: position, event, round number and name, couples. */
const table = (rounds: ScheduleRound[], eventName?: string) =>
  rounds
    .filter((r) => !eventName || r.eventName === eventName)
    .map(
      (r) =>
        `${r.scheduleIndex} ${r.eventName} R${r.roundNumber} ${r.roundName} (${r.entryCount} couples, recall ${r.recallSize}, ${r.numHeats} heats, ${r.roundState})`,
    );

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  cookie = (await createSignedInStaff(server, ['admin'])).cookie;
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the event schedule', () => {
  it('generates rounds for every event, all couples in the first round, drawn into heats', async () => {
    const { status } = await post('/generate', { maxCouplesPerHeat: 8 });
    expect(status).toBe(200);
    const rounds = await schedule();
    expect(table(rounds, 'Newcomer Latin Cha Cha')).toMatchInlineSnapshot(`
      [
        "5 Newcomer Latin Cha Cha R3 Quarter-Final (16 couples, recall 12, 2 heats, Initialized)",
        "6 Newcomer Latin Cha Cha R2 Semi-Final (0 couples, recall 6, 2 heats, Initialized)",
        "7 Newcomer Latin Cha Cha R1 Final (0 couples, recall 6, 1 heats, Initialized)",
      ]
    `);
    expect(rounds.map((r) => r.scheduleIndex)).toEqual(rounds.map((_, i) => i));
    const heats = await server.ctx.database.db
      .selectFrom('round_entries')
      .select(['heat'])
      .where('round_id', '=', `${event(3)}-R3`)
      .execute();
    const sizes = [1, 2].map((h) => heats.filter((row) => row.heat === h).length);
    expect(sizes).toEqual([8, 8]);
    expect((await post('/generate', { eventId: event(3), maxCouplesPerHeat: 8 })).status).toBe(409);
  });

  it('adds a round after another: later rounds renumbered and renamed, marks and results shifted up', async () => {
    const { db } = server.ctx.database;
    const { id: judgeId } = await db
      .selectFrom('officials')
      .select('id')
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .where('access_code', 'is not', null)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('marks')
      .values({
        event_id: event(3),
        round_number: 2,
        judge_id: judgeId,
        dance: 'Cha Cha',
        entry_id: 'entry-101',
        mark: 1,
        submission_id: 'submission-1',
        device_id: 'device-1',
        entered_by: 'judge',
        created_at: 'now',
      })
      .execute();
    await db
      .insertInto('saved_results')
      .values({
        event_id: event(3),
        round_number: 2,
        payload: '{"sumRecalls":{}}',
        updated_at: 'now',
      })
      .execute();
    await db
      .updateTable('rounds')
      .set({ round_actual_start_time: '2027-01-02T10:00:00.000Z' })
      .where('id', '=', `${event(3)}-R3`)
      .execute();
    const { status, body } = await post('/add-round', { eventId: event(3), afterRoundNumber: 1 });
    expect(status).toBe(200);
    expect(table(body, 'Newcomer Latin Cha Cha')).toMatchInlineSnapshot(`
      [
        "5 Newcomer Latin Cha Cha R4 1/8-Final (16 couples, recall 12, 2 heats, Initialized)",
        "6 Newcomer Latin Cha Cha R3 Quarter-Final (0 couples, recall 6, 2 heats, Initialized)",
        "7 Newcomer Latin Cha Cha R2 Semi-Final (0 couples, recall 6, 1 heats, Initialized)",
        "8 Newcomer Latin Cha Cha R1 Final (0 couples, recall 6, 1 heats, Initialized)",
      ]
    `);
    // The renumbered first round keeps its own heats and start times.
    const moved = await db
      .selectFrom('round_entries')
      .select('heat')
      .where('round_id', '=', `${event(3)}-R4`)
      .execute();
    expect(moved.filter((row) => row.heat === 1)).toHaveLength(8);
    const started = await db
      .selectFrom('rounds')
      .select(['id', 'round_actual_start_time'])
      .where('event_id', '=', event(3))
      .execute();
    expect(started.find((r) => r.id === `${event(3)}-R4`)?.round_actual_start_time).toBe(
      '2027-01-02T10:00:00.000Z',
    );
    expect(started.find((r) => r.id === `${event(3)}-R3`)?.round_actual_start_time).toBeNull();
    const marks = await db
      .selectFrom('marks')
      .select(['round_number', 'judge_id', 'entry_id', 'submission_id'])
      .where('event_id', '=', event(3))
      .execute();
    expect(marks).toEqual([
      { round_number: 3, judge_id: judgeId, entry_id: 'entry-101', submission_id: 'submission-1' },
    ]);
    const results = await db
      .selectFrom('saved_results')
      .select('round_number')
      .where('event_id', '=', event(3))
      .execute();
    expect(results).toEqual([{ round_number: 3 }]);
  });

  it('skips a round: its couples are copied to the next round danced, and it is marked Skipped', async () => {
    const { body } = await post('/skip-round', { eventId: event(3), roundNumber: 4 });
    expect(table(body, 'Newcomer Latin Cha Cha')).toMatchInlineSnapshot(`
      [
        "5 Newcomer Latin Cha Cha R4 1/8-Final (16 couples, recall 12, 2 heats, Skipped)",
        "6 Newcomer Latin Cha Cha R3 Quarter-Final (16 couples, recall 6, 2 heats, Initialized)",
        "7 Newcomer Latin Cha Cha R2 Semi-Final (0 couples, recall 6, 1 heats, Initialized)",
        "8 Newcomer Latin Cha Cha R1 Final (0 couples, recall 6, 1 heats, Initialized)",
      ]
    `);
  });

  it('shifts a round with its neighbour; a move off either end changes nothing', async () => {
    const before = await schedule();
    const second = before[1] as ScheduleRound;
    const { body } = await post('/shift-round', {
      eventId: second.eventId,
      roundNumber: second.roundNumber,
      direction: -1,
    });
    expect((body as ScheduleRound[])[0]).toMatchObject({
      eventId: second.eventId,
      roundNumber: second.roundNumber,
    });
    const first = (body as ScheduleRound[])[0] as ScheduleRound;
    const again = await post('/shift-round', {
      eventId: first.eventId,
      roundNumber: first.roundNumber,
      direction: -1,
    });
    expect(table(again.body)).toEqual(table(body));
  });

  it('deletes a round: its couples move to the next round danced, later rounds move down', async () => {
    const { body } = await post('/delete-round', { eventId: event(3), roundNumber: 4 });
    expect(table(body, 'Newcomer Latin Cha Cha')).toMatchInlineSnapshot(`
      [
        "5 Newcomer Latin Cha Cha R3 Quarter-Final (16 couples, recall 6, 2 heats, Initialized)",
        "6 Newcomer Latin Cha Cha R2 Semi-Final (0 couples, recall 6, 1 heats, Initialized)",
        "7 Newcomer Latin Cha Cha R1 Final (0 couples, recall 6, 1 heats, Initialized)",
      ]
    `);
  });

  it('stores a recall size or heats of 0 as 1, and refuses negative or huge ones', async () => {
    const { body } = await post(
      '/round',
      { eventId: event(3), roundNumber: 1, recallSize: 0, numHeats: 0 },
      'PATCH',
    );
    expect(
      (body as ScheduleRound[]).find((r) => r.eventId === event(3) && r.roundNumber === 1),
    ).toMatchObject({ recallSize: 1, numHeats: 1 });
    const negative = await post(
      '/round',
      { eventId: event(3), roundNumber: 1, recallSize: -3 },
      'PATCH',
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toMatch(/'recallSize' must not be negative/);
    expect(
      (await post('/round', { eventId: event(3), roundNumber: 1, numHeats: 5000 }, 'PATCH')).status,
    ).toBe(400);
  });

  it('stops adding rounds when there are no round names left', async () => {
    let response = { status: 200, body: undefined as unknown };
    let rounds = (await schedule()).filter((r) => r.eventId === event(6)).length;
    while (response.status === 200 && rounds < 30) {
      response = await post('/add-round', { eventId: event(6), afterRoundNumber: 1 });
      rounds += 1;
    }
    expect(response.status).toBe(409);
    expect((response.body as { error: { message: string } }).error.message).toMatch(
      /most there are names for/,
    );
    expect((await schedule()).filter((r) => r.eventId === event(6))).toHaveLength(17);
  });

  it('refuses operations on rounds or events that do not exist', async () => {
    const missing = await post('/skip-round', { eventId: event(3), roundNumber: 9 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toMatch(/has no round 9/);
    expect((await post('/add-round', { eventId: 'nope', afterRoundNumber: 1 })).status).toBe(404);
    expect(
      (await post('/shift-round', { eventId: event(3), roundNumber: 1, direction: 2 })).status,
    ).toBe(400);
  });

  it('fills every planned time as soon as autoAssignTimes is turned on, and notifies the schedule live', async () => {
    await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      startDate: '2027-01-02',
    });
    expect((await schedule()).every((r) => r.plannedStart === null)).toBe(true);
    const stream = await openSse(
      `${server.url}/api/live?topics=${liveTopics.schedule(DEMO_COMPETITION_ID)}`,
    );
    await stream.next();
    await updateEventSettings(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      autoAssignTimes: true,
    });
    expect(JSON.parse((await stream.next()).data).topic).toBe(
      liveTopics.schedule(DEMO_COMPETITION_ID),
    );
    stream.close();
    const pushed = await schedule();
    expect(pushed[0]?.plannedStart).toBe('2027-01-02T09:00:00.000Z');
    const starts = pushed.map((r) => r.plannedStart ?? '');
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('moves every planned time with the competition’s start date', async () => {
    await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      startDate: '2027-01-03',
    });
    expect((await schedule())[0]?.plannedStart).toBe('2027-01-03T09:00:00.000Z');
    await updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
      startDate: '2027-01-02',
    });
  });

  it('computes planned times from the configured day start and durations', async () => {
    const saved = await post(
      '/timing',
      { dayStart: '10:30', secondsPerDance: 60, secondsPerHeatChange: 0, secondsPerRoundChange: 0 },
      'PUT',
    );
    expect(saved.status).toBe(200);
    const rounds = saved.body as ScheduleRound[];
    expect(rounds[0]?.plannedStart).toBe('2027-01-02T10:30:00.000Z');
    const timing = await fetch(`${server.url}${base}/timing`, { headers: { cookie } });
    expect(await timing.json()).toEqual({
      dayStart: '10:30',
      secondsPerDance: 60,
      secondsPerHeatChange: 0,
      secondsPerRoundChange: 0,
    });
    const bad = await post(
      '/timing',
      { dayStart: '25:00', secondsPerDance: 60, secondsPerHeatChange: 0, secondsPerRoundChange: 0 },
      'PUT',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/'dayStart' must be a time as HH:MM/);
  });

  it('keeps the schedule whole when two organizers change it at the same time', async () => {
    const other = (await createSignedInStaff(server, ['admin'])).cookie;
    const rounds = await schedule();
    const requests = rounds.slice(0, 10).map((round, i) =>
      fetch(`${server.url}${base}/shift-round`, {
        method: 'POST',
        headers: { cookie: i % 2 ? cookie : other, 'content-type': 'application/json' },
        body: JSON.stringify({
          eventId: round.eventId,
          roundNumber: round.roundNumber,
          direction: 1,
        }),
      }),
    );
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = await schedule();
    expect(after).toHaveLength(rounds.length);
    expect(after.map((r) => r.scheduleIndex)).toEqual(after.map((_, i) => i));
    expect(new Set(after.map((r) => r.roundId)).size).toBe(after.length);
  });

  it('clears all rounds only with confirmation once marks exist', async () => {
    const refused = await post('/clear', {});
    expect(refused.status).toBe(409);
    expect((await schedule()).length).toBeGreaterThan(0);
    expect((await post('/clear', { confirm: true })).status).toBe(200);
    expect(await schedule()).toEqual([]);
  });
});
