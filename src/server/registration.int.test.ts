import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN } from '../domain/officials/access-code';
import { liveTopics } from '../shared/live';
import {
  AdminCompetitorSchema,
  CompetitorDetailSchema,
  EntryChangeResultSchema,
  EventEntriesSchema,
  PublicCompetitorSchema,
  RegistrationInfoSchema,
  RegistrationReceiptSchema,
  RegistrationViewSchema,
  TbaDancerSchema,
} from '../shared/registration';
import type { DancerInput, RegistrationInput, RegistrationReceipt } from '../shared/registration';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import { seedDemoCompetition } from './seed/seed-demo';
import { openSse } from './testing/sse-client';
import type { SseStream } from './testing/sse-client';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const streams: SseStream[] = [];

const publicBase = `/api/competitions/${DEMO_COMPETITION_ID}`;
const adminBase = `/api/admin/competitions/${DEMO_COMPETITION_ID}`;
// Demo events (src/server/seed/demo-events.ts), in order.
const NEWCOMER_STANDARD = `${DEMO_COMPETITION_ID}-event-1`;
const BRONZE_STANDARD = `${DEMO_COMPETITION_ID}-event-2`;
const SILVER_LATIN = `${DEMO_COMPETITION_ID}-event-4`;
const OPEN_NIGHTCLUB = `${DEMO_COMPETITION_ID}-event-7`;

type Call = { method?: string; body?: unknown; cookie?: string | null };

/** Calls the API anonymously unless `cookie` is given. */
function call(path: string, { method = 'GET', body, cookie = null }: Call = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; details?: Record<string, unknown> };
    }
  ).error;
}

let serial = 0;
function dancer(name: string, overrides: Partial<DancerInput> = {}): DancerInput {
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@test.example`,
    affiliation: 'Riverside University',
    ageCategory: 'Student',
    standardLevel: 'bronze',
    latinLevel: 'silver',
    ...overrides,
  };
}

function couple(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  serial += 1;
  return {
    lead: dancer(`Lead Person${serial}`),
    follow: dancer(`Follow Person${serial}`),
    eventIds: [BRONZE_STANDARD, SILVER_LATIN],
    acceptRelease: true,
    acceptMedia: true,
    ...overrides,
  } as RegistrationInput;
}

async function register(input: RegistrationInput): Promise<RegistrationReceipt> {
  const response = await call(`${publicBase}/registrations`, { method: 'POST', body: input });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return RegistrationReceiptSchema.parse(await response.json());
}

const countRows = async (table: 'competitors' | 'entries' | 'registrations') =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const setClosingDate = (day: string | null) =>
  server.ctx.database.db
    .updateTable('competitions')
    .set({ date_registration_closed: day })
    .where('id', '=', DEMO_COMPETITION_ID)
    .execute();

const mailTo = (address: string) =>
  server.ctx.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

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

describe('registering a couple', () => {
  it('tells the register screen whether it is open, the phase, schools and fees', async () => {
    const response = await call(`${publicBase}/registration`);
    const info = RegistrationInfoSchema.parse(await response.json());
    expect(info).toMatchObject({ open: true, phaseNow: 'Early' });
    expect(info.affiliations).toContain('Riverside University');
    expect(info.affiliations).not.toContain('Other');
    expect(info.fees.Early).toEqual({ perCompetitor: 2000, perEntry: 800 });
  });

  it('registers both dancers with new numbers, enters them and emails the edit code', async () => {
    const before = await countRows('competitors');
    const input = couple();
    const receipt = await register(input);

    expect(receipt.editCode).toMatch(ACCESS_CODE_PATTERN);
    expect(receipt.lead).toMatchObject({ name: input.lead.name, standardLevel: 'Bronze' });
    expect(receipt.follow?.latinLevel).toBe('Silver');
    expect(receipt.lead.number).not.toBe(receipt.follow?.number);
    expect(receipt.entries.map((e) => e.eventId)).toEqual([BRONZE_STANDARD, SILVER_LATIN]);
    expect(receipt.entries.every((e) => e.phase === 'Early')).toBe(true);
    // Two new competitors at $20 and two entries at $8 in the demo's Early phase.
    expect(receipt.fees.totalCents).toBe(2 * 2000 + 2 * 800);
    expect(receipt.emailedTo).toEqual([input.lead.email, input.follow?.email]);
    expect(await countRows('competitors')).toBe(before + 2);

    const mail = await mailTo(input.lead.email);
    expect(mail?.text_body).toContain(receipt.editCode);
    expect(mail?.text_body).toContain('Bronze Standard Waltz/Quickstep');
    expect(mail?.text_body).toContain('/updateEntries');
  });

  it('shows the couple on the public lists, never with an email', async () => {
    const input = couple();
    const receipt = await register(input);

    const entriesResponse = await call(`${publicBase}/entries`);
    const entriesText = await entriesResponse.text();
    const events = EventEntriesSchema.array().parse(JSON.parse(entriesText));
    const bronze = events.find((e) => e.eventId === BRONZE_STANDARD);
    expect(bronze?.entries).toContainEqual(
      expect.objectContaining({
        leadName: input.lead.name,
        followName: input.follow?.name,
        leadNumber: receipt.lead.number,
        affiliation: 'Riverside University',
      }),
    );

    const listText = await (await call(`${publicBase}/competitors`)).text();
    const competitors = PublicCompetitorSchema.array().parse(JSON.parse(listText));
    expect(competitors).toContainEqual({
      id: receipt.lead.id,
      number: receipt.lead.number,
      name: input.lead.name,
      affiliation: 'Riverside University',
      eventCount: 2,
    });

    const detailText = await (await call(`${publicBase}/competitors/${receipt.lead.id}`)).text();
    const detail = CompetitorDetailSchema.parse(JSON.parse(detailText));
    expect(detail.events.map((e) => [e.eventName, e.role, e.partnerName])).toEqual([
      ['Bronze Standard Waltz/Quickstep', 'lead', input.follow?.name],
      ['Silver Latin Cha Cha/Rumba/Jive', 'lead', input.follow?.name],
    ]);

    for (const text of [entriesText, listText, detailText]) {
      expect(text).not.toContain('@');
    }
    expect((await call(`${publicBase}/competitors/nobody`)).status).toBe(404);
  });

  it('refuses the same couple in the same event and saves nothing', async () => {
    const input = couple();
    await register(input);
    const [competitors, entries] = [await countRows('competitors'), await countRows('entries')];

    const again = couple({
      lead: input.lead,
      follow: input.follow,
      eventIds: [OPEN_NIGHTCLUB, BRONZE_STANDARD],
    });
    const response = await call(`${publicBase}/registrations`, { method: 'POST', body: again });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'duplicate_entry',
      message: `${input.lead.name} and ${input.follow?.name} are already entered in 'Bronze Standard Waltz/Quickstep'.`,
    });
    expect(await countRows('entries')).toBe(entries);
    expect(await countRows('competitors')).toBe(competitors);
  });

  it('refuses an event below a dancer’s level, per style', async () => {
    const input = couple({
      lead: dancer('Goldie Standard', { standardLevel: 'Gold', latinLevel: 'Newcomer' }),
      follow: dancer('Newbie Latin', { latinLevel: 'Newcomer' }),
      eventIds: [NEWCOMER_STANDARD],
    });
    const response = await call(`${publicBase}/registrations`, { method: 'POST', body: input });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: 'not_eligible',
      message: expect.stringContaining(
        "Goldie Standard dances Standard at Gold level, so may not enter 'Newcomer Standard Waltz'",
      ),
      details: { issues: [expect.objectContaining({ path: 'lead.standardLevel' })] },
    });
    // The same dancer is Newcomer in Latin, and anyone may dance Nightclub.
    await register({ ...input, eventIds: [`${DEMO_COMPETITION_ID}-event-3`, OPEN_NIGHTCLUB] });
  });

  it('refuses after the closing date, but organizers may still add a couple', async () => {
    await setClosingDate('2020-01-01');
    const info = RegistrationInfoSchema.parse(
      await (await call(`${publicBase}/registration`)).json(),
    );
    expect(info).toMatchObject({ open: false, closingDate: '2020-01-01' });

    const input = couple();
    const refused = await call(`${publicBase}/registrations`, { method: 'POST', body: input });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'registration_closed',
      message: expect.stringContaining('Registration closed on January 1, 2020.'),
    });

    const added = await call(`${adminBase}/registrations`, {
      method: 'POST',
      body: input,
      cookie: organizer.cookie,
    });
    expect(added.status).toBe(201);
  });

  it('names each bad field, and refuses unknown events and one dancer twice', async () => {
    const bad = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: {
        lead: dancer('', { email: 'not-an-email' }),
        follow: null,
        eventIds: [],
        acceptRelease: false,
        acceptMedia: true,
      },
    });
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'lead.name', message: 'must not be empty' },
        { path: 'lead.email', message: 'must be an email address' },
        { path: 'eventIds', message: 'choose at least one event' },
        {
          path: 'acceptRelease',
          message: 'must be accepted: the release of liability statement',
        },
      ]),
    );

    const unknown = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ eventIds: ['no-such-event'] }),
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('event_not_found');

    const lead = dancer('Solo Dancer');
    const twice = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ lead, follow: lead }),
    });
    expect(twice.status).toBe(400);
  });

  it('keeps a dancer’s number when they register again with another partner', async () => {
    const first = await register(couple());
    const lead = { ...dancer(first.lead.name), email: first.lead.email };
    const second = await register(couple({ lead, eventIds: [OPEN_NIGHTCLUB] }));
    expect(second.lead.id).toBe(first.lead.id);
    expect(second.lead.number).toBe(first.lead.number);
    // Only the new partner pays the competitor fee.
    expect(second.fees.lines[0]).toMatchObject({ label: 'Competitor fee', quantity: 1 });

    const impostor = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: { ...dancer('Someone Else'), email: first.lead.email } }),
    });
    expect(impostor.status).toBe(409);
    expect((await errorOf(impostor)).code).toBe('email_taken');
  });
});

describe('refusals that keep data whole', () => {
  it('does not enter a lead twice in an event: first TBA, then with a partner', async () => {
    const tba = couple({ follow: null, eventIds: [BRONZE_STANDARD] });
    await register(tba);
    const withPartner = couple({ lead: tba.lead, eventIds: [BRONZE_STANDARD] });
    const response = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: withPartner,
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toContain('with a partner to be announced');
  });

  it('answers 4xx, never 500, for text a database cannot store', async () => {
    const odd = await call(`${publicBase}/competitors/%00`);
    expect(odd.status).toBeGreaterThanOrEqual(400);
    expect(odd.status).toBeLessThan(500);
    const input = couple({ lead: dancer('Nul\u0000Name') });
    const response = await call(`${publicBase}/registrations`, { method: 'POST', body: input });
    expect(response.status).toBeLessThan(500);
  });

  it('limits public registrations from one address', async () => {
    const limited = await startTestServer(database, { registrationLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${limited.url}${publicBase}/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(couple()),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('changing entries with the edit code', () => {
  it('opens the registration with either dancer’s email and the code', async () => {
    const receipt = await register(couple());
    for (const email of [receipt.lead.email, receipt.follow?.email]) {
      const response = await call(`${publicBase}/registrations/lookup`, {
        method: 'POST',
        body: { email: email?.toUpperCase(), code: receipt.editCode.toLowerCase() },
      });
      expect(response.status).toBe(200);
      const view = RegistrationViewSchema.parse(await response.json());
      expect(view.registrationId).toBe(receipt.registrationId);
    }
    const wrong = await call(`${publicBase}/registrations/lookup`, {
      method: 'POST',
      body: {
        email: receipt.lead.email,
        code: receipt.editCode === 'AAAAAAA' ? 'BBBBBBB' : 'AAAAAAA',
      },
    });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).code).toBe('wrong_edit_code');
  });

  it('adds and withdraws entries while open, and refuses once closed', async () => {
    const receipt = await register(couple());
    const credentials = { email: receipt.lead.email, code: receipt.editCode };
    const withdrawn = receipt.entries[0]?.entryId;
    const response = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { ...credentials, add: [OPEN_NIGHTCLUB], withdraw: [withdrawn] },
    });
    expect(response.status).toBe(200);
    const result = EntryChangeResultSchema.parse(await response.json());
    expect(result.view.entries.map((e) => e.eventId)).toEqual([SILVER_LATIN, OPEN_NIGHTCLUB]);
    expect(result.fees.totalCents).toBe(800);

    const notOurs = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { ...credentials, withdraw: [`${NEWCOMER_STANDARD}-entry-2`] },
    });
    expect(notOurs.status).toBe(404);

    // Once the entry is in a round of the schedule, only organizers may withdraw it.
    const generated = await call(`${adminBase}/schedule/generate`, {
      method: 'POST',
      body: { eventId: SILVER_LATIN },
      cookie: organizer.cookie,
    });
    expect(generated.status).toBe(200);
    const scheduled = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { ...credentials, withdraw: [result.view.entries[0]?.entryId] },
    });
    expect(scheduled.status).toBe(409);
    expect((await errorOf(scheduled)).code).toBe('entry_in_rounds');

    await setClosingDate('2020-01-01');
    const closed = await call(`${publicBase}/registrations/changes`, {
      method: 'POST',
      body: { ...credentials, add: [BRONZE_STANDARD] },
    });
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).code).toBe('registration_closed');
  });
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
    const taken = await asOrganizer(`${adminBase}/competitors/${receipt.lead.id}`, {
      method: 'PATCH',
      body: { number: 100 },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('number_taken');

    const audit = await server.ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'competitor.update')
      .execute();
    expect(audit.map((row) => row.details).join()).toContain('Renamed Follow');
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
    expect(text).not.toMatch(/,=/);
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

  it('keeps every competitor screen current: a registration is pushed on the live stream', async () => {
    const topic = liveTopics.registrations(DEMO_COMPETITION_ID);
    const stream = await openSse(`${server.url}/api/live?topics=${topic}`);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    await register(couple());
    const change = await stream.next();
    expect(change.event).toBe('change');
    expect(JSON.parse(change.data)).toMatchObject({ topic, data: null });
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
    const path = `${adminBase}/events/${OPEN_NIGHTCLUB}/rounds/1/adhoc`;
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

describe('wrong codes are rate limited', () => {
  it('answers 429 after ten attempts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call(`${publicBase}/registrations/lookup`, {
        method: 'POST',
        body: { email: 'nobody@test.example', code: 'AAAAAAA' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await call(`${publicBase}/registrations/lookup`, {
      method: 'POST',
      body: { email: 'nobody@test.example', code: 'AAAAAAA' },
    });
    expect(await errorOf(limited)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('Too many attempts'),
    });
  });
});
