import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchema } from '../shared/events';
import { liveTopics } from '../shared/live';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let cookie = '';
const base = `/api/admin/competitions/${DEMO_COMPETITION_ID}/events`;

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const listEvents = async () =>
  EventSchema.array().parse(
    await (await fetch(`${server.url}/api/competitions/${DEMO_COMPETITION_ID}/events`)).json(),
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

describe('events', () => {
  it('lists the demo events publicly with entry counts', async () => {
    const events = await listEvents();
    expect(events).toHaveLength(7);
    expect(events[0]).toMatchObject({
      name: 'Newcomer Standard Waltz',
      style: 'Standard',
      entryCount: 14,
    });
  });

  it('creates an event and notifies the events list live', async () => {
    const stream = await openSse(
      `${server.url}/api/live?topics=${liveTopics.events(DEMO_COMPETITION_ID)}`,
    );
    await stream.next();
    const response = await call('POST', base, {
      name: 'Gold Standard Tango',
      style: 'Standard',
      level: 'Gold',
      ageCategory: 'Adult',
      dances: ['Tango'],
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      topic: liveTopics.events(DEMO_COMPETITION_ID),
      ids: [id],
    });
    stream.close();
    expect((await listEvents()).map((e) => e.name)).toContain('Gold Standard Tango');
  });

  it.each([
    [
      {
        name: 'Gold Standard Tango',
        style: 'Standard',
        level: 'Gold',
        ageCategory: null,
        dances: ['Tango'],
      },
      409,
      /already exists/,
    ],
    [
      { name: 'Odd', style: 'Smooth', level: 'Gold', ageCategory: null, dances: ['Quickstep'] },
      400,
      /Quickstep not danced in Smooth/,
    ],
    [
      {
        name: 'Odd',
        style: 'Smooth',
        level: 'Gold',
        ageCategory: null,
        dances: ['Waltz', 'Waltz'],
      },
      400,
      /lists a dance twice/,
    ],
    [
      { name: '', style: 'Smooth', level: 'Gold', ageCategory: null, dances: ['Waltz'] },
      400,
      /'name' must not be empty/,
    ],
    [
      { name: 'Odd', style: 'Ballet', level: 'Gold', ageCategory: null, dances: ['Waltz'] },
      400,
      /'style' must be one of/,
    ],
    [
      { name: 'Odd', style: 'Smooth', level: 'Expert', ageCategory: null, dances: ['Waltz'] },
      400,
      /'level' must be one of/,
    ],
    [
      { name: 'Odd', style: 'Smooth', level: 'Gold', ageCategory: null, dances: [] },
      400,
      /at least one dance/,
    ],
  ])('refuses %j with %i', async (input, status, message) => {
    const before = await listEvents();
    const response = await call('POST', base, input);
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toMatch(message);
    expect(await listEvents()).toHaveLength(before.length);
  });

  it('bulk-creates a grid once; a second run adds nothing', async () => {
    const grid = {
      styles: ['Latin', 'Rhythm'],
      levels: ['Bronze', 'Silver'],
      ageCategories: ['Adult'],
    };
    const first = await (await call('POST', `${base}/grid`, grid)).json();
    expect(first).toEqual({ created: 4, skipped: 0 });
    const second = await (await call('POST', `${base}/grid`, grid)).json();
    expect(second).toEqual({ created: 0, skipped: 4 });
    const names = (await listEvents()).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Adult Bronze Latin', 'Adult Silver Rhythm']));
    const rumba = (await listEvents()).find((e) => e.name === 'Adult Bronze Latin');
    expect(rumba?.dances).toEqual(['ChaCha', 'Samba', 'Rumba', 'Jive', 'Paso Doble']);
  });

  it('edits an event', async () => {
    const event = (await listEvents()).find((e) => e.name === 'Adult Bronze Latin');
    const response = await call('PUT', `${base}/${event?.id}`, {
      name: 'Adult Bronze Latin (Cha Cha/Rumba)',
      style: 'Latin',
      level: 'Bronze',
      ageCategory: 'Adult',
      dances: ['ChaCha', 'Rumba'],
    });
    expect(response.status).toBe(204);
    expect((await listEvents()).find((e) => e.id === event?.id)?.dances).toEqual([
      'ChaCha',
      'Rumba',
    ]);
    expect(
      (
        await call('PUT', `${base}/no-such-event`, {
          name: 'x',
          style: 'Latin',
          level: 'Bronze',
          ageCategory: null,
          dances: ['Rumba'],
        })
      ).status,
    ).toBe(404);
  });

  it('deletes an event with entries only when confirmed, and says what would be lost', async () => {
    const event = (await listEvents()).find((e) => e.name === 'Newcomer Standard Waltz');
    const refused = await call('DELETE', `${base}/${event?.id}`);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.details).toMatchObject({ entries: 14 });
    expect(body.error.message).toMatch(/also deletes 14 entries/);
    expect((await listEvents()).some((e) => e.id === event?.id)).toBe(true);

    expect((await call('DELETE', `${base}/${event?.id}?confirm=true`)).status).toBe(204);
    expect((await listEvents()).some((e) => e.id === event?.id)).toBe(false);
    const orphans = await server.ctx.database.db
      .selectFrom('entries')
      .select('id')
      .where('event_id', '=', event?.id ?? '')
      .execute();
    expect(orphans).toEqual([]);
  });

  it('deletes an empty event without confirmation; an unknown one is 404', async () => {
    const event = (await listEvents()).find((e) => e.name === 'Gold Standard Tango');
    expect((await call('DELETE', `${base}/${event?.id}`)).status).toBe(204);
    expect((await call('DELETE', `${base}/${event?.id}`)).status).toBe(404);
  });
});

describe('judging panels', () => {
  type Official = { id: string; name: string; role: string };
  const officials = async (): Promise<Official[]> =>
    (await call('GET', `/api/admin/competitions/${DEMO_COMPETITION_ID}/officials`)).json();
  const judgeIds = async () =>
    (await officials()).filter((o) => o.role === 'Judge').map((o) => o.id);
  const firstEvent = async () => {
    const [event] = await listEvents();
    if (!event) throw new Error('the demo has no events left');
    return event;
  };
  const setPanel = (eventId: string, ids: string[] | null) =>
    call('PUT', `${base}/${eventId}/panel`, { judgeIds: ids });

  it('defaults every event to all judges', async () => {
    const judges = await judgeIds();
    expect(judges).toHaveLength(5);
    for (const event of await listEvents()) {
      expect(event).toMatchObject({ judgeIds: judges, customPanel: false });
    }
  });

  it('sets a custom panel of three and notifies it live', async () => {
    const event = await firstEvent();
    const panel = (await judgeIds()).slice(0, 3);
    const stream = await openSse(
      `${server.url}/api/live?topics=${liveTopics.events(DEMO_COMPETITION_ID)}`,
    );
    await stream.next();
    // Sent out of list order; the panel comes back in the officials list's order.
    expect((await setPanel(event.id, [...panel].reverse())).status).toBe(204);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ ids: [event.id] });
    const pushed = await listEvents();
    expect(pushed.find((e) => e.id === event.id)).toMatchObject({
      judgeIds: panel,
      customPanel: true,
    });
    stream.close();
    const others = (await listEvents()).filter((e) => e.id !== event.id);
    expect(others.every((e) => !e.customPanel && e.judgeIds.length === 5)).toBe(true);
  });

  it('refuses unknown ids, non-judges, repeats and an empty panel, naming the problem', async () => {
    const event = await firstEvent();
    const [judge = ''] = await judgeIds();
    const chairman = (await officials()).find((o) => o.role === 'Chairman');
    const refusals: [string[], RegExp][] = [
      [[judge, 'nobody'], /'judgeIds' nobody is not an official of this competition/],
      [[judge, chairman?.id ?? ''], /officials who do not judge: Peter Novak \(Chairman\)/],
      [[judge, judge], /lists a judge twice/],
      [[], /'judgeIds' must name at least one judge/],
    ];
    for (const [ids, message] of refusals) {
      const response = await setPanel(event.id, ids);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect((await firstEvent()).judgeIds).toHaveLength(3);
    expect((await setPanel('no-such-event', [judge])).status).toBe(404);
  });

  it('records the change in the audit log', async () => {
    const row = await server.ctx.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'event.panel')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details)).toMatchObject({ from: 'all judges' });
  });

  it('drops a deleted official and one who stops judging from the panel', async () => {
    const event = await firstEvent();
    const [first = '', second = '', third = ''] = event.judgeIds;
    const officialsUrl = `/api/admin/competitions/${DEMO_COMPETITION_ID}/officials`;
    expect((await call('DELETE', `${officialsUrl}/${first}`)).status).toBe(204);
    expect((await firstEvent()).judgeIds).toEqual([second, third]);
    const rows = await server.ctx.database.db
      .selectFrom('event_judges')
      .select('official_id')
      .where('official_id', '=', first)
      .execute();
    expect(rows).toEqual([]);

    expect((await call('PATCH', `${officialsUrl}/${second}`, { role: 'MC' })).status).toBe(200);
    expect((await firstEvent()).judgeIds).toEqual([third]);
    // With none of the chosen judges left judging, the event falls back to all judges.
    expect((await call('PATCH', `${officialsUrl}/${third}`, { role: 'MC' })).status).toBe(200);
    expect(await firstEvent()).toMatchObject({ judgeIds: await judgeIds(), customPanel: false });
  });

  it('goes back to all judges on null', async () => {
    const event = await firstEvent();
    const judges = await judgeIds();
    expect((await setPanel(event.id, judges.slice(0, 1))).status).toBe(204);
    expect((await firstEvent()).customPanel).toBe(true);
    expect((await setPanel(event.id, null)).status).toBe(204);
    expect(await firstEvent()).toMatchObject({ judgeIds: judges, customPanel: false });
  });
});
