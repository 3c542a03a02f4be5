/** The TBA list, organizers' competitor management and walk-on couples. */
import type { Insertable } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../shared/live';
import { ScheduleRoundSchema } from '../shared/schedule';
import {
  AdminCompetitorSchema,
  CompetitorDetailSchema,
  EventEntriesSchema,
  RegistrationInfoSchema,
  TbaDancerSchema,
} from '../shared/registration';
import type { CompetitorTable } from './db/schema';
import { seedDemoCompetition } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import {
  BRONZE_STANDARD,
  OPEN_NIGHTCLUB,
  adminBase,
  couple,
  dancer,
  errorOf,
  publicBase,
  registrationKit,
} from './testing/registration-fixtures';
import type { Call } from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const streams: SseStream[] = [];
const { call, register, setClosingDate, mailTo } = registrationKit(() => server);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await setClosingDate('2999-01-01');
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the TBA list', () => {
  it('lists dancers without a partner and relays messages without showing their address', async () => {
    const input = couple({ follow: null, eventIds: [BRONZE_STANDARD] });
    const receipt = await register(input);
    const listText = await (await call(`${publicBase}/tba`)).text();
    const list = TbaDancerSchema.array().parse(JSON.parse(listText));
    expect(list).toContainEqual(
      expect.objectContaining({
        competitorId: receipt.lead.id,
        name: input.lead.name,
        events: [expect.objectContaining({ eventName: 'Bronze Standard Waltz/Quickstep' })],
      }),
    );
    expect(listText).not.toContain('@');

    const sent = await call(`${publicBase}/tba/${receipt.lead.id}/contact`, {
      method: 'POST',
      body: { name: 'Pat Partner', email: 'pat@test.example', message: 'Shall we dance?' },
    });
    expect(sent.status).toBe(202);
    const mail = await mailTo(input.lead.email);
    expect(mail?.subject).toContain('Pat Partner would like to dance with you');
    expect(mail?.text_body).toContain('Shall we dance?');

    const partnered = await register(couple());
    const refused = await call(`${publicBase}/tba/${partnered.lead.id}/contact`, {
      method: 'POST',
      body: { name: 'Pat Partner', email: 'pat@test.example', message: 'Hi' },
    });
    expect(refused.status).toBe(409);
  });
});

describe('organizers manage competitors', () => {
  const asOrganizer = (path: string, options: Call = {}) =>
    call(path, { ...options, cookie: organizer.cookie });

  it('renames a competitor into every entry, and refuses a number already taken', async () => {
    const receipt = await register(couple());
    const renamed = await asOrganizer(`${adminBase}/competitors/${receipt.follow?.id}`, {
      method: 'PATCH',
      body: { name: 'Renamed Follow', affiliation: 'Summit College' },
    });
    expect(renamed.status).toBe(200);
    expect(AdminCompetitorSchema.parse(await renamed.json()).name).toBe('Renamed Follow');
    const events = EventEntriesSchema.array().parse(
      await (await call(`${publicBase}/entries`)).json(),
    );
    const entry = events
      .flatMap((e) => e.entries)
      .find((e) => e.leadId === receipt.lead.id && e.followId === receipt.follow?.id);
    expect(entry).toMatchObject({
      followName: 'Renamed Follow',
      affiliation: 'Riverside University / Summit College',
    });

    const selfPartner = await asOrganizer(`${adminBase}/competitors/${receipt.follow?.id}`, {
      method: 'PATCH',
      body: { name: receipt.lead.name },
    });
    expect(selfPartner.status).toBe(409);
    expect(await errorOf(selfPartner)).toMatchObject({ code: 'same_dancer', path: ['name'] });
    const taken = await asOrganizer(`${adminBase}/competitors/${receipt.lead.id}`, {
      method: 'PATCH',
      body: { number: 100 },
    });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: 'number_taken', path: ['number'] });

    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'competitor.update')
      .execute();
    expect(audit.map((row) => row.details).join()).toContain('Renamed Follow');
  });

  it('gives new competitors the lowest free number, so one number edited to 9998 stops nobody', async () => {
    const first = await register(couple());
    const moved = await asOrganizer(`${adminBase}/competitors/${first.lead.id}`, {
      method: 'PATCH',
      body: { number: 9998 },
    });
    expect(moved.status).toBe(200);
    const next = await register(couple());
    expect(next.lead.number).toBe(first.lead.number);
  });

  it('refuses an edit that takes the last number new registrations could get', async () => {
    const walkOn = await register(couple({ follow: null }));
    const db = server.ctx.database.db;
    const moved = await asOrganizer(`${adminBase}/competitors/${walkOn.lead.id}`, {
      method: 'PATCH',
      body: { number: 7 },
    });
    expect(moved.status).toBe(200);
    const taken = new Set(
      (await db.selectFrom('competitors').select('number').execute()).map((r) => r.number),
    );
    const lastFree = 4321;
    const fillers: Insertable<CompetitorTable>[] = [];
    for (let n = 100; n <= 9998; n += 1) {
      if (taken.has(n) || n === lastFree) continue;
      fillers.push({
        id: `filler-${n}`,
        competition_id: DEMO_COMPETITION_ID,
        number: n,
        name: `Filler ${n}`,
        email: `filler${n}@test.example`,
        affiliation: 'Riverside University',
        age_category: 'Adult',
        standard_level: 'Bronze',
        smooth_level: 'Bronze',
        rhythm_level: 'Bronze',
        latin_level: 'Bronze',
        created_at: new Date().toISOString(),
      });
    }
    for (let i = 0; i < fillers.length; i += 500) {
      await db
        .insertInto('competitors')
        .values(fillers.slice(i, i + 500))
        .execute();
    }
    try {
      const refused = await asOrganizer(`${adminBase}/competitors/${walkOn.lead.id}`, {
        method: 'PATCH',
        body: { number: lastFree },
      });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).code).toBe('last_free_number');
      // The number stays free: the next registration takes it.
      expect((await register(couple({ follow: null }))).lead.number).toBe(lastFree);
    } finally {
      await db.deleteFrom('competitors').where('id', 'like', 'filler-%').execute();
    }
  });

  it('deletes a competitor only when confirmed, with their entries', async () => {
    const receipt = await register(couple());
    const path = `${adminBase}/competitors/${receipt.lead.id}`;
    const unconfirmed = await asOrganizer(path, { method: 'DELETE' });
    expect(unconfirmed.status).toBe(409);
    expect(await errorOf(unconfirmed)).toMatchObject({
      code: 'confirm_required',
      details: { entries: 2 },
    });
    expect((await asOrganizer(`${path}?confirm=true`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`${publicBase}/competitors/${receipt.lead.id}`)).status).toBe(404);
    const detail = CompetitorDetailSchema.parse(
      await (await call(`${publicBase}/competitors/${receipt.follow?.id}`)).json(),
    );
    expect(detail.events).toEqual([]);
  });

  it('withdraws one entry and exports every entry as CSV, with formulas made inert', async () => {
    const receipt = await register(couple());
    const formula = couple({
      lead: dancer('=HYPERLINK("http://evil.example","x")', { email: 'formula@test.example' }),
    });
    await register(formula);
    const entryId = receipt.entries[0]?.entryId;
    expect(
      (await asOrganizer(`${adminBase}/entries/${entryId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await asOrganizer(`${adminBase}/entries/${entryId}`, { method: 'DELETE' })).status,
    ).toBe(404);

    const csv = await asOrganizer(`${adminBase}/competitors.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    // The cell holds quotes and commas, so it is quoted; the apostrophe goes inside the quotes.
    expect(text).toContain(',"\'=HYPERLINK(""http://evil.example"",""x"")",');
    const [header, ...rows] = text.trim().split('\n');
    expect(header).toBe(
      'Event,Style,Level,Lead number,Lead,Lead email,Follow,Follow email,School,Registered,Phase',
    );
    expect(rows.filter((row) => row.includes(receipt.lead.email))).toHaveLength(1);
  });

  it('saves schools and fees that the register screen then offers', async () => {
    const settings = {
      affiliations: ['Alpha University', 'Beta Club'],
      fees: {
        Pending: { perCompetitor: 0, perEntry: 0 },
        Early: { perCompetitor: 1000, perEntry: 500 },
        Normal: { perCompetitor: 1500, perEntry: 600 },
        Late: { perCompetitor: 2000, perEntry: 700 },
      },
    };
    const saved = await asOrganizer(`${adminBase}/registration-settings`, {
      method: 'PUT',
      body: settings,
    });
    expect(saved.status).toBe(200);
    const info = RegistrationInfoSchema.parse(
      await (await call(`${publicBase}/registration`)).json(),
    );
    expect(info).toMatchObject({ affiliations: settings.affiliations, fees: settings.fees });

    const other = await asOrganizer(`${adminBase}/registration-settings`, {
      method: 'PUT',
      body: { ...settings, affiliations: ['Other'] },
    });
    expect(other.status).toBe(400);
    const twice = await asOrganizer(`${adminBase}/registration-settings`, {
      method: 'PUT',
      body: { ...settings, affiliations: ['Beta Club', 'beta club'] },
    });
    expect(twice.status).toBe(400);
    await seedDemoCompetition(server.ctx.database.db, { reset: true });
  });

  it('keeps every competitor screen current: a registration is notified on the live stream', async () => {
    const topic = liveTopics.registrations(DEMO_COMPETITION_ID);
    const stream = await openSse(`${server.url}/api/live?topics=${topic}`);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    await register(couple());
    const change = await stream.next();
    expect(change.event).toBe('change');
    expect(JSON.parse(change.data)).toMatchObject({ topic, ids: [] });
  });
});

describe('walk-on couples', () => {
  it('puts the ad hoc placeholder couple into a round once, checked in', async () => {
    const generated = await call(`${adminBase}/schedule/generate`, {
      method: 'POST',
      body: { eventId: OPEN_NIGHTCLUB },
      cookie: organizer.cookie,
    });
    expect(generated.status).toBe(200);
    // The event's first round danced: later rounds wait for its recall.
    const first = Math.max(
      ...ScheduleRoundSchema.array()
        .parse(await generated.json())
        .filter((round) => round.eventId === OPEN_NIGHTCLUB)
        .map((round) => round.roundNumber),
    );
    const path = `${adminBase}/events/${OPEN_NIGHTCLUB}/rounds/${first}/adhoc`;
    const added = await call(path, { method: 'POST', body: {}, cookie: organizer.cookie });
    expect(added.status).toBe(201);
    const entry = await server.ctx.database.db
      .selectFrom('entries')
      .innerJoin('round_entries', 'round_entries.entry_id', 'entries.id')
      .selectAll()
      .where('entries.event_id', '=', OPEN_NIGHTCLUB)
      .where('entries.lead_number', '=', 9999)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      lead_id: 'Adhoc',
      follow_id: 'Adhoc',
      lead_name: 'dummy',
      follow_name: 'dummy',
      affiliation: 'Other',
      checked_in: 1,
    });
    const again = await call(path, { method: 'POST', body: {}, cookie: organizer.cookie });
    expect(again.status).toBe(409);
    const missing = await call(`${adminBase}/events/${OPEN_NIGHTCLUB}/rounds/9/adhoc`, {
      method: 'POST',
      body: {},
      cookie: organizer.cookie,
    });
    expect(missing.status).toBe(404);
  });
});
