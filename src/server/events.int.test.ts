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

  it('creates an event and pushes the new list live', async () => {
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
    const pushed = JSON.parse((await stream.next()).data);
    expect(pushed.data.map((e: { name: string }) => e.name)).toContain('Gold Standard Tango');
    stream.close();
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
