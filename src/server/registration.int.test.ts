/** Couples register, are refused with reasons, and change their entries with the edit code. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_PATTERN } from '../domain/officials/access-code';
import {
  CompetitorDetailSchema,
  EntryChangeResultSchema,
  EventEntriesSchema,
  PublicCompetitorSchema,
  RegistrationInfoSchema,
  RegistrationViewSchema,
} from '../shared/registration';
import type { RunningServer } from './server';
import { DEMO_COMPETITION_ID } from './seed/seed-demo';
import {
  BRONZE_STANDARD,
  NEWCOMER_STANDARD,
  OPEN_NIGHTCLUB,
  SILVER_LATIN,
  adminBase,
  couple,
  dancer,
  errorOf,
  publicBase,
  registrationKit,
} from './testing/registration-fixtures';
import { createSignedInStaff } from './testing/staff-fixtures';
import type { TestStaff } from './testing/staff-fixtures';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { startTestServer } from './testing/test-server';

let database: TestDatabase;
let server: RunningServer;
let organizer: TestStaff;
const { call, register, registerRaw, countRows, setClosingDate, mailTo, confirmFromMail } =
  registrationKit(() => server);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  organizer = await createSignedInStaff(server, ['admin']);
});
afterEach(async () => {
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

    // Organizers link dancers on file at once, so the duplicate is refused on the spot.
    const again = couple({
      lead: input.lead,
      follow: input.follow,
      eventIds: [OPEN_NIGHTCLUB, BRONZE_STANDARD],
    });
    const response = await call(`${adminBase}/registrations`, {
      method: 'POST',
      body: again,
      cookie: organizer.cookie,
    });
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
      path: ['lead', 'standardLevel'],
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

  it('names each bad field, and refuses unknown events', async () => {
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
        { path: ['lead', 'name'], message: 'must not be empty' },
        { path: ['lead', 'email'], message: 'must be an email address' },
        { path: ['eventIds'], message: 'choose at least one event' },
        {
          path: ['acceptRelease'],
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
  });

  it.each([
    ['email', { name: 'Other Name', email: 'SOLO.DANCER@test.example' }],
    ['name', { name: ' solo  DANCER ', email: 'other@test.example' }],
  ] as const)('refuses a follow who is the lead by %s, on that field', async (field, follow) => {
    const lead = dancer('Solo Dancer');
    const before = await countRows('competitors');
    const response = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ lead, follow: { ...lead, ...follow } }),
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'same_dancer',
      path: ['follow', field],
    });
    expect(await countRows('competitors')).toBe(before);
  });

  it('keeps a dancer’s number when they register again with another partner and confirm', async () => {
    const first = await register(couple());
    const lead = { ...dancer(first.lead.name), email: first.lead.email };
    const second = await registerRaw(couple({ lead, eventIds: [OPEN_NIGHTCLUB] }));
    expect(second.lead).toEqual({ awaiting: true, name: lead.name, email: lead.email });
    expect(second.entries).toEqual([]);
    // Only the new partner pays the competitor fee.
    expect(second.fees.lines[0]).toMatchObject({ label: 'Competitor fee', quantity: 1 });

    const confirmed = await confirmFromMail(first.lead.email);
    expect(confirmed).toMatchObject({ outcome: 'entered', notEntered: [] });
    const follow = second.follow?.awaiting === false ? second.follow : null;
    const opened = await call(`${publicBase}/registrations/lookup`, {
      method: 'POST',
      body: { email: follow?.email, code: second.editCode },
    });
    const view = RegistrationViewSchema.parse(await opened.json());
    expect(view.lead).toMatchObject({ id: first.lead.id, number: first.lead.number });
    expect(view.entries.map((e) => e.eventId)).toEqual([OPEN_NIGHTCLUB]);

    const impostor = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ lead: { ...dancer('Someone Else'), email: first.lead.email } }),
    });
    expect(impostor.status).toBe(409);
    expect(await errorOf(impostor)).toMatchObject({ code: 'email_taken', path: ['lead', 'email'] });
    // The path, not the sentence, says whose email it is.
    const asFollow = await call(`${publicBase}/registrations`, {
      method: 'POST',
      body: couple({ follow: { ...dancer('Someone Else'), email: first.lead.email } }),
    });
    expect(await errorOf(asFollow)).toMatchObject({
      code: 'email_taken',
      path: ['follow', 'email'],
    });
  });
});

describe('refusals that keep data whole', () => {
  it('does not enter a lead twice in an event: first TBA, then with a partner', async () => {
    const tba = couple({ follow: null, eventIds: [BRONZE_STANDARD] });
    await register(tba);
    const withPartner = couple({ lead: tba.lead, eventIds: [BRONZE_STANDARD, OPEN_NIGHTCLUB] });
    await registerRaw(withPartner);
    const result = await confirmFromMail(tba.lead.email);
    expect(result.entered.map((e) => e.eventId)).toEqual([OPEN_NIGHTCLUB]);
    expect(result.notEntered).toEqual([
      expect.objectContaining({
        eventId: BRONZE_STANDARD,
        reason: expect.stringContaining('with a partner to be announced'),
      }),
    ]);
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
